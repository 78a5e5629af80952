package dev.nljdbc.it.clarification;

import static dev.nljdbc.it.clarification.Clarified.count;
import static dev.nljdbc.it.clarification.Clarified.isData;
import static dev.nljdbc.it.clarification.Clarified.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.metrics.PipelineMetrics.ClarificationEvent;
import dev.nljdbc.server.NljdbcServer;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The clarification loop of SPEC §3 through JDBC on the embedded demo, in-process and remote:
 * question, clarification result set, answer by number, text or {@code /answer}, data. Each test
 * has its own state store, so learned answers never leak between tests.
 */
class ClarificationLoopIT {
  private static final String PRICE = "Show me the price for AAPL";
  private static final List<NljdbcServer> SERVERS = new ArrayList<>();

  @AfterAll
  static void stopServers() {
    SERVERS.forEach(NljdbcServer::stop);
  }

  /** A connection to the demo with these nljdbc settings, in-process or through a server. */
  private static NlAssert connect(String mode, String... settings) throws SQLException {
    List<String> config = new ArrayList<>(List.of(settings));
    config.add("state.url=" + Clarified.freshStateUrl("loop"));
    if (mode.equals("remote")) {
      NljdbcServer server = TestServers.start(null, String.join("\n", config), null);
      SERVERS.add(server);
      Clarified.watch(server.pipelineMetrics());
      return NlAssert.connect(TestServers.nlUrl(server));
    }
    Properties p = new Properties();
    for (String s : config) {
      p.setProperty(s.substring(0, s.indexOf('=')), s.substring(s.indexOf('=') + 1));
    }
    return NlAssert.connect("jdbc:nl:demo", p);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void ambiguousColumn_isAskedBack_thenAnswerByNumberRunsTheChoice(String mode)
      throws SQLException {
    long asked = count(ClarificationEvent.ASKED);
    long answered = count(ClarificationEvent.ANSWERED);
    try (NlAssert nl = connect(mode)) {
      try (Statement s = nl.connection().createStatement(); ResultSet rs = s.executeQuery(PRICE)) {
        ResultSetMetaData md = rs.getMetaData();
        List<String> labels = new ArrayList<>();
        for (int i = 1; i <= md.getColumnCount(); i++) {
          labels.add(md.getColumnLabel(i));
          assertEquals(Types.VARCHAR, md.getColumnType(i), md.getColumnLabel(i));
        }
        assertEquals(Clarified.COLUMNS, labels);
        assertTrue(rs.next());
        assertTrue(rs.getString("CLARIFICATION_ID").startsWith("clf_"));
        assertEquals("q1", rs.getString("QUESTION_ID"));
        assertTrue(rs.getString("QUESTION").contains("price"), rs.getString("QUESTION"));
        assertEquals("multiple_choice", rs.getString("KIND"));
        assertEquals("bid_price | ask_price | last_price", rs.getString("OPTIONS"));
        assertEquals("column_ambiguity", rs.getString("AMBIGUITY"));
        assertEquals("critical", rs.getString("SEVERITY"));
        assertFalse(rs.next());
      }
      isData(nl.ask("2")).hasSomeRows().returnsColumns("ask_price").sqlContains("ask_price")
          .sqlContains("'AAPL'");
      List<Object> statuses = nl.ask("/history").values("STATUS");
      assertEquals(List.of("clarification", "ok"), statuses);
      assertTrue(nl.ask("/history").values("EXPANDED_QUESTION").get(1).toString()
          .contains("price = ask_price"));
    }
    assertTrue(count(ClarificationEvent.ASKED) > asked);
    assertTrue(count(ClarificationEvent.ANSWERED) > answered);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void answerByOptionText_andByAnswerCommand(String mode) throws SQLException {
    try (NlAssert nl = connect(mode)) {
      Map<String, Object> value = single(nl.ask("show me the value of shipments"),
          "column_ambiguity");
      assertEquals("declared_value | insured_value", value.get("options"));
      isData(nl.ask("insured_value")).returnsColumns("insured_value").sqlContains("insured_value");

      Map<String, Object> region = single(nl.ask("show me orders for a specific region"),
          "missing_filter");
      assertTrue(region.get("options").toString().contains("Europe"), region.toString());
      isData(nl.ask("/answer q1=Europe")).hasSomeRows().sqlContains("'Europe'");

      single(nl.ask(PRICE), "column_ambiguity");
      isData(nl.ask("last price")).returnsColumns("last_price");
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void twoRounds_intentThenVagueTerm(String mode) throws SQLException {
    try (NlAssert nl = connect(mode)) {
      Map<String, Object> first = single(nl.ask("show me recent stuff"), "intent");
      assertTrue(first.get("options").toString().contains("shipments"), first.toString());
      Map<String, Object> second = single(nl.ask("shipments"), "vague_term");
      assertEquals("date_range", second.get("kind"));
      assertNotEquals(first.get("clarification_id"), second.get("clarification_id"));
      isData(nl.ask("last 30 days")).hasSomeRows().sqlContains("shipments")
          .sqlContains("shipped_date");
      assertEquals(List.of("clarification", "clarification", "ok"),
          nl.ask("/history").values("STATUS"));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void explicitQuestions_areNeverAskedBack(String mode) throws SQLException {
    long asked = count(ClarificationEvent.ASKED);
    try (NlAssert nl = connect(mode)) {
      isData(nl.ask("Show the declared value of shipments")).returnsColumns("declared_value");
      isData(nl.ask("/new show the last price for AAPL")).returnsColumns("last_price");
      isData(nl.ask("/new how many orders per status")).returnsColumns("status");
      isData(nl.ask("/new show me orders in the last 7 days")).sqlContains("order_date");
      isData(nl.ask("/new top 5 customers by total amount")).hasRows(5);
    }
    if (mode.equals("in-process")) {
      assertEquals(asked, count(ClarificationEvent.ASKED));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void badAnswers_areAskedAgainWithAClearMessage_andTheSessionStaysIntact(String mode)
      throws SQLException {
    try (NlAssert nl = connect(mode)) {
      single(nl.ask(PRICE), "column_ambiguity");
      String outOfRange = nl.ask("7").failsWith("42000").error().getMessage();
      assertTrue(outOfRange.contains("not an option number")
          && outOfRange.contains("from 1 to 3"), outOfRange);
      String junk = nl.ask("banana split").failsWith("42000").error().getMessage();
      assertTrue(junk.contains("bid_price | ask_price | last_price"), junk);
      isData(nl.ask("3")).returnsColumns("last_price");
      assertEquals(List.of("clarification", "ok"), nl.ask("/history").values("STATUS"));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void sqlAndNew_abandonThePendingClarification(String mode) throws SQLException {
    long abandoned = count(ClarificationEvent.ABANDONED);
    try (NlAssert nl = connect(mode)) {
      single(nl.ask(PRICE), "column_ambiguity");
      nl.ask("SELECT 1 AS one").columnValues("one", 1);
      assertTrue(nl.ask("/answer q1=2").failsWith("42000").error().getMessage()
          .contains("no pending clarification"));
      single(nl.ask(PRICE), "column_ambiguity");
      nl.ask("/new").succeeded();
      nl.ask("/answer q1=2").failsWith("42000");
    }
    assertTrue(count(ClarificationEvent.ABANDONED) >= abandoned + 2);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void droppedClarification_isToldWithAWarning_once(String mode) throws SQLException {
    try (NlAssert nl = connect(mode)) {
      single(nl.ask(PRICE), "column_ambiguity");
      try (Statement s = nl.connection().createStatement();
          ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
        assertTrue(rs.next());
        String notice = dropped(s.getWarnings());
        assertTrue(notice != null && notice.contains("clarification dropped")
            && notice.contains(PRICE), String.valueOf(notice));
        assertEquals(notice, dropped(s.getWarnings()));
      }
      single(nl.ask(PRICE), "column_ambiguity");
      try (Statement s = nl.connection().createStatement();
          ResultSet rs = s.executeQuery("/new how many orders per status")) {
        assertTrue(rs.next());
        assertTrue(String.valueOf(dropped(s.getWarnings())).contains(PRICE));
      }
      try (Statement s = nl.connection().createStatement();
          ResultSet rs = s.executeQuery("SELECT 2 AS two")) {
        assertTrue(rs.next());
        assertEquals(null, dropped(s.getWarnings()));
      }
    }
  }

  /** The message of the dropped-clarification warning in a chain, or null. */
  private static String dropped(SQLWarning chain) {
    for (SQLWarning w = chain; w != null; w = w.getNextWarning()) {
      if (w.getMessage().startsWith("clarification dropped")) {
        assertEquals("01000", w.getSQLState());
        return w.getMessage();
      }
    }
    return null;
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void pendingClarification_expires_withAClearMessage(String mode) throws Exception {
    long expired = count(ClarificationEvent.EXPIRED);
    try (NlAssert nl = connect(mode, "clarify.expiry=1s")) {
      Object id = single(nl.ask(PRICE), "column_ambiguity").get("clarification_id");
      Thread.sleep(1_500);
      String message = nl.ask("2").failsWith("42000").error().getMessage();
      assertTrue(message.contains(id + " expired") && message.contains("1 second"), message);
      isData(nl.ask("show the last price for AAPL")).returnsColumns("last_price");
    }
    assertTrue(count(ClarificationEvent.EXPIRED) > expired);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"in-process", "remote"})
  void learning_afterThreeAnswers_theFourthIsResolvedSilently(String mode) throws SQLException {
    long auto = count(ClarificationEvent.AUTO_RESOLVED);
    try (NlAssert nl = connect(mode)) {
      for (int i = 0; i < 3; i++) {
        single(nl.ask(PRICE), "column_ambiguity");
        isData(nl.ask("ask_price")).returnsColumns("ask_price");
      }
      isData(nl.ask(PRICE)).returnsColumns("ask_price").sqlContains("ask_price");
      List<Object> questions = nl.ask("/history").values("EXPANDED_QUESTION");
      String last = questions.get(questions.size() - 1).toString();
      assertTrue(last.contains("auto-resolved from your earlier answers: price = ask_price"),
          last);
      single(nl.ask("/new show me the value of shipments"), "column_ambiguity");
    }
    assertTrue(count(ClarificationEvent.AUTO_RESOLVED) > auto);
  }
}
