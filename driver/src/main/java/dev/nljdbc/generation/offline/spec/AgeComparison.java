package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.TimeUnit;

/**
 * "Patients older than 60", "members younger than 30": an age compared with a number, on a
 * table that stores a birth date instead of an age. Older than N years is born before today
 * minus N years; younger than N is born after it.
 */
final class AgeComparison {

  /** Beyond this many years a number is no one's age. */
  private static final int MAX_AGE = 150;

  private AgeComparison() {}

  /** The period of birth dates the comparison means, or null when it is no age in years. */
  static Period of(Comparison c, ColumnEntry column) {
    if (c.concept() == null || !c.concept().temporal() || c.value() == null || c.upper() != null
        || !column.isTemporal() || !birthDate(column)) {
      return null;
    }
    int years;
    try {
      years = c.value().intValueExact();
    } catch (ArithmeticException e) {
      return null;
    }
    if (years <= 0 || years > MAX_AGE) {
      return null;
    }
    return ElapsedTime.since(c, years, TimeUnit.YEAR, "age " + c.op().words + " " + years);
  }

  private static boolean birthDate(ColumnEntry column) {
    for (String w : column.words) {
      if (w.equals("birth") || w.equals("born") || w.equals("dob") || w.equals("birthday")) {
        return true;
      }
    }
    return false;
  }
}
