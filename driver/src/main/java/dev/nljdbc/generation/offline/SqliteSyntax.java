package dev.nljdbc.generation.offline;

import java.time.LocalDate;

/**
 * SQLite: dates are text, so literals are plain strings, {@code date('now', modifiers)} and
 * {@code strftime} labels.
 */
final class SqliteSyntax extends DialectSyntax {

  @Override
  String identifier(String name) {
    return quoteUnless(name, "[A-Za-z_][A-Za-z0-9_]*", '"');
  }

  @Override
  String date(LocalDate date) {
    return "'" + date + "'";
  }

  @Override
  String relativeDate(DateBound bound) {
    StringBuilder sql = new StringBuilder("date('now'");
    switch (bound.anchor()) {
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
    int n = amount(bound);
    if (n != 0) {
      sql.append(", '").append(n > 0 ? "+" : "-").append(plural(n, amountUnit(bound).word()))
          .append("'");
    }
    return sql.append(")").toString();
  }

  @Override
  String bucket(String column, TimeUnit unit) {
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
}
