package dev.nljdbc.clarification;

import java.util.Set;

/** The English words the detection rules look for; nothing here names a data set. */
final class Vocabulary {
  /** Words that name no data: a question made only of these is too vague to act on. */
  static final Set<String> GENERIC = Set.of("data", "stuff", "things", "thing", "everything",
      "something", "anything", "info", "information", "records", "record", "rows", "row",
      "entries", "entry", "details", "results", "result", "numbers", "figures", "values",
      "value", "items", "content", "contents", "database", "tables", "table", "list", "all",
      "total", "overview", "summary", "report", "interesting", "important", "useful");
  /** Words meaning "recently" without a period. */
  static final Set<String> VAGUE_TIME = Set.of("recent", "recently", "lately");
  /** Words that state a period, so a vague time word is already settled. */
  static final Set<String> PERIOD_WORDS = Set.of("today", "yesterday", "tomorrow", "last",
      "this", "past", "previous", "since", "between", "before", "after", "during", "day", "days",
      "week", "weeks", "month", "months", "quarter", "quarters", "year", "years", "ytd", "mtd",
      "january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december", "q1", "q2", "q3", "q4", "hour", "hours");
  /** Adjectives asking for "above some threshold" of the measure that follows. */
  static final Set<String> HIGH = Set.of("high", "higher", "large", "big", "huge", "expensive",
      "heavy", "significant", "major");
  /** Adjectives asking for "below some threshold" of the measure that follows. */
  static final Set<String> LOW = Set.of("low", "small", "cheap", "light", "tiny", "minor");
  /** Ranking words that need a count ("top" without a number). */
  static final Set<String> RANKING = Set.of("top", "best", "worst", "bottom");
  /** Aggregate words that need a measure. */
  static final Set<String> AGGREGATES = Set.of("average", "avg", "mean", "sum", "total");
  /** Words that make an aggregate a count, which needs no measure. */
  static final Set<String> COUNTING = Set.of("many", "count", "number", "counts");
  /** Words announcing one value of what follows ("a specific region"). */
  static final Set<String> SPECIFIC = Set.of("specific", "certain", "particular", "given",
      "single", "selected");
  /** Two-word comparisons that need a value after them. */
  static final Set<String> COMPARATIVES = Set.of("greater than", "more than", "less than",
      "fewer than", "higher than", "lower than", "bigger than", "smaller than", "at least",
      "at most", "larger than", "above", "below", "over", "under", "exceeding");
  /** Question words that ask for people ("who were they for?"). */
  static final Set<String> PERSON_QUESTION = Set.of("who", "whom");
  /** Number words. */
  static final Set<String> NUMBER_WORDS = Set.of("one", "two", "three", "four", "five", "six",
      "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen", "twenty", "thirty",
      "fifty", "hundred", "thousand", "dozen", "million");

  private Vocabulary() {
  }

  /** Whether a word names no data of its own: generic, or a qualifier waiting for a subject. */
  static boolean isVague(String lower) {
    return GENERIC.contains(lower) || VAGUE_TIME.contains(lower) || HIGH.contains(lower)
        || LOW.contains(lower) || RANKING.contains(lower) || AGGREGATES.contains(lower);
  }
}
