package dev.nljdbc.language;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Optional evidence for linking: how close in meaning a word or phrase of a question is to
 * each element of a schema (a table or a column, given as a short English text). Found through
 * {@link ServiceLoader}: the drop-in driver has none, the server bundles one (the module
 * {@code embeddings}, sentence embeddings computed in process). The offline engine uses it
 * only for words that nothing spells, as evidence weaker than any spelling.
 */
public interface SemanticSimilarity {

  /**
   * Prepares the texts of a schema's elements: the slow part (a model embeds them), done once
   * per schema. Also loads whatever the implementation needs on first use.
   */
  Elements prepare(List<String> texts);

  /** Element texts prepared by {@link #prepare}: compared with a phrase at each turn. */
  interface Elements {
    /** The similarity of the phrase to each text, in the order prepared (cosine, -1 to 1). */
    double[] similarities(String phrase);
  }

  /** The implementation on the class path, if any: the first that {@link ServiceLoader} finds. */
  static Optional<SemanticSimilarity> installed() {
    return InstalledSimilarity.INSTANCE;
  }
}
