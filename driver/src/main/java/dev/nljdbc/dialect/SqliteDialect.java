package dev.nljdbc.dialect;

import java.sql.Connection;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * SQLite: dates are text, so literals are plain strings, {@code date('now', modifiers)} and
 * {@code strftime} labels; booleans are 1 and 0; one main database without schemas; read-only
 * only when the file is opened so.
 */
public final class SqliteDialect extends SqlDialect {
  /** The one instance. */
  public static final SqliteDialect DEFAULT = new SqliteDialect();

  /** sqlite-jdbc's connection property for the flags of {@code sqlite3_open_v2}. */
  private static final String OPEN_MODE = "open_mode";
  /** {@code SQLITE_OPEN_READONLY}. */
  private static final String OPEN_READONLY = "1";

  private SqliteDialect() {
  }

  @Override
  public String name() {
    return "SQLite";
  }

  @Override
  protected boolean matchesProduct(String productName) {
    return productName.contains("sqlite");
  }

  @Override
  public String urlPrefix() {
    return "jdbc:sqlite:";
  }

  @Override
  public String promptNotes() {
    return "Dates are text or numbers: date('now', '-1 month'), strftime('%Y', d). "
        + "There is no EXTRACT, date_trunc or INTERVAL. Limit rows with LIMIT n.";
  }

  @Override
  protected Pattern plainIdentifier() {
    return PLAIN_ANY_CASE;
  }

  @Override
  public boolean identifiersIgnoreCase() {
    return true;
  }

  /** Names keep the case they were created with. */
  @Override
  public IdentifierCase unquotedCase() {
    return IdentifierCase.MIXED;
  }

  /** One main database; attached databases are catalogs, not schemas. */
  @Override
  public boolean hasSchemas() {
    return false;
  }

  @Override
  public String date(LocalDate date) {
    return "'" + date + "'";
  }

  @Override
  public String booleanLiteral(boolean value) {
    return value ? "1" : "0";
  }

  @Override
  public String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit) {
    StringBuilder sql = new StringBuilder("date('now'");
    switch (anchor) {
      case START_OF_WEEK:
        sql.append(", '-' || ((CAST(strftime('%w', 'now') AS INTEGER) + 6) % 7) || ' days'");
        break;
      case START_OF_MONTH:
        sql.append(", 'start of month'");
        break;
      case START_OF_QUARTER:
        sql.append(", 'start of month', '-' || ((CAST(strftime('%m', 'now') AS INTEGER) - 1) % 3)"
            + " || ' months'");
        break;
      case START_OF_YEAR:
        sql.append(", 'start of year'");
        break;
      default:
        break;
    }
    int n = amount(offset, unit);
    if (n != 0) {
      sql.append(", '").append(n > 0 ? "+" : "-").append(plural(n, amountUnit(unit).word()))
          .append("'");
    }
    return sql.append(")").toString();
  }

  @Override
  public String bucket(String column, CalendarUnit unit) {
    switch (unit) {
      case YEAR:
        return "CAST(strftime('%Y', " + column + ") AS INTEGER)";
      case QUARTER:
        return "strftime('%Y', " + column + ") || '-Q' || ((CAST(strftime('%m', " + column
            + ") AS INTEGER) + 2) / 3)";
      case MONTH:
        return "strftime('%Y-%m', " + column + ")";
      case WEEK:
        return "strftime('%Y-W%W', " + column + ")";
      default:
        return "date(" + column + ")";
    }
  }

  /** The main database: SQLite has no schemas to choose from. */
  @Override
  public CatalogScope catalogScope(Connection connection) {
    return new CatalogScope(null, null);
  }

  @Override
  public boolean isSystemTable(String tableName) {
    return tableName.toLowerCase(Locale.ROOT).startsWith("sqlite_");
  }

  /** Tables of the main database go unqualified. */
  @Override
  public String qualifiedTable(String schema, String table) {
    return quoteIdentifier(table);
  }

  @Override
  public boolean dynamicallyTyped() {
    return true;
  }

  @Override
  public boolean untypedColumnsHoldText() {
    return true;
  }

  /**
   * sqlite-jdbc fixes read-only when it opens the file and refuses {@code setReadOnly(true)} on
   * an open connection, which a pool calls: the file is opened read-only instead.
   */
  @Override
  public Map<String, String> readOnlyProperties() {
    return Map.of(OPEN_MODE, OPEN_READONLY);
  }

  @Override
  public String daysBetween(String from, String to) {
    return "(julianday(date(" + to + ")) - julianday(date(" + from + ")))";
  }

  /** None: SQLite has no percentile function, so it is computed from the rows' ranks. */
  @Override
  public String percentile(String fraction, String expression) {
    return null;
  }

  /** A cast to an integer, which SQLite truncates, for it has no floor function by default. */
  @Override
  public String floor(String number) {
    return "CAST(" + number + " AS INTEGER)";
  }
}
