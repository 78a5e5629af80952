package dev.nljdbc.dialect;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * H2: no {@code INTERVAL '1 month'} literals, so {@code DATEADD}; {@code DATE_TRUNC};
 * {@code FORMATDATETIME} for month labels. Unquoted names fold to upper case, so upper-case
 * names print in lower case unquoted. A CTE does not hide a table of the same name.
 */
public final class H2Dialect extends SqlDialect {
  /** The one instance. */
  public static final H2Dialect DEFAULT = new H2Dialect();

  private static final Pattern PLAIN_UPPER_CASE = Pattern.compile("[A-Z_][A-Z0-9_]*");

  private H2Dialect() {
  }

  @Override
  public String name() {
    return "H2";
  }

  @Override
  protected boolean matchesProduct(String productName) {
    return productName.equals("h2");
  }

  @Override
  public String urlPrefix() {
    return "jdbc:h2:";
  }

  @Override
  public String bundledDriverClass() {
    return "org.h2.Driver";
  }

  @Override
  public String promptName() {
    return "H2 2.x";
  }

  @Override
  public String promptNotes() {
    return "Dates: CURRENT_DATE - INTERVAL '1' MONTH (quantity and unit separate: H2 rejects "
        + "INTERVAL '1 month'), DATEADD(MONTH, -1, CURRENT_DATE), CURRENT_DATE - 30, "
        + "DATE_TRUNC('MONTH', d), EXTRACT(YEAR FROM d). There is no date_part, age or "
        + "generate_series. Limit rows with LIMIT n.";
  }

  /** Upper-case names print in lower case, which H2 folds back; any other name is quoted. */
  @Override
  public String identifier(String name) {
    return PLAIN_UPPER_CASE.matcher(name).matches() && !SqlWords.isReserved(name)
        ? name.toLowerCase(Locale.ROOT) : quoteIdentifier(name);
  }

  /** {@code DATE_TRUNC}, with ISO weeks so that a week starts on Monday. */
  @Override
  protected String anchorDate(DateAnchor anchor) {
    String period = anchor == DateAnchor.START_OF_WEEK ? "ISO_WEEK" : anchor.period().name();
    return "CAST(DATE_TRUNC('" + period + "', CURRENT_DATE) AS DATE)";
  }

  /** {@code DATEADD}: H2 rejects {@code INTERVAL '1 month'}. */
  @Override
  protected String shiftDate(String date, int amount, CalendarUnit unit) {
    return "DATEADD(" + unit.name() + ", " + amount + ", " + date + ")";
  }

  @Override
  public String bucket(String column, CalendarUnit unit) {
    switch (unit) {
      case YEAR:
        return "EXTRACT(YEAR FROM " + column + ")";
      case QUARTER:
        return "CONCAT(EXTRACT(YEAR FROM " + column + "), '-Q', EXTRACT(QUARTER FROM " + column
            + "))";
      case MONTH:
        return "FORMATDATETIME(" + column + ", 'yyyy-MM')";
      case WEEK:
        return "CONCAT(EXTRACT(ISO_WEEK_YEAR FROM " + column + "), '-W', LPAD(CAST(EXTRACT("
            + "ISO_WEEK FROM " + column + ") AS VARCHAR), 2, '0'))";
      default:
        return "CAST(" + column + " AS DATE)";
    }
  }

  @Override
  public String daysBetween(String from, String to) {
    return "DATEDIFF('DAY', " + from + ", " + to + ")";
  }
}
