package dev.nljdbc.dialect;

import java.util.Locale;

/** Calendar units of date arithmetic and time buckets. */
public enum CalendarUnit {
  DAY,
  WEEK,
  MONTH,
  QUARTER,
  YEAR;

  /** The unit in words ("month"). */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
