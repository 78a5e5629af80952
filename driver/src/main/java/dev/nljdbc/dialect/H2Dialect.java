package dev.nljdbc.dialect;

import java.util.Locale;

/**
 * H2: no {@code INTERVAL '1 month'} literals, so {@code DATEADD}; {@code DATE_TRUNC};
 * {@code FORMATDATETIME} for month labels. Unquoted names fold to upper case, so upper-case
 * names print in lower case unquoted. A CTE does not hide a table of the same name.
 */
public final class H2Dialect extends SqlDialect {
  /** The one instance. */
  public static final H2Dialect DEFAULT = new H2Dialect();

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

  @Override
  public String identifier(String name) {
    if (name.matches("[A-Z_][A-Z0-9_]*") && !SqlWords.isReserved(name)) {
      return name.toLowerCase(Locale.ROOT);
    }
    return "\"" + name.replace("\"", "\"\"") + "\"";
  }

  @Override
  public String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit) {
    String truncUnit = anchor == DateAnchor.START_OF_WEEK ? "ISO_WEEK"
        : PostgresqlDialect.truncUnit(anchor).toUpperCase(Locale.ROOT);
    String start = anchor == DateAnchor.TODAY ? "CURRENT_DATE"
        : "CAST(DATE_TRUNC('" + truncUnit + "', CURRENT_DATE) AS DATE)";
    int n = amount(offset, unit);
    if (n == 0) {
      return start;
    }
    return "DATEADD(" + amountUnit(unit).name() + ", " + n + ", " + start + ")";
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
}
