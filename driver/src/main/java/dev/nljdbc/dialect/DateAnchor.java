package dev.nljdbc.dialect;

/** What a date relative to today counts from. */
public enum DateAnchor {
  TODAY(null),
  START_OF_WEEK(CalendarUnit.WEEK),
  START_OF_MONTH(CalendarUnit.MONTH),
  START_OF_QUARTER(CalendarUnit.QUARTER),
  START_OF_YEAR(CalendarUnit.YEAR);

  private final CalendarUnit period;

  DateAnchor(CalendarUnit period) {
    this.period = period;
  }

  /** The period whose start this is (what {@code date_trunc} truncates to); null for today. */
  public CalendarUnit period() {
    return period;
  }
}
