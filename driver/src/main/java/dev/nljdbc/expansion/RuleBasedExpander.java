package dev.nljdbc.expansion;

import static dev.nljdbc.language.Lexicon.ANAPHORA;
import static dev.nljdbc.language.Lexicon.COURTESY;
import static dev.nljdbc.language.Lexicon.FOLLOW_UP_OPENERS;
import static dev.nljdbc.language.Lexicon.PERIOD_FILLERS;
import static dev.nljdbc.language.Lexicon.QUESTION_WORDS;
import static dev.nljdbc.language.Lexicon.SCOPE;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Words;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Makes a follow-up standalone with rules over English words, knowing nothing of any data set
 * (docs/requirements.md#query-expansion, E1 to E6). Deterministic and fast; the offline default,
 * and the fallback when no language model is configured.
 *
 * <p>Design note. The context is the last question of the window; when the window holds raw
 * follow-ups rather than standalone questions, it is built by expanding each in turn (a
 * question that is complete, or that already opens like the context, stands for itself). The
 * input is then read, in this order, as:
 * <ol>
 *   <li>a complete question (opens with a question word, or has four or more words and does not
 *       open like a fragment, and refers to nothing before it): unchanged;
 *   <li>an explicit replacement, "change A to B" or "B instead of A", where A occurs in the
 *       context: the context with A replaced;
 *   <li>a period and nothing else of substance ("what about 2024?", "how did it perform in
 *       Q4?", "show 2024 instead"): the context with its period of the same kind replaced, or
 *       with the period added;
 *   <li>the columns of counted rows ("what are their names?" after "how many ...?"): the
 *       context's rows with those columns, without the count;
 *   <li>the other end of a scale or another number ("what about the highest?", "how about more
 *       than 3?"): the context with that word or number swapped, a restatement that is
 *       generated afresh ({@link #truncatedRestatement} does the same for a question cut short
 *       after the swapped word);
 *   <li>a pivot ("now show ...", "forget that, ...", "show ... instead"): the new question alone,
 *       not a follow-up;
 *   <li>a parallel scope ("and for B?", "by B instead"): the context's phrase that opens with the
 *       same preposition replaced;
 *   <li>another subject ("what about B?"): the context's subject, without its scope, for B;
 *   <li>anything else is a drill-down: the fragment, put in plain words ("break down by X"
 *       becomes "by X", "focus on X" becomes "for X"; see {@code Fragments}), is appended to the
 *       context, whose scope is kept.
 * </ol>
 */
public final class RuleBasedExpander implements QueryExpander {
  /** The word that replaces part of the question rather than adding to it. */
  private static final Set<String> INSTEAD = Set.of("instead");
  /** Longer input is taken as a question of its own: follow-ups are short. */
  static final int MAX_FOLLOW_UP_CHARS = 1_000;

  private static final Set<String> PERIOD_PREPOSITIONS = Set.of("in", "for", "during", "from",
      "since", "over");
  private static final Set<String> LEADING_CONNECTIVES = Set.of("and", "but", "actually", "then",
      "now");
  private static final Set<String> CHANGE_VERBS = Set.of("change", "replace", "switch", "swap");
  private static final Set<String> CHANGE_LINKS = Set.of("to", "with", "into", "for");
  /** The fewest words the cut-short question shares with the earlier one before the swap. */
  private static final int MIN_SHARED_WORDS = 2;
  /** The most words before "their" in "what are all of their names?". */
  private static final int MAX_HEAD_WORDS = 4;
  /** Words that end a count question without naming what is counted: "are there", "in total". */
  private static final Set<String> COUNT_TAILS = Set.of("are", "is", "there", "exist", "in",
      "total", "altogether", "overall");
  /** Words skipped after "what about" before the word or number it swaps. */
  private static final Set<String> SWAP_FILLERS = Set.of("the", "a", "an", "in", "with");
  /** Words of a comparison before a number: "more than", "at least", "under". */
  private static final Set<String> COMPARISON_WORDS = Set.of("more", "less", "fewer", "greater",
      "smaller", "larger", "bigger", "higher", "lower", "than", "at", "least", "most", "over",
      "under", "above", "below", "exactly", "equal", "to", "or");
  private static final Set<String> FORGET_OBJECTS = Set.of("that", "it", "this", "everything");

  /** The expander; it keeps no state and may be shared. */
  public RuleBasedExpander() {
  }

  @Override
  public Expansion expand(String input, List<String> window) {
    String text = input == null ? "" : input;
    String context = null;
    if (window != null) {
      for (String earlier : window) {
        if (earlier != null && !earlier.isBlank()) {
          context = context == null ? earlier.strip() : step(context, earlier, true).standalone();
        }
      }
    }
    return context == null ? unchanged(text) : step(context, text, false);
  }

  private static Expansion step(String context, String input, boolean fromWindow) {
    String text = input.strip();
    if (text.isEmpty() || text.length() > MAX_FOLLOW_UP_CHARS) {
      return unchanged(input);
    }
    Words u = Words.of(text);
    Words c = Words.of(context);
    int i = u.skip(0, COURTESY);
    if (i >= u.size() || c.isEmpty() || isComplete(u, i)
        || fromWindow && opensLike(u, c)) {
      return unchanged(fromWindow ? text : input);
    }
    String replaced = explicitReplacement(c, u, i);
    if (replaced != null) {
      return followUp(replaced);
    }
    List<PeriodParser.Span> periods = u.periods();
    if (!periods.isEmpty() && onlyPeriods(u, i, periods)) {
      return followUp(withPeriods(c, u, periods));
    }
    String listed = attributesOfCounted(c, u, i);
    if (listed != null) {
      return followUp(listed);
    }
    String swapped = swapped(c, u, i);
    if (swapped != null) {
      return new Expansion(swapped, true, false, true);
    }
    return scope(c, u, i);
  }

  /** Steps 4 to 7: pivots, parallel scopes, another subject, drill-downs. */
  private static Expansion scope(Words c, Words u, int start) {
    int i = start;
    boolean now = u.is(i, "now");
    if (now) {
      i++;
    }
    boolean anaphoric = u.contains(ANAPHORA);
    if (u.is(i, "forget") && u.isIn(i + 1, FORGET_OBJECTS)) {
      int rest = u.skip(i + 2, Set.of("and", "about"));
      return rest < u.size() ? new Expansion(capitalize(u.text(rest, u.size())), false, false)
          : unchanged(u.text());
    }
    Set<Integer> skipped = new HashSet<>();
    for (int k = i; k < u.size(); k++) {
      if (u.is(k, "instead") && !u.is(k + 1, "of")) {
        skipped.add(k);
      }
    }
    boolean instead = !skipped.isEmpty() || u.contains(INSTEAD);
    if (u.is(i, "and")) {
      i++;
    }
    boolean parallel = instead || u.is(start, "and");
    if (u.is(i, "what", "about") || u.is(i, "how", "about")) {
      parallel = true;
      i += 2;
    }
    String rest = u.textWithout(i, u.size(), skipped);
    if (rest.isEmpty()) {
      return followUp(c.text());
    }
    if ((now || instead) && u.isIn(i, QUESTION_WORDS) && !anaphoric) {
      return new Expansion(capitalize(rest), false, false);
    }
    if (parallel && u.isIn(i, SCOPE)) {
      return followUp(replacePhrase(c, u.word(i), rest));
    }
    if (parallel && !anaphoric && !u.isIn(i, FOLLOW_UP_OPENERS)) {
      return followUp(join(subject(c), "for " + rest));
    }
    return followUp(join(c.text(), Fragments.drillDown(u, u.skip(i, LEADING_CONNECTIVES), skipped)));
  }

  /**
   * The earlier question restated with one word swapped for its opposite when the input is
   * that question cut short after the swapped word ("which one has the most?" after "which one
   * has the least number of rooms?"); null otherwise. Rules only, so it may run on a question
   * that reads as new.
   *
   * @param input the user's text
   * @param window the earlier questions, oldest first; the last one is compared
   */
  public static String truncatedRestatement(String input, List<String> window) {
    if (input == null || window == null || window.isEmpty() || window.get(window.size() - 1) == null) {
      return null;
    }
    Words u = Words.of(input.strip());
    Words c = Words.of(window.get(window.size() - 1).strip());
    int i = u.skip(0, COURTESY);
    int j = c.skip(0, COURTESY);
    int swap = -1;
    int m = 0;
    for (; i + m < u.size(); m++) {
      if (j + m >= c.size()) {
        return null;
      }
      if (sameWord(u.word(i + m), c.word(j + m))) {
        continue;
      }
      if (swap >= 0 || m < MIN_SHARED_WORDS || !Lexicon.opposites(u.word(i + m)).contains(c.word(j + m))) {
        return null;
      }
      swap = m;
    }
    if (swap < 0 || j + m >= c.size()) {
      return null;
    }
    int k = j + swap;
    return c.text().substring(0, c.start(k)) + u.typed(i + swap) + c.text().substring(c.end(k));
  }

  /** Step 1: whether the input is a question of its own. */
  private static boolean isComplete(Words u, int i) {
    if (u.contains(ANAPHORA) || u.contains(INSTEAD) || u.is(u.size() - 1, "too")
        || u.is(u.size() - 2, "as", "well")
        || u.is(i, "what", "about") || u.is(i, "how", "about")) {
      return false;
    }
    if (u.isIn(i, QUESTION_WORDS)) {
      return true;
    }
    return !u.isIn(i, FOLLOW_UP_OPENERS) && u.periodAt(i) == null && u.size() - i >= 4;
  }

  /** Whether a question of the window already opens like the context (it was expanded). */
  private static boolean opensLike(Words u, Words c) {
    int compared = 0;
    int a = 0;
    int b = 0;
    while (compared < 2) {
      a = skipPeriods(u, a);
      b = skipPeriods(c, b);
      if (b >= c.size()) {
        return compared > 0;
      }
      if (!u.word(a).equals(c.word(b))) {
        return false;
      }
      a++;
      b++;
      compared++;
    }
    return true;
  }

  private static int skipPeriods(Words u, int from) {
    int i = from;
    PeriodParser.Span s;
    while ((s = u.periodAt(i)) != null) {
      i = s.to();
    }
    return i;
  }

  /** Step 2: "change A to B", "replace A with B", "B instead of A", when A is in the context. */
  private static String explicitReplacement(Words c, Words u, int i) {
    String from = null;
    String to = null;
    if (u.isIn(i, CHANGE_VERBS)) {
      int link = u.indexOf(i + 2, CHANGE_LINKS);
      if (link > 0) {
        from = u.text(i + 1, link);
        to = u.text(link + 1, u.size());
      }
    } else {
      for (int k = i + 1; k < u.size() - 2; k++) {
        if (u.is(k, "instead", "of")) {
          int first = u.is(i, "use") ? i + 1 : i;
          to = u.text(first, k);
          from = u.text(k + 2, u.size());
          if (u.isIn(first, SCOPE) && first < k) {
            return replacePhrase(c, u.word(first), to);
          }
          break;
        }
      }
    }
    if (from == null || from.isEmpty() || to.isEmpty()) {
      return null;
    }
    int at = indexOfWords(c.text(), from);
    return at < 0 ? null
        : c.text().substring(0, at) + to + c.text().substring(at + from.length());
  }

  /**
   * Step 3b: "what about the highest?" after a question about the lowest, "how about below
   * that?" after one about above it, "how about more than 3?" or "what about 3?" after one with
   * another number: the context with the opposite word, or its one number and the comparison
   * before it, replaced. Null when the input is not of that shape or the context has nothing
   * to replace.
   */
  private static String swapped(Words c, Words u, int start) {
    int i = u.skip(start, Set.of("and"));
    if (!(u.is(i, "what", "about") || u.is(i, "how", "about"))) {
      return null;
    }
    i = u.skip(i + 2, SWAP_FILLERS);
    if (i >= u.size()) {
      return null;
    }
    for (int k = i; k < u.size(); k++) {
      if (u.isNumber(k)) {
        return withNumber(c, u, i, k);
      }
    }
    Set<String> opposite = Lexicon.opposites(u.word(i));
    for (int k = c.size() - 1; k >= 0 && !opposite.isEmpty(); k--) {
      if (c.isIn(k, opposite)) {
        for (int m = 1; i + m < u.size(); m++) {
          if (k + m >= c.size() || !sameWord(c.word(k + m), u.word(i + m))) {
            return null;
          }
        }
        return c.text().substring(0, c.start(k)) + u.typed(i) + c.text().substring(c.end(k));
      }
    }
    return null;
  }

  /**
   * The context with its only number replaced by the input's number at {@code n}; the input's
   * words before it either compare ("more than", "at least": they replace the context's
   * comparison too) or repeat the context's words before its number; the words after it occur
   * after the context's number.
   */
  private static String withNumber(Words c, Words u, int from, int n) {
    int target = -1;
    for (int k = 0; k < c.size(); k++) {
      if (c.isNumber(k)) {
        if (target >= 0) {
          return null;
        }
        target = k;
      }
    }
    if (target < 0) {
      return null;
    }
    for (int m = n + 1; m < u.size(); m++) {
      boolean found = false;
      for (int k = target + 1; k < c.size() && !found; k++) {
        found = sameWord(c.word(k), u.word(m));
      }
      if (!found) {
        return null;
      }
    }
    int left = target;
    boolean comparing = true;
    for (int m = from; m < n; m++) {
      comparing &= u.isIn(m, COMPARISON_WORDS);
    }
    boolean comparison = comparing && n > from;
    if (comparison) {
      while (left > 0 && c.isIn(left - 1, COMPARISON_WORDS)) {
        left--;
      }
    } else {
      for (int m = n - 1, k = target - 1; m >= from; m--, k--) {
        if (k < 0 || !sameWord(c.word(k), u.word(m))) {
          return null;
        }
      }
    }
    String replacement = comparison ? u.text(from, n + 1) : u.typed(n);
    return c.text().substring(0, c.start(left)) + replacement + c.text().substring(c.end(target));
  }

  /** Whether two words are the same, or the same but for a plural "s". */
  private static boolean sameWord(String a, String b) {
    return a.equals(b) || a.equals(b + "s") || b.equals(a + "s");
  }

  /**
   * Step 3c: "what are their names?" after "how many orders are open?": the rows that were
   * counted, now with the asked-for columns, "what are the names of orders are open". Null when
   * the context is not a plain count ("how many ..." without "each" or "per") or the input does
   * not ask for something of "their" near its start.
   */
  private static String attributesOfCounted(Words c, Words u, int start) {
    int from = c.skip(0, COURTESY);
    if (!c.is(from, "how", "many") || c.indexOf(from, Set.of("each", "per", "every")) >= 0) {
      return null;
    }
    int i = u.skip(start, LEADING_CONNECTIVES);
    int their = u.indexOf(i, Set.of("their"));
    if (their < 0 || their - i > MAX_HEAD_WORDS || their + 1 >= u.size()
        || !u.isIn(i, QUESTION_WORDS)) {
      return null;
    }
    int end = c.size();
    while (end > from + 2 && c.isIn(end - 1, COUNT_TAILS)) {
      end--;
    }
    if (end <= from + 2) {
      return null;
    }
    String head = i < their ? u.text(i, their) + " " : "";
    return capitalize(head + "the " + trimEnd(u.text(their + 1, u.size())) + " of "
        + c.text(from + 2, end)) + (c.text().stripTrailing().endsWith("?") ? "?" : "");
  }

  /** Step 3: whether every word outside the periods is a filler. */
  private static boolean onlyPeriods(Words u, int i, List<PeriodParser.Span> periods) {
    int k = i;
    for (PeriodParser.Span s : periods) {
      for (; k < s.from(); k++) {
        if (!u.isIn(k, PERIOD_FILLERS)) {
          return false;
        }
      }
      k = s.to();
    }
    for (; k < u.size(); k++) {
      if (!u.isIn(k, PERIOD_FILLERS)) {
        return false;
      }
    }
    return true;
  }

  /** Puts each period of the input into the context: replacing, inserting or appending. */
  private static String withPeriods(Words context, Words u, List<PeriodParser.Span> periods) {
    String text = context.text();
    StringBuilder appended = new StringBuilder();
    for (PeriodParser.Span p : periods) {
      String period = u.text(p.from(), p.to());
      Words c = Words.of(text);
      List<PeriodParser.Span> present = c.periods();
      PeriodParser.Span target = null;
      for (PeriodParser.Span s : present) {
        if (p.kind() == PeriodParser.SpanKind.WHOLE || s.kind() == p.kind()
            || s.kind() == PeriodParser.SpanKind.WHOLE) {
          target = s;
          break;
        }
      }
      if (target != null) {
        int end = target.to();
        if (p.kind() == PeriodParser.SpanKind.WHOLE) {
          while (end < c.size() && c.periodAt(end) != null) {
            end = c.periodAt(end).to();
          }
        }
        text = text.substring(0, c.start(target.from())) + period
            + text.substring(c.end(end - 1));
      } else if (!present.isEmpty() && p.kind() == PeriodParser.SpanKind.PART_OF_YEAR) {
        int year = present.get(0).from();
        text = text.substring(0, c.start(year)) + period + " " + text.substring(c.start(year));
      } else if (!present.isEmpty()) {
        int part = present.get(0).to() - 1;
        text = text.substring(0, c.end(part)) + " " + period + text.substring(c.end(part));
      } else {
        appended.append(appended.length() == 0 ? "" : " ").append(period);
      }
    }
    if (appended.length() == 0) {
      return text;
    }
    int before = u.indexOf(0, PERIOD_PREPOSITIONS);
    String preposition = before >= 0 && before < periods.get(0).from() ? u.word(before)
        : periods.get(0).kind() == PeriodParser.SpanKind.WHOLE ? "from" : "in";
    return join(text, preposition + " " + appended);
  }

  /** Replaces the context's last phrase that opens with {@code preposition}, or appends. */
  private static String replacePhrase(Words c, String preposition, String phrase) {
    for (int k = c.size() - 1; k >= 0; k--) {
      if (c.is(k, preposition)) {
        int end = k + 1;
        while (end < c.size() && !c.isIn(end, SCOPE)) {
          end++;
        }
        return c.text().substring(0, c.start(k)) + phrase + c.text().substring(c.end(end - 1));
      }
    }
    return join(c.text(), phrase);
  }

  /** The question without its scope: the words before the first scope phrase. */
  private static String subject(Words c) {
    int end = c.indexOf(0, SCOPE);
    return end <= 0 ? c.text() : c.text(0, end);
  }

  private static String capitalize(String text) {
    return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  /**
   * The context followed by a fragment; end punctuation of both is dropped, and the context's
   * question mark goes back at the end.
   */
  static String join(String context, String fragment) {
    String head = trimEnd(context);
    String tail = trimEnd(fragment);
    if (tail.isEmpty()) {
      return context;
    }
    String question = context.stripTrailing().endsWith("?") ? "?" : "";
    return head.isEmpty() ? tail + question : head + " " + tail + question;
  }

  private static String trimEnd(String text) {
    int end = text.length();
    while (end > 0 && (Character.isWhitespace(text.charAt(end - 1))
        || ".?!,;:".indexOf(text.charAt(end - 1)) >= 0)) {
      end--;
    }
    return text.substring(0, end);
  }

  /** Where {@code words} occur in {@code text} as whole words, ignoring case, or -1. */
  private static int indexOfWords(String text, String words) {
    int n = words.length();
    for (int at = 0; at + n <= text.length(); at++) {
      if (text.regionMatches(true, at, words, 0, n)
          && (at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1)))
          && (at + n == text.length() || !Character.isLetterOrDigit(text.charAt(at + n)))) {
        return at;
      }
    }
    return -1;
  }

  private static Expansion unchanged(String input) {
    return new Expansion(input, false, false);
  }

  private static Expansion followUp(String standalone) {
    return new Expansion(standalone, true, false);
  }
}
