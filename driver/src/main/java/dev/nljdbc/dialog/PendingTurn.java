package dev.nljdbc.dialog;

import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A natural-language turn whose SQL is generated but not yet run, with the conversation metadata
 * of docs/requirements.md#refinement-workflow, W4. The conversation's state changes only when the caller reports the
 * outcome with {@link Conversation#completed} or {@link Conversation#failed}, once.
 */
public final class PendingTurn {
  private final Conversation owner;
  private final DialogState.Ticket ticket;
  private final Instant createdAt;
  private final ClarificationStep.Draft draft;
  private final GeneratedQuery query;
  private final String originalQuestion;
  private final String refinementSummary;
  private final List<Turn> conversationContext;
  private final AtomicBoolean reported = new AtomicBoolean();

  PendingTurn(Conversation owner, DialogState.Ticket ticket, Instant createdAt,
      ClarificationStep.Draft draft, GeneratedQuery query, String originalQuestion,
      String refinementSummary, List<Turn> conversationContext) {
    this.owner = owner;
    this.ticket = ticket;
    this.createdAt = createdAt;
    this.draft = draft;
    this.query = query;
    this.originalQuestion = originalQuestion;
    this.refinementSummary = refinementSummary;
    this.conversationContext = List.copyOf(conversationContext);
  }

  /** The session's id. */
  public String sessionId() {
    return draft.sessionId();
  }

  /** The turn's number in the conversation. */
  public int turnNumber() {
    return ticket.number();
  }

  /** The text the user typed. */
  public String input() {
    return draft.input();
  }

  /** New query or refinement. */
  public Intent intent() {
    return draft.intent().intent();
  }

  /** How sure intent detection was; low marks an ambiguous input. */
  public Confidence confidence() {
    return draft.intent().confidence();
  }

  /** The standalone question and whether the input was a follow-up. */
  public Expansion expansion() {
    return draft.expansion();
  }

  /** What the generator received. */
  public GenerationRequest request() {
    return draft.request();
  }

  /** What the generator produced. */
  public GeneratedQuery query() {
    return query;
  }

  /** The generated SQL, untrusted: the security layer must check it before it runs. */
  public String sql() {
    return query.sql();
  }

  /**
   * The one-line English reading of the SQL, built from the plan as {@code /explain} shows it,
   * or null when the generator gave none.
   */
  public String reading() {
    String explanation = query.explanation();
    if (explanation == null || explanation.isBlank()) {
      return null;
    }
    return String.join(" ", explanation.strip().split("\\s+"));
  }

  /** The question the current query started from (this turn's own for a new query). */
  public String originalQuestion() {
    return originalQuestion;
  }

  /** For a refinement, what changed; null for a new query. */
  public String refinementSummary() {
    return refinementSummary;
  }

  /** The turns of the current topic before this one, oldest first, for display. */
  public List<Turn> conversationContext() {
    return conversationContext;
  }

  /** When the turn started. */
  public Instant createdAt() {
    return createdAt;
  }

  /** One line for a console, a log or a {@code SQLWarning}. */
  public String summary() {
    StringBuilder sb = new StringBuilder()
        .append(intent() == Intent.REFINEMENT ? "Refined query" : "New query")
        .append(" (turn ").append(turnNumber()).append(", ").append(confidence().label())
        .append(" confidence)");
    if (refinementSummary != null) {
      sb.append(": ").append(refinementSummary);
    } else if (query.explanation() != null) {
      sb.append(": ").append(query.explanation());
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "PendingTurn{session=" + sessionId() + ", turn=" + turnNumber() + ", intent="
        + intent().label() + ", confidence=" + confidence().label() + "}";
  }

  Conversation owner() {
    return owner;
  }

  DialogState.Ticket ticket() {
    return ticket;
  }

  ClarificationStep.Draft draft() {
    return draft;
  }

  /** Marks the outcome reported; false when it was reported before. */
  boolean markReported() {
    return reported.compareAndSet(false, true);
  }
}
