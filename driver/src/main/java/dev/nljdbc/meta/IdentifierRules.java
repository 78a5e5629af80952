package dev.nljdbc.meta;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import org.h2.tools.SimpleResultSet;

/**
 * The target's identifier case rules, quote string, catalog and schema terms, user name, where
 * it takes catalog names, whether it supports transactions and its name lengths as
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
    rows.addRow("supportsCatalogsInTableDefinitions",
        flag(md.supportsCatalogsInTableDefinitions()));
    rows.addRow("supportsCatalogsInDataManipulation",
        flag(md.supportsCatalogsInDataManipulation()));
    rows.addRow("supportsCatalogsInIndexDefinitions",
        flag(md.supportsCatalogsInIndexDefinitions()));
    rows.addRow("supportsCatalogsInPrivilegeDefinitions",
        flag(md.supportsCatalogsInPrivilegeDefinitions()));
    rows.addRow("supportsCatalogsInProcedureCalls", flag(md.supportsCatalogsInProcedureCalls()));
    rows.addRow("supportsTransactions", flag(md.supportsTransactions()));
    rows.addRow("maxColumnNameLength", Integer.toString(md.getMaxColumnNameLength()));
    rows.addRow("maxTableNameLength", Integer.toString(md.getMaxTableNameLength()));
    return rows;
  }

  private static String flag(boolean value) {
    return Boolean.toString(value);
  }
}
