package dev.nljdbc.semantic;

import java.util.List;

/**
 * The {@code ai_context} of a model element.
 *
 * @param instructions how to use the element, or null (a plain string context counts as this)
 * @param synonyms other names people use for it
 * @param examples sample questions
 */
public record AiContext(String instructions, List<String> synonyms, List<String> examples) {
  /** No context. */
  public static final AiContext NONE = new AiContext(null, List.of(), List.of());

  /** Copies the lists. */
  public AiContext {
    synonyms = List.copyOf(synonyms);
    examples = List.copyOf(examples);
  }
}
