package dev.nljdbc.expansion;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds time periods in an utterance: years ("2023"), parts of a year ("Q4", "March", "first
 * quarter") and periods relative to today ("last month", "past 30 days", "year to date"). These
 * are words of the language, not of any data set, so the rules may know them.
 */
final class Periods {
  /** What kind of period a span names; a kind replaces its own kind. */
  enum Kind {
    YEAR,
    PART_OF_YEAR,
    RELATIVE
  }

  /** A period: words {@code from} (inclusive) to {@code to} (exclusive). */
  record Span(Kind kind, int from, int to) {
  }

  private static final Set<String> PARTS = Set.of("q1", "q2", "q3", "q4", "h1", "h2",
      "january", "february", "march", "april", "june", "july", "august", "september", "october",
      "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept",
      "oct", "nov", "dec");
  private static final Set<String> ORDINALS = Set.of("first", "second", "third", "fourth");
  private static final Set<String> RELATIVE_WORDS = Set.of("yesterday", "today", "ytd", "mtd",
      "qtd");
  private static final Set<String> RELATIVE_LEADS = Set.of("last", "this", "next", "previous",
      "past", "current", "prior");
  private static final Set<String> UNITS = Set.of("day", "days", "week", "weeks", "month",
      "months", "quarter", "quarters", "year", "years", "fortnight", "weekend");
  private static final Set<String> CALENDAR = Set.of("year", "month", "quarter", "week");
  /** Words after which a four-digit number is a count, not a year ("top 2000"). */
  private static final Set<String> COUNT_LEADS = Set.of("top", "first", "limit", "bottom",
      "than", "over", "under", "above", "below", "least", "most");

  private Periods() {
  }

  static List<Span> find(Utterance u) {
    List<Span> spans = new ArrayList<>(2);
    int i = 0;
    while (i < u.size()) {
      Span s = at(u, i);
      if (s == null) {
        i++;
      } else {
        spans.add(s);
        i = s.to();
      }
    }
    return spans;
  }

  /** The period starting at word {@code i}, or null. */
  static Span at(Utterance u, int i) {
    String w = u.word(i);
    if (isYear(w) && !u.isIn(i - 1, COUNT_LEADS)) {
      return new Span(Kind.YEAR, i, i + 1);
    }
    if (PARTS.contains(w) || "may".equals(w) && u.typed(i).equals("May")) {
      return new Span(Kind.PART_OF_YEAR, i, i + 1);
    }
    if (ORDINALS.contains(w) && u.is(i + 1, "quarter")) {
      return new Span(Kind.PART_OF_YEAR, i, i + 2);
    }
    if (RELATIVE_WORDS.contains(w)) {
      return new Span(Kind.RELATIVE, i, i + 1);
    }
    if (RELATIVE_LEADS.contains(w)) {
      if (UNITS.contains(u.word(i + 1))) {
        return new Span(Kind.RELATIVE, i, i + 2);
      }
      if (u.isNumber(i + 1) && UNITS.contains(u.word(i + 2))) {
        return new Span(Kind.RELATIVE, i, i + 3);
      }
    }
    if (u.isNumber(i) && UNITS.contains(u.word(i + 1)) && u.is(i + 2, "ago")) {
      return new Span(Kind.RELATIVE, i, i + 3);
    }
    if (CALENDAR.contains(w) && u.is(i + 1, "to", "date")) {
      return new Span(Kind.RELATIVE, i, i + 3);
    }
    return null;
  }

  private static boolean isYear(String w) {
    if (w.length() != 4) {
      return false;
    }
    for (int k = 0; k < 4; k++) {
      if (!Character.isDigit(w.charAt(k))) {
        return false;
      }
    }
    return w.startsWith("19") || w.startsWith("20");
  }
}
