package dev.nljdbc.language;

/**
 * A time range a question restricts a date column to.
 *
 * @param from the inclusive start, or null for no lower bound
 * @param to the exclusive end, or null for no upper bound
 * @param phrase the words of the question ("last month", "in 2024"), for explanations
 * @param firstYear the first whole calendar year covered, or null when the period is not whole
 *     years (lets a numeric year column be filtered instead of a date)
 * @param lastYear the last whole calendar year covered, or null
 */
public record Period(DateBound from, DateBound to, String phrase, Integer firstYear, Integer lastYear) {

  public static Period of(DateBound from, DateBound to, String phrase) {
    return new Period(from, to, phrase, null, null);
  }

  public boolean isWholeYears() {
    return firstYear != null || lastYear != null;
  }
}
