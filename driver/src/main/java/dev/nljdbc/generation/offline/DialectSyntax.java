package dev.nljdbc.generation.offline;

import dev.nljdbc.schema.Dialect;
import java.time.LocalDate;

/**
 * The parts of SQL that differ between dialects: identifier quoting, string and date literals,
 * dates relative to today, time buckets and the row limit.
 */
abstract class DialectSyntax {

  static DialectSyntax of(Dialect dialect) {
    switch (dialect) {
      case POSTGRESQL:
        return new PostgresSyntax();
      case MARIADB:
        return new MariaDbSyntax();
      case H2:
        return new H2Syntax();
      case SQLITE:
        return new SqliteSyntax();
      default:
        return new GenericSyntax();
    }
  }

  /** An identifier, quoted only when it must be. */
  abstract String identifier(String name);

  /** A string literal. */
  String string(String value) {
    return "'" + value.replace("'", "''") + "'";
  }

  /** A date literal. */
  String date(LocalDate date) {
    return "DATE '" + date + "'";
  }

  /** A date relative to today, as the database computes it. */
  abstract String relativeDate(DateBound bound);

  /** A label of the time bucket of a date or timestamp column that sorts in time order. */
  abstract String bucket(String column, TimeUnit unit);

  /** The clause that limits the rows (with its leading space). */
  String limit(int rows) {
    return " LIMIT " + rows;
  }

  String bound(DateBound bound) {
    return bound.isAbsolute() ? date(bound.date()) : relativeDate(bound);
  }

  /** Quotes with {@code quote} unless the name is plain and matches {@code plain}. */
  static String quoteUnless(String name, String plain, char quote) {
    if (name.matches(plain) && !SqlWords.isReserved(name)) {
      return name;
    }
    String q = String.valueOf(quote);
    return q + name.replace(q, q + q) + q;
  }

  static String plural(int n, String unit) {
    return Math.abs(n) + " " + unit + (Math.abs(n) == 1 ? "" : "s");
  }

  /** The offset of a relative bound in a unit every dialect's intervals know (quarters: months). */
  static int amount(DateBound bound) {
    return bound.unit() == TimeUnit.QUARTER ? bound.offset() * 3
        : bound.unit() == TimeUnit.WEEK ? bound.offset() * 7 : bound.offset();
  }

  /** The unit of {@link #amount}. */
  static TimeUnit amountUnit(DateBound bound) {
    return bound.unit() == TimeUnit.QUARTER ? TimeUnit.MONTH
        : bound.unit() == TimeUnit.WEEK ? TimeUnit.DAY : bound.unit();
  }
}
