package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * MariaDB and MySQL: backticks, {@code INTERVAL n MONTH}, {@code DATE_FORMAT}, backslash escapes
 * in strings; a connection's tables are those of its current database (catalog).
 */
public final class MariaDbDialect extends SqlDialect {
  /** The one instance. */
  public static final MariaDbDialect DEFAULT = new MariaDbDialect();

  private static final double MILLIS_PER_SECOND = 1000.0;
  private static final String MYSQL_URL_PREFIX = "jdbc:mysql:";

  private MariaDbDialect() {
  }

  @Override
  public String name() {
    return "MariaDB";
  }

  @Override
  protected boolean matchesProduct(String productName) {
    return productName.contains("mariadb") || productName.contains("mysql");
  }

  /** MariaDB's own URLs and MySQL's. */
  @Override
  protected boolean matchesUrl(String jdbcUrl) {
    return super.matchesUrl(jdbcUrl) || jdbcUrl.startsWith(MYSQL_URL_PREFIX);
  }

  /**
   * A derived table with a LIMIT is neither merged nor has conditions pushed into it, so index
   * condition pushdown never meets a user's condition on another tenant's index entries.
   */
  @Override
  public TenantFence tenantFence() {
    return TenantFence.UNBOUNDED_LIMIT;
  }

  @Override
  public String urlPrefix() {
    return "jdbc:mariadb:";
  }

  @Override
  public String bundledDriverClass() {
    return "org.mariadb.jdbc.Driver";
  }

  @Override
  public String promptName() {
    return "MariaDB (MySQL-compatible)";
  }

  @Override
  public String promptNotes() {
    return "Dates: DATE_SUB(CURDATE(), INTERVAL 1 MONTH), YEAR(d), MONTH(d), "
        + "DATE_FORMAT(d, '%Y-%m'). Quote identifiers with backticks if needed. "
        + "There is no FULL OUTER JOIN. Limit rows with LIMIT n.";
  }

  @Override
  protected Pattern plainIdentifier() {
    return PLAIN_ANY_CASE;
  }

  @Override
  public String identifierQuote() {
    return "`";
  }

  @Override
  public IdentifierCase unquotedCase() {
    return IdentifierCase.MIXED;
  }

  /** Column names match in any case. */
  @Override
  public boolean identifiersIgnoreCase() {
    return true;
  }

  @Override
  public String string(String value) {
    return "'" + value.replace("\\", "\\\\").replace("'", "''") + "'";
  }

  @Override
  protected String anchorDate(DateAnchor anchor) {
    switch (anchor) {
      case START_OF_WEEK:
        return "(CURRENT_DATE - INTERVAL WEEKDAY(CURRENT_DATE) DAY)";
      case START_OF_MONTH:
        return "CAST(DATE_FORMAT(CURRENT_DATE, '%Y-%m-01') AS DATE)";
      case START_OF_QUARTER:
        return "(" + anchorDate(DateAnchor.START_OF_MONTH)
            + " - INTERVAL MOD(MONTH(CURRENT_DATE) - 1, 3) MONTH)";
      default:
        return "MAKEDATE(YEAR(CURRENT_DATE), 1)";
    }
  }

  /** {@code INTERVAL 2 MONTH}: the quantity is a number, not a string. */
  @Override
  protected String shiftDate(String date, int amount, CalendarUnit unit) {
    return "(" + date + (amount < 0 ? " - " : " + ") + "INTERVAL " + Math.abs(amount) + " "
        + unit.name() + ")";
  }

  @Override
  public String bucket(String column, CalendarUnit unit) {
    switch (unit) {
      case YEAR:
        return "YEAR(" + column + ")";
      case QUARTER:
        return "CONCAT(YEAR(" + column + "), '-Q', QUARTER(" + column + "))";
      case MONTH:
        return "DATE_FORMAT(" + column + ", '%Y-%m')";
      case WEEK:
        return "DATE_FORMAT(" + column + ", '%x-W%v')";
      default:
        return "DATE(" + column + ")";
    }
  }

  /** A database is a catalog; there are no schemas inside it. */
  @Override
  public boolean hasSchemas() {
    return false;
  }

  /** The current database. */
  @Override
  public CatalogScope catalogScope(Connection connection) throws SQLException {
    return new CatalogScope(connection.getCatalog(), null);
  }

  /** The databases the user may read ({@code SHOW DATABASES} lists only those). */
  @Override
  public List<String> readableSchemas(Connection connection) throws SQLException {
    List<String> names = new ArrayList<>(userSchemas(connection, "SHOW DATABASES"));
    names.sort(null);
    return names;
  }

  /** MariaDB resolves a CTE before a relation of the same name. */
  @Override
  public boolean cteShadowsRelations() {
    return true;
  }

  /** A quoted name is a stored function here, never a built-in. */
  @Override
  public boolean quotedNamesCallBuiltins() {
    return false;
  }

  /**
   * MariaDB's {@code max_statement_time} (seconds) through Connector/J's
   * {@code sessionVariables}; MySQL has no such variable, so its URLs get none.
   */
  @Override
  public Map<String, String> statementTimeoutProperties(String jdbcUrl, long millis) {
    if (!super.matchesUrl(jdbcUrl.toLowerCase(Locale.ROOT))) {
      return Map.of();
    }
    return Map.of("sessionVariables",
        String.format(Locale.ROOT, "max_statement_time=%.3f", millis / MILLIS_PER_SECOND));
  }

  /**
   * Prepares statements on the client, so that no statement text stays on a pooled
   * connection's server session for the next tenant ({@link #resetSession} has nothing to
   * deallocate); the connector's default, fixed here for every pool.
   */
  @Override
  public Map<String, String> readOnlyProperties() {
    return Map.of("useServerPrepStmts", "false");
  }

  /** The connection limit less the connections now open. */
  @Override
  public String freeConnectionsQuery() {
    return "SELECT @@max_connections - (SELECT count(*) FROM information_schema.processlist)";
  }

  @Override
  public String daysBetween(String from, String to) {
    return "DATEDIFF(" + to + ", " + from + ")";
  }

  /**
   * None: PERCENTILE_CONT is a window function only here, so a percentile is computed from the
   * rows' ranks.
   */
  @Override
  public String percentile(String fraction, String expression) {
    return null;
  }
}
