package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

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
  protected boolean matchesUrl(String jdbcUrl) {
    return jdbcUrl.startsWith("jdbc:postgresql:");
  }

  @Override
  public String promptNotes() {
    return "Dates: CURRENT_DATE - INTERVAL '1 month', date_trunc('month', d), "
        + "EXTRACT(YEAR FROM d). Case-insensitive match: ILIKE. Limit rows with LIMIT n.";
  }

  @Override
  public String identifier(String name) {
    return quoteUnless(name, "[a-z_][a-z0-9_]*", '"');
  }

  @Override
  public String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit) {
    String start = anchor == DateAnchor.TODAY ? "CURRENT_DATE"
        : "CAST(date_trunc('" + truncUnit(anchor) + "', CURRENT_DATE) AS DATE)";
    int n = amount(offset, unit);
    if (n == 0) {
      return start;
    }
    return "CAST(" + start + (n < 0 ? " - " : " + ") + "INTERVAL '"
        + plural(n, amountUnit(unit).word()) + "' AS DATE)";
  }

  static String truncUnit(DateAnchor anchor) {
    switch (anchor) {
      case START_OF_WEEK:
        return "week";
      case START_OF_MONTH:
        return "month";
      case START_OF_QUARTER:
        return "quarter";
      default:
        return "year";
    }
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

  /** PostgreSQL resolves a CTE before a relation of the same name. */
  @Override
  public boolean cteShadowsRelations() {
    return true;
  }

  @Override
  public boolean bindsUntypedParameters() {
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

  /** A subquery with {@code OFFSET 0} is neither pulled up nor has outer conditions pushed in. */
  @Override
  public boolean fencesTenantFilter() {
    return true;
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
