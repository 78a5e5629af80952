package dev.nljdbc.client;

import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.dialect.IdentifierCase;
import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.meta.CatalogCommand;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.apache.calcite.avatica.AvaticaDatabaseMetaData;
import org.apache.calcite.avatica.Meta;

/** Database metadata that names the target database, so tools pick its SQL dialect. */
final class NlDatabaseMetaData extends AvaticaDatabaseMetaData {
  private final NlConnection connection;

  NlDatabaseMetaData(NlConnection connection) {
    super(connection);
    this.connection = connection;
  }

  @Override
  public String getDatabaseProductName() throws SQLException {
    return String.valueOf(property(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_NAME));
  }

  @Override
  public String getURL() throws SQLException {
    return withTargetPrefix(super.getURL());
  }

  @Override
  public boolean supportsSchemasInTableDefinitions() throws SQLException {
    return targetDialect().hasSchemas();
  }

  @Override
  public boolean supportsSchemasInDataManipulation() throws SQLException {
    return targetDialect().hasSchemas();
  }

  @Override
  public boolean supportsSchemasInIndexDefinitions() throws SQLException {
    return targetDialect().hasSchemas();
  }

  @Override
  public boolean supportsSchemasInPrivilegeDefinitions() throws SQLException {
    return targetDialect().hasSchemas();
  }

  @Override
  public boolean supportsSchemasInProcedureCalls() throws SQLException {
    return targetDialect().hasSchemas();
  }

  @Override
  public String getSchemaTerm() throws SQLException {
    return identifierRules().getOrDefault("schemaTerm", targetDialect().hasSchemas() ? "schema" : "");
  }

  @Override
  public String getCatalogTerm() throws SQLException {
    return identifierRules().getOrDefault("catalogTerm",
        targetDialect().hasSchemas() ? "catalog" : "database");
  }

  /** The user name the server reports: the signed-in user, or on a server without users the target's. */
  @Override
  public String getUserName() throws SQLException {
    String user = identifierRules().get("userName");
    return user != null ? user : super.getUserName();
  }

  private SqlDialect targetDialect() throws SQLException {
    return Dialects.ofProductName(getDatabaseProductName());
  }

  /**
   * The URL tools see: nljdbc's own, followed by the target's kind when it does not name it
   * (the demo, remote mode), so that tools which pick a dialect by URL (jOOQ) find it.
   */
  private String withTargetPrefix(String nlUrl) throws SQLException {
    String prefix = targetDialect().urlPrefix();
    if (prefix == null || nlUrl == null || nlUrl.contains(prefix)) {
      return nlUrl;
    }
    return nlUrl + ";target=" + prefix;
  }

  @Override
  public String getDatabaseProductVersion() throws SQLException {
    return String.valueOf(property(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_VERSION));
  }

  @Override
  public int getDatabaseMajorVersion() throws SQLException {
    return ((Number) property(Meta.DatabaseProperty.GET_DATABASE_MAJOR_VERSION)).intValue();
  }

  @Override
  public int getDatabaseMinorVersion() throws SQLException {
    return ((Number) property(Meta.DatabaseProperty.GET_DATABASE_MINOR_VERSION)).intValue();
  }

  @Override
  public ResultSet getPrimaryKeys(String catalog, String schema, String table)
      throws SQLException {
    return run(CatalogCommand.PRIMARY_KEYS.statement(catalog, schema, table));
  }

  @Override
  public ResultSet getImportedKeys(String catalog, String schema, String table)
      throws SQLException {
    return run(CatalogCommand.IMPORTED_KEYS.statement(catalog, schema, table));
  }

  @Override
  public ResultSet getExportedKeys(String catalog, String schema, String table)
      throws SQLException {
    return run(CatalogCommand.EXPORTED_KEYS.statement(catalog, schema, table));
  }

  @Override
  public ResultSet getCrossReference(String parentCatalog, String parentSchema,
      String parentTable, String foreignCatalog, String foreignSchema, String foreignTable)
      throws SQLException {
    return run(CatalogCommand.CROSS_REFERENCE.statement(parentCatalog, parentSchema, parentTable,
        foreignCatalog, foreignSchema, foreignTable));
  }

  @Override
  public ResultSet getIndexInfo(String catalog, String schema, String table, boolean unique,
      boolean approximate) throws SQLException {
    return run(CatalogCommand.INDEX_INFO.statement(catalog, schema, table, unique, approximate));
  }

  // The calls below are answered by the target through an nljdbc server; a stock Avatica
  // server does not know them, and Avatica's own (empty) answer stands.

  @Override
  public ResultSet getTablePrivileges(String catalog, String schemaPattern,
      String tableNamePattern) throws SQLException {
    try {
      return run(CatalogCommand.TABLE_PRIVILEGES.statement(catalog, schemaPattern,
            tableNamePattern));
    } catch (SQLException e) {
      return super.getTablePrivileges(catalog, schemaPattern, tableNamePattern);
    }
  }

  @Override
  public ResultSet getColumnPrivileges(String catalog, String schema, String table,
      String columnNamePattern) throws SQLException {
    try {
      return run(CatalogCommand.COLUMN_PRIVILEGES.statement(catalog, schema, table,
            columnNamePattern));
    } catch (SQLException e) {
      return super.getColumnPrivileges(catalog, schema, table, columnNamePattern);
    }
  }

  @Override
  public ResultSet getBestRowIdentifier(String catalog, String schema, String table, int scope,
      boolean nullable) throws SQLException {
    try {
      return run(CatalogCommand.BEST_ROW_IDENTIFIER.statement(catalog, schema, table, scope,
            nullable));
    } catch (SQLException e) {
      return super.getBestRowIdentifier(catalog, schema, table, scope, nullable);
    }
  }

  @Override
  public ResultSet getVersionColumns(String catalog, String schema, String table)
      throws SQLException {
    try {
      return run(CatalogCommand.VERSION_COLUMNS.statement(catalog, schema, table));
    } catch (SQLException e) {
      return super.getVersionColumns(catalog, schema, table);
    }
  }

  @Override
  public ResultSet getUDTs(String catalog, String schemaPattern, String typeNamePattern,
      int[] types) throws SQLException {
    try {
      return run(CatalogCommand.UDTS.statement(catalog, schemaPattern, typeNamePattern, types));
    } catch (SQLException e) {
      return super.getUDTs(catalog, schemaPattern, typeNamePattern, types);
    }
  }

  @Override
  public ResultSet getClientInfoProperties() throws SQLException {
    try {
      return run(CatalogCommand.CLIENT_INFO_PROPERTIES.statement());
    } catch (SQLException e) {
      return super.getClientInfoProperties();
    }
  }

  @Override
  public boolean storesUpperCaseIdentifiers() throws SQLException {
    return flag("storesUpperCaseIdentifiers");
  }

  @Override
  public boolean storesLowerCaseIdentifiers() throws SQLException {
    return flag("storesLowerCaseIdentifiers");
  }

  @Override
  public boolean storesMixedCaseIdentifiers() throws SQLException {
    return flag("storesMixedCaseIdentifiers");
  }

  @Override
  public boolean supportsMixedCaseIdentifiers() throws SQLException {
    return flag("supportsMixedCaseIdentifiers");
  }

  @Override
  public boolean storesUpperCaseQuotedIdentifiers() throws SQLException {
    return flag("storesUpperCaseQuotedIdentifiers");
  }

  @Override
  public boolean storesLowerCaseQuotedIdentifiers() throws SQLException {
    return flag("storesLowerCaseQuotedIdentifiers");
  }

  @Override
  public boolean storesMixedCaseQuotedIdentifiers() throws SQLException {
    return flag("storesMixedCaseQuotedIdentifiers");
  }

  @Override
  public boolean supportsMixedCaseQuotedIdentifiers() throws SQLException {
    return flag("supportsMixedCaseQuotedIdentifiers");
  }

  @Override
  public String getIdentifierQuoteString() throws SQLException {
    return identifierRules().get("identifierQuoteString");
  }

  @Override
  public boolean supportsCatalogsInTableDefinitions() throws SQLException {
    return flagOr("supportsCatalogsInTableDefinitions", super.supportsCatalogsInTableDefinitions());
  }

  @Override
  public boolean supportsCatalogsInDataManipulation() throws SQLException {
    return flagOr("supportsCatalogsInDataManipulation", super.supportsCatalogsInDataManipulation());
  }

  @Override
  public boolean supportsCatalogsInIndexDefinitions() throws SQLException {
    return flagOr("supportsCatalogsInIndexDefinitions", super.supportsCatalogsInIndexDefinitions());
  }

  @Override
  public boolean supportsCatalogsInPrivilegeDefinitions() throws SQLException {
    return flagOr("supportsCatalogsInPrivilegeDefinitions",
        super.supportsCatalogsInPrivilegeDefinitions());
  }

  @Override
  public boolean supportsCatalogsInProcedureCalls() throws SQLException {
    return flagOr("supportsCatalogsInProcedureCalls", super.supportsCatalogsInProcedureCalls());
  }

  @Override
  public boolean supportsTransactions() throws SQLException {
    return flagOr("supportsTransactions", super.supportsTransactions());
  }

  @Override
  public int getMaxColumnNameLength() throws SQLException {
    return numberOr("maxColumnNameLength", super.getMaxColumnNameLength());
  }

  @Override
  public int getMaxTableNameLength() throws SQLException {
    return numberOr("maxTableNameLength", super.getMaxTableNameLength());
  }

  /** A flag the server reported, or Avatica's answer from a server that reports none. */
  private boolean flagOr(String name, boolean avatica) throws SQLException {
    String value = identifierRules().get(name);
    return value == null ? avatica : Boolean.parseBoolean(value);
  }

  /** A number the server reported, or Avatica's answer. */
  private int numberOr(String name, int avatica) throws SQLException {
    String value = identifierRules().get(name);
    try {
      return value == null ? avatica : Integer.parseInt(value);
    } catch (NumberFormatException e) {
      return avatica;
    }
  }

  private boolean flag(String name) throws SQLException {
    return Boolean.parseBoolean(identifierRules().get(name));
  }

  /**
   * The target's identifier rules, terms and user name, asked from the server once per
   * connection.
   */
  private Map<String, String> identifierRules() throws SQLException {
    Map<String, String> rules = connection.identifierRules();
    if (rules == null) {
      rules = new HashMap<>();
      try (ResultSet rs = run(CatalogCommand.IDENTIFIERS.statement())) {
        while (rs.next()) {
          rules.put(rs.getString(1), rs.getString(2));
        }
      } catch (SQLException e) {
        rules = tracedRules();
      }
      connection.identifierRules(rules);
    }
    return rules;
  }

  /**
   * A server that does not answer the identifier call (a stock Avatica server): the rules the
   * target's product is known by.
   */
  private Map<String, String> tracedRules() throws SQLException {
    IdentifierCase c = targetDialect().unquotedCase();
    Map<String, String> rules = new HashMap<>();
    rules.put("storesUpperCaseIdentifiers", String.valueOf(c == IdentifierCase.UPPER));
    rules.put("storesLowerCaseIdentifiers", String.valueOf(c == IdentifierCase.LOWER));
    rules.put("storesMixedCaseIdentifiers", String.valueOf(c == IdentifierCase.MIXED));
    rules.put("identifierQuoteString", super.getIdentifierQuoteString());
    return rules;
  }

  /** Runs a catalog call the Avatica protocol lacks as a statement; the result closes it. */
  private ResultSet run(String statement) throws SQLException {
    Statement s = connection.createStatement();
    try {
      ResultSet rs = s.executeQuery(statement);
      s.closeOnCompletion();
      return rs;
    } catch (SQLException e) {
      s.close();
      throw e;
    }
  }

  /**
   * The server runs every statement alone, read-only, in autocommit: one statement reads one
   * consistent snapshot on PostgreSQL, MariaDB and H2, so the levels up to repeatable read hold
   * (JDBC lets a driver give a stricter level than asked). Avatica says only "none", which made
   * tools that ask for a level on connecting (sqlline asks for repeatable read) report it as
   * unsupported.
   */
  @Override
  public boolean supportsTransactionIsolationLevel(int level) {
    return level == Connection.TRANSACTION_READ_UNCOMMITTED
        || level == Connection.TRANSACTION_READ_COMMITTED
        || level == Connection.TRANSACTION_REPEATABLE_READ;
  }

  private Object property(Meta.DatabaseProperty p) throws SQLException {
    try {
      Object value = connection.databaseProperties().get(p);
      return value != null ? value : p.defaultValue;
    } catch (RuntimeException e) {
      throw ClientErrors.toSqlException(e);
    }
  }
}
