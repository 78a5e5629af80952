package dev.nljdbc.clarification;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.schema.SchemaSnapshot;
import java.util.List;
import java.util.Map;

/**
 * What a detector examines: the text to check, and the request it belongs to.
 *
 * @param text the standalone question, or for a refinement only the feedback (what was asked
 *     before was settled then)
 * @param request the generation request (schema, tenant column, resolutions so far)
 * @param refinement whether the text refines the current query
 * @param currentSql for a refinement, the current query's SQL; null otherwise
 * @param conversation earlier questions of the topic, for the language model's context
 */
public record Subject(String text, GenerationRequest request, boolean refinement,
    String currentSql, List<String> conversation) {

  /** Copies the conversation. */
  public Subject {
    conversation = conversation == null ? List.of() : List.copyOf(conversation);
  }

  /** The schema. */
  public SchemaSnapshot schema() {
    return request.schema();
  }

  /** The answers given so far, term to choice. */
  public Map<String, String> resolutions() {
    return request.resolutions();
  }
}
