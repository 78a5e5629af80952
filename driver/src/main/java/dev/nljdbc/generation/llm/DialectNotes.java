package dev.nljdbc.generation.llm;

import dev.nljdbc.schema.Dialect;

/** What a model must know to write dates, limits and text matches in each dialect. */
final class DialectNotes {
  private DialectNotes() {}

  /** The dialect's name as a model knows it. */
  static String name(Dialect dialect) {
    switch (dialect) {
      case POSTGRESQL:
        return "PostgreSQL";
      case MARIADB:
        return "MariaDB (MySQL-compatible)";
      case H2:
        return "H2 2.x";
      case SQLITE:
        return "SQLite";
      case GENERIC:
      default:
        return "standard SQL";
    }
  }

  /** Notes on date arithmetic and functions the dialect lacks. */
  static String of(Dialect dialect) {
    switch (dialect) {
      case POSTGRESQL:
        return "Dates: CURRENT_DATE - INTERVAL '1 month', date_trunc('month', d), "
            + "EXTRACT(YEAR FROM d). Case-insensitive match: ILIKE. Limit rows with LIMIT n.";
      case MARIADB:
        return "Dates: DATE_SUB(CURDATE(), INTERVAL 1 MONTH), YEAR(d), MONTH(d), "
            + "DATE_FORMAT(d, '%Y-%m'). Quote identifiers with backticks if needed. "
            + "There is no FULL OUTER JOIN. Limit rows with LIMIT n.";
      case H2:
        return "Dates: CURRENT_DATE - INTERVAL '1' MONTH (quantity and unit separate: H2 rejects "
            + "INTERVAL '1 month'), DATEADD(MONTH, -1, CURRENT_DATE), CURRENT_DATE - 30, "
            + "DATE_TRUNC('MONTH', d), EXTRACT(YEAR FROM d). There is no date_part, age or "
            + "generate_series. Limit rows with LIMIT n.";
      case SQLITE:
        return "Dates are text or numbers: date('now', '-1 month'), strftime('%Y', d). "
            + "There is no EXTRACT, date_trunc or INTERVAL. Limit rows with LIMIT n.";
      case GENERIC:
      default:
        return "Use only standard SQL: CURRENT_DATE, EXTRACT(YEAR FROM d), CASE, COALESCE. "
            + "Limit rows with FETCH FIRST n ROWS ONLY.";
    }
  }
}
