package dev.nljdbc.generation.offline;

import java.util.Locale;

/**
 * H2: no {@code INTERVAL '1 month'} literals, so {@code DATEADD}; {@code DATE_TRUNC};
 * {@code FORMATDATETIME} for month labels. Upper-case names print in lower case unquoted, which
 * H2 folds back to upper case.
 */
final class H2Syntax extends DialectSyntax {

  @Override
  String identifier(String name) {
    if (name.matches("[A-Z_][A-Z0-9_]*") && !SqlWords.isReserved(name)) {
      return name.toLowerCase(Locale.ROOT);
    }
    return "\"" + name.replace("\"", "\"\"") + "\"";
  }

  @Override
  String relativeDate(DateBound bound) {
    String unit = bound.anchor() == DateBound.Anchor.START_OF_WEEK ? "ISO_WEEK"
        : PostgresSyntax.truncUnit(bound.anchor()).toUpperCase(Locale.ROOT);
    String anchor = bound.anchor() == DateBound.Anchor.TODAY ? "CURRENT_DATE"
        : "CAST(DATE_TRUNC('" + unit + "', CURRENT_DATE) AS DATE)";
    int n = amount(bound);
    if (n == 0) {
      return anchor;
    }
    return "DATEADD(" + amountUnit(bound).name() + ", " + n + ", " + anchor + ")";
  }

  @Override
  String bucket(String column, TimeUnit unit) {
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
