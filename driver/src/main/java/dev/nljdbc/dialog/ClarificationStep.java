package dev.nljdbc.dialog;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The step between expansion and generation where an ambiguous question goes back to the person
 * (docs/requirements.md#clarification). {@link #NONE} lets every question through.
 *
 * <p>A conversation calls {@link #review} for every natural-language turn; the step either lets
 * the draft through (possibly with {@link Draft#withResolutions resolutions} added) or asks
 * questions, which the conversation records as a clarification turn and shows. The step keeps the
 * draft it asked about; the next statement reaches it through {@link #answer(String)} or
 * {@code /answer} through {@link #answer(Map)}, and it hands the draft back to be generated.
 */
public interface ClarificationStep {
  /** No clarification: every draft goes on to generation. */
  ClarificationStep NONE = Review.Proceed::new;

  /**
   * Reviews a turn before generation.
   *
   * @throws SQLException when the review itself fails; the turn is recorded as failed
   */
  Review review(Draft draft) throws SQLException;

  /**
   * What {@link #review} would decide, with nothing kept: no pending clarification, nothing
   * dropped, nothing counted ({@code /explain}).
   */
  default Review preview(Draft draft) throws SQLException {
    return new Review.Proceed(draft);
  }

  /**
   * Offers the next natural-language statement as the answer to a pending clarification.
   *
   * @return what to do with the answered draft, or null when nothing is pending and the text is
   *     a turn of its own
   */
  default Review answer(String text) throws SQLException {
    return null;
  }

  /**
   * Answers named questions ({@code /answer q1=..., q2=...}), in the order given.
   *
   * @throws SQLException 42000 when no clarification is pending or an answer does not fit
   */
  default Review answer(Map<String, String> answers) throws SQLException {
    throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
        "there is no pending clarification to answer: /answer q1=..., q2=... answers the "
            + "questions of a clarification result set");
  }

  /** Drops a pending clarification: the person started over or ran SQL. */
  default void abandon() {
  }

  /**
   * The notice of the last clarification dropped because a statement was no answer to it, or
   * null; taking it clears it, so a notice is shown once.
   */
  default String takeDropped() {
    return null;
  }

  /**
   * The query of a draft this step let through ran and returned rows: what the step learns from
   * (docs/requirements.md#clarification, C6).
   */
  default void completed(Draft draft) {
  }

  /**
   * The session ends. Unlike {@link #abandon}, a pending clarification may outlive it, so that
   * the same user can answer it after reconnecting.
   */
  default void detach() {
    abandon();
  }

  /**
   * A natural-language turn ready for generation.
   *
   * @param sessionId the conversation's session
   * @param input the text the user typed
   * @param intent what intent detection decided
   * @param expansion the standalone question
   * @param request what the generator will receive
   * @param note how clarification changed the draft, shown in {@code /history}; null when it
   *     did not
   */
  record Draft(String sessionId, String input, DetectedIntent intent, Expansion expansion,
      GenerationRequest request, String note) {
    /** A draft clarification has not touched. */
    public Draft(String sessionId, String input, DetectedIntent intent, Expansion expansion,
        GenerationRequest request) {
      this(sessionId, input, intent, expansion, request, null);
    }

    /** The draft with answers added to the request's resolutions. */
    public Draft withResolutions(Map<String, String> resolutions) {
      Map<String, String> merged = new HashMap<>(request.resolutions());
      merged.putAll(resolutions);
      return new Draft(sessionId, input, intent, expansion, new GenerationRequest(
          request.question(), request.refinement(), request.schema(), request.tenantColumn(),
          merged), note);
    }

    /**
     * The draft as clarification left it: the input that answered, the clarified standalone
     * question, for a refinement the clarified feedback, and the note to show.
     */
    public Draft clarified(String answerInput, String question, String feedback,
        String clarificationNote) {
      RefinementContext r = request.refinement();
      RefinementContext refinement = r == null || feedback == null ? r
          : new RefinementContext(r.originalQuestion(), r.currentQuery(), feedback,
              r.previousQuestions());
      return new Draft(sessionId, answerInput, intent, new Expansion(question,
          expansion.followUp(), expansion.byModel()), new GenerationRequest(question,
          refinement, request.schema(), request.tenantColumn(), request.resolutions()),
          clarificationNote);
    }
  }

  /** What a review decided, about which draft. */
  sealed interface Review permits Review.Proceed, Review.Ask {
    /** The draft the decision is about. */
    Draft draft();

    /** Generate from this draft. */
    record Proceed(Draft draft) implements Review {
    }

    /** Ask the person first: the clarification result set of docs/clarification.md. */
    record Ask(Draft draft, ResultTable questions) implements Review {
    }
  }
}
