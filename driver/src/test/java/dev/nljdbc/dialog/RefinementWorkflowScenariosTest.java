package dev.nljdbc.dialog;

import static dev.nljdbc.dialog.Dialogs.conversation;
import static dev.nljdbc.dialog.Dialogs.pending;
import static dev.nljdbc.dialog.Dialogs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Every scenario of the refinement workflow (docs/requirements.md#refinement-workflow, W1 to W8), one test
 * each.
 */
class RefinementWorkflowScenariosTest {
  private final ScriptedGenerator generator = new ScriptedGenerator()
      .answer("Show me all users", "SELECT * FROM users;")
      .answer("Show me all users only from last month",
          "SELECT * FROM users WHERE created_at >= DATE('now', '-1 month');",
          "Added WHERE clause to filter users from last month");

  /** W1. */
  @Test
  void handleNewQueryTurn() throws SQLException {
    Conversation c = conversation(generator);

    PendingTurn turn = pending(c, "Show me all users");

    assertEquals(Intent.NEW_QUERY, turn.intent());
    assertEquals(1, generator.requests.size(), "the generation path is invoked");
    assertNull(generator.lastRequest().refinement());
    assertEquals("SELECT * FROM users;", turn.sql());
    assertEquals(1, turn.turnNumber());
    assertTrue(c.turns().isEmpty(), "recorded only once the query ran");
    c.completed(turn, turn.sql(), 40);
    assertEquals(1, c.turns().size());
    assertEquals(1, c.turns().get(0).number());
  }

  /** W1. */
  @Test
  void handleRefinementTurn() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");

    PendingTurn turn = pending(c, "Only from last month");

    assertEquals(Intent.REFINEMENT, turn.intent());
    RefinementContext refinement = generator.lastRequest().refinement();
    assertNotNull(refinement, "the refinement path is invoked");
    assertEquals("Show me all users", refinement.originalQuestion());
    assertEquals("SELECT * FROM users;", refinement.currentQuery().sql());
    assertEquals("Only from last month", refinement.feedback());
    assertEquals("SELECT * FROM users WHERE created_at >= DATE('now', '-1 month');",
        turn.sql());
    assertEquals(2, turn.turnNumber());
    c.completed(turn, turn.sql(), 5);
    assertEquals(2, c.turns().size());
    assertEquals(Intent.REFINEMENT, c.turns().get(1).intent());
  }

  /** W2. */
  @Test
  void routeToGenerationWorkflow() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");

    PendingTurn turn = pending(c, "Show me all products");

    assertEquals(Intent.NEW_QUERY, turn.intent());
    GenerationRequest request = generator.lastRequest();
    assertEquals("Show me all products", request.question());
    assertSame(Dialogs.SCHEMA, request.schema());
    assertNull(request.refinement(), "no refinement context is passed");
  }

  /** W2. */
  @Test
  void routeToRefinementWorkflow() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users", 40);
    assertEquals("SELECT * FROM users;", c.currentQuery().sql());

    pending(c, "Only from last month");

    RefinementContext refinement = generator.lastRequest().refinement();
    assertEquals("Show me all users", refinement.originalQuestion());
    assertEquals("SELECT * FROM users;", refinement.currentQuery().sql());
    assertEquals("Only from last month", refinement.feedback());
    assertEquals(List.of("Show me all users"), refinement.previousQuestions());
    assertEquals(40, c.context("").currentResult().rowCount(), "previous results stay at hand");
  }

  /** W3. */
  @Test
  void updateStateAfterSuccessfulTurn() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users", 40);

    PendingTurn turn = pending(c, "Only from last month");
    c.completed(turn, "SELECT * FROM (" + turn.sql() + ") t WHERE tenant = 1", 5);

    Turn last = c.turns().get(c.turns().size() - 1);
    assertEquals("Only from last month", last.input());
    assertEquals(TurnStatus.OK, last.status());
    assertEquals(turn.query(), c.currentQuery(), "current query updated");
    assertEquals(new ResultSummary("SELECT * FROM (" + turn.sql() + ") t WHERE tenant = 1", 5),
        c.context("").currentResult(), "current result updated");
    assertEquals(3, pending(c, "sort by name").turnNumber(), "turn counter incremented");
  }

  /** W3. */
  @Test
  void handleFailedTurnGracefully() throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn first = run(c, "Show me all users", 40);

    PendingTurn turn = pending(c, "Only from last month");
    SQLException refused = SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: a write");
    c.failed(turn, refused);

    Turn failed = c.turns().get(1);
    assertEquals(TurnStatus.ERROR, failed.status());
    assertTrue(failed.errorMessage().contains("refused: a write"));
    assertEquals(first.query(), c.currentQuery(), "current query unchanged");
    assertEquals(40, c.context("").currentResult().rowCount(), "current result unchanged");
    PendingTurn next = pending(c, "sort by name");
    assertEquals(Intent.REFINEMENT, next.intent(), "the conversation continues");
    assertEquals("SELECT * FROM users;", next.request().refinement().currentQuery().sql());
  }

  /** W4. */
  @Test
  void enrichNewQueryResult() throws SQLException {
    Conversation c = Dialogs.builder(generator).sessionId("abc-123").build();

    PendingTurn turn = pending(c, "Show me all users");

    assertEquals("SELECT * FROM users;", turn.query().sql());
    assertNotNull(turn.query().explanation());
    assertEquals(Confidence.HIGH, turn.confidence());
    assertEquals(Intent.NEW_QUERY, turn.intent());
    assertEquals(1, turn.turnNumber());
    assertEquals("abc-123", turn.sessionId());
    assertEquals(List.of(), turn.conversationContext());
    assertNull(turn.refinementSummary());
    assertTrue(turn.summary().startsWith("New query (turn 1, high confidence)"), turn.summary());
  }

  /** W4. */
  @Test
  void enrichRefinementResult() throws SQLException {
    generator.answer("Show me all users sorted by name only from last month",
        "SELECT * FROM users WHERE created_at >= DATE('now', '-1 month') ORDER BY name;",
        "Added WHERE clause to filter users from last month");
    Conversation c = Dialogs.builder(generator).sessionId("abc-123").build();
    run(c, "Show me all users");
    run(c, "Sort by name");

    PendingTurn turn = pending(c, "Only from last month");

    assertEquals("SELECT * FROM users WHERE created_at >= DATE('now', '-1 month') ORDER BY name;",
        turn.query().sql());
    assertNotNull(turn.query().explanation());
    assertEquals(Confidence.HIGH, turn.confidence());
    assertEquals(Intent.REFINEMENT, turn.intent());
    assertEquals(3, turn.turnNumber());
    assertEquals("abc-123", turn.sessionId());
    assertEquals("Added WHERE clause to filter users from last month",
        turn.refinementSummary());
    assertEquals(List.of(1, 2),
        turn.conversationContext().stream().map(Turn::number).toList());
    assertTrue(turn.summary().contains("Added WHERE clause"), turn.summary());
  }

  /** W5. */
  @Test
  void handleGenerationFailure() throws SQLException {
    Conversation c = conversation(generator.failNext(
        SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("no table matches 'unicorns'")));

    SQLException e = assertThrows(SQLException.class, () -> c.ask("Show me all unicorns"));

    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("unicorns"), "error message captured");
    assertEquals(1, c.turns().size());
    assertEquals(TurnStatus.ERROR, c.turns().get(0).status());
    assertTrue(c.turns().get(0).errorMessage().contains("no table matches"));
    assertNull(c.currentQuery(), "no partial updates");
    PendingTurn retry = pending(c, "Show me all users");
    assertEquals(2, retry.turnNumber(), "the user retries without restarting the session");
    assertEquals(Intent.NEW_QUERY, retry.intent());
  }

  /** W5. */
  @Test
  void gracefulDegradationForAmbiguousIntent() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");

    String log = capturingStandardError(() -> {
      PendingTurn turn = pending(c, "Show me only active users");
      assertEquals(Confidence.LOW, turn.confidence());
      assertEquals(Intent.REFINEMENT, turn.intent(), "refinement when a query exists");
      assertTrue(turn.request().isRefinement());
    });
    assertTrue(log.contains("WARN") && log.contains("Ambiguous intent detected"), log);

    PendingTurn overridden = assertInstanceOf(Reply.Run.class,
        c.command("/new Show me only active users")).turn();
    assertEquals(Intent.NEW_QUERY, overridden.intent());
    assertEquals(Confidence.HIGH, overridden.confidence());
    assertFalse(overridden.request().isRefinement());
  }

  /** W6. */
  @Test
  void initializeSession() {
    Conversation c = Conversation.builder(generator, () -> Dialogs.SCHEMA)
        .database("ecommerce").build();

    assertEquals(c.sessionId(), UUID.fromString(c.sessionId()).toString());
    assertEquals("ecommerce", c.database());
    assertEquals(0, c.turns().size());
    assertEquals(Intent.NEW_QUERY, c.detectIntent("Show me all users").intent());
    assertFalse(Conversation.builder(generator, () -> Dialogs.SCHEMA).build().sessionId()
        .equals(c.sessionId()), "unique per session");
  }

  /** W6. */
  @Test
  void resetSession() throws SQLException {
    Conversation c = conversation(generator);
    for (int i = 0; i < 5; i++) {
      run(c, "Show me all users");
    }
    String session = c.sessionId();

    c.command("/clear");

    assertTrue(c.turns().isEmpty());
    assertEquals(session, c.sessionId());
    assertEquals("ecommerce", c.database());
    PendingTurn next = pending(c, "Only from last month");
    assertEquals(1, next.turnNumber());
    assertEquals(Intent.NEW_QUERY, next.intent());
  }

  /** W6. */
  @Test
  void terminateSession() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");
    run(c, "Only from last month");

    c.close();

    assertTrue(c.turns().isEmpty(), "conversation state discarded");
    assertNull(c.currentQuery());
  }

  /** W8. */
  @Test
  void delegateToSqlGenerationWorkflow() throws SQLException {
    Conversation c = Dialogs.builder(generator)
        .config(NlConfig.of(Map.of("tenant.column", "tenant_id"))).build();

    PendingTurn turn = pending(c, "Show me all users");

    assertEquals(1, generator.requests.size());
    assertEquals(new GenerationRequest("Show me all users", null, Dialogs.SCHEMA, "tenant_id",
        Map.of()), generator.lastRequest(), "standard inputs");
    assertEquals("SELECT * FROM users;", turn.query().sql(), "standard result, as returned");
    assertEquals(1, turn.turnNumber(), "enriched with conversation metadata");
  }

  /** W8. */
  @Test
  void delegateToSqlRefinementWorkflow() throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn first = run(c, "Show me all users");

    PendingTurn turn = pending(c, "Only from last month");

    assertEquals(2, generator.requests.size());
    assertEquals(new RefinementContext("Show me all users", first.query(),
        "Only from last month", List.of("Show me all users")),
        generator.lastRequest().refinement());
    assertEquals("Show me all users only from last month", generator.lastRequest().question());
    assertEquals("Added WHERE clause to filter users from last month",
        turn.query().refinementSummary(), "standard result, as returned");
    assertEquals(2, turn.turnNumber(), "enriched with conversation metadata");
  }

  /** Runs the action with standard error captured (slf4j-simple writes there). */
  static String capturingStandardError(ThrowingRunnable action) throws SQLException {
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      action.run();
    } finally {
      System.setErr(original);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }

  interface ThrowingRunnable {
    void run() throws SQLException;
  }
}
