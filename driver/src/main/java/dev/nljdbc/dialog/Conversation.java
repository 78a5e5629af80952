package dev.nljdbc.dialog;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.expansion.QueryExpander;
import dev.nljdbc.expansion.RuleBasedExpander;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One session's conversation: the refinement workflow over the dialog state
 * (docs/requirements.md#refinement-workflow and #dialog).
 *
 * <p>A natural-language statement goes through {@link #ask}: intent detection, expansion of a
 * follow-up into a standalone question (from the last {@code expansion.window} questions),
 * the {@link ClarificationStep}, then generation, as a new query or as a refinement of the
 * current one. The result is a {@link PendingTurn}; the caller runs its SQL and reports the
 * outcome, and only then is the turn recorded. A turn whose generation fails is recorded as
 * failed and the error rethrown; the current query stays and the next turn works.
 * Commands ({@code /new}, {@code /clear}, {@code /history}, {@code /explain}, {@code /answer})
 * go through {@link #command}.
 */
public final class Conversation implements AutoCloseable {
  /** Words with which a question points back at the conversation. */
  private static final Logger LOG = LoggerFactory.getLogger(Conversation.class);
  private static final IntentDetector DETECTOR = new IntentDetector();
  private static final TopicShift TOPIC_SHIFT = new TopicShift();

  private final DialogState state;
  private final SqlGenerator generator;
  private final SchemaSource schema;
  private final ModelView modelView;
  private final QueryExpander expander;
  private final SqlAdmission admission;
  private final ClarificationStep clarification;
  private final String tenantColumn;
  private final int window;
  private final Clock clock;

  private Conversation(Builder b) {
    this.state = new DialogState(b.sessionId == null ? UUID.randomUUID().toString() : b.sessionId,
        b.database, b.maxTurns);
    this.generator = b.generator;
    this.schema = b.schema;
    this.modelView = b.modelView;
    this.expander = b.expander;
    this.admission = b.admission;
    this.clarification = b.clarification;
    this.tenantColumn = b.tenantColumn;
    this.window = b.window;
    this.clock = b.clock;
  }

  /** A builder for a conversation that generates with {@code generator} over {@code schema}. */
  public static Builder builder(SqlGenerator generator, SchemaSource schema) {
    return new Builder(generator, schema);
  }

  /** The session id; it never changes. */
  public String sessionId() {
    return state.sessionId();
  }

  /** The database the conversation is about. */
  public String database() {
    return state.database();
  }

  /**
   * Handles a natural-language statement.
   *
   * @return the query to run, or a table (clarification questions, or an acknowledgement of
   *     "start over")
   * @throws SQLException 42000 for empty text or a question that could not be turned into SQL,
   *     HYT00 when generation timed out; the failed turn is recorded
   */
  public Reply ask(String text) throws SQLException {
    String input = require(text, "the question is empty: type a question, SQL or a command "
        + "such as /history");
    ClarificationStep.Review answered = clarification.answer(input);
    if (answered != null) {
      return resume(answered);
    }
    return turn(input, input, null);
  }

  /**
   * Handles a command: text starting with {@code /}, except {@code /sql} and {@code /nl}.
   *
   * @throws SQLException 42000 for an unknown command or bad arguments
   */
  public Reply command(String text) throws SQLException {
    return DialogCommands.run(this, text);
  }

  /**
   * Records a pending turn whose SQL ran.
   *
   * @param executedSql the SQL that ran, after the security layer
   * @param rowCount the rows it returned, or -1 when not known yet (see {@link #counted})
   */
  public void completed(PendingTurn turn, String executedSql, int rowCount) {
    claim(turn);
    Integer rows = rowCount < 0 ? null : rowCount;
    ClarificationStep.Draft d = turn.draft();
    Turn done = new Turn(turn.turnNumber(), d.input(), d.intent().intent(),
        d.intent().confidence(), d.expansion().standalone(), executedSql, TurnStatus.OK, rows,
        turn.createdAt(), d.expansion().followUp(), null, d.note(), turn.reading());
    DialogState.ActiveQuery current = new DialogState.ActiveQuery(turn.turnNumber(),
        Turn.cut(turn.originalQuestion(), Turn.MAX_QUESTION), turn.query(),
        new ResultSummary(executedSql, rows));
    if (!state.record(turn.ticket(), done, current)) {
      LOG.debug("session {}: turn {} ended after the conversation was cleared; not recorded",
          sessionId(), turn.turnNumber());
    }
    if (rowCount > 0) {
      confirm(turn);
    }
  }

  /**
   * Sets the row count of a completed turn once its result set has been read to the end; a turn
   * that returned rows confirms the clarification answers it used.
   */
  public void counted(PendingTurn turn, int rowCount) {
    checkOwner(turn);
    if (rowCount >= 0) {
      state.updateRowCount(turn.ticket(), rowCount);
    }
    if (rowCount > 0) {
      confirm(turn);
    }
  }

  /** The turn ran and returned rows: the clarification step may learn its answers. */
  private void confirm(PendingTurn turn) {
    try {
      clarification.completed(turn.draft());
    } catch (RuntimeException e) {
      LOG.warn("session {}: the clarification step could not learn from turn {}", sessionId(),
          turn.turnNumber(), e);
    }
  }

  /**
   * Records a pending turn whose SQL was refused or failed; the current query stays. The caller
   * rethrows the error.
   */
  public void failed(PendingTurn turn, SQLException error) {
    claim(turn);
    ClarificationStep.Draft d = turn.draft();
    state.record(turn.ticket(), new Turn(turn.turnNumber(), d.input(), d.intent().intent(),
        d.intent().confidence(), d.expansion().standalone(), turn.sql(), TurnStatus.ERROR, null,
        turn.createdAt(), d.expansion().followUp(), message(error), d.note()), null);
  }

  /**
   * The detector's intent, with a short text that moves to unrelated tables read as new and a
   * fragment typed instead of an answer read as building on the question asked about.
   */
  private DetectedIntent detect(String question, DialogContext context) {
    DetectedIntent detected = UnansweredQuestion.check(
        DETECTOR.detect(question, context.hasCurrentQuery()), question, context, TOPIC_SHIFT,
        schema, tenantColumn);
    return TOPIC_SHIFT.check(detected, question, context, schema, tenantColumn);
  }

  /** The intent of an input in the conversation as it is now (docs/requirements.md#dialog, D2 to D4). */
  public DetectedIntent detectIntent(String input) {
    return DETECTOR.detect(input, state.hasCurrentQuery());
  }

  /** The context a refinement with this feedback would get (docs/requirements.md#dialog, D6). */
  public DialogContext context(String feedback) {
    return state.context(feedback);
  }

  /** The last successful query, or null. */
  public GeneratedQuery currentQuery() {
    DialogState.ActiveQuery current = state.current();
    return current == null ? null : current.query();
  }

  /** The kept turns, oldest first. */
  public List<Turn> turns() {
    return state.turns();
  }

  /**
   * Forgets the current query: the next question is a new query without context. Turns stay
   * (what {@code /new} does).
   */
  public void forgetCurrentQuery() {
    clarification.abandon();
    state.forgetCurrentQuery();
  }

  /**
   * Removes every turn and the current query; the session id and database stay, and the next
   * turn is turn 1 (docs/requirements.md#dialog, D7: what {@code /clear} does).
   *
   * @return how many turns were removed
   */
  public int clear() {
    clarification.abandon();
    return state.clear();
  }

  /**
   * The notice of a clarification the last statement dropped because it was no answer, or null;
   * taking it clears it.
   */
  public String takeDroppedClarification() {
    return clarification.takeDropped();
  }

  /** Drops a pending clarification, as SQL text does. */
  public void abandonClarification() {
    clarification.abandon();
  }

  /**
   * Ends the session: the conversation is discarded (docs/requirements.md#refinement-workflow,
   * W6). A pending clarification is detached, not abandoned: its user may answer it after reconnecting.
   */
  @Override
  public void close() {
    int turns = state.turns().size();
    clarification.detach();
    state.clear();
    LOG.debug("session {} ended with {} turns in its history", sessionId(), turns);
  }

  /** {@code /new question}: forgets the current query and asks the question as a new query. */
  Reply newQuery(String typed, String question) throws SQLException {
    forgetCurrentQuery();
    return turn(typed, question, DetectedIntent.RESET);
  }

  /** {@code /answer}: hands named answers to the clarification step. */
  Reply answer(Map<String, String> answers) throws SQLException {
    ClarificationStep.Review review = clarification.answer(answers);
    if (review == null) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "there is no pending clarification to answer");
    }
    return resume(review);
  }

  /** {@code /model}: the semantic model and learned answers the session uses. */
  ResultTable model() throws SQLException {
    return modelView.show();
  }

  /**
   * {@code /explain}: the SQL that would run for the question, without running it or recording;
   * when running it would ask a clarification first, no SQL and the questions it would ask.
   */
  ResultTable explain(String question) throws SQLException {
    DialogContext context = state.context(question);
    DetectedIntent intent = detect(question, context);
    String text = question;
    if (intent.reset()) {
      text = IntentDetector.withoutResetPhrase(question);
      context = new DialogContext(null, null, null, text, List.of());
    }
    ClarificationStep.Draft draft = draft(question, text, intent, context);
    ClarificationStep.Review review = clarification.preview(draft);
    if (review instanceof ClarificationStep.Review.Ask ask) {
      return DialogTables.wouldAsk(ask.questions(), intent.intent(), intent.confidence());
    }
    GeneratedQuery query = generate(review.draft().request());
    return DialogTables.explain(admission.admit(query.sql()), query.explanation(),
        intent.intent(), intent.confidence());
  }

  private Reply turn(String typed, String question, DetectedIntent forced) throws SQLException {
    DialogContext context = state.context(question);
    DetectedIntent intent = forced != null ? forced
        : detect(question, context);
    String text = question;
    if (forced == null && intent.reset()) {
      forgetCurrentQuery();
      text = IntentDetector.withoutResetPhrase(question);
      if (text.isBlank()) {
        return new Reply.Show(DialogTables.newTopic());
      }
      context = state.context(text);
    }
    if (intent.isAmbiguous()) {
      LOG.warn("Ambiguous intent detected in session {}: treated as {} (low confidence): '{}'",
          sessionId(), intent.intent().label(), UserText.abbreviate(question));
    }
    ClarificationStep.Draft draft;
    try {
      draft = draft(typed, text, intent, context);
    } catch (SQLException | RuntimeException e) {
      throw recordFailure(state.reserve(), clock.instant(), typed, intent, null, e);
    }
    return attempt(draft, context, () -> clarification.review(draft));
  }

  /** Continues a draft the clarification step handed back after an answer. */
  private Reply resume(ClarificationStep.Review review) throws SQLException {
    ClarificationStep.Draft draft = review.draft();
    return attempt(draft, state.context(draft.input()), () -> review);
  }

  /** A review that may fail. */
  private interface ReviewStep {
    ClarificationStep.Review review() throws SQLException;
  }

  /** Reviews and generates under a new turn number; a failure is recorded, then thrown. */
  private Reply attempt(ClarificationStep.Draft draft, DialogContext context, ReviewStep step)
      throws SQLException {
    DialogState.Ticket ticket = state.reserve();
    Instant started = clock.instant();
    try {
      return proceed(step.review(), ticket, started, context);
    } catch (SQLException | RuntimeException e) {
      throw recordFailure(ticket, started, draft.input(), draft.intent(), draft, e);
    }
  }

  /**
   * Records a clarification turn and shows its questions, or generates the pending turn. A
   * question asked back about a question that refines nothing starts that question's topic: the
   * query before it is no longer what the conversation is about, so a follow-up typed instead of
   * an answer builds on the question asked about, as when it was asked first.
   */
  private Reply proceed(ClarificationStep.Review review, DialogState.Ticket ticket,
      Instant started, DialogContext context) throws SQLException {
    ClarificationStep.Draft draft = review.draft();
    if (review instanceof ClarificationStep.Review.Ask ask) {
      if (draft.request().refinement() == null && state.hasCurrentQuery()) {
        state.startTopicAt(ticket);
      }
      state.record(ticket, new Turn(ticket.number(), draft.input(), draft.intent().intent(),
          draft.intent().confidence(), draft.expansion().standalone(), null,
          TurnStatus.CLARIFICATION, null, started, draft.expansion().followUp(), null,
          draft.note()), null);
      return new Reply.Show(ask.questions());
    }
    GeneratedQuery query = generate(draft.request());
    RefinementContext refinement = draft.request().refinement();
    String original = refinement != null && refinement.originalQuestion() != null
        ? refinement.originalQuestion() : draft.expansion().standalone();
    String summary = null;
    if (refinement != null) {
      summary = query.refinementSummary() != null ? query.refinementSummary()
          : "Refined the current query with: " + UserText.abbreviate(draft.input());
    }
    return new Reply.Run(new PendingTurn(this, ticket, started, draft, query, original, summary,
        context.previousTurns()));
  }

  private ClarificationStep.Draft draft(String typed, String question, DetectedIntent intent,
      DialogContext context) throws SQLException {
    Expansion expansion = carriesContext(intent, question)
        ? expand(question, context.recentQuestions(window))
        : restatedOrAsTyped(question, context);
    RefinementContext refinement = intent.intent() == Intent.REFINEMENT
        && context.hasCurrentQuery() && !expansion.restated() ? context.toRefinement() : null;
    GenerationRequest request = new GenerationRequest(expansion.standalone(), refinement,
        schema.snapshot(), tenantColumn, Map.of());
    return new ClarificationStep.Draft(sessionId(), typed, intent, expansion, request);
  }

  /**
   * Whether the question builds on earlier ones: a refinement does, and so does a new question
   * that points back ("how did it do in Q4?"), unless what it points at is named in the question
   * itself ("German customers and their revenue"). A new query otherwise carries nothing over
   * (docs/requirements.md#refinement-workflow, W2), so it is not expanded.
   */
  private boolean carriesContext(DetectedIntent intent, String question) {
    return intent.intent() == Intent.REFINEMENT
        || TOPIC_SHIFT.pointsBack(question, schema, tenantColumn);
  }

  /**
   * A new question that is the previous one cut short with a word swapped ("which one has the
   * most?") is that question restated; any other stays as typed.
   */
  private Expansion restatedOrAsTyped(String question, DialogContext context) {
    List<String> recent = context.recentQuestions(window);
    String restated = recent.isEmpty() ? null
        : RuleBasedExpander.truncatedRestatement(question, List.of(recent.get(recent.size() - 1)));
    return restated == null ? new Expansion(question, false, false)
        : new Expansion(restated, true, false, true);
  }

  private Expansion expand(String question, List<String> recent) {
    try {
      Expansion e = expander.expand(question, recent);
      if (e != null && e.standalone() != null && !e.standalone().isBlank()) {
        return e;
      }
      LOG.warn("session {}: query expansion returned nothing; using the question as typed",
          sessionId());
    } catch (RuntimeException e) {
      LOG.warn("session {}: query expansion failed; using the question as typed", sessionId(), e);
    }
    return new Expansion(question, false, false);
  }

  private GeneratedQuery generate(GenerationRequest request) throws SQLException {
    GeneratedQuery query = generator.generate(request);
    if (query == null || query.sql() == null || query.sql().isBlank()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "could not turn the question into SQL: '" + UserText.abbreviate(request.question()) + "'");
    }
    return query;
  }

  /** Records a failed turn with what was known of it; the exception to throw. */
  private SQLException recordFailure(DialogState.Ticket ticket, Instant started, String typed,
      DetectedIntent intent, ClarificationStep.Draft draft, Exception cause) {
    SQLException error = cause instanceof SQLException ? (SQLException) cause
        : SqlState.INTERNAL_ERROR.exception("the question could not be processed: internal "
            + "error in the natural-language layer", cause);
    Expansion expansion = draft == null ? null : draft.expansion();
    state.record(ticket, new Turn(ticket.number(), typed, intent.intent(), intent.confidence(),
        expansion == null ? null : expansion.standalone(), null, TurnStatus.ERROR, null, started,
        expansion != null && expansion.followUp(), message(error),
        draft == null ? null : draft.note()), null);
    return error;
  }

  private void claim(PendingTurn turn) {
    checkOwner(turn);
    if (!turn.markReported()) {
      throw new IllegalStateException("the outcome of turn " + turn.turnNumber()
          + " was reported already");
    }
  }

  private void checkOwner(PendingTurn turn) {
    if (turn.owner() != this) {
      throw new IllegalArgumentException("turn " + turn.turnNumber() + " belongs to session "
          + turn.sessionId() + ", not " + sessionId());
    }
  }

  private static String message(SQLException e) {
    return e.getSQLState() == null ? e.getMessage() : e.getSQLState() + ": " + e.getMessage();
  }

  private static String require(String text, String emptyMessage) throws SQLException {
    String stripped = text == null ? "" : text.strip();
    if (stripped.isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(emptyMessage);
    }
    return stripped;
  }


  /** Settings of a conversation; defaults are those of {@link NlProperty}. */
  public static final class Builder {
    private final SqlGenerator generator;
    private final SchemaSource schema;
    private String sessionId;
    private String database = "";
    private int maxTurns = Integer.parseInt(NlProperty.DIALOG_MAX_TURNS.defaultValue());
    private int window = Integer.parseInt(NlProperty.EXPANSION_WINDOW.defaultValue());
    private String tenantColumn;
    private QueryExpander expander = new RuleBasedExpander();
    private SqlAdmission admission = SqlAdmission.AS_GENERATED;
    private ClarificationStep clarification = ClarificationStep.NONE;
    private Clock clock = Clock.systemUTC();
    private ModelView modelView = ModelView.NONE;

    private Builder(SqlGenerator generator, SchemaSource schema) {
      this.generator = Objects.requireNonNull(generator, "generator");
      this.schema = Objects.requireNonNull(schema, "schema");
    }

    /** Takes {@code dialog.maxTurns}, {@code expansion.window} and {@code tenant.column}. */
    public Builder config(NlConfig config) {
      maxTurns = config.integer(NlProperty.DIALOG_MAX_TURNS);
      window = config.integer(NlProperty.EXPANSION_WINDOW);
      tenantColumn = config.string(NlProperty.TENANT_COLUMN);
      return this;
    }

    /** The session id; a random UUID when not set. */
    public Builder sessionId(String id) {
      this.sessionId = id;
      return this;
    }

    /** The database the conversation is about, e.g. the target's catalog. */
    public Builder database(String name) {
      this.database = name == null ? "" : name;
      return this;
    }

    /** History kept: at least 1. */
    public Builder maxTurns(int turns) {
      if (turns < 1) {
        throw new IllegalArgumentException("maxTurns must be at least 1, not " + turns);
      }
      this.maxTurns = turns;
      return this;
    }

    /** Earlier questions a follow-up is expanded with: at least 1. */
    public Builder window(int questions) {
      if (questions < 1) {
        throw new IllegalArgumentException("window must be at least 1, not " + questions);
      }
      this.window = questions;
      return this;
    }

    /** The expander; the rule-based one when not set. */
    public Builder expander(QueryExpander queryExpander) {
      this.expander = Objects.requireNonNull(queryExpander, "expander");
      return this;
    }

    /** The security layer's check and rewrite, for {@code /explain}. */
    public Builder admission(SqlAdmission sqlAdmission) {
      this.admission = Objects.requireNonNull(sqlAdmission, "admission");
      return this;
    }

    /** The clarification step; {@link ClarificationStep#NONE} when not set. */
    public Builder clarification(ClarificationStep step) {
      this.clarification = Objects.requireNonNull(step, "clarification");
      return this;
    }

    /** What {@code /model} shows; {@link ModelView#NONE} when not set. */
    public Builder modelView(ModelView view) {
      this.modelView = Objects.requireNonNull(view, "modelView");
      return this;
    }

    /** The clock of turn timestamps. */
    public Builder clock(Clock turnClock) {
      this.clock = Objects.requireNonNull(turnClock, "clock");
      return this;
    }

    /** The conversation, with no turns. */
    public Conversation build() {
      return new Conversation(this);
    }
  }
}
