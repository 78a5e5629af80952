package dev.nljdbc.clarification;

import dev.nljdbc.schema.SchemaSnapshot;
import java.util.List;

/**
 * Whether a session's semantic model gives evidence for a question: whether its own elements (a
 * dataset's, field's or metric's synonym, a computed field's or metric's name, a value synonym,
 * a condition word) account for words of the question. The fitted confidence stands back only
 * there: a model's names are its author's words, not guesses, but a question the model says
 * nothing about rests on the engine's own evidence, as without a model, and is asked about as
 * without one, on the schema without the model's names and texts ({@link #base}). Implemented
 * by the semantic layer, which sits above this one.
 */
public interface ModelEvidence {
  /** No model: no question is accounted for by one. */
  ModelEvidence NONE = new ModelEvidence() {
    @Override
    public boolean accounts(String question, SchemaSnapshot schema) {
      return false;
    }

    @Override
    public SchemaSnapshot base(SchemaSnapshot schema) {
      return schema;
    }
  };

  /**
   * Whether the model behind the schema accounts for words of the question.
   *
   * @param question the question as typed
   * @param schema the session's schema snapshot, as the model enriched it
   */
  boolean accounts(String question, SchemaSnapshot schema);

  /**
   * Whether the model accounts for words of the question and for each of the given words, those
   * the engine cannot place without the model (no link, a vague word, or only a guess): a model
   * whose synonym is in the question ("clubs") says nothing of its vague word ("biggest clubs",
   * "which clubs are doing well?"), which is asked about as without the model.
   *
   * @param question the question as typed
   * @param unsure the words of the question the engine cannot place by itself
   * @param schema the session's schema snapshot, as the model enriched it
   */
  default boolean accounts(String question, List<String> unsure, SchemaSnapshot schema) {
    return accounts(question, schema);
  }

  /**
   * The target's schema as it is without the model (the same snapshot when it has none): where
   * the model accounts for none of a question's words, whether to ask is decided on it, as a
   * session without model decides.
   */
  SchemaSnapshot base(SchemaSnapshot schema);
}
