package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * MariaDB and MySQL: backticks, {@code INTERVAL n MONTH}, {@code DATE_FORMAT}, backslash escapes
 * in strings; a connection's tables are those of its current database (catalog).
 */
public final class MariaDbDialect extends SqlDialect {
  /** The one instance. */
  public static final MariaDbDialect DEFAULT = new MariaDbDialect();

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

  @Override
  protected boolean matchesUrl(String jdbcUrl) {
    return jdbcUrl.startsWith("jdbc:mariadb:") || jdbcUrl.startsWith("jdbc:mysql:");
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
  public String identifier(String name) {
    return quoteUnless(name, "[A-Za-z_][A-Za-z0-9_]*", '`');
  }

  @Override
  public String identifierQuote() {
    return "`";
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
  public String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit) {
    String start;
    switch (anchor) {
      case START_OF_WEEK:
        start = "(CURRENT_DATE - INTERVAL WEEKDAY(CURRENT_DATE) DAY)";
        break;
      case START_OF_MONTH:
        start = "CAST(DATE_FORMAT(CURRENT_DATE, '%Y-%m-01') AS DATE)";
        break;
      case START_OF_QUARTER:
        start = "(MAKEDATE(YEAR(CURRENT_DATE), 1) + INTERVAL (QUARTER(CURRENT_DATE) - 1) "
            + "QUARTER)";
        break;
      case START_OF_YEAR:
        start = "MAKEDATE(YEAR(CURRENT_DATE), 1)";
        break;
      default:
        start = "CURRENT_DATE";
    }
    int n = amount(offset, unit);
    if (n == 0) {
      return start;
    }
    return "(" + start + (n < 0 ? " - " : " + ") + "INTERVAL " + Math.abs(n) + " "
        + amountUnit(unit).name() + ")";
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

  /** The current database. */
  @Override
  public CatalogScope catalogScope(Connection connection) throws SQLException {
    return new CatalogScope(connection.getCatalog(), null);
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
}
