package dev.nljdbc.dialog;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.RefinementContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The conversation as a refinement sees it (docs/requirements.md#dialog, D6).
 *
 * @param originalQuestion the question that started the current query, or null when none
 * @param currentQuery the last successful query, or null when none
 * @param currentResult what its execution returned, or null when none
 * @param feedback the user's new input
 * @param previousTurns the kept turns since the conversation or the current topic started,
 *     oldest first
 */
public record DialogContext(String originalQuestion, GeneratedQuery currentQuery,
    ResultSummary currentResult, String feedback, List<Turn> previousTurns) {
  /** Copies the turns. */
  public DialogContext {
    previousTurns = List.copyOf(previousTurns);
  }

  /** Whether there is a query to refine. */
  public boolean hasCurrentQuery() {
    return currentQuery != null;
  }

  /**
   * The standalone questions of the last {@code n} turns that did not fail, oldest first: the
   * window a follow-up is expanded with (natural language only, never SQL).
   */
  public List<String> recentQuestions(int n) {
    List<String> questions = new ArrayList<>(n);
    for (int i = previousTurns.size() - 1; i >= 0 && questions.size() < n; i--) {
      Turn t = previousTurns.get(i);
      if (t.isContext() && t.expandedQuestion() != null) {
        questions.add(0, t.expandedQuestion());
      }
    }
    return questions;
  }

  /**
   * The context a generator receives for a refinement; the previous questions are the inputs of
   * the turns that did not fail.
   *
   * @throws IllegalStateException when there is no current query
   */
  public RefinementContext toRefinement() {
    if (currentQuery == null) {
      throw new IllegalStateException("no current query to refine");
    }
    List<String> questions = new ArrayList<>(previousTurns.size());
    for (Turn t : previousTurns) {
      if (t.isContext()) {
        questions.add(t.input());
      }
    }
    return new RefinementContext(originalQuestion, currentQuery, feedback, questions);
  }
}
