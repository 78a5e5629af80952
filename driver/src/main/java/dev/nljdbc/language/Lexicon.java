package dev.nljdbc.language;

import java.util.HashSet;
import java.util.Set;

/**
 * Generic English function words, and the cue words the engine reacts to. Neither kind names a
 * table, column or value on its own; a cue word may still be part of a longer name
 * ({@code total amount}, {@code last price}).
 */
public final class Lexicon {

  /** Function words. */
  public static final Set<String> STOP = words("common", "frequent", "usual", "typical",
      "a", "an", "the", "of", "for", "in", "on", "at", "to",
      "from", "by", "with", "and", "or", "is", "are", "was", "were", "be", "been", "being", "do",
      "does", "did", "have", "has", "had", "me", "my", "our", "us", "we", "i", "you", "your", "it",
      "its", "this", "that", "these", "those", "there", "their", "them", "they", "he", "she",
      "his", "her", "him", "what", "which", "who", "whom", "whose", "where", "when", "how",
      "show", "list", "give", "get", "find", "display", "tell", "return", "see", "want", "need",
      "please", "can", "could", "would", "should", "will", "all", "any", "some", "as", "than",
      "then", "also", "just", "only", "about", "into", "data", "info", "information", "record",
      "records", "row", "rows", "entry", "entries", "detail", "details", "'s", "s", "'", "much",
      "many", "here", "now", "whether", "if", "so", "such", "up", "out", "both", "either",
      "neither", "same", "own", "very", "too", "again", "let", "know", "like", "look",
      "kindly", "provide", "report", "fetch", "retrieve", "bring", "pull", "make", "including",
      "include", "includes", "along", "together", "respectively", "corresponding",
      "correspond", "one", "ones", "thing", "things", "having", "other", "else", "among",
      "within", "across", "via", "using", "use", "used", "known", "available", "existing",
      "current", "currently", "whole", "entire", "named", "called", "someone", "anyone",
      "everyone", "something", "anything", "everything", "nothing", "onto", "upon", "while",
      "based", "according", "well", "respective", "am", "okay", "ok", "thanks", "thank", "hi",
      "hello", "hey", "instead", "actually", "maybe", "perhaps", "really", "result", "results",
      "output", "shown", "listed", "given", "ever", "yet", "still", "already", "even",
      "regardless", "whatever", "whichever", "there's", "what's", "it's", "every",
      "each", "per", "since", "until", "till", "before", "after", "during",
      "belong", "belongs", "belonging", "associated", "related", "registered", "recorded",
      "stored", "present", "exist", "exists", "contain", "contains", "containing", "held",
      "way", "sort");

  public static final Set<String> COUNT = words("count", "counts", "number", "numbers", "tally");

  public static final Set<String> SUM = words("total", "totals", "sum", "sums", "combined",
      "cumulative", "altogether", "overall");

  public static final Set<String> AVG = words("average", "averages", "avg", "mean");

  public static final Set<String> MAX = words("maximum", "max", "highest", "largest", "biggest",
      "greatest", "most", "top", "peak", "best", "latest", "newest", "longest", "tallest",
      "heaviest", "oldest", "richest", "farthest", "furthest", "maximal", "fastest",
      "hottest", "strongest");

  public static final Set<String> MIN = words("minimum", "min", "lowest", "smallest", "least",
      "fewest", "worst", "earliest", "shortest", "lightest", "cheapest", "minimal", "bottom",
      "youngest", "slowest", "coldest", "weakest");

  /** Words that group what follows. */
  public static final Set<String> GROUP = words("by", "per", "each", "every");

  /** Negations and exclusions. */
  public static final Set<String> NEGATION = words("not", "no", "except", "excluding", "exclude",
      "excludes", "excluded", "without", "non", "never", "isn't", "aren't", "wasn't", "weren't",
      "doesn't", "don't", "didn't", "nor", "other");

  public static final Set<String> DISTINCT = words("distinct", "different", "unique");

  public static final Set<String> ORDER = words("ascending", "descending", "asc", "desc",
      "alphabetical", "alphabetically", "reverse", "decreasing", "increasing");

  public static final Set<String> COMPARATORS = words("more", "less", "fewer", "greater", "smaller",
      "larger", "bigger", "higher", "lower", "over", "under", "above", "below", "between",
      "least", "most", "exactly", "equal", "equals", "exceeding", "exceeds", "exceed",
      "beyond", "older", "younger", "newer", "heavier", "lighter", "longer", "shorter",
      "cheaper", "pricier", "costlier", "taller", "faster", "slower", "within", "atleast");

  public static final Set<String> TREND = words("trend", "trends", "trending", "evolution", "evolve",
      "evolved", "history", "historical", "timeline", "monthly", "yearly", "annual",
      "annually", "daily", "weekly", "quarterly", "development", "progression", "growth");

  /** Words of an amount taken off another: never what a total or an amount means. */
  public static final Set<String> DEDUCTION = words("discount", "discounts", "disc", "rebate",
      "rebates", "deduction", "deductions", "markdown", "markdowns");

  public static final Set<String> QUANTITY = words("first", "last", "top", "bottom", "limit",
      "only");

  private static final Set<String> CUES = cues();

  private Lexicon() {}

  public static boolean isStop(String lower) {
    return STOP.contains(lower);
  }

  /** A word the engine reacts to. */
  public static boolean isCue(String lower) {
    return CUES.contains(lower);
  }

  /** Neither a function word nor a cue word: a word that may name something. */
  public static boolean isContent(String lower) {
    return !STOP.contains(lower) && !CUES.contains(lower);
  }

  private static Set<String> words(String... words) {
    return Set.copyOf(new HashSet<>(java.util.Arrays.asList(words)));
  }

  private static Set<String> cues() {
    Set<String> all = new HashSet<>();
    all.addAll(COUNT);
    all.addAll(SUM);
    all.addAll(AVG);
    all.addAll(MAX);
    all.addAll(MIN);
    all.addAll(GROUP);
    all.addAll(NEGATION);
    all.addAll(DISTINCT);
    all.addAll(ORDER);
    all.addAll(COMPARATORS);
    all.addAll(TREND);
    all.addAll(QUANTITY);
    return Set.copyOf(all);
  }
}
