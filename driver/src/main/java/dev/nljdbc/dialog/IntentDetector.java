package dev.nljdbc.dialog;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Words;
import java.util.HashSet;
import java.util.Set;

/**
 * Rule-based intent detection (docs/requirements.md#dialog, D2 to D4): is an input a new question or a change
 * to the current query?
 *
 * <p>Design note. The input is read once, left to right, by the language layer's tokenizer
 * ({@link Words}); each word is looked up in the word classes of {@link Lexicon}. Only the first
 * two significant words (after courtesy words such as "please"), the last word, the word count
 * and a few flags are kept, so time is linear in the input. The rules, in order:
 * <ol>
 *   <li>an explicit reset ({@code /new}, "new query", "start over") or no current query: new
 *       query, high;
 *   <li>a strong refinement indicator (starts with a refinement keyword, or contains a modifying
 *       phrase such as "too many", "wrong", "missing", "show X too"): refinement, high, or low
 *       when a new-query indicator is present too;
 *   <li>a new-query indicator (starts with a question word, or more than five words without any
 *       refinement keyword): new query, high, or refinement, low, when a refinement keyword
 *       appears further in (D4);
 *   <li>at most five words after a successful query: refinement, medium;
 *   <li>a longer text with a refinement keyword inside: refinement, medium.
 * </ol>
 * Before rules 2 to 5, a short text that points back at the current rows or a person in them
 * ("how many are there?", "sort them by amount", "which customers were they for?", "what's
 * his phone number?"), or a count that names nothing ("how many exist?"), is a refinement,
 * high, and
 * a text of words that name no data ("show me the data", "what is the total?") a refinement,
 * medium: the current query is what it is about.
 * "what about", "how about" and a leading "and" count as refinement keywords (the replacement
 * phrases of docs/requirements.md#query-expansion, E5); they win over "what" and "how" as question words.
 */
public final class IntentDetector {
  private static final int SHORT_WORDS = 5;
  /** Courtesy words skipped before the first significant word; "now" leads a request too. */
  private static final Set<String> COURTESY = union(Lexicon.COURTESY, Set.of("now"));
  /** Pronouns that point back at the current rows or at a person in them. */
  private static final Set<String> ANAPHORA = union(Lexicon.PLURAL_ANAPHORA,
      Lexicon.PERSON_ANAPHORA);
  /** Words after "how many" that name nothing to count: "how many exist?", "how many in total?". */
  private static final Set<String> BARE_COUNT = Set.of("are", "is", "there", "exist", "exists",
      "in", "total", "altogether", "overall", "all", "do", "we", "have", "you", "see");
  /** Words a refinement starts with: the refinement keywords and a leading "and". */
  private static final Set<String> REFINEMENT_START = union(Lexicon.REFINEMENT_KEYWORDS,
      Set.of("and"));

  /** The detector; it keeps no state and may be shared. */
  public IntentDetector() {
  }

  /**
   * Detects the intent of an input.
   *
   * @param input the user's text
   * @param hasCurrentQuery whether an earlier query of the conversation succeeded and is still
   *     the current one
   */
  public DetectedIntent detect(String input, boolean hasCurrentQuery) {
    return detect(input, hasCurrentQuery, false);
  }

  /**
   * Detects the intent of an input whose pronouns, when {@code pronounsBound}, point at what the
   * input itself names ({@link BoundPronoun}) rather than back at the current rows.
   */
  DetectedIntent detect(String input, boolean hasCurrentQuery, boolean pronounsBound) {
    Scan s = new Scan(input == null ? "" : input, pronounsBound);
    if (s.words == 0) {
      return new DetectedIntent(Intent.NEW_QUERY, Confidence.LOW, false);
    }
    if (s.reset()) {
      return DetectedIntent.RESET;
    }
    if (!hasCurrentQuery) {
      return new DetectedIntent(Intent.NEW_QUERY, Confidence.HIGH, false);
    }
    if (s.anaphora && !s.modifyingPhrase && s.words <= SHORT_WORDS + 3 || s.bareCount()) {
      return refinement(Confidence.HIGH);
    }
    if (s.allGeneric && s.words <= SHORT_WORDS + 3) {
      return refinement(Confidence.MEDIUM);
    }
    boolean showToo = "show".equals(s.first) && "too".equals(s.last) && s.words > 2;
    boolean replacementStart = "about".equals(s.second)
        && ("what".equals(s.first) || "how".equals(s.first));
    boolean refinementStart = replacementStart || REFINEMENT_START.contains(s.first)
        || "sort".equals(s.first) && "by".equals(s.second)
        || "limit".equals(s.first) && "to".equals(s.second);
    boolean questionStart = !showToo && !replacementStart && (Lexicon.QUESTION_OPENERS.contains(s.first)
        || "how".equals(s.first) && ("many".equals(s.second) || "much".equals(s.second)));
    boolean modifying = s.modifyingPhrase || showToo;
    boolean strongRefinement = refinementStart || modifying;
    boolean newQuery = questionStart
        || s.words > SHORT_WORDS && !s.refinementKeyword && !modifying;
    if (strongRefinement) {
      return refinement(newQuery ? Confidence.LOW : Confidence.HIGH);
    }
    if (newQuery) {
      return s.refinementKeyword ? refinement(Confidence.LOW)
          : new DetectedIntent(Intent.NEW_QUERY, Confidence.HIGH, false);
    }
    return refinement(Confidence.MEDIUM);
  }

  /**
   * The input without its reset phrase ("/new show customers" gives "show customers"); the input
   * itself when it has none.
   */
  public static String withoutResetPhrase(String input) {
    String text = input.strip();
    if (startsWithSlashNew(text)) {
      return text.substring(4).strip();
    }
    Scan s = new Scan(text, false);
    if (s.reset()) {
      Words words = Words.of(text);
      return s.secondIndex + 1 < words.size() ? text.substring(words.start(s.secondIndex + 1))
          : "";
    }
    return text;
  }

  /**
   * Whether the input's only back reference is "there" after a form of "to be" ("how many
   * messages are there?"): it asks what exists, and points back at no rows unless it names
   * nothing ({@link Scan#bareCount}).
   */
  static boolean asksExistence(String input) {
    Scan s = new Scan(input == null ? "" : input, false);
    return s.existence && !s.pointsBack && !s.bareCount();
  }

  /** Whether the input is made only of words that name no data ("what is the total?"). */
  static boolean namesNoData(String input) {
    Scan s = new Scan(input == null ? "" : input, false);
    return s.words > 0 && s.allGeneric;
  }

  private static DetectedIntent refinement(Confidence confidence) {
    return new DetectedIntent(Intent.REFINEMENT, confidence, false);
  }

  private static boolean startsWithSlashNew(String text) {
    return text.regionMatches(true, 0, "/new", 0, 4)
        && (text.length() == 4 || Character.isWhitespace(text.charAt(4)));
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> all = new HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }

  /** One pass over the input. */
  private static final class Scan {
    int words;
    String first;
    String second;
    String last;
    int secondIndex;
    boolean refinementKeyword;
    boolean modifyingPhrase;
    boolean anaphora;
    /** Whether a pronoun points back at the current rows or a person in them. */
    boolean pointsBack;
    /** Whether "there" follows a form of "to be". */
    boolean existence;
    boolean allGeneric = true;
    /** Whether every word after the first two is one of {@link #BARE_COUNT}. */
    boolean bareTail = true;
    int tailWords;
    private final boolean slashNew;
    /** Whether pronouns point inside the text, so they are no back reference. */
    private final boolean pronounsBound;

    Scan(String text, boolean pronounsBound) {
      this.pronounsBound = pronounsBound;
      String stripped = text.stripLeading();
      slashNew = startsWithSlashNew(stripped);
      Words all = Words.of(text);
      String previous = null;
      boolean leading = true;
      for (int i = 0; i < all.size(); i++) {
        words++;
        String word = all.word(i);
        if (leading && COURTESY.contains(word)) {
          previous = word;
          last = word;
          continue;
        }
        leading = false;
        if (first == null) {
          first = word;
        } else if (second == null) {
          second = word;
          secondIndex = i;
        }
        if (i > secondIndex && second != null) {
          bareTail &= BARE_COUNT.contains(word);
          tailWords++;
        }
        observe(previous, word);
        allGeneric &= Lexicon.REQUEST_WITHOUT_DATA.contains(word);
        previous = word;
        last = word;
      }
    }

    private void observe(String previous, String word) {
      if (Lexicon.REFINEMENT_KEYWORDS.contains(word)
          || "by".equals(word) && "sort".equals(previous)
          || "to".equals(word) && "limit".equals(previous)) {
        refinementKeyword = true;
      }
      if (ANAPHORA.contains(word) && !pronounsBound) {
        anaphora = true;
        pointsBack = true;
      }
      if ("there".equals(word) && ("are".equals(previous) || "is".equals(previous)
          || "were".equals(previous) || "was".equals(previous))) {
        anaphora = true;
        existence = true;
      }
      if ("wrong".equals(word) || "missing".equals(word)
          || "too".equals(previous) && ("many".equals(word) || "few".equals(word))) {
        modifyingPhrase = true;
      }
    }

    /** "How many exist?": a count that names nothing, so it counts the current rows. */
    boolean bareCount() {
      return "how".equals(first) && "many".equals(second) && bareTail && tailWords > 0;
    }

    boolean reset() {
      return slashNew || "new".equals(first) && "query".equals(second)
          || "start".equals(first) && "over".equals(second);
    }
  }
}
