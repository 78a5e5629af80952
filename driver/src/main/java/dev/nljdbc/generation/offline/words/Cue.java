package dev.nljdbc.generation.offline.words;

import dev.nljdbc.language.Adjectives;
import dev.nljdbc.language.TimeUnit;

/**
 * A cue phrase of a question: what the words between {@code from} and {@code to} ask for.
 *
 * @param kind what the cue asks for
 * @param from the first token
 * @param to the token after the cue
 * @param func the aggregate (AGGREGATE), or null
 * @param descending the direction (SUPERLATIVE, DIRECTION, LIMIT), when it has one
 * @param number the row count (LIMIT), or 0
 * @param unit the time unit (TREND), or null
 * @param concept the measured concept of an adjective (SUPERLATIVE), or null
 */
public record Cue(Kind kind, int from, int to, AggFunc func, boolean descending, int number,
    TimeUnit unit, Adjectives.Concept concept) {

  /** Kinds of cue. */
  public enum Kind {
    /** "how many", "number of", "count". */
    COUNT,
    /** "total", "sum", "average", "maximum", "minimum". */
    AGGREGATE,
    /** "highest", "most", "cheapest", "oldest": a superlative with a direction. */
    SUPERLATIVE,
    /** "by", "per", "for each", "grouped by". */
    GROUP,
    /** "sorted by", "order by", "in order of". */
    SORT,
    /** "ascending", "descending", "alphabetically", "from highest to lowest". */
    DIRECTION,
    /** "top 5", "first 10", "limit 20", "the 3 most". */
    LIMIT,
    /** "not", "except", "without", "excluding". */
    NEGATION,
    /** "distinct", "different", "unique". */
    DISTINCT,
    /** "trend", "over time", "monthly", "by month". */
    TREND,
    /** "with", "having", "that have". */
    WITH,
    /** "which", "who", "what" opening the question. */
    WHICH,
    /** "all", "every". */
    ALL,
    /** "or" between two values or numbers. */
    OR,
    /** "contains", "containing", "like", "starting with". */
    CONTAINS,
    /** "alphabetically": ordering by a name. */
    ALPHABETICAL,
    /** "for each of those", "each one": the rows already shown, one by one. */
    EACH_OF_THOSE
  }

  static Cue of(Kind kind, int from, int to) {
    return new Cue(kind, from, to, null, false, 0, null, null);
  }
}
