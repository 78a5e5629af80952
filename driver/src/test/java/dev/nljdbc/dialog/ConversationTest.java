package dev.nljdbc.dialog;

import static dev.nljdbc.dialog.Dialogs.conversation;
import static dev.nljdbc.dialog.Dialogs.pending;
import static dev.nljdbc.dialog.Dialogs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.expansion.RuleBasedExpander;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Failure paths, expansion windows, pruning, the clarification seam, hostile input, memory. */
class ConversationTest {
  private final ScriptedGenerator generator = new ScriptedGenerator();

  @ParameterizedTest
  @ValueSource(strings = {"", "  ", "\n\t "})
  void emptyQuestion_is42000AndRecordsNothing(String text) {
    Conversation c = conversation(generator);
    SQLException e = assertThrows(SQLException.class, () -> c.ask(text));
    assertEquals("42000", e.getSQLState());
    assertTrue(c.turns().isEmpty());
    assertTrue(generator.requests.isEmpty());
  }

  @Test
  void nullQuestion_is42000() {
    SQLException e = assertThrows(SQLException.class, () -> conversation(generator).ask(null));
    assertEquals("42000", e.getSQLState());
  }

  @Test
  void generatorThrows_turnRecordedWithError_currentQueryKept_nextTurnWorks()
      throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn first = run(c, "Show sales in 2023");
    generator.failNext(SqlState.TIMEOUT.exception("the model took longer than 30s"));

    SQLException e = assertThrows(SQLException.class, () -> c.ask("by region"));

    assertEquals("HYT00", e.getSQLState());
    Turn failed = c.turns().get(1);
    assertEquals(TurnStatus.ERROR, failed.status());
    assertEquals("HYT00: the model took longer than 30s", failed.errorMessage());
    assertEquals("Show sales in 2023 by region", failed.expandedQuestion());
    assertTrue(failed.followUp());
    assertNull(failed.sql());
    assertEquals(first.query(), c.currentQuery());
    PendingTurn next = pending(c, "for Europe");
    assertEquals(3, next.turnNumber());
    assertEquals("Show sales in 2023 for Europe", next.request().question(),
        "the failed question is not context");
  }

  @Test
  void generatorThrowsUnchecked_isInternalErrorWithCause() throws SQLException {
    IllegalStateException bug = new IllegalStateException("bug in the generator");
    Conversation c = conversation(generator.failNext(bug));
    SQLException e = assertThrows(SQLException.class, () -> c.ask("Show sales"));
    assertEquals("XX000", e.getSQLState());
    assertSame(bug, e.getCause());
    assertFalse(e.getMessage().contains("bug in the generator"), "no internals to the user");
    assertEquals(TurnStatus.ERROR, c.turns().get(0).status());
    run(c, "Show sales");
    assertEquals(2, c.turns().size());
  }

  @Test
  void generatorReturnsNoSql_is42000() {
    Conversation blank = Conversation.builder(request -> new GeneratedQuery(" ", "", 0, null,
        null), () -> Dialogs.SCHEMA).build();
    SQLException e = assertThrows(SQLException.class, () -> blank.ask("Show sales"));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("Show sales"));
    assertEquals(TurnStatus.ERROR, blank.turns().get(0).status());
    Conversation none = Conversation.builder(request -> null, () -> Dialogs.SCHEMA).build();
    assertEquals("42000", assertThrows(SQLException.class, () -> none.ask("x")).getSQLState());
    assertEquals(TurnStatus.ERROR, none.turns().get(0).status());
  }

  @Test
  void schemaUnavailable_isRecordedAndRethrown() {
    Conversation c = Conversation.builder(generator, () -> {
      throw new SQLException("connection refused", "08001");
    }).build();
    SQLException e = assertThrows(SQLException.class, () -> c.ask("Show sales"));
    assertEquals("08001", e.getSQLState());
    assertEquals(TurnStatus.ERROR, c.turns().get(0).status());
    assertTrue(generator.requests.isEmpty());
  }

  @Test
  void failedExecution_keepsTheGeneratedSqlInHistory() throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn turn = pending(c, "Show sales");
    c.failed(turn, new SQLException("relation \"sales\" does not exist", "42P01"));
    Turn failed = c.turns().get(0);
    assertEquals(turn.sql(), failed.sql());
    assertEquals("42P01: relation \"sales\" does not exist", failed.errorMessage());
    assertNull(c.currentQuery());
  }

  @Test
  void outcomeReportedTwice_isRefused() throws SQLException {
    Conversation c = conversation(generator);
    PendingTurn turn = run(c, "Show sales");
    assertThrows(IllegalStateException.class, () -> c.completed(turn, turn.sql(), 1));
    assertThrows(IllegalStateException.class, () -> c.failed(turn, new SQLException("x")));
    assertEquals(1, c.turns().size());
  }

  @Test
  void turnOfAnotherSession_isRefused() throws SQLException {
    Conversation a = conversation(generator);
    Conversation b = conversation(generator);
    PendingTurn turn = pending(a, "Show sales");
    assertThrows(IllegalArgumentException.class, () -> b.completed(turn, turn.sql(), 1));
    assertTrue(b.turns().isEmpty());
  }

  @Test
  void maxTurnsFromConfig_prunesOldestFirst() throws SQLException {
    Conversation c = Dialogs.builder(generator)
        .config(NlConfig.of(Map.of("dialog.maxTurns", "3"))).build();
    PendingTurn last = null;
    for (int i = 1; i <= 7; i++) {
      last = run(c, "Show the sales of store " + i);
    }
    assertEquals(List.of(5, 6, 7), c.turns().stream().map(Turn::number).toList());
    assertEquals(last.query(), c.currentQuery());
  }

  @Test
  void originalQuestion_survivesPruning() throws SQLException {
    Conversation c = Dialogs.builder(generator).maxTurns(2).build();
    run(c, "Show sales in 2023");
    run(c, "by region");
    run(c, "for Europe only");
    run(c, "sorted by amount");
    assertEquals("Show sales in 2023", c.context("x").originalQuestion());
  }

  @Test
  void expansionWindow_isTheLastStandaloneQuestions_withoutErrorsOrSql() throws SQLException {
    List<List<String>> windows = new ArrayList<>();
    Conversation c = Dialogs.builder(generator)
        .config(NlConfig.of(Map.of("expansion.window", "3")))
        .expander((input, window) -> {
          windows.add(window);
          return new RuleBasedExpander().expand(input, window);
        }).build();
    run(c, "Show sales in 2023");
    run(c, "by region");
    generator.failNext(SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("no"));
    assertThrows(SQLException.class, () -> c.ask("by regoin"));
    run(c, "for Europe");
    run(c, "sorted by amount");

    pending(c, "what about 2024?");

    assertTrue(windows.stream().noneMatch(List::isEmpty), "the first, a new query, is not expanded");
    List<String> last = windows.get(windows.size() - 1);
    assertEquals(List.of("Show sales in 2023 by region",
        "Show sales in 2023 by region for Europe",
        "Show sales in 2023 by region for Europe sorted by amount"), last);
    for (List<String> w : windows) {
      assertTrue(w.stream().noneMatch(q -> q.startsWith("SELECT")), "never SQL");
    }
    assertEquals("Show sales in 2024 by region for Europe sorted by amount",
        generator.lastRequest().question());
  }

  @Test
  void expanderIsCalledOncePerFollowUp_andNotForSelfContainedNewQueries() throws SQLException {
    int[] calls = new int[1];
    Conversation c = Dialogs.builder(generator).expander((input, window) -> {
      calls[0]++;
      return new Expansion(input, false, false);
    }).build();
    run(c, "Show sales");
    run(c, "by region");
    assertEquals(1, calls[0]);
    run(c, "Show me the top 5 customers by total amount");
    assertEquals(1, calls[0], "a complete new question carries nothing over");
    run(c, "How did they do in the last quarter of 2024?");
    assertEquals(2, calls[0], "a new question that points back is expanded");
  }

  @Test
  void eachTurnStoresQueryExpansionSqlTimestampAndFollowUp() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show market trend in 2023");
    PendingTurn byRegion = run(c, "by region");

    Turn stored = c.turns().get(1);
    assertEquals("by region", stored.input());
    assertEquals("Show market trend in 2023 by region", stored.expandedQuestion());
    assertEquals(byRegion.sql(), stored.sql());
    assertEquals(Dialogs.NOON, stored.createdAt());
    assertTrue(stored.followUp());
    assertFalse(c.turns().get(0).followUp());
  }

  @Test
  void hundredKilobyteQuestion_isHandledAndStoredCut() throws SQLException {
    Conversation c = conversation(generator);
    run(c, "Show sales");
    String big = "show the sales of " + "every single store ".repeat(5_500);
    assertTrue(big.length() > 100_000);

    PendingTurn turn = pending(c, big);
    c.completed(turn, "SELECT 1", 1);

    assertTrue(big.strip().equals(turn.request().question()),
        "the question reaches the generator whole");
    Turn stored = c.turns().get(1);
    assertEquals(Turn.MAX_INPUT, stored.input().length());
    assertEquals(Turn.MAX_QUESTION, stored.expandedQuestion().length());
    assertTrue(stored.input().endsWith("..."));
    assertEquals(Turn.MAX_QUESTION, c.context("").originalQuestion().length());
  }

  @Test
  void binaryJunk_givesATurnOrADocumentedSqlException() {
    Random random = new Random(11);
    Conversation c = conversation(generator);
    for (int n = 0; n < 200; n++) {
      char[] chars = new char[1 + random.nextInt(500)];
      for (int i = 0; i < chars.length; i++) {
        chars[i] = (char) random.nextInt(Character.MAX_VALUE + 1);
      }
      String junk = new String(chars);
      try {
        Reply reply = c.ask(junk);
        if (reply instanceof Reply.Run) {
          PendingTurn turn = ((Reply.Run) reply).turn();
          c.completed(turn, turn.sql(), 0);
        }
      } catch (SQLException e) {
        assertEquals("42000", e.getSQLState(), "only the empty-question error");
      }
    }
    assertEquals(10, c.turns().size());
  }

  @Test
  void cutText_neverSplitsASurrogatePair() {
    String emoji = "\uD83D\uDE00";
    int pairAtCut = Turn.MAX_INPUT - 4;
    String text = "a".repeat(pairAtCut) + emoji + "tail".repeat(300);
    assertEquals("a".repeat(pairAtCut) + "...", Turn.cut(text, Turn.MAX_INPUT));
    String beforePair = "a".repeat(pairAtCut - 1) + emoji + "tail".repeat(300);
    assertEquals("a".repeat(pairAtCut - 1) + emoji + "...", Turn.cut(beforePair, Turn.MAX_INPUT));
  }

  @Test
  void answers_areLearnedOnlyFromATurnThatReturnedRows() throws SQLException {
    AskingStep step = new AskingStep();
    Conversation c = Dialogs.builder(generator).clarification(step).build();
    assertInstanceOf(Reply.Show.class, c.ask("Show the price by region"));
    PendingTurn empty = assertInstanceOf(Reply.Run.class, c.ask("2")).turn();
    c.completed(empty, empty.sql(), 0);
    assertTrue(step.learned.isEmpty(), "a turn that returned no rows confirms no answer");
    assertInstanceOf(Reply.Show.class, c.ask("Show the price by region"));
    PendingTurn rows = assertInstanceOf(Reply.Run.class, c.ask("2")).turn();
    c.completed(rows, rows.sql(), 4);
    assertEquals(1, step.learned.size(), "a turn that returned rows confirms its answers");
    assertEquals(Map.of("price", "option 2"), step.learned.get(0).request().resolutions());
  }

  @Test
  void clarificationStep_asks_thenResumesWithResolutions() throws SQLException {
    AskingStep step = new AskingStep();
    Conversation c = Dialogs.builder(generator).clarification(step).build();
    run(c, "Show sales in 2023");

    Reply asked = c.ask("Show the price by region");

    ResultTable questions = assertInstanceOf(Reply.Show.class, asked).table();
    assertEquals("CLARIFICATION_ID", questions.columns().get(0));
    Turn clarification = c.turns().get(1);
    assertEquals(TurnStatus.CLARIFICATION, clarification.status());
    assertEquals("Show the price by region", clarification.input());
    assertEquals(1, generator.requests.size(), "nothing generated while asking");

    PendingTurn answered = assertInstanceOf(Reply.Run.class, c.ask("2")).turn();

    assertEquals(Map.of("price", "option 2"), answered.request().resolutions());
    assertEquals("Show the price by region", answered.input());
    assertEquals(3, answered.turnNumber());
    c.completed(answered, answered.sql(), 4);
    assertEquals(List.of(TurnStatus.OK, TurnStatus.CLARIFICATION, TurnStatus.OK),
        c.turns().stream().map(Turn::status).toList());
  }

  @Test
  void aFollowUpTypedInsteadOfAnAnswer_buildsOnTheQuestionAskedAbout_notOnTheQueryBefore()
      throws SQLException {
    AskingStep step = new AskingStep();
    Conversation c = Dialogs.builder(generator).clarification(step).build();
    run(c, "Show sales in 2023");
    assertInstanceOf(Reply.Show.class, c.ask("Show the price by region"));

    assertInstanceOf(Reply.Show.class, c.ask("only the ones for Europe"), "asked about again");

    assertNull(step.asked.request().refinement(),
        "the sales query is no longer what the conversation is about");
    assertTrue(step.asked.request().question().startsWith("Show the price by region"),
        step.asked.request().question());
    assertNull(c.currentQuery());
    PendingTurn next = run(c, "Show sales in 2024");
    assertEquals(next.query(), c.currentQuery());
  }

  @Test
  void aGroupingFragmentTypedInsteadOfAnAnswer_buildsOnTheQuestionAskedAbout()
      throws SQLException {
    AskingStep step = new AskingStep();
    Conversation c = Dialogs.builder(generator).clarification(step).build();
    assertInstanceOf(Reply.Show.class, c.ask("Show the price by region"));

    assertInstanceOf(Reply.Show.class, c.ask("and by product"),
        "the fragment is no question of its own: the question asked about is asked again");

    assertEquals("Show the price by product", step.asked.request().question());
    assertEquals(Intent.REFINEMENT, c.turns().get(1).intent());
  }

  @Test
  void aWholeQuestionTypedInsteadOfAnAnswer_standsOnItsOwn() throws SQLException {
    AskingStep step = new AskingStep();
    Conversation c = Dialogs.builder(generator).clarification(step).build();
    assertInstanceOf(Reply.Show.class, c.ask("Show the price by region"));

    PendingTurn sales = assertInstanceOf(Reply.Run.class, c.ask("Show sales in 2024")).turn();

    assertEquals("Show sales in 2024", sales.request().question());
  }

  @Test
  void clarificationStep_receivesNamedAnswersInOrder_andIsAbandonedByNew()
      throws SQLException {
    AskingStep step = new AskingStep();
    Conversation c = Dialogs.builder(generator).clarification(step).build();
    c.ask("Show the price by region");

    PendingTurn answered = assertInstanceOf(Reply.Run.class,
        c.command("/answer q2=Europe, q1=last_price")).turn();

    assertEquals(List.of("q2", "q1"), List.copyOf(step.named.keySet()));
    assertEquals(Map.of("q1", "last_price", "q2", "Europe"), answered.request().resolutions());
    c.ask("Show the price by region");
    c.command("/new");
    assertNull(step.asked, "abandoned");
    assertEquals("42000", assertThrows(SQLException.class,
        () -> c.command("/answer q1=x")).getSQLState());
  }

  @Test
  void typicalSessionsStayUnderOneHundredKilobytes() throws SQLException {
    long perSession = bytesPerSession(300, c -> {
      String[] questions = {"Show the total sales per store in 2023", "by region",
          "for Europe only", "what about 2024?", "sort by total descending",
          "Show me all products with their categories", "only the expensive ones",
          "limit 20", "Show customers who ordered last month", "by country"};
      for (String q : questions) {
        PendingTurn t = pending(c, q);
        c.completed(t, t.sql() + " /* tenant filter added */", 42);
      }
    }, new ScriptedGenerator());
    assertTrue(perSession < 100_000, "about " + perSession + " bytes per session");
  }

  @Test
  void sessionWithHugeInputsStaysUnderOneHundredKilobytes() throws SQLException {
    String huge = "show the figures of " + "x".repeat(64 * 1024);
    long perSession = bytesPerSession(40, c -> {
      for (int i = 0; i < 10; i++) {
        PendingTurn t = pending(c, huge + i);
        c.completed(t, "SELECT COUNT(*) FROM figures", 1);
      }
    }, request -> new GeneratedQuery("SELECT COUNT(*) FROM figures", "counts", 1, null, null));
    assertTrue(perSession < 100_000, "about " + perSession + " bytes per session");
  }

  interface Filler {
    void fill(Conversation c) throws SQLException;
  }

  /** Rough retained heap per filled conversation, from the heap in use before and after. */
  private static long bytesPerSession(int sessions, Filler filler, SqlGenerator generator)
      throws SQLException {
    List<Conversation> kept = new ArrayList<>(sessions);
    long before = usedHeap();
    for (int i = 0; i < sessions; i++) {
      Conversation c = Conversation.builder(generator, () -> Dialogs.SCHEMA).build();
      filler.fill(c);
      kept.add(c);
    }
    if (generator instanceof ScriptedGenerator) {
      ((ScriptedGenerator) generator).requests.clear();
    }
    long after = usedHeap();
    assertEquals(sessions, kept.size());
    return Math.max(0, after - before) / sessions;
  }

  private static long usedHeap() {
    Runtime rt = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      System.gc();
      used = Math.min(used, rt.totalMemory() - rt.freeMemory());
    }
    return used;
  }

  /**
   * Asks about questions mentioning a price; takes "N" or /answer as the answer, and drops the
   * question for a text of several words.
   */
  private static final class AskingStep implements ClarificationStep {
    Draft asked;
    Map<String, String> named;
    final List<Draft> learned = new ArrayList<>();

    @Override
    public void completed(Draft draft) {
      learned.add(draft);
    }

    @Override
    public Review review(Draft draft) {
      if (draft.request().question().toLowerCase().contains("price")) {
        asked = draft;
        List<Object[]> rows = new ArrayList<>();
        rows.add(new Object[] {"c1", "q1", "Which price?", "multiple_choice",
            "bid | ask | last", "column_ambiguity", "critical"});
        return new Review.Ask(draft, new ResultTable(List.of("CLARIFICATION_ID", "QUESTION_ID",
            "QUESTION", "KIND", "OPTIONS", "AMBIGUITY", "SEVERITY"), List.of(Types.VARCHAR,
            Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.VARCHAR,
            Types.VARCHAR), rows));
      }
      return new Review.Proceed(draft);
    }

    @Override
    public Review answer(String text) {
      if (asked == null) {
        return null;
      }
      if (text.strip().contains(" ")) {
        asked = null;
        return null;
      }
      Draft draft = asked.withResolutions(Map.of("price", "option " + text));
      asked = null;
      return new Review.Proceed(draft);
    }

    @Override
    public Review answer(Map<String, String> answers) throws SQLException {
      if (asked == null) {
        return ClarificationStep.super.answer(answers);
      }
      named = answers;
      Draft draft = asked.withResolutions(answers);
      asked = null;
      return new Review.Proceed(draft);
    }

    @Override
    public void abandon() {
      asked = null;
    }
  }
}
