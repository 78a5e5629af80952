package dev.nljdbc.generation.offline;

/** ANSI SQL for other databases: {@code CURRENT_DATE - INTERVAL '1' MONTH}, {@code EXTRACT}. */
final class GenericSyntax extends DialectSyntax {

  @Override
  String identifier(String name) {
    if ((name.matches("[a-z_][a-z0-9_]*") || name.matches("[A-Z_][A-Z0-9_]*"))
        && !SqlWords.isReserved(name)) {
      return name;
    }
    return "\"" + name.replace("\"", "\"\"") + "\"";
  }

  @Override
  String relativeDate(DateBound bound) {
    String anchor;
    switch (bound.anchor()) {
      case START_OF_MONTH:
        anchor = "(CURRENT_DATE - (EXTRACT(DAY FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY)";
        break;
      case START_OF_YEAR:
        anchor = "(CURRENT_DATE - (EXTRACT(DOY FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY)";
        break;
      case START_OF_QUARTER:
        anchor = "(CURRENT_DATE - (EXTRACT(DAY FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY"
            + " - MOD(EXTRACT(MONTH FROM CURRENT_DATE) - 1, 3) * INTERVAL '1' MONTH)";
        break;
      case START_OF_WEEK:
        anchor = "(CURRENT_DATE - (EXTRACT(ISODOW FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY)";
        break;
      default:
        anchor = "CURRENT_DATE";
    }
    int n = amount(bound);
    if (n == 0) {
      return anchor;
    }
    return "(" + anchor + (n < 0 ? " - " : " + ") + "INTERVAL '" + Math.abs(n) + "' "
        + amountUnit(bound).name() + ")";
  }

  @Override
  String bucket(String column, TimeUnit unit) {
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
  String limit(int rows) {
    return " FETCH FIRST " + rows + " ROWS ONLY";
  }
}
