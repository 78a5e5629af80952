package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.schema.ModelText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A semantic model's synonyms of several words, as weak links of their words: a synonym names
 * its element as a whole, so its words link the element only where the question says the whole
 * phrase ("response" in "tickets without a first response" for the synonym "first response";
 * "years" in "with us more than 3 years" is no word of "model year"). The question rewriter
 * replaces such a phrase before the engine reads it; the clarification rules read the question
 * as typed, and find here the evidence the rewriter uses.
 */
final class SynonymPhrases {

  /** A synonym's lower-case words and the element it names. */
  private record Phrase(List<String> words, SchemaIndex.Named named) {
  }

  /** The shortest word of a synonym a phrase is looked up by. */
  private static final int MIN_WORD = 3;

  private final Map<String, List<Phrase>> byWord = new HashMap<>();

  /**
   * Adds the synonyms of several words of an element's comment: those behind the model's mark,
   * or all of them where the comment is the model's text as a whole (a computed field's or
   * metric's).
   */
  void add(SchemaIndex.Named named, String remarks) {
    boolean derived = named.column() != null && named.column().derived;
    for (List<String> words : derived ? ModelText.severalWordSynonymsOfModelColumn(remarks)
        : ModelText.severalWordSynonyms(remarks)) {
      Phrase phrase = new Phrase(words, named);
      for (String word : words) {
        if (Lexicon.isContent(word) && word.length() >= MIN_WORD) {
          for (String form : WordForms.strong(word)) {
            byWord.computeIfAbsent(form, k -> new ArrayList<>()).add(phrase);
          }
        }
      }
    }
  }

  /** The elements whose synonym of several words the tokens say whole over the token at i. */
  Set<SchemaIndex.Named> saidOver(List<Token> tokens, int i) {
    Set<SchemaIndex.Named> result = new LinkedHashSet<>();
    for (String form : WordForms.strong(tokens.get(i).lower())) {
      for (Phrase phrase : byWord.getOrDefault(form, List.of())) {
        if (says(tokens, i, phrase.words())) {
          result.add(phrase.named());
        }
      }
    }
    return result;
  }

  /** Whether the tokens say the words in a row over the token at {@code i}. */
  private static boolean says(List<Token> tokens, int i, List<String> words) {
    for (int start = Math.max(0, i - words.size() + 1); start <= i; start++) {
      boolean all = start + words.size() <= tokens.size();
      for (int k = 0; k < words.size() && all; k++) {
        Token t = tokens.get(start + k);
        all = t.isWord() && WordForms.strong(t.lower()).contains(words.get(k));
      }
      if (all) {
        return true;
      }
    }
    return false;
  }
}
