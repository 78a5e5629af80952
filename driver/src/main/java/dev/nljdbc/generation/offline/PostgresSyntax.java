package dev.nljdbc.generation.offline;

/** PostgreSQL: {@code date_trunc}, {@code INTERVAL '1 month'}, {@code to_char}. */
final class PostgresSyntax extends DialectSyntax {

  @Override
  String identifier(String name) {
    return quoteUnless(name, "[a-z_][a-z0-9_]*", '"');
  }

  @Override
  String relativeDate(DateBound bound) {
    String anchor = bound.anchor() == DateBound.Anchor.TODAY ? "CURRENT_DATE"
        : "CAST(date_trunc('" + truncUnit(bound.anchor()) + "', CURRENT_DATE) AS DATE)";
    int n = amount(bound);
    if (n == 0) {
      return anchor;
    }
    return "CAST(" + anchor + (n < 0 ? " - " : " + ") + "INTERVAL '"
        + plural(n, amountUnit(bound).word()) + "' AS DATE)";
  }

  static String truncUnit(DateBound.Anchor anchor) {
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
  String bucket(String column, TimeUnit unit) {
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
}
