package dev.nljdbc.dialect;

/**
 * ANSI SQL for databases nljdbc does not know: {@code CURRENT_DATE - INTERVAL '1' MONTH},
 * {@code EXTRACT}, {@code FETCH FIRST n ROWS ONLY}, and the conservative security rules.
 */
public final class GenericDialect extends SqlDialect {
  /** The one instance. */
  public static final GenericDialect DEFAULT = new GenericDialect();

  private GenericDialect() {
  }

  @Override
  public String name() {
    return "standard SQL";
  }

  @Override
  public String key() {
    return "generic";
  }

  /** The fallback: {@link Dialects} asks it last. */
  @Override
  protected boolean matchesProduct(String productName) {
    return true;
  }

  @Override
  protected boolean matchesUrl(String jdbcUrl) {
    return true;
  }

  @Override
  public String promptNotes() {
    return "Use only standard SQL: CURRENT_DATE, EXTRACT(YEAR FROM d), CASE, COALESCE. "
        + "Limit rows with FETCH FIRST n ROWS ONLY.";
  }

  @Override
  public String bucket(String column, CalendarUnit unit) {
    switch (unit) {
      case YEAR:
        return "EXTRACT(YEAR FROM " + column + ")";
      case QUARTER:
        return "EXTRACT(YEAR FROM " + column + ") * 10 + EXTRACT(QUARTER FROM " + column + ")";
      case MONTH:
        return "EXTRACT(YEAR FROM " + column + ") * 100 + EXTRACT(MONTH FROM " + column + ")";
      case WEEK:
        return "EXTRACT(YEAR FROM " + column + ") * 100 + EXTRACT(WEEK FROM " + column + ")";
      default:
        return "CAST(" + column + " AS DATE)";
    }
  }

  @Override
  public String limit(int rows) {
    return " FETCH FIRST " + rows + " ROWS ONLY";
  }

  /** Reads the distinct values of the whole column: the database may not know {@code LIMIT}. */
  @Override
  public String distinctSample(String column, String table, String where, int rowCap,
      int limit) {
    return "SELECT DISTINCT " + column + " FROM " + table + " WHERE " + where;
  }
}
