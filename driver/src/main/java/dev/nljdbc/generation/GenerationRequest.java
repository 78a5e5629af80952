package dev.nljdbc.generation;

import dev.nljdbc.schema.SchemaSnapshot;
import java.util.Map;

/**
 * What a generator receives for one natural-language turn.
 *
 * @param question the standalone question (a follow-up already expanded)
 * @param refinement the refinement context, or null for a new query
 * @param schema the target's schema
 * @param tenantColumn the mandatory tenant column, or null; the security layer enforces it, and
 *     generators may use it to tell a model so
 * @param resolutions answers to clarification questions, keyed by the ambiguous term: the
 *     column, table or value the person chose; empty when nothing was asked
 */
public record GenerationRequest(String question, RefinementContext refinement,
    SchemaSnapshot schema, String tenantColumn, Map<String, String> resolutions) {
  /** Copies the resolutions. */
  public GenerationRequest {
    resolutions = resolutions == null ? Map.of() : Map.copyOf(resolutions);
  }

  /** Whether this turn refines the current query. */
  public boolean isRefinement() {
    return refinement != null;
  }
}
