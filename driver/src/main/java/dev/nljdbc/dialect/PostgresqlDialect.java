package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * PostgreSQL: {@code date_trunc}, {@code INTERVAL '1 month'}, {@code to_char}; the search path
 * from {@code current_schemas(true)}; the tenant as the session setting {@value #TENANT_SETTING}
 * that row-level-security policies read (see docs/security.md).
 */
public final class PostgresqlDialect extends SqlDialect {
  /** The one instance. */
  public static final PostgresqlDialect DEFAULT = new PostgresqlDialect();

  /** The session setting row-level-security policies read. */
  public static final String TENANT_SETTING = "app.tenant";

  private static final Pattern PLAIN_LOWER_CASE = Pattern.compile("[a-z_][a-z0-9_]*");

  private PostgresqlDialect() {
  }

  @Override
  public String name() {
    return "PostgreSQL";
  }

  @Override
  protected boolean matchesProduct(String productName) {
    return productName.contains("postgres");
  }

  @Override
  public String urlPrefix() {
    return "jdbc:postgresql:";
  }

  @Override
  public String bundledDriverClass() {
    return "org.postgresql.Driver";
  }

  @Override
  public String promptNotes() {
    return "Dates: CURRENT_DATE - INTERVAL '1 month', date_trunc('month', d), "
        + "EXTRACT(YEAR FROM d). Case-insensitive match: ILIKE. Limit rows with LIMIT n.";
  }

  /** Upper-case letters fold to lower case, so only lower-case names go unquoted. */
  @Override
  protected Pattern plainIdentifier() {
    return PLAIN_LOWER_CASE;
  }

  @Override
  public IdentifierCase unquotedCase() {
    return IdentifierCase.LOWER;
  }

  @Override
  protected String anchorDate(DateAnchor anchor) {
    return "CAST(date_trunc('" + anchor.period().word() + "', CURRENT_DATE) AS DATE)";
  }

  /** {@code INTERVAL '2 months'}, cast back to a date (a date plus an interval is a timestamp). */
  @Override
  protected String shiftDate(String date, int amount, CalendarUnit unit) {
    return "CAST(" + date + (amount < 0 ? " - " : " + ") + "INTERVAL '"
        + plural(amount, unit.word()) + "' AS DATE)";
  }

  @Override
  public String bucket(String column, CalendarUnit unit) {
    switch (unit) {
      case YEAR:
        return "CAST(EXTRACT(YEAR FROM " + column + ") AS INTEGER)";
      case QUARTER:
        return "to_char(" + column + ", 'YYYY-\"Q\"Q')";
      case MONTH:
        return "to_char(" + column + ", 'YYYY-MM')";
      case WEEK:
        return "to_char(" + column + ", 'IYYY-\"W\"IW')";
      default:
        return "CAST(" + column + " AS DATE)";
    }
  }

  @Override
  public List<String> searchPath(Connection connection) throws SQLException {
    List<String> path = new ArrayList<>();
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT unnest(current_schemas(true))")) {
      while (rs.next()) {
        path.add(rs.getString(1));
      }
    }
    return path;
  }

  /**
   * Every schema of the search path the user may use ({@code current_schemas(false)}), so that a
   * table in a later schema of the path is found as the database finds it; the current schema
   * alone when the path cannot be read.
   */
  @Override
  public CatalogScope catalogScope(Connection connection) throws SQLException {
    List<String> path = userSchemas(connection, "SELECT unnest(current_schemas(false))");
    return path.isEmpty() ? super.catalogScope(connection) : CatalogScope.searchPath(path);
  }

  /** The schemas the user has USAGE on. */
  @Override
  public List<String> readableSchemas(Connection connection) throws SQLException {
    return userSchemas(connection, "SELECT nspname FROM pg_namespace"
        + " WHERE has_schema_privilege(oid, 'USAGE') ORDER BY nspname");
  }

  /**
   * The effective search path ({@code current_schemas(true)}), which a {@code currentSchema} or
   * {@code options} property and a role's default path all change; the read ends its transaction.
   */
  @Override
  public String searchPathKey(Connection connection) throws SQLException {
    try {
      return String.join(",", searchPath(connection));
    } finally {
      if (!connection.getAutoCommit()) {
        connection.rollback();
      }
    }
  }

  /** PostgreSQL resolves a CTE before a relation of the same name. */
  @Override
  public boolean cteShadowsRelations() {
    return true;
  }

  @Override
  public boolean bindsUntypedParameters() {
    return true;
  }

  /** pgjdbc reads a result through a cursor only inside a transaction. */
  @Override
  public boolean streamsInTransaction() {
    return true;
  }

  /** {@code statement_timeout} through pgjdbc's {@code options}. */
  @Override
  public Map<String, String> statementTimeoutProperties(String jdbcUrl, long millis) {
    return Map.of("options", "-c statement_timeout=" + millis);
  }

  /** The connection limit less the superusers' reserve and the client backends now open. */
  @Override
  public String freeConnectionsQuery() {
    return "SELECT current_setting('max_connections')::int"
        + " - current_setting('superuser_reserved_connections')::int"
        + " - (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')";
  }

  /**
   * {@code DISCARD ALL}: deallocates the server-side prepared statements pgjdbc makes of a
   * statement run five times ({@code prepareThreshold}), closes cursors, drops temporary tables
   * and resets session settings to the connection's start-up values (the statement timeout
   * nljdbc passes in the start-up options stays). pgjdbc notices the command and prepares its
   * cached statements again. It cannot run inside a transaction, so autocommit is on for it.
   */
  @Override
  public void resetSession(Connection connection) throws SQLException {
    boolean autoCommit = connection.getAutoCommit();
    if (!autoCommit) {
      connection.rollback();
      connection.setAutoCommit(true);
    }
    try (Statement st = connection.createStatement()) {
      st.execute("DISCARD ALL");
    } finally {
      if (!autoCommit) {
        connection.setAutoCommit(false);
      }
    }
  }

  @Override
  public boolean hasTenantSetting() {
    return true;
  }

  /** Sets {@value #TENANT_SETTING} for the session (empty for no tenant) and commits it. */
  @Override
  public void applyTenantSetting(Connection connection, String tenantValue) throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(
        "SELECT set_config('" + TENANT_SETTING + "', ?, false)")) {
      ps.setString(1, tenantValue == null ? "" : tenantValue);
      ps.execute();
    }
    if (!connection.getAutoCommit()) {
      connection.commit();
    }
  }

  @Override
  public boolean hasJsonbQuestionOperators() {
    return true;
  }

  @Override
  public boolean readsEscapeStrings() {
    return true;
  }

  /** {@code #} is an operator on PostgreSQL (bitwise xor, jsonb {@code #>}, {@code #>>}). */
  @Override
  public boolean hashStartsComment() {
    return false;
  }

  @Override
  public String builtinFunctionSchema() {
    return "pg_catalog";
  }

  /**
   * PostgreSQL's grammar reads {@code ROLLUP(...)} and {@code CUBE(...)} at the top of GROUP BY
   * as grouping sets, and ANY, ALL and SOME are reserved words.
   */
  @Override
  public boolean groupingSetsAndArrayQuantifiers() {
    return true;
  }

  /** A subquery with {@code OFFSET 0} is neither pulled up nor has outer conditions pushed in. */
  @Override
  public TenantFence tenantFence() {
    return TenantFence.OFFSET_ZERO;
  }

  /** From {@code pg_operator}, leakproof as its function's {@code pg_proc.proleakproof}. */
  @Override
  public List<String[]> comparisonOperators(Connection connection) throws SQLException {
    return rows(connection, "SELECT o.oprname, l.typname, r.typname,"
        + " CASE WHEN p.proleakproof THEN 't' ELSE 'f' END"
        + " FROM pg_catalog.pg_operator o"
        + " JOIN pg_catalog.pg_proc p ON p.oid = o.oprcode"
        + " JOIN pg_catalog.pg_type l ON l.oid = o.oprleft"
        + " JOIN pg_catalog.pg_type r ON r.oid = o.oprright"
        + " WHERE o.oprname IN ('=', '<>', '<', '<=', '>', '>=', '~~', '!~~', '~~*', '!~~*')", 4);
  }

  /** From {@code pg_cast}, the casts of context {@code i}. */
  @Override
  public List<String[]> implicitCasts(Connection connection) throws SQLException {
    return rows(connection, "SELECT s.typname, t.typname,"
        + " CASE WHEN c.castmethod = 'b' OR p.proleakproof THEN 't' ELSE 'f' END"
        + " FROM pg_catalog.pg_cast c"
        + " JOIN pg_catalog.pg_type s ON s.oid = c.castsource"
        + " JOIN pg_catalog.pg_type t ON t.oid = c.casttarget"
        + " LEFT JOIN pg_catalog.pg_proc p ON p.oid = c.castfunc"
        + " WHERE c.castcontext = 'i'", 3);
  }

  private static List<String[]> rows(Connection connection, String sql, int width)
      throws SQLException {
    List<String[]> rows = new ArrayList<>();
    try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        String[] row = new String[width];
        for (int i = 0; i < width; i++) {
          row[i] = rs.getString(i + 1);
        }
        rows.add(row);
      }
    }
    return rows;
  }

  @Override
  public List<String[]> inheritanceParents(Connection connection) throws SQLException {
    List<String[]> parents = new ArrayList<>();
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT DISTINCT n.nspname, c.relname FROM pg_inherits i"
            + " JOIN pg_class c ON c.oid = i.inhparent"
            + " JOIN pg_namespace n ON n.oid = c.relnamespace")) {
      while (rs.next()) {
        parents.add(new String[] {rs.getString(1), rs.getString(2)});
      }
    }
    return parents;
  }

  @Override
  public Set<String> columnSpellings(Connection connection, String column) throws SQLException {
    Set<String> spellings = new LinkedHashSet<>();
    try (PreparedStatement ps = connection.prepareStatement("SELECT DISTINCT attname"
        + " FROM pg_attribute WHERE lower(attname) = lower(?) AND attnum > 0"
        + " AND NOT attisdropped")) {
      ps.setString(1, column);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          spellings.add(rs.getString(1));
        }
      }
    }
    return spellings;
  }
}
