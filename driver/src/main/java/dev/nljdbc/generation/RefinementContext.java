package dev.nljdbc.generation;

import java.util.List;

/**
 * What a refinement works from (docs/requirements.md#dialog, D6 and W2).
 *
 * @param originalQuestion the first question of the current query
 * @param currentQuery the last successful query
 * @param feedback the user's new input
 * @param previousQuestions the recent questions of the conversation, oldest first
 */
public record RefinementContext(String originalQuestion, GeneratedQuery currentQuery,
    String feedback, List<String> previousQuestions) {
  /** Copies the question list. */
  public RefinementContext {
    previousQuestions = List.copyOf(previousQuestions);
  }
}
