package dev.nljdbc.expansion;

import dev.nljdbc.language.Words;
import java.util.HashSet;
import java.util.Set;

/** English words the expansion rules read; words of the language, never of a data set. */
final class Vocabulary {
  static final Set<String> COURTESY = Set.of("please", "ok", "okay", "so", "well",
      "hmm", "oh", "hey", "right", "alright");
  static final Set<String> QUESTION_WORDS = Set.of("show", "list", "find", "get", "give",
      "display", "what", "which", "who", "whose", "where", "when", "how", "count", "compare",
      "calculate", "tell", "return", "sum");
  static final Set<String> ANAPHORS = Set.of("it", "its", "them", "they", "their",
      "those", "these", "ones", "same");
  /** Words that open a phrase of scope; a question's subject ends at the first. */
  static final Set<String> SCOPE = Set.of("for", "in", "by", "from", "during", "since",
      "between", "within", "per", "over", "at", "on", "with", "without", "excluding",
      "including", "across", "among", "before", "after", "until", "where", "sorted", "limited");
  static final Set<String> FRAGMENT_OPENERS = union(SCOPE, Set.of("only", "just", "also",
      "and", "but", "or", "plus", "add", "remove", "drop", "hide", "exclude", "except", "include",
      "filter", "sort", "order", "ordered", "group", "grouped", "limit", "top", "bottom",
      "break", "broken", "breakdown", "split", "focus", "restrict", "narrow", "instead",
      "actually", "then", "now", "change", "replace", "switch", "use", "not", "forget"));
  /** Words that may stand around a period without adding anything to the question. */
  static final Set<String> PERIOD_FILLERS = union(ANAPHORS, Set.of("what", "about",
      "how", "and", "in", "for", "during", "from", "of", "over", "since", "the", "a", "that",
      "this", "did", "does", "do", "is", "was", "were", "are", "perform", "performed", "look",
      "looks", "like", "go", "goes", "went", "but", "then", "instead", "show", "me", "us",
      "please", "now", "ok", "okay", "so", "again", "with", "change", "switch", "use", "to",
      "year", "just"));
  static final Set<String> INSTEAD = Set.of("instead");

  private Vocabulary() {
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> all = new HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }
}
