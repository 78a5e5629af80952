package dev.nljdbc.generation.offline;

/** MariaDB and MySQL: backticks, {@code INTERVAL n MONTH}, {@code DATE_FORMAT}. */
final class MariaDbSyntax extends DialectSyntax {

  @Override
  String identifier(String name) {
    return quoteUnless(name, "[A-Za-z_][A-Za-z0-9_]*", '`');
  }

  @Override
  String string(String value) {
    return "'" + value.replace("\\", "\\\\").replace("'", "''") + "'";
  }

  @Override
  String relativeDate(DateBound bound) {
    String anchor;
    switch (bound.anchor()) {
      case START_OF_WEEK:
        anchor = "(CURRENT_DATE - INTERVAL WEEKDAY(CURRENT_DATE) DAY)";
        break;
      case START_OF_MONTH:
        anchor = "CAST(DATE_FORMAT(CURRENT_DATE, '%Y-%m-01') AS DATE)";
        break;
      case START_OF_QUARTER:
        anchor = "(MAKEDATE(YEAR(CURRENT_DATE), 1) + INTERVAL (QUARTER(CURRENT_DATE) - 1) "
            + "QUARTER)";
        break;
      case START_OF_YEAR:
        anchor = "MAKEDATE(YEAR(CURRENT_DATE), 1)";
        break;
      default:
        anchor = "CURRENT_DATE";
    }
    int n = amount(bound);
    if (n == 0) {
      return anchor;
    }
    return "(" + anchor + (n < 0 ? " - " : " + ") + "INTERVAL " + Math.abs(n) + " "
        + amountUnit(bound).name() + ")";
  }

  @Override
  String bucket(String column, TimeUnit unit) {
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
}
