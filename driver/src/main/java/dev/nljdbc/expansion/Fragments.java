package dev.nljdbc.expansion;

import static dev.nljdbc.language.Lexicon.ANAPHORA;
import static dev.nljdbc.language.Lexicon.FOLLOW_UP_OPENERS;
import static dev.nljdbc.language.Lexicon.PERIOD_FILLERS;
import static dev.nljdbc.language.Lexicon.QUESTION_WORDS;
import static dev.nljdbc.language.Lexicon.SCOPE;

import dev.nljdbc.language.Words;
import java.util.Set;

/**
 * Puts a drill-down fragment in plain words before it is appended to the context: "break down by
 * X" becomes "by X", "focus on X" "for X", "sort by X" "sorted by X", "limit 10" "limited to 10",
 * "show X too" "including X", "remove X" "without X", "exclude X" "excluding X"; "show them by X"
 * loses its reference and becomes "by X". Anything else stays as typed.
 */
final class Fragments {
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

  private Fragments() {
  }

  /** A drill-down fragment in plain words. */
  static String drillDown(Words u, int from, Set<Integer> skipped) {
    int i = from;
    int end = u.size();
    if (u.isIn(i, QUESTION_WORDS)) {
      int k = u.skip(i + 1, Set.of("me", "us"));
      if (u.isIn(k, ANAPHORA)) {
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

  private static String rest(Words u, int from, int to, Set<Integer> skipped) {
    return u.textWithout(from, to, skipped);
  }

  /** Lower-cases the first letter of a fragment that opens with a common word ("Only ..."). */
  private static String uncapitalize(Words u, int i, String fragment) {
    if (fragment.isEmpty() || !(u.isIn(i, FOLLOW_UP_OPENERS) || u.isIn(i, QUESTION_WORDS)
        || u.isIn(i, PERIOD_FILLERS))) {
      return fragment;
    }
    return Character.toLowerCase(fragment.charAt(0)) + fragment.substring(1);
  }
}
