package dev.nljdbc.language;

import java.time.LocalDate;

/**
 * One end of a period: an absolute date, or a date relative to today that the database computes
 * (the start of the current month, minus one month).
 *
 * @param date the absolute date, or null for a relative bound
 * @param anchor what a relative bound counts from
 * @param offset how many units to add to the anchor (negative: back in time)
 * @param unit the unit of the offset
 */
public record DateBound(LocalDate date, Anchor anchor, int offset, TimeUnit unit) {

  /** What a relative bound counts from. */
  public enum Anchor {
    TODAY,
    START_OF_WEEK,
    START_OF_MONTH,
    START_OF_QUARTER,
    START_OF_YEAR;

    static Anchor startOf(TimeUnit unit) {
      switch (unit) {
        case WEEK:
          return START_OF_WEEK;
        case MONTH:
          return START_OF_MONTH;
        case QUARTER:
          return START_OF_QUARTER;
        case YEAR:
          return START_OF_YEAR;
        default:
          return TODAY;
      }
    }
  }

  static DateBound absolute(LocalDate date) {
    return new DateBound(date, null, 0, TimeUnit.DAY);
  }

  public static DateBound relative(Anchor anchor, int offset, TimeUnit unit) {
    return new DateBound(null, anchor, offset, unit);
  }

  public boolean isAbsolute() {
    return date != null;
  }
}
