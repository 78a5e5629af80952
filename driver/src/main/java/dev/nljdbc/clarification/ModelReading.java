package dev.nljdbc.clarification;

import dev.nljdbc.schema.SchemaSnapshot;
import java.util.Set;

/**
 * A question as a session's semantic model reads it, for the confidence rule
 * ({@link LowConfidence}): the question with the model's phrases (synonyms, field and metric
 * names, value synonyms) replaced by the names they stand for, and the typed words those phrases
 * covered. The rule weighs the question as the model reads it and never asks about a word the
 * model places: the model's author said what it means.
 */
@FunctionalInterface
public interface ModelReading {
  /** A session without a semantic model: the question as typed, no word placed. */
  ModelReading NONE = (schema, question) -> new Read(question, Set.of());

  /**
   * The question as the model reads it.
   *
   * @param schema the session's schema, as its model enriches it
   * @param question the question as typed
   */
  Read read(SchemaSnapshot schema, String question);

  /**
   * A question as the model reads it.
   *
   * @param question the question with the model's phrases replaced
   * @param placed the typed words (lower case) the model's phrases covered
   */
  record Read(String question, Set<String> placed) {
  }
}
