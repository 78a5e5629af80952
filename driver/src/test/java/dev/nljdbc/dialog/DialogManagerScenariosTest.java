package dev.nljdbc.dialog;

import static dev.nljdbc.dialog.Dialogs.conversation;
import static dev.nljdbc.dialog.Dialogs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every scenario of the dialog requirements (docs/requirements.md#dialog, D1 to D8), one test each. */
class DialogManagerScenariosTest {
  private final ScriptedGenerator generator = new ScriptedGenerator()
      .answer("Show me all users", "SELECT * FROM users;")
      .answer("Show me all products", "SELECT * FROM products ORDER BY price;");

  /** D1. */
  @Test
  void trackMultiTurnConversation() throws SQLException {
    Conversation c = conversation(generator);
    String session = c.sessionId();
    assertEquals("ecommerce", c.database());

    run(c, "Show me all users", 40);
    assertEquals(session, c.sessionId());
    PendingTurn refined = run(c, "Only from last month", 7);

    List<Turn> turns = c.turns();
    assertEquals(2, turns.size());
    for (Turn t : turns) {
      assertNotNull(t.input());
      assertNotNull(t.intent());
      assertEquals(TurnStatus.OK, t.status());
      assertNotNull(t.sql());
      assertNotNull(t.rowCount());
      assertNotNull(t.createdAt());
    }
    assertEquals(Intent.NEW_QUERY, turns.get(0).intent());
    assertEquals(Intent.REFINEMENT, turns.get(1).intent());
    assertEquals(refined.query(), c.currentQuery());
    assertEquals(7, c.context("").currentResult().rowCount());
    assertEquals(session, c.sessionId());
  }

  /** D2. */
  @Test
  void detectRefinementFromKeyword() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");
    assertEquals("SELECT * FROM users;", c.currentQuery().sql());

    DetectedIntent intent = c.detectIntent("Only from last month");
    assertEquals(Intent.REFINEMENT, intent.intent());
    assertEquals(Confidence.HIGH, intent.confidence());
  }

  /** D2. */
  @Test
  void detectRefinementFromShortModification() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all products");
    assertEquals("SELECT * FROM products ORDER BY price;", c.currentQuery().sql());

    DetectedIntent intent = c.detectIntent("limit 10");
    assertEquals(Intent.REFINEMENT, intent.intent());
    assertEquals(Confidence.MEDIUM, intent.confidence());
  }

  /** D3. */
  @Test
  void detectNewQueryFromQuestionWord() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");

    DetectedIntent intent = c.detectIntent("Show me all products");
    assertEquals(Intent.NEW_QUERY, intent.intent());
    assertEquals(Confidence.HIGH, intent.confidence());
  }

  /** D3. */
  @Test
  void firstTurnAlwaysNewQuery() throws SQLException {
    Conversation c = conversation(generator);
    for (String any : List.of("expensive items", "Only from last month", "limit 10",
        "Show me only active users")) {
      DetectedIntent intent = c.detectIntent(any);
      assertEquals(Intent.NEW_QUERY, intent.intent(), any);
      assertEquals(Confidence.HIGH, intent.confidence(), any);
    }
    PendingTurn first = Dialogs.pending(c, "expensive items");
    assertEquals(Intent.NEW_QUERY, first.intent());
    assertEquals(Confidence.HIGH, first.confidence());
    assertFalse(first.request().isRefinement());
  }

  /** D3. */
  @Test
  void explicitResetCommand() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");
    run(c, "Only from last month");
    assertEquals(2, c.turns().size());

    DetectedIntent detected = c.detectIntent("/new show customers");
    assertEquals(Intent.NEW_QUERY, detected.intent());
    assertEquals(Confidence.HIGH, detected.confidence());

    PendingTurn turn = assertInstanceOf(Reply.Run.class, c.command("/new show customers"))
        .turn();
    assertEquals(Intent.NEW_QUERY, turn.intent());
    assertEquals(Confidence.HIGH, turn.confidence());
    assertFalse(turn.request().isRefinement(), "context is reset for this query");
    assertEquals("show customers", turn.request().question());
    assertTrue(turn.conversationContext().isEmpty());
    assertNull(c.currentQuery());
  }

  /** D4. */
  @Test
  void ambiguousInputWithPreviousQuery() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show me all users");
    assertEquals("SELECT * FROM users;", c.currentQuery().sql());

    DetectedIntent intent = c.detectIntent("Show me only active users");
    assertEquals(Intent.REFINEMENT, intent.intent());
    assertEquals(Confidence.LOW, intent.confidence());
  }

  /** D5. */
  @Test
  void historyPruningAtLimit() throws SQLException {
    Conversation c = conversation(generator);
    for (int i = 1; i <= 10; i++) {
      run(c, "Show me the orders of store " + i, i);
    }
    assertEquals(10, c.turns().size());
    String session = c.sessionId();

    PendingTurn eleventh = run(c, "Show me the orders of store 11", 11);

    List<Turn> turns = c.turns();
    assertEquals(10, turns.size());
    assertEquals(2, turns.get(0).number(), "turn 1 is removed");
    assertEquals(11, turns.get(9).number(), "turn 11 is added");
    assertEquals("Show me the orders of store 11", turns.get(9).input());
    assertEquals(eleventh.query(), c.currentQuery());
    assertEquals(11, c.context("").currentResult().rowCount());
    assertEquals(session, c.sessionId());
    assertEquals("ecommerce", c.database());
  }

  /** D6. */
  @Test
  void retrieveContextForRefinement() throws SQLException {
    generator.answer("Show me all users only active",
        "SELECT * FROM users WHERE status = 'active';");
    Conversation c = conversation(generator);
    run(c, "Show me all users", 40);
    run(c, "Only active", 12);

    DialogContext context = c.context("Sort by name");
    assertEquals("Show me all users", context.originalQuestion());
    assertEquals("SELECT * FROM users WHERE status = 'active';", context.currentQuery().sql());
    assertEquals(new ResultSummary("SELECT * FROM users WHERE status = 'active';", 12),
        context.currentResult());
    assertEquals("Sort by name", context.feedback());
    assertEquals(List.of("Show me all users", "Only active"),
        context.previousTurns().stream().map(Turn::input).toList());
    assertEquals(List.of("Show me all users", "Only active"),
        context.toRefinement().previousQuestions());
  }

  /** D7. */
  @Test
  void clearConversationViaCommand() throws SQLException {
    Conversation c = conversation(generator);
    for (int i = 1; i <= 5; i++) {
      run(c, "Show me the orders of store " + i);
    }
    String session = c.sessionId();

    Reply reply = c.command("/clear");

    assertInstanceOf(Reply.Show.class, reply);
    assertTrue(c.turns().isEmpty());
    assertEquals(session, c.sessionId());
    assertEquals("ecommerce", c.database());
    assertNull(c.currentQuery());
    assertNull(c.context("").currentResult());
    assertEquals(Intent.NEW_QUERY, c.detectIntent("Only active").intent());
    PendingTurn next = Dialogs.pending(c, "Only active");
    assertEquals(Intent.NEW_QUERY, next.intent());
    assertEquals(1, next.turnNumber());
  }

  /** D8. */
  @Test
  void intentDetection_neverCallsTheGenerator() throws SQLException {
    Conversation c = conversation(generator);
    for (int i = 1; i <= 5; i++) {
      run(c, "Show me the orders of store " + i + " with their lines and customers");
    }
    int generated = generator.requests.size();
    String[] inputs = {"Only from last month", "limit 10", "Show me all products",
        "Show me only active users", "what about 2024?"};
    for (String input : inputs) {
      assertNotNull(c.detectIntent(input), input);
    }
    assertEquals(generated, generator.requests.size(), "detection never calls a model");
  }
}
