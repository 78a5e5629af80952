package dev.nljdbc.dialog;

import static dev.nljdbc.dialog.Dialogs.conversation;
import static dev.nljdbc.dialog.Dialogs.pending;
import static dev.nljdbc.dialog.Dialogs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.expansion.RuleBasedExpander;
import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The commands of SPEC §2. */
class DialogCommandsTest {
  private final ScriptedGenerator generator = new ScriptedGenerator()
      .answer("Show sales in 2023", "SELECT SUM(amount) FROM sales WHERE year = 2023");

  private static ResultTable table(Reply reply) {
    return assertInstanceOf(Reply.Show.class, reply).table();
  }

  private static SQLException assert42000(Executable action) {
    SQLException e = assertThrows(SQLException.class, action::run);
    assertEquals("42000", e.getSQLState());
    return e;
  }

  interface Executable {
    void run() throws SQLException;
  }

  @Test
  void history_hasTheSpecColumnsAndTypes_thenTheReading() throws SQLException {
    ResultTable history = table(conversation(generator).command("/history"));
    assertEquals(List.of("TURN", "INPUT", "INTENT", "CONFIDENCE", "EXPANDED_QUESTION", "SQL",
        "STATUS", "ROW_COUNT", "CREATED_AT", "READING"), history.columns());
    assertEquals(List.of(Types.INTEGER, Types.VARCHAR, Types.VARCHAR, Types.VARCHAR,
        Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.INTEGER, Types.TIMESTAMP,
        Types.VARCHAR), history.sqlTypes());
    assertTrue(history.rows().isEmpty());
  }

  @Test
  void history_oneRowPerKeptTurn() throws SQLException {
    Conversation c = conversation(generator.failNext(
        SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("not understood")));
    assertThrows(SQLException.class, () -> c.ask("gibberish question"));
    run(c, "Show sales in 2023", 1);
    PendingTurn unknownCount = pending(c, "by region");
    c.completed(unknownCount, "SELECT 1 /* admitted */", -1);

    List<Object[]> rows = table(c.command("/history")).rows();

    assertEquals(3, rows.size());
    assertArrayEquals(new Object[] {1, "gibberish question", "new_query", "high",
        "gibberish question", null, "error", null, Timestamp.from(Dialogs.NOON), null},
        rows.get(0));
    assertArrayEquals(new Object[] {2, "Show sales in 2023", "new_query", "high",
        "Show sales in 2023", "SELECT SUM(amount) FROM sales WHERE year = 2023", "ok", 1,
        Timestamp.from(Dialogs.NOON), "Answers: Show sales in 2023"}, rows.get(1));
    assertArrayEquals(new Object[] {3, "by region", "refinement", "medium",
        "Show sales in 2023 by region", "SELECT 1 /* admitted */", "ok", null,
        Timestamp.from(Dialogs.NOON), "Answers: Show sales in 2023 by region"}, rows.get(2));
  }

  @Test
  void history_showsTheRowCountOnceCounted() throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn turn = pending(c, "Show sales in 2023");
    c.completed(turn, turn.sql(), -1);
    c.counted(turn, 12_345);
    assertEquals(12_345, table(c.command("/history")).rows().get(0)[7]);
    assertEquals(12_345, c.context("").currentResult().rowCount());
  }

  @ParameterizedTest
  @ValueSource(strings = {"/history", "/HISTORY", " /History ", "/history\n"})
  void commands_areCaseInsensitive(String command) throws SQLException {
    assertEquals(10, table(conversation(generator).command(command)).columns().size());
  }

  @Test
  void clear_removesTurnsAndKeepsTheSession() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show sales in 2023");
    run(c, "by region");
    String session = c.sessionId();

    ResultTable message = table(c.command("/CLEAR"));

    assertEquals(List.of("MESSAGE"), message.columns());
    assertEquals("cleared 2 turns; session " + session + " continues", message.rows().get(0)[0]);
    assertTrue(c.turns().isEmpty());
    assertNull(c.currentQuery());
    assertEquals(session, c.sessionId());
    assertEquals("ecommerce", c.database());
    assertTrue(table(c.command("/history")).rows().isEmpty());
  }

  @Test
  void pendingTurnFromBeforeClear_isNotRecordedAfterIt() throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn stale = pending(c, "Show sales in 2023");
    c.command("/clear");
    c.completed(stale, stale.sql(), 1);
    assertTrue(c.turns().isEmpty());
    assertNull(c.currentQuery());
  }

  @Test
  void new_withoutQuestion_forgetsTheCurrentQueryButKeepsTurns() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show sales in 2023");

    ResultTable message = table(c.command("/new"));

    assertEquals("started a new query: the next question has no context",
        message.rows().get(0)[0]);
    assertNull(c.currentQuery());
    assertEquals(1, c.turns().size());
    PendingTurn next = pending(c, "by region");
    assertEquals(Intent.NEW_QUERY, next.intent());
    assertEquals("by region", next.request().question(), "no expansion from the old topic");
    assertTrue(next.conversationContext().isEmpty());
  }

  @Test
  void new_withQuestion_runsItAsANewQueryWithoutContext() throws SQLException {
    List<List<String>> windows = new ArrayList<>();
    Conversation c = Dialogs.builder(generator).expander((input, window) -> {
      windows.add(window);
      return new RuleBasedExpander().expand(input, window);
    }).build();
    run(c, "Show sales in 2023");

    PendingTurn turn = assertInstanceOf(Reply.Run.class, c.command("/new by region")).turn();

    assertEquals(Intent.NEW_QUERY, turn.intent());
    assertEquals(Confidence.HIGH, turn.confidence());
    assertFalse(turn.request().isRefinement());
    assertTrue(windows.isEmpty(), "a new query is not expanded: " + windows);
    assertEquals("by region", turn.request().question());
    c.completed(turn, turn.sql(), 2);
    Turn recorded = c.turns().get(1);
    assertEquals("/new by region", recorded.input());
    assertEquals("by region", recorded.expandedQuestion());
    assertEquals(turn.query(), c.currentQuery());
  }

  @Test
  void startOverInPlainWords_actsLikeNew() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show sales in 2023");

    PendingTurn turn = pending(c, "start over: show the brands");
    assertEquals("show the brands", turn.request().question());
    assertFalse(turn.request().isRefinement());

    ResultTable message = table(c.ask("Start over"));
    assertEquals("started a new query: the next question has no context",
        message.rows().get(0)[0]);
  }

  @Test
  void explain_showsTheAdmittedSqlWithoutRunningOrRecording() throws SQLException {
    List<String> admitted = new ArrayList<>();
    Conversation c = Dialogs.builder(generator).admission(sql -> {
      admitted.add(sql);
      return sql + " AND tenant = 7";
    }).build();
    run(c, "Show sales in 2023");

    ResultTable explain = table(c.command("/explain by region"));

    assertEquals(List.of("SQL", "EXPLANATION", "INTENT", "CONFIDENCE"), explain.columns());
    assertEquals(List.of(Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.VARCHAR),
        explain.sqlTypes());
    Object[] row = explain.rows().get(0);
    String generated = "SELECT SUM(amount) FROM sales WHERE year = 2023 /* by region */";
    assertEquals(List.of(generated), admitted, "the callback sees the generated SQL");
    assertEquals(generated + " AND tenant = 7", row[0]);
    assertEquals("Answers: Show sales in 2023 by region", row[1]);
    assertEquals("refinement", row[2]);
    assertEquals("medium", row[3]);
    assertEquals(1, c.turns().size(), "nothing recorded");
  }

  @Test
  void explain_refusedBySecurity_keepsTheSecurityState() throws SQLException {
    Conversation c = Dialogs.builder(generator).admission(sql -> {
      throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused");
    }).build();
    SQLException e = assertThrows(SQLException.class, () -> c.command("/explain show sales"));
    assertEquals("42501", e.getSQLState());
    assertTrue(c.turns().isEmpty());
  }

  @Test
  void explain_withoutQuestion_is42000() {
    SQLException e = assert42000(() -> conversation(generator).command("/explain"));
    assertTrue(e.getMessage().contains("/explain needs a question"));
  }

  @Test
  void answer_withoutPendingClarification_is42000() {
    SQLException e = assert42000(() -> conversation(generator).command("/answer q1=Europe"));
    assertTrue(e.getMessage().contains("no pending clarification"), e.getMessage());
  }

  @Test
  void answer_withBadSyntax_is42000() {
    SQLException e = assert42000(() -> conversation(generator).command("/answer Europe"));
    assertTrue(e.getMessage().contains("q1=2, q2="), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"/frobnicate", "/", "/historyx", "/FROB now"})
  void unknownCommand_is42000NamingItAndTheKnownOnes(String command) {
    SQLException e = assert42000(() -> conversation(generator).command(command));
    String name = command.split(" ")[0].toLowerCase();
    assertTrue(e.getMessage().contains("unknown command '" + name + "'"), e.getMessage());
    for (String known : List.of("/new", "/clear", "/history", "/explain", "/answer")) {
      assertTrue(e.getMessage().contains(known), e.getMessage());
    }
  }

  @Test
  void unknownHugeCommand_isAbbreviated() {
    SQLException e = assert42000(() -> conversation(generator).command("/" + "x".repeat(100_000)));
    assertTrue(e.getMessage().length() < 400);
  }

  @ParameterizedTest
  @ValueSource(strings = {"/history all", "/clear everything"})
  void argumentsWhereNoneAreTaken_are42000(String command) {
    SQLException e = assert42000(() -> conversation(generator).command(command));
    assertTrue(e.getMessage().contains("takes no arguments"), e.getMessage());
  }

  @Test
  void expansionFailure_fallsBackToTheQuestionAsTyped() throws SQLException {
    Conversation c = Dialogs.builder(generator).expander((input, window) -> {
      throw new IllegalStateException("model unavailable");
    }).build();
    run(c, "Show sales in 2023");
    PendingTurn turn = pending(c, "by region");
    assertEquals(new Expansion("by region", false, false), turn.expansion());
  }
}
