package dev.nljdbc.language;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The English word classes every reader of a question shares, each defined once, in groups:
 * <ul>
 *   <li><b>conversation</b>: question words, courtesy words, anaphora, the words that open a
 *       follow-up ({@link #FOLLOW_UP_OPENERS}) and the refinement keywords of intent detection;
 *   <li><b>words that name no data</b>: generic words, vague time words, the words of a request
 *       without a subject;
 *   <li><b>measures and rankings</b>: high/low adjectives, ranking, aggregate and counting words,
 *       comparatives;
 *   <li><b>the engine's cue words</b>: function (stop) words and the cues it reacts to
 *       (count, sum, average, max, min, grouping, negation, order, trend). Neither names a table,
 *       column or value on its own; a cue word may still be part of a longer name
 *       ({@code total amount}, {@code last price}).
 * </ul>
 * Number words are {@link WordNumbers}', period words {@link PeriodParser}'s, adjectives with a
 * measure {@link Adjectives}'. A new word class goes here, next to the group it belongs to.
 */
public final class Lexicon {

  /** The longest second half of a contraction, apostrophe included ("'re", "'ll", "'ve"). */
  private static final int MAX_CLITIC = 3;

  // ---- conversation ---------------------------------------------------------------------

  /** Words that open a new question for certain ("show", "which"). */
  public static final Set<String> QUESTION_OPENERS = words("show", "find", "get", "list",
      "what", "which", "who", "count");

  /** Words a question starts with: the openers and the other request and wh- words. */
  public static final Set<String> QUESTION_WORDS = union(QUESTION_OPENERS, words("give",
      "display", "whose", "where", "when", "how", "compare", "calculate", "tell", "return",
      "sum"));

  /** Words of courtesy and hesitation before the request ("please", "ok", "hmm"). */
  public static final Set<String> COURTESY = words("please", "ok", "okay", "so", "well", "hmm",
      "oh", "hey", "right", "alright");

  /** Plural pronouns that point back at the current rows ("sort them"). */
  public static final Set<String> PLURAL_ANAPHORA = words("them", "they", "their", "those",
      "these");

  /** Personal pronouns that point back at a person named before ("what is his phone number?"). */
  public static final Set<String> PERSON_ANAPHORA = words("he", "she", "him", "his", "her",
      "hers");

  /** Words that point back at something said before ("it", "the same"). */
  public static final Set<String> ANAPHORA = union(PLURAL_ANAPHORA, words("it", "its", "ones",
      "same"));

  /** Whether the (lower-case) word points back at a thing or a person said before. */
  public static boolean pointsBack(String word) {
    return ANAPHORA.contains(word) || PERSON_ANAPHORA.contains(word);
  }

  /** Words that open a phrase of scope; a question's subject ends at the first. */
  public static final Set<String> SCOPE = words("for", "in", "by", "from", "during", "since",
      "between", "within", "per", "over", "at", "on", "with", "without", "excluding",
      "including", "across", "among", "before", "after", "until", "where", "sorted", "limited");

  /** Words that change the current query when they lead a short text ("only", "also"). */
  public static final Set<String> REFINEMENT_KEYWORDS = words("only", "also", "add", "remove",
      "change", "instead", "but", "actually", "filter", "exclude");

  /** Words that open a follow-up fragment ("for last year only", "sort by date", "and Q3?"). */
  public static final Set<String> FOLLOW_UP_OPENERS = union(union(SCOPE, REFINEMENT_KEYWORDS),
      words("just", "and", "or", "plus", "drop", "hide", "except", "include", "sort", "order",
          "ordered", "group", "grouped", "limit", "top", "bottom", "break", "broken",
          "breakdown", "split", "focus", "restrict", "narrow", "then", "now", "replace",
          "switch", "use", "not", "forget"));

  /** Words that may stand around a period without adding anything ("what about ... then?"). */
  public static final Set<String> PERIOD_FILLERS = union(ANAPHORA, words("what", "about",
      "how", "and", "in", "for", "during", "from", "of", "over", "since", "the", "a", "that",
      "this", "did", "does", "do", "is", "was", "were", "are", "perform", "performed", "look",
      "looks", "like", "go", "goes", "went", "but", "then", "instead", "show", "me", "us",
      "please", "now", "ok", "okay", "so", "again", "with", "change", "switch", "use", "to",
      "year", "just"));

  // ---- words that name no data -----------------------------------------------------------

  /** Words that name no data: a question made only of these is too vague to act on. */
  public static final Set<String> GENERIC = words("data", "stuff", "things", "thing",
      "everything", "something", "anything", "info", "information", "records", "record", "rows",
      "row", "entries", "entry", "details", "results", "result", "numbers", "figures", "values",
      "value", "items", "content", "contents", "database", "tables", "table", "list", "all",
      "total", "overview", "summary", "report", "interesting", "important", "useful");

  /**
   * The words of a request that names no data of its own: with a current query, a text made
   * only of these ("show me the data", "what is the total?", "how many?") is about that query.
   */
  public static final Set<String> REQUEST_WITHOUT_DATA = words("show", "me", "give", "list",
      "display", "get", "see", "what", "is", "are", "was", "were", "the", "a", "an", "all", "my",
      "our", "of", "data", "details", "detail", "records", "record", "rows", "row", "results",
      "result", "everything", "again", "total", "totals", "sum", "average", "count", "info",
      "information", "entries", "entry", "how", "many", "much", "there", "please", "now",
      "amount", "amounts");

  /** Words meaning "recently" without a period. */
  public static final Set<String> VAGUE_TIME = words("recent", "recently", "lately");
  /** Words of periods and comparisons besides the time units: see {@link #isTimeOrComparison}. */
  public static final Set<String> TIME_AND_COMPARISON = words("compare", "compared",
      "comparing", "comparison", "vs", "versus", "against", "trend", "trends", "period",
      "periods", "fortnight", "fortnights", "hour", "hours", "today", "yesterday", "tomorrow",
      "ago", "ytd", "mtd", "qtd", "season", "seasonal", "free", "trial", "trials");

  /**
   * Words of novelty before a noun ("new members", "newly hired staff"): with a period, the
   * rows the period takes by their date; without one, a vague word.
   */
  public static final Set<String> NOVELTY = words("new", "newly");

  /** Words announcing one value of what follows ("a specific region"). */
  public static final Set<String> SPECIFIC = words("specific", "certain", "particular", "given",
      "single", "selected");

  /** Question words that ask for people ("who were they for?"). */
  public static final Set<String> PERSON_QUESTION = words("who", "whom");

  // ---- measures and rankings -------------------------------------------------------------

  /** Adjectives asking for "above some threshold" of the measure that follows. */
  public static final Set<String> HIGH = words("high", "higher", "large", "big", "huge",
      "expensive", "heavy", "significant", "major");

  /** Adjectives asking for "below some threshold" of the measure that follows. */
  public static final Set<String> LOW = words("low", "small", "cheap", "light", "tiny", "minor");

  /** Ranking words that need a count ("top" without a number). */
  public static final Set<String> RANKING = words("top", "best", "worst", "bottom");

  /** Aggregate words that need a measure ("average" of what?). */
  public static final Set<String> MEASURE_AGGREGATES = words("average", "avg", "mean", "sum",
      "total");

  /** Words that ask for a share of rows ("what share of orders were cancelled"). */
  public static final Set<String> SHARE = words("share", "percentage", "percent", "proportion",
      "fraction", "%");

  /** Words that make an aggregate a count, which needs no measure. */
  public static final Set<String> COUNTING = words("many", "count", "number", "counts");

  /** Comparisons that need a value after them ("more than", "at least", "above"). */
  public static final Set<String> COMPARATIVES = words("greater than", "more than", "less than",
      "fewer than", "higher than", "lower than", "bigger than", "smaller than", "at least",
      "at most", "larger than", "above", "below", "over", "under", "exceeding");

  // ---- the engine's stop and cue words ---------------------------------------------------

  /** Function words. */
  public static final Set<String> STOP = words("common", "frequent", "usual", "typical",
      "a", "an", "the", "of", "for", "in", "on", "at", "to",
      "from", "by", "with", "and", "or", "is", "are", "was", "were", "be", "been",
      "being", "do",
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

  /**
   * Pairs of words that name opposite ends of a scale, each list a group of synonyms against
   * the next one: "what about the highest?" after a question about the lowest asks the same
   * with the word swapped.
   */
  private static final List<List<Set<String>>> OPPOSITE_PAIRS = List.of(
      List.of(words("most", "greatest", "highest", "largest", "biggest"),
          words("least", "fewest", "lowest", "smallest")),
      List.of(words("more", "greater", "higher", "larger", "bigger", "above", "over"),
          words("less", "fewer", "lower", "smaller", "below", "under")),
      List.of(words("oldest"), words("youngest", "newest")),
      List.of(words("older"), words("younger", "newer")),
      List.of(words("latest"), words("earliest")),
      List.of(words("later", "after"), words("earlier", "before")),
      List.of(words("longest"), words("shortest")),
      List.of(words("heaviest"), words("lightest")),
      List.of(words("ascending", "asc"), words("descending", "desc")),
      List.of(words("first"), words("last")),
      List.of(words("top", "best"), words("bottom", "worst")));

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
    return !STOP.contains(lower) && !CUES.contains(lower) && !isClitic(lower);
  }

  /**
   * Whether a word is the second half of a contraction ("'t" of "haven't", "'re", "'ll",
   * "'ve", "'d", "'m"): it names nothing.
   */
  public static boolean isClitic(String lower) {
    return lower.length() > 1 && lower.length() <= MAX_CLITIC && lower.charAt(0) == '\''
        && lower.chars().skip(1).allMatch(Character::isLetter);
  }

  /**
   * Whether a word says how to read a question rather than what it is about: a time unit
   * ("month", "quarterly"), a period word ("recent", "fortnight", "ytd") or a comparison
   * ("compare", "vs", "versus"), or the common "free trial". Never an unknown word to ask about.
   */
  public static boolean isTimeOrComparison(String lower) {
    return TimeUnit.of(lower) != null || TIME_AND_COMPARISON.contains(lower);
  }

  public static boolean isVague(String lower) {
    return GENERIC.contains(lower) || VAGUE_TIME.contains(lower) || HIGH.contains(lower)
        || LOW.contains(lower) || RANKING.contains(lower) || MEASURE_AGGREGATES.contains(lower);
  }

  /** The words at the other end of the scale from {@code lower}; empty when it has none. */
  public static Set<String> opposites(String lower) {
    for (List<Set<String>> pair : OPPOSITE_PAIRS) {
      if (pair.get(0).contains(lower)) {
        return pair.get(1);
      }
      if (pair.get(1).contains(lower)) {
        return pair.get(0);
      }
    }
    return Set.of();
  }

  private static Set<String> words(String... words) {
    return Set.copyOf(new HashSet<>(java.util.Arrays.asList(words)));
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> all = new HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
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
