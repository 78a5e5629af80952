package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.TimeUnit;
import dev.nljdbc.language.WordForms;
import java.util.Locale;

/**
 * "Customers who have been with us more than 3 years", "staff here for over 5 years": a number
 * of days, weeks, months or years that names no column of its own is the time since the
 * subject's start date (hired, joined, opened): more than N years is a start before today minus
 * N years, less than N years a start after it. Such a number is never compared with a measure
 * of another kind (a credit limit).
 */
final class ElapsedTime {

  private ElapsedTime() {}

  /** The calendar unit after the comparison's number ("years"), or null. */
  static TimeUnit unit(Comparison c) {
    if (c.unit() == null || c.unit().toLowerCase(Locale.ROOT).startsWith("date")) {
      return null;
    }
    return TimeUnit.of(c.unit());
  }

  /** The period of start dates the comparison means, or null when it means none. */
  static Period of(Comparison c, TimeUnit unit) {
    if (c.value() == null || c.upper() != null) {
      return null;
    }
    int n;
    try {
      n = c.value().intValueExact();
    } catch (ArithmeticException e) {
      return null;
    }
    if (n <= 0) {
      return null;
    }
    return since(c, n, unit, c.op().words + " " + n + " " + unit.word() + (n == 1 ? "" : "s"));
  }

  /**
   * The dates more (or less) than {@code n} units before today, as the comparison says: more
   * than N is before today minus N, less than N after it; null for any other comparison.
   */
  static Period since(Comparison c, int n, TimeUnit unit, String phrase) {
    DateBound cut = DateBound.relative(DateBound.Anchor.TODAY, -n, unit);
    switch (c.op()) {
      case GT:
      case GE:
        return Period.of(null, cut, phrase);
      case LT:
      case LE:
        return Period.of(cut, null, phrase);
      default:
        return null;
    }
  }

  /** The table's date its rows started on (hired, joined, opened), or null. */
  static ColumnEntry startDate(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (!c.isTemporal() || c.tenant) {
        continue;
      }
      for (String w : c.words) {
        if (MeasureWords.START.contains(w) || MeasureWords.START.contains(WordForms.lemma(w))) {
          return c;
        }
      }
    }
    return null;
  }
}
