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
  private static final int MONTHS_IN_YEAR = 12;
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

  /**
   * SQLite's date modifiers. A shift by months or years from a day that may be past the 28th
   * (today, a week's Monday) is clamped to the end of the month it lands in, as PostgreSQL and
   * Java do: SQLite alone would roll 30 November plus three months over into March.
   */
  @Override
  public String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit) {
    String from = "'now'" + anchorModifiers(anchor);
    int n = amount(offset, unit);
    if (n == 0) {
      return "date(" + from + ")";
    }
    CalendarUnit shiftUnit = amountUnit(unit);
    boolean byMonths = shiftUnit == CalendarUnit.MONTH || shiftUnit == CalendarUnit.YEAR;
    if (byMonths && (anchor == DateAnchor.TODAY || anchor == DateAnchor.START_OF_WEEK)) {
      int months = shiftUnit == CalendarUnit.YEAR ? n * MONTHS_IN_YEAR : n;
      String month = CalendarUnit.MONTH.word();
      return "min(date(" + from + ", " + shift(months, month) + "), date(" + from
          + ", 'start of month', " + shift(months + 1, month) + ", '-1 day'))";
    }
    return "date(" + from + ", " + shift(n, shiftUnit.word()) + ")";
  }

  private static String anchorModifiers(DateAnchor anchor) {
    switch (anchor) {
      case START_OF_WEEK:
        return ", '-' || ((CAST(strftime('%w', 'now') AS INTEGER) + 6) % 7) || ' days'";
      case START_OF_MONTH:
        return ", 'start of month'";
      case START_OF_QUARTER:
        return ", 'start of month', '-' || ((CAST(strftime('%m', 'now') AS INTEGER) - 1) % 3)"
            + " || ' months'";
      case START_OF_YEAR:
        return ", 'start of year'";
      default:
        return "";
    }
  }

  /** A modifier that shifts a date by n units ({@code '+3 months'}, {@code '-1 day'}). */
  private static String shift(int n, String unit) {
    return "'" + (n >= 0 ? "+" : "-") + plural(n, unit) + "'";
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
