package dev.nljdbc.meta;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import org.h2.tools.SimpleResultSet;

/**
 * The target's identifier case rules, quote string, catalog and schema terms and user name as
 * rows of {@code NAME, VALUE}, for the remote client, whose Avatica metadata would otherwise
 * answer with Avatica's own (or nothing). On a server with users, the user name is the one the
 * client signed in as: the database account the server's pool uses is never sent.
 */
final class IdentifierRules {
  private IdentifierRules() {
  }

  static ResultSet of(DatabaseMetaData md, String signedIn) throws SQLException {
    SimpleResultSet rows = new SimpleResultSet();
    rows.addColumn("NAME", Types.VARCHAR, 64, 0);
    rows.addColumn("VALUE", Types.VARCHAR, 64, 0);
    rows.addRow("storesUpperCaseIdentifiers", flag(md.storesUpperCaseIdentifiers()));
    rows.addRow("storesLowerCaseIdentifiers", flag(md.storesLowerCaseIdentifiers()));
    rows.addRow("storesMixedCaseIdentifiers", flag(md.storesMixedCaseIdentifiers()));
    rows.addRow("supportsMixedCaseIdentifiers", flag(md.supportsMixedCaseIdentifiers()));
    rows.addRow("storesUpperCaseQuotedIdentifiers", flag(md.storesUpperCaseQuotedIdentifiers()));
    rows.addRow("storesLowerCaseQuotedIdentifiers", flag(md.storesLowerCaseQuotedIdentifiers()));
    rows.addRow("storesMixedCaseQuotedIdentifiers", flag(md.storesMixedCaseQuotedIdentifiers()));
    rows.addRow("supportsMixedCaseQuotedIdentifiers",
        flag(md.supportsMixedCaseQuotedIdentifiers()));
    rows.addRow("identifierQuoteString", md.getIdentifierQuoteString());
    rows.addRow("catalogTerm", md.getCatalogTerm());
    rows.addRow("schemaTerm", md.getSchemaTerm());
    rows.addRow("userName", signedIn != null ? signedIn : md.getUserName());
    return rows;
  }

  private static String flag(boolean value) {
    return Boolean.toString(value);
  }
}
