package dev.nljdbc.expansion;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Makes a follow-up standalone with rules over English words, knowing nothing of any data set
 * (seed 003 stories 1, 2, 5). Deterministic and fast; the offline default, and the fallback when
 * no language model is configured.
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
 *   <li>a pivot ("now show ...", "forget that, ...", "show ... instead"): the new question alone,
 *       not a follow-up;
 *   <li>a parallel scope ("and for B?", "by B instead"): the context's phrase that opens with the
 *       same preposition replaced;
 *   <li>another subject ("what about B?"): the context's subject, without its scope, for B;
 *   <li>anything else is a drill-down: the fragment, in plain words ("break down by X" becomes
 *       "by X", "focus on X" becomes "for X", "sort by X" becomes "sorted by X"), is appended to
 *       the context, whose scope is kept.
 * </ol>
 */
public final class RuleBasedExpander implements QueryExpander {
  /** Longer input is taken as a question of its own: follow-ups are short. */
  static final int MAX_FOLLOW_UP_CHARS = 1_000;

  private static final Set<String> COURTESY = Set.of("please", "ok", "okay", "so", "well",
      "hmm", "oh", "hey", "right", "alright");
  private static final Set<String> QUESTION_WORDS = Set.of("show", "list", "find", "get", "give",
      "display", "what", "which", "who", "whose", "where", "when", "how", "count", "compare",
      "calculate", "tell", "return", "sum");
  private static final Set<String> ANAPHORS = Set.of("it", "its", "them", "they", "their",
      "those", "these", "ones", "same");
  /** Words that open a phrase of scope; a question's subject ends at the first. */
  private static final Set<String> SCOPE = Set.of("for", "in", "by", "from", "during", "since",
      "between", "within", "per", "over", "at", "on", "with", "without", "excluding",
      "including", "across", "among", "before", "after", "until", "where", "sorted", "limited");
  private static final Set<String> FRAGMENT_OPENERS = union(SCOPE, Set.of("only", "just", "also",
      "and", "but", "or", "plus", "add", "remove", "drop", "hide", "exclude", "except", "include",
      "filter", "sort", "order", "ordered", "group", "grouped", "limit", "top", "bottom",
      "break", "broken", "breakdown", "split", "focus", "restrict", "narrow", "instead",
      "actually", "then", "now", "change", "replace", "switch", "use", "not", "forget"));
  /** Words that may stand around a period without adding anything to the question. */
  private static final Set<String> PERIOD_FILLERS = union(ANAPHORS, Set.of("what", "about",
      "how", "and", "in", "for", "during", "from", "of", "over", "since", "the", "a", "that",
      "this", "did", "does", "do", "is", "was", "were", "are", "perform", "performed", "look",
      "looks", "like", "go", "goes", "went", "but", "then", "instead", "show", "me", "us",
      "please", "now", "ok", "okay", "so", "again", "with", "change", "switch", "use", "to",
      "year", "just"));
  private static final Set<String> PERIOD_PREPOSITIONS = Set.of("in", "for", "during", "from",
      "since", "over");
  private static final Set<String> LEADING_CONNECTIVES = Set.of("and", "but", "actually", "then",
      "now");
  private static final Set<String> CHANGE_VERBS = Set.of("change", "replace", "switch", "swap");
  private static final Set<String> CHANGE_LINKS = Set.of("to", "with", "into", "for");
  private static final Set<String> FORGET_OBJECTS = Set.of("that", "it", "this", "everything");
  private static final Set<String> BREAK_VERBS = Set.of("break", "broken", "breakdown", "split",
      "segment", "segmented", "group", "grouped", "slice");
  private static final Set<String> SORT_VERBS = Set.of("sort", "sorted", "order", "ordered",
      "rank", "ranked");
  private static final Set<String> FOCUS_VERBS = Set.of("focus", "restrict", "narrow", "zoom",
      "drill", "filter");
  private static final Set<String> FOCUS_LINKS = Set.of("on", "to", "for", "in", "into", "down");
  private static final Set<String> ADD_VERBS = Set.of("add", "include", "plus");
  private static final Set<String> SHOW_VERBS = Set.of("show", "include", "add", "list",
      "display", "give");
  private static final Set<String> REMOVE_VERBS = Set.of("remove", "drop", "hide", "without");
  private static final Set<String> EXCLUDE_VERBS = Set.of("exclude", "excluding", "except");

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
    Utterance u = Utterance.of(text);
    Utterance c = Utterance.of(context);
    int i = u.skip(0, COURTESY);
    if (i >= u.size() || c.isEmpty() || isComplete(u, i)
        || fromWindow && opensLike(u, c)) {
      return unchanged(fromWindow ? text : input);
    }
    String replaced = explicitReplacement(c, u, i);
    if (replaced != null) {
      return followUp(replaced);
    }
    List<Periods.Span> periods = Periods.find(u);
    if (!periods.isEmpty() && onlyPeriods(u, i, periods)) {
      return followUp(withPeriods(c, u, periods));
    }
    return scope(c, u, i);
  }

  /** Steps 4 to 7: pivots, parallel scopes, another subject, drill-downs. */
  private static Expansion scope(Utterance c, Utterance u, int start) {
    int i = start;
    boolean now = u.is(i, "now");
    if (now) {
      i++;
    }
    boolean anaphoric = u.contains(ANAPHORS);
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
    boolean instead = !skipped.isEmpty() || u.contains(Set.of("instead"));
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
    if (parallel && !anaphoric && !u.isIn(i, FRAGMENT_OPENERS)) {
      return followUp(join(subject(c), "for " + rest));
    }
    return followUp(join(c.text(), drillDown(u, u.skip(i, LEADING_CONNECTIVES), skipped)));
  }

  /** Step 1: whether the input is a question of its own. */
  private static boolean isComplete(Utterance u, int i) {
    if (u.contains(ANAPHORS) || u.contains(Set.of("instead")) || u.is(u.size() - 1, "too")
        || u.is(u.size() - 2, "as", "well")
        || u.is(i, "what", "about") || u.is(i, "how", "about")) {
      return false;
    }
    if (u.isIn(i, QUESTION_WORDS)) {
      return true;
    }
    return !u.isIn(i, FRAGMENT_OPENERS) && Periods.at(u, i) == null && u.size() - i >= 4;
  }

  /** Whether a question of the window already opens like the context (it was expanded). */
  private static boolean opensLike(Utterance u, Utterance c) {
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

  private static int skipPeriods(Utterance u, int from) {
    int i = from;
    Periods.Span s;
    while ((s = Periods.at(u, i)) != null) {
      i = s.to();
    }
    return i;
  }

  /** Step 2: "change A to B", "replace A with B", "B instead of A", when A is in the context. */
  private static String explicitReplacement(Utterance c, Utterance u, int i) {
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

  /** Step 3: whether every word outside the periods is a filler. */
  private static boolean onlyPeriods(Utterance u, int i, List<Periods.Span> periods) {
    int k = i;
    for (Periods.Span s : periods) {
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
  private static String withPeriods(Utterance context, Utterance u, List<Periods.Span> periods) {
    String text = context.text();
    StringBuilder appended = new StringBuilder();
    for (Periods.Span p : periods) {
      String period = u.text(p.from(), p.to());
      Utterance c = Utterance.of(text);
      List<Periods.Span> present = Periods.find(c);
      Periods.Span target = null;
      for (Periods.Span s : present) {
        if (p.kind() == Periods.Kind.RELATIVE || s.kind() == p.kind()
            || s.kind() == Periods.Kind.RELATIVE) {
          target = s;
          break;
        }
      }
      if (target != null) {
        int end = target.to();
        if (p.kind() == Periods.Kind.RELATIVE) {
          while (end < c.size() && Periods.at(c, end) != null) {
            end = Periods.at(c, end).to();
          }
        }
        text = text.substring(0, c.start(target.from())) + period
            + text.substring(c.end(end - 1));
      } else if (!present.isEmpty() && p.kind() == Periods.Kind.PART_OF_YEAR) {
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
        : periods.get(0).kind() == Periods.Kind.RELATIVE ? "from" : "in";
    return join(text, preposition + " " + appended);
  }

  /** Replaces the context's last phrase that opens with {@code preposition}, or appends. */
  private static String replacePhrase(Utterance c, String preposition, String phrase) {
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
  private static String subject(Utterance c) {
    int end = c.indexOf(0, SCOPE);
    return end <= 0 ? c.text() : c.text(0, end);
  }

  /** A drill-down fragment in plain words. */
  private static String drillDown(Utterance u, int from, Set<Integer> skipped) {
    int i = from;
    int end = u.size();
    if (u.isIn(i, QUESTION_WORDS)) {
      int k = u.skip(i + 1, Set.of("me", "us"));
      if (u.isIn(k, ANAPHORS)) {
        i = u.skip(k + 1, Set.of("again", "all"));
      }
    }
    boolean too = u.is(end - 1, "too");
    if (too) {
      end--;
    } else if (u.is(end - 2, "as", "well")) {
      end -= 2;
      too = true;
    }
    String w = u.word(i);
    if (too) {
      return "including " + rest(u, u.isIn(i, SHOW_VERBS) ? i + 1 : u.is(i, "also")
          ? u.skip(i + 1, SHOW_VERBS) : i, end, skipped);
    }
    if (BREAK_VERBS.contains(w)) {
      int by = u.indexOf(i + 1, Set.of("by"));
      if (by > 0 && by <= i + 3) {
        return "by " + rest(u, by + 1, end, skipped);
      }
    }
    if (w.equals("per")) {
      return "by " + rest(u, i + 1, end, skipped);
    }
    if (SORT_VERBS.contains(w) && u.is(i + 1, "by")) {
      return "sorted by " + rest(u, i + 2, end, skipped);
    }
    if (w.equals("filter") && u.is(i + 1, "by")) {
      return "filtered by " + rest(u, i + 2, end, skipped);
    }
    int count = u.is(i, "limit", "to") ? i + 2 : i + 1;
    if ((w.equals("limit") || w.equals("top") || w.equals("first")) && u.isNumber(count)) {
      return "limited to " + rest(u, count, end, skipped);
    }
    if (FOCUS_VERBS.contains(w)) {
      int link = u.indexOf(i + 1, FOCUS_LINKS);
      int from2 = link > 0 && link <= i + 3 ? u.skip(link + 1, FOCUS_LINKS) : i + 1;
      return "for " + rest(u, from2, end, skipped);
    }
    if (w.equals("also")) {
      return u.isIn(i + 1, SCOPE) ? "and " + rest(u, i + 1, end, skipped)
          : "including " + rest(u, u.skip(i + 1, SHOW_VERBS), end, skipped);
    }
    if (ADD_VERBS.contains(w)) {
      return "including " + rest(u, i + 1, end, skipped);
    }
    if (w.equals("use")) {
      return "using " + rest(u, i + 1, end, skipped);
    }
    if (REMOVE_VERBS.contains(w)) {
      return "without " + rest(u, i + 1, end, skipped);
    }
    if (EXCLUDE_VERBS.contains(w) || u.is(i, "not") || u.is(i, "but", "not")) {
      return "excluding " + rest(u, u.skip(i + 1, Set.of("not", "for")), end, skipped);
    }
    return uncapitalize(u, i, rest(u, i, end, skipped));
  }

  private static String rest(Utterance u, int from, int to, Set<Integer> skipped) {
    return u.textWithout(from, to, skipped);
  }

  /** Lower-cases the first letter of a fragment that opens with a common word ("Only ..."). */
  private static String uncapitalize(Utterance u, int i, String fragment) {
    if (fragment.isEmpty() || !(u.isIn(i, FRAGMENT_OPENERS) || u.isIn(i, QUESTION_WORDS)
        || u.isIn(i, PERIOD_FILLERS))) {
      return fragment;
    }
    return Character.toLowerCase(fragment.charAt(0)) + fragment.substring(1);
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

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> all = new HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }
}
