package dev.nljdbc.generation.llm;

import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The content words of a text, lower-cased and in their main form, for lexical relevance: the
 * language layer's words ({@link dev.nljdbc.language.Words}), parts of identifiers and quoted
 * strings taken one by one, without the words that say nothing about which table is meant.
 */
final class Words {
  /**
   * Words that say nothing about which table is meant. Narrower than the lexicon's function
   * words on purpose: nouns such as "records" or "details" may be what a table is called.
   */
  private static final Set<String> NO_TABLE = Set.of("a", "an", "the", "and", "or", "of", "for",
      "in", "on", "at", "to", "by", "with", "from", "me", "my", "all", "show", "list", "give",
      "get", "find", "what", "which", "who", "how", "many", "much", "is", "are", "was", "were",
      "be", "do", "does", "did", "about", "per", "each", "only", "also", "than", "that", "this",
      "these", "those", "it", "its", "their", "our", "we", "i", "you", "please", "there",
      "as", "id", "not", "no", "yes", "top", "last");

  private Words() {}

  /** The distinct content words of the text, in order of appearance. */
  static Set<String> of(String text) {
    Set<String> words = new LinkedHashSet<>();
    for (Token t : dev.nljdbc.language.Words.of(text).list()) {
      for (String raw : t.lower().split("[^\\p{L}\\p{N}]+")) {
        String word = singular(raw);
        if (word.length() > 1 && !NO_TABLE.contains(word)) {
          words.add(word);
        }
      }
    }
    return words;
  }

  /** The singular (main) form: orders → order, categories → category, people → person. */
  static String singular(String word) {
    return WordForms.lemma(word.toLowerCase(Locale.ROOT));
  }
}
