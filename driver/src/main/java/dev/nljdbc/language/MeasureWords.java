package dev.nljdbc.language;

import java.util.Set;

/**
 * Words of measures the engine derives rather than reads from one column: a median or
 * percentile of a measure, a limit that keeps ties, an age or a tenure computed from dates, and
 * a row that is late (one of its dates after another). The words that name such dates in a
 * column's name (a birth date, a hire date, a due date) are here too: they are how schemas of
 * every kind spell those dates.
 */
public final class MeasureWords {

  /** The middle value: a percentile of one half. */
  public static final Set<String> MEDIAN = Set.of("median", "medians");

  /** A percentile, after its ordinal ("90th percentile"). */
  public static final Set<String> PERCENTILE = Set.of("percentile", "percentiles", "centile",
      "quantile");

  /** Words that keep the rows tying with the last of a limit ("top 3, ties included"). */
  public static final Set<String> TIES = Set.of("ties", "tie", "tied");

  /** An age in years, from a date of birth to today. */
  public static final Set<String> AGE = Set.of("age", "ages");

  /** Words of a column holding a date of birth. */
  public static final Set<String> BIRTH = Set.of("birth", "born", "dob", "birthday",
      "birthdate");

  /** A tenure in years, from a start (hire) date to an end date or today. */
  public static final Set<String> TENURE = Set.of("tenure", "tenures", "seniority");

  /** Words of a column holding the date someone started (was hired, joined). */
  public static final Set<String> START = Set.of("hire", "hired", "hiring", "joined", "join",
      "joining", "employed", "employment", "start", "started", "onboarded", "opened",
      "enrolled", "registered", "signup");

  /** Words of a column holding the date someone left. */
  public static final Set<String> END = Set.of("left", "leave", "leaving", "end", "ended",
      "termination", "terminated", "exit", "resigned", "resignation", "departure", "cancelled",
      "canceled", "cancellation", "churned");

  /** A row whose event came after the date it was due ("paid late"). */
  public static final Set<String> LATE = Set.of("late", "delayed", "tardily");

  /** Words of a column holding the date something was due. */
  public static final Set<String> DUE = Set.of("due", "deadline", "promised", "expected",
      "planned", "scheduled", "target", "required");

  /** Words of selling after a ranking word ("best-selling", "top sellers", "worst selling"). */
  public static final Set<String> SELLING = Set.of("selling", "seller", "sellers", "sold");

  /** Ranking words that ask for the most sold first. */
  public static final Set<String> MOST = Set.of("best", "top", "most", "fastest", "biggest");

  /** Ranking words that ask for the least sold first. */
  public static final Set<String> LEAST = Set.of("worst", "bottom", "least", "slowest",
      "poorest");

  /** Words of a column holding a quantity of units (never money). */
  public static final Set<String> QUANTITY = Set.of("quantity", "qty", "units", "unit",
      "volume", "pieces");

  /** Words asking for the version of a thing that holds now ("the current price"). */
  public static final Set<String> CURRENT = Set.of("current", "currently", "now", "present",
      "prevailing");

  /** Words of a count of the people on the staff now ("headcount"). */
  public static final Set<String> HEADCOUNT = Set.of("headcount", "headcounts", "fte", "ftes");

  /** Words of a column holding the date someone was hired. */
  public static final Set<String> HIRE = Set.of("hire", "hired", "hiring", "employed",
      "employment", "onboarded", "onboarding");

  /** Words of a rate: after a state, the share of rows in that state ("no-show rate"). */
  public static final Set<String> RATE = Set.of("rate", "rates", "ratio");

  /** Words of a column holding a row's state. */
  public static final Set<String> STATUS = Set.of("status", "stat", "state", "sts");

  /**
   * States of a row that never became money: a voided, cancelled, draft, failed or refunded
   * invoice, order or charge. Revenue and spend leave such rows out.
   */
  public static final Set<String> VOID = Set.of("void", "voided", "cancelled", "canceled",
      "cancel", "cancellation", "draft", "failed", "refunded", "reversed");

  /**
   * Whether a status value reads as a row that never became money: one of {@link #VOID}, or
   * its abbreviation ("VD", "DRF", "CANC"): a prefix of four letters or more, or a prefix of
   * two letters or more of its consonants.
   */
  public static boolean voidValue(String value) {
    for (String part : value.toLowerCase(java.util.Locale.ROOT).split("[^a-z]+")) {
      if (part.length() < 2) {
        continue;
      }
      for (String w : VOID) {
        if (part.equals(w) || part.length() >= 4 && w.startsWith(part)
            || consonants(w).startsWith(part) && part.charAt(0) == w.charAt(0)) {
          return true;
        }
      }
    }
    return false;
  }

  private static String consonants(String word) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if ("aeiou".indexOf(c) < 0 && (b.length() == 0 || b.charAt(b.length() - 1) != c)) {
        b.append(c);
      }
    }
    return b.toString();
  }

  /**
   * The index of the selling word that a ranking word opens at {@code i} ("best" "-"
   * "selling"), or -1.
   */
  public static int sellingAfter(java.util.List<Token> tokens, int i) {
    String w = tokens.get(i).lower();
    if (!MOST.contains(w) && !LEAST.contains(w)) {
      return -1;
    }
    int k = i + 1;
    if (k < tokens.size() && tokens.get(k).is("-")) {
      k++;
    }
    return k < tokens.size() && SELLING.contains(tokens.get(k).lower()) ? k : -1;
  }

  private MeasureWords() {}
}
