package dev.nljdbc.generation.llm;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/** The content words of a text, lower-cased and singular, for lexical relevance. */
final class Words {
  /** Words this long or shorter keep an "-ies" or "-es" ending ("ties", "axes"). */
  private static final int SHORT_WORD = 4;
  private static final Set<String> STOP = Set.of("a", "an", "the", "and", "or", "of", "for",
      "in", "on", "at", "to", "by", "with", "from", "me", "my", "all", "show", "list", "give",
      "get", "find", "what", "which", "who", "how", "many", "much", "is", "are", "was", "were",
      "be", "do", "does", "did", "about", "per", "each", "only", "also", "than", "that", "this",
      "these", "those", "it", "its", "their", "our", "we", "i", "you", "please", "there",
      "as", "id", "not", "no", "yes", "top", "last");

  private Words() {}

  /** The distinct content words of the text, in order of appearance. */
  static Set<String> of(String text) {
    Set<String> words = new LinkedHashSet<>();
    if (text == null) {
      return words;
    }
    for (String raw : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      String word = singular(raw);
      if (word.length() > 1 && !STOP.contains(word)) {
        words.add(word);
      }
    }
    return words;
  }

  /** A crude singular: orders → order, categories → category, addresses → address. */
  static String singular(String word) {
    if (word.length() > SHORT_WORD && word.endsWith("ies")) {
      return word.substring(0, word.length() - "ies".length()) + "y";
    }
    if (word.length() > SHORT_WORD && (word.endsWith("sses") || word.endsWith("shes")
        || word.endsWith("ches") || word.endsWith("xes"))) {
      return word.substring(0, word.length() - "es".length());
    }
    if (word.length() >= SHORT_WORD && word.endsWith("s") && !word.endsWith("ss")
        && !word.endsWith("us") && !word.endsWith("is")) {
      return word.substring(0, word.length() - 1);
    }
    return word;
  }
}
