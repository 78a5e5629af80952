package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.TimeUnit;
import dev.nljdbc.language.Token;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A follow-up that moves the current query's period by one unit: "and the month before?" after
 * "how many tickets were created last month?", "the year after?". The period of the one period
 * filter moves back (or forward) by one of the named unit; everything else stays. The phrase
 * may point at the current period ("the month before that") or name the direction first ("the
 * previous quarter", "a year earlier").
 */
final class PeriodShift {

  /** Words that may open such a follow-up. */
  private static final Set<String> LEADING = Set.of("and", "what", "about", "how", "so",
      "then", "ok", "okay", "for");
  /** Words that move the period back. */
  private static final Set<String> BACK = Set.of("before", "earlier", "prior");
  /** Words that move the period forward. */
  private static final Set<String> FORWARD = Set.of("after", "later");
  /** Words before the unit that move the period back: "the previous month". */
  private static final Set<String> BACK_BEFORE_UNIT = Set.of("previous", "prior", "preceding");
  /** Articles that open the phrase: "the month before", "a year earlier". */
  private static final Set<String> ARTICLES = Set.of("the", "a", "one");
  /** Words that may close the phrase, pointing at the current period: "the month before that". */
  private static final Set<String> TRAILING = Set.of("that", "then", "it", "this", "one");
  /** The words of "the month before": article, unit, direction. */
  private static final int PHRASE = 3;
  /** Months in a quarter. */
  private static final int QUARTER_MONTHS = 3;
  /** Months in a year. */
  private static final int MONTHS_PER_YEAR = 12;
  /** Quarters in a year. */
  private static final int QUARTERS_PER_YEAR = 4;
  /** Days in a week. */
  private static final int DAYS_PER_WEEK = 7;

  private PeriodShift() {
  }

  /**
   * The current query with its period moved by one unit, or null when the feedback is no such
   * follow-up or the query has not exactly one period that can be moved.
   */
  static QuerySpec of(QuerySpec old, Reading reading, List<String> changes) {
    List<String> words = new ArrayList<>();
    for (Token t : reading.tokens) {
      if (t.isWord()) {
        words.add(t.lower());
      }
    }
    int i = 0;
    while (i < words.size() && LEADING.contains(words.get(i))) {
      i++;
    }
    int end = words.size();
    if (end - i == PHRASE + 1 && TRAILING.contains(words.get(end - 1))) {
      end--;
    }
    if (end - i != PHRASE || !ARTICLES.contains(words.get(i))) {
      return null;
    }
    TimeUnit unit = TimeUnit.of(words.get(i + 1));
    String direction = words.get(i + 2);
    if (unit == null && BACK_BEFORE_UNIT.contains(words.get(i + 1))) {
      unit = TimeUnit.of(words.get(i + 2));
      direction = "before";
    }
    int step = BACK.contains(direction) ? -1 : FORWARD.contains(direction) ? 1 : 0;
    if (unit == null || step == 0) {
      return null;
    }
    int at = -1;
    for (int k = 0; k < old.filters().size(); k++) {
      if (old.filters().get(k).kind() == FilterKind.PERIOD) {
        if (at >= 0) {
          return null;
        }
        at = k;
      }
    }
    if (at < 0) {
      return null;
    }
    Filter f = old.filters().get(at);
    Period p = f.period();
    DateBound from = moved(p.from(), unit, step);
    DateBound to = moved(p.to(), unit, step);
    if (p.from() != null && from == null || p.to() != null && to == null
        || !f.morePeriods().isEmpty()) {
      return null;
    }
    String phrase = String.join(" ", words.subList(i, end));
    boolean years = unit == TimeUnit.YEAR && p.isWholeYears();
    Period shifted = new Period(from, to, phrase,
        years && p.firstYear() != null ? p.firstYear() + step : null,
        years && p.lastYear() != null ? p.lastYear() + step : null);
    List<Filter> filters = new ArrayList<>(old.filters());
    filters.set(at, Filter.period(f.column(), shifted, f.yearColumn() && years));
    changes.add("Moved the period: " + p.phrase() + " \u2192 " + phrase);
    return old.withFilters(filters);
  }

  /** The bound moved by one unit, or null when it counts in another unit. */
  private static DateBound moved(DateBound b, TimeUnit unit, int step) {
    if (b == null) {
      return null;
    }
    if (b.isAbsolute()) {
      LocalDate d = b.date();
      LocalDate m = switch (unit) {
        case DAY -> d.plusDays(step);
        case WEEK -> d.plusWeeks(step);
        case MONTH -> d.plusMonths(step);
        case QUARTER -> d.plusMonths((long) step * QUARTER_MONTHS);
        case YEAR -> d.plusYears(step);
      };
      return new DateBound(m, null, 0, TimeUnit.DAY);
    }
    if (b.unit() == unit || b.offset() == 0) {
      return DateBound.relative(b.anchor(), b.offset() + step, unit);
    }
    int per = per(unit, b.unit());
    return per == 0 ? null : DateBound.relative(b.anchor(), b.offset() + step * per, b.unit());
  }

  /** How many of the smaller unit make the larger one (a year is 12 months), or 0. */
  private static int per(TimeUnit larger, TimeUnit smaller) {
    if (smaller == TimeUnit.MONTH) {
      return larger == TimeUnit.YEAR ? MONTHS_PER_YEAR : larger == TimeUnit.QUARTER
          ? QUARTER_MONTHS : 0;
    }
    if (smaller == TimeUnit.QUARTER && larger == TimeUnit.YEAR) {
      return QUARTERS_PER_YEAR;
    }
    return smaller == TimeUnit.DAY && larger == TimeUnit.WEEK ? DAYS_PER_WEEK : 0;
  }
}
