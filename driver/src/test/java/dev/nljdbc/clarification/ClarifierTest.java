package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialog.ClarificationStep.Draft;
import dev.nljdbc.dialog.ClarificationStep.Review;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClarifierTest {
  private static final Ambiguity PRICE = new Ambiguity(AmbiguityType.COLUMN_AMBIGUITY, "price",
      null, "Which price?", QuestionKind.MULTIPLE_CHOICE, List.of("bid_price", "ask_price"), false,
      Severity.CRITICAL, Ambiguity.Rewrite.PICK, null);
  private static final Ambiguity RECENT = new Ambiguity(AmbiguityType.VAGUE_TERM, "recent",
      "recent", "What period?", QuestionKind.DATE_RANGE, List.of(), true, Severity.IMPORTANT,
      Ambiguity.Rewrite.PERIOD, null);
  private static final Ambiguity MEANING = new Ambiguity(AmbiguityType.VAGUE_TERM, "month",
      "month", "What do you mean by 'month'?", QuestionKind.MULTIPLE_CHOICE,
      List.of("orders.total_amount", "orders.discount_amount"), true, Severity.CRITICAL,
      Ambiguity.Rewrite.MEANING, null);
  private static final Ambiguity WHAT = new Ambiguity(AmbiguityType.INTENT, "show me data",
      null, "Which table?", QuestionKind.MULTIPLE_CHOICE, List.of("orders", "shipments"), false,
      Severity.CRITICAL, Ambiguity.Rewrite.SOURCE, null);

  /** Finds PRICE in questions with "price", RECENT with "recent", WHAT without "from". */
  private static final Detector RULES = subject -> {
    List<Ambiguity> found = new ArrayList<>();
    String t = subject.text();
    if (t.contains("data") && !t.contains(" from ")) {
      return List.of(WHAT);
    }
    if (t.contains("price")) {
      found.add(PRICE);
    }
    if (t.contains("recent")) {
      found.add(RECENT);
    }
    if (t.contains("by month")) {
      found.add(MEANING);
    }
    return found;
  };

  private final MutableClock clock = new MutableClock();
  private final StateStore store = StateStore.forUrl("jdbc:h2:mem:clarifier_test_"
      + System.nanoTime() + ";DB_CLOSE_DELAY=-1");

  private Clarifier clarifier(String session, String user) {
    return new Clarifier(RULES, store, session, user, user == null ? "sa" : user,
        () -> RewriterTest.EMPTY, null, Duration.ofMinutes(15), clock, new PipelineMetrics());
  }

  private static ResultTable asked(Review review) {
    return assertInstanceOf(Review.Ask.class, review).questions();
  }

  private static Draft proceeded(Review review) {
    return assertInstanceOf(Review.Proceed.class, review).draft();
  }

  @Test
  void clearQuestion_proceedsUntouched() throws SQLException {
    Draft d = RewriterTest.draft("how many orders");
    assertEquals(d, proceeded(clarifier("s", null).review(d)));
  }

  @Test
  void ask_thenAnswerByNumber_resolvesAndMarksTheStore() throws SQLException {
    Clarifier c = clarifier("s", null);
    ResultTable table = asked(c.review(RewriterTest.draft("show the price")));
    assertEquals(ClarificationTable.COLUMNS, table.columns());
    Object[] row = table.rows().get(0);
    assertEquals("bid_price | ask_price", row[4]);
    String id = (String) row[0];
    assertEquals(StateStore.PENDING, store.status(id));
    Draft d = proceeded(c.answer("2"));
    assertEquals(Map.of("price", "ask_price"), d.request().resolutions());
    assertEquals(StateStore.ANSWERED, store.status(id));
    assertNull(c.answer("2"), "nothing pending any more");
  }

  @Test
  void twoQuestions_answeredOneByOne_orTogether() throws SQLException {
    Clarifier c = clarifier("s", null);
    ResultTable both = asked(c.review(RewriterTest.draft("recent price")));
    assertEquals(2, both.rows().size());
    ResultTable rest = asked(c.answer("ask_price"));
    assertEquals(1, rest.rows().size());
    assertEquals("q2", rest.rows().get(0)[1]);
    assertEquals(both.rows().get(0)[0], rest.rows().get(0)[0], "same clarification");
    Draft d = proceeded(c.answer("today"));
    assertEquals("price today", d.request().question());

    asked(c.review(RewriterTest.draft("recent price")));
    Draft together = proceeded(c.answer("1; this month"));
    assertEquals(Map.of("price", "bid_price"), together.request().resolutions());
    assertEquals("price this month", together.request().question());
  }

  @Test
  void secondRound_asksWhatTheFirstAnswerRevealed_andStopsAfterTwo() throws SQLException {
    Clarifier c = clarifier("s", null);
    asked(c.review(RewriterTest.draft("show me recent data")));
    ResultTable second = asked(c.answer("orders"));
    assertEquals("vague_term", second.rows().get(0)[5]);
    Draft d = proceeded(c.answer("last 7 days"));
    assertEquals("show me data from orders last 7 days", d.request().question());
    assertTrue(d.note().contains("show me data = orders"), d.note());
  }

  @Test
  void newQuestion_dropsThePendingClarification_insteadOfBeingReadAsAnAnswer()
      throws SQLException {
    Clarifier c = clarifier("s", null);
    asked(c.review(RewriterTest.draft("show the price")));
    assertNull(c.answer("how many orders were placed last month?"));
    String notice = c.takeDropped();
    assertTrue(notice.startsWith("clarification dropped") && notice.contains("show the price"),
        notice);
    assertNull(c.takeDropped());
    assertNull(c.answer("2"));
    assertNull(c.takeDropped());
  }

  @Test
  void aQuestionOfItsOwn_isNoAnswerToAQuestionThatTakesOtherWords() throws SQLException {
    for (String question : List.of("Who are our top 10 customers by revenue?",
        "average order value by region", "cancelled orders this year",
        "How many orders did we get last week?", "show me orders")) {
      Clarifier c = clarifier("s", null);
      asked(c.review(RewriterTest.draft("show revenue by month for 2025")));
      assertNull(c.answer(question), question);
      assertTrue(c.takeDropped().startsWith("clarification dropped"), question);
      assertNull(c.answer("1"), "nothing is pending after " + question);
    }
  }

  @Test
  void anOptionOrWordsOfTheOfferedKind_stillAnswer() throws SQLException {
    Clarifier c = clarifier("s", null);
    asked(c.review(RewriterTest.draft("show revenue by month for 2025")));
    assertTrue(proceeded(c.answer("total amount")).request().question().contains("total"));
    asked(c.review(RewriterTest.draft("show revenue by month for 2025")));
    proceeded(c.answer("net sales"));
    assertNull(c.takeDropped());
    asked(c.review(RewriterTest.draft("show the recent orders")));
    proceeded(c.answer("last 7 days"));
  }

  @Test
  void preview_asksWhatReviewWouldAsk_andKeepsNothing() throws SQLException {
    Clarifier c = clarifier("s", null);
    ResultTable would = asked(c.preview(RewriterTest.draft("show the price")));
    assertEquals("Which price?", would.rows().get(0)[2]);
    assertNull(c.answer("2"), "a preview leaves no clarification pending");
    assertNull(c.takeDropped());
    proceeded(c.preview(RewriterTest.draft("how many orders")));
    asked(c.review(RewriterTest.draft("show the price")));
    asked(c.preview(RewriterTest.draft("show the price")));
    assertEquals("bid_price", proceeded(c.answer("1")).request().resolutions().get("price"),
        "a preview leaves the pending clarification as it was");
  }

  @Test
  void answeredClarification_leavesNoDroppedNotice() throws SQLException {
    Clarifier c = clarifier("s", null);
    asked(c.review(RewriterTest.draft("show the price")));
    c.answer("2");
    assertNull(c.takeDropped());
  }

  @Test
  void aQuestionNamingAPeriod_whileAPeriodIsAsked_isAQuestionOfItsOwn() throws SQLException {
    Clarifier c = clarifier("s", null);
    asked(c.review(RewriterTest.draft("total amount of the recent orders")));
    assertNull(c.answer("how many claims were reported this year?"),
        "a question of its own, not the period asked for");
    assertTrue(c.takeDropped() != null, "dropped with the warning");
    asked(c.review(RewriterTest.draft("total amount of the recent orders")));
    proceeded(c.answer("this year please"));
  }

  @Test
  void badAnswer_isRefused_andTheQuestionStaysOpen() throws SQLException {
    Clarifier c = clarifier("s", null);
    asked(c.review(RewriterTest.draft("show the price")));
    assertEquals("42000", assertThrows(SQLException.class, () -> c.answer("9")).getSQLState());
    assertEquals("42000", assertThrows(SQLException.class,
        () -> c.answer(Map.of("q7", "1"))).getSQLState());
    assertEquals("bid_price", proceeded(c.answer(Map.of("q1", "bid price")))
        .request().resolutions().get("price"));
  }

  @Test
  void expiredClarification_saysSo_thenLetsTheNextQuestionThrough() throws SQLException {
    Clarifier c = clarifier("s", null);
    String id = (String) asked(c.review(RewriterTest.draft("show the price"))).rows().get(0)[0];
    clock.advance(Duration.ofMinutes(16));
    SQLException e = assertThrows(SQLException.class, () -> c.answer("2"));
    assertTrue(e.getMessage().contains(id + " expired"), e.getMessage());
    assertEquals(StateStore.EXPIRED, store.status(id));
    assertNull(c.answer("show me orders"));
  }

  @Test
  void learning_threeSuccessfulAnswers_resolveTheFourthWithoutAsking() throws SQLException {
    Clarifier c = clarifier("s", null);
    for (int i = 0; i < 3; i++) {
      asked(c.review(RewriterTest.draft("show the price")));
      c.completed(proceeded(c.answer("ask_price")));
    }
    Draft d = proceeded(c.review(RewriterTest.draft("show the price")));
    assertEquals("ask_price", d.request().resolutions().get("price"));
    assertEquals("auto-resolved from your earlier answers: price = ask_price", d.note());
    asked(clarifier("other", "bob").review(RewriterTest.draft("show the price")));
  }

  @Test
  void learning_isPerLearner_soAnotherLearnerIsStillAsked() throws SQLException {
    Clarifier c = new Clarifier(RULES, store, "s", null, "connection:s",
        () -> RewriterTest.EMPTY, null, Duration.ofMinutes(15), clock, new PipelineMetrics());
    for (int i = 0; i < 3; i++) {
      asked(c.review(RewriterTest.draft("show the price")));
      c.completed(proceeded(c.answer("ask_price")));
    }
    proceeded(c.review(RewriterTest.draft("show the price")));
    Clarifier other = new Clarifier(RULES, store, "t", null, "connection:t",
        () -> RewriterTest.EMPTY, null, Duration.ofMinutes(15), clock, new PipelineMetrics());
    asked(other.review(RewriterTest.draft("show the price")));
  }

  @Test
  void answersWhoseQueryFailed_areNotLearned() throws SQLException {
    Clarifier c = clarifier("s", null);
    for (int i = 0; i < 4; i++) {
      asked(c.review(RewriterTest.draft("show the price")));
      proceeded(c.answer("ask_price"));
    }
    asked(c.review(RewriterTest.draft("show the price")));
  }

  @Test
  void reconnect_sameUserAnswers_otherUserDoesNot() throws SQLException {
    Clarifier first = clarifier("s1", "alice");
    asked(first.review(RewriterTest.draft("show the price")));
    first.detach();
    assertNull(clarifier("s2", "bob").answer("2"));
    assertNull(clarifier("s3", "alice").answer("show me all orders"), "free text is a turn");
    Draft d = proceeded(clarifier("s4", "alice").answer("2"));
    assertEquals("ask_price", d.request().resolutions().get("price"));
    assertEquals("s4", d.sessionId());
  }

  @Test
  void abandonAndAnonymousDetach_closeTheClarification() throws SQLException {
    Clarifier c = clarifier("s", null);
    String id = (String) asked(c.review(RewriterTest.draft("show the price"))).rows().get(0)[0];
    c.abandon();
    assertEquals(StateStore.ABANDONED, store.status(id));
    String second = (String) asked(c.review(RewriterTest.draft("show the price"))).rows()
        .get(0)[0];
    c.detach();
    assertEquals(StateStore.ABANDONED, store.status(second));
  }

  private static final class MutableClock extends Clock {
    private Instant now = Instant.parse("2026-11-21T12:00:00Z");

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
