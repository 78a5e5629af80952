package dev.nljdbc.language;

import java.util.Locale;

/** Calendar units of periods and time buckets. */
public enum TimeUnit {
  DAY,
  WEEK,
  MONTH,
  QUARTER,
  YEAR;

  /** The unit a word names ("months", "yearly", "daily"), or null. */
  public static TimeUnit of(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    switch (w) {
      case "day": case "days": case "daily": case "date": case "dates":
        return DAY;
      case "week": case "weeks": case "weekly": case "wk":
        return WEEK;
      case "month": case "months": case "monthly": case "mo":
        return MONTH;
      case "quarter": case "quarters": case "quarterly": case "qtr":
        return QUARTER;
      case "year": case "years": case "yearly": case "annual": case "annually": case "yr":
        return YEAR;
      default:
        return null;
    }
  }

  /** The unit in words ("month"). */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
