package dev.nljdbc.it.clarification;

import static dev.nljdbc.it.clarification.Clarified.isData;
import static dev.nljdbc.it.clarification.Clarified.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * The state store: on PostgreSQL (tables created in a scratch schema, dropped afterwards), and
 * a pending clarification that survives a remote reconnect by the same user but not another's.
 */
class ClarificationStateIT {
  private static final String PRICE = "Show me the price for AAPL";
  /** Successful answers after which the same question is resolved without asking. */
  private static final int LEARNED_AFTER = 3;

  @Test
  void postgresStateStore_keepsPendingClarificationsAndLearnedAnswers() throws SQLException {
    try (TestDatabases.Scratch state = TestDatabases.scratch(Kind.POSTGRESQL)) {
      try (NlAssert nl = NlAssert.connect("jdbc:nl:demo",
          NlAssert.props("state.url", state.url()))) {
        Object id = single(nl.ask(PRICE), "column_ambiguity").get("clarification_id");
        assertEquals("pending", one(state, "SELECT status FROM clarification_sessions"
            + " WHERE clarification_id = '" + id + "'"));
        isData(nl.ask("bid_price")).returnsColumns("bid_price");
        assertEquals("answered", one(state, "SELECT status FROM clarification_sessions"
            + " WHERE clarification_id = '" + id + "'"));
        assertEquals("bid_price|1|true|column_ambiguity|price", one(state,
            "SELECT user_response || '|' || frequency || '|' || resulted_in_success || '|'"
                + " || ambiguity_type || '|' || term FROM clarification_patterns"));
        single(nl.ask(PRICE), "column_ambiguity");
        isData(nl.ask("1")).returnsColumns("bid_price");
        assertEquals("2", one(state, "SELECT frequency FROM clarification_patterns"));
      }
    }
  }

  @Test
  void withoutAuthentication_learnedAnswersStayWithTheirConnection_unlessSharingIsOn()
      throws SQLException {
    try (TestDatabases.Scratch state = TestDatabases.scratch(Kind.POSTGRESQL)) {
      try (NlAssert teacher = NlAssert.connect("jdbc:nl:demo",
          NlAssert.props("state.url", state.url()))) {
        for (int i = 0; i < LEARNED_AFTER; i++) {
          single(teacher.ask(PRICE), "column_ambiguity");
          isData(teacher.ask("bid_price")).returnsColumns("bid_price").hasSomeRows();
        }
        isData(teacher.ask(PRICE)).returnsColumns("bid_price");
        try (NlAssert other = NlAssert.connect("jdbc:nl:demo",
            NlAssert.props("state.url", state.url()))) {
          single(other.ask(PRICE), "column_ambiguity");
        }
      }
      try (NlAssert teacher = NlAssert.connect("jdbc:nl:demo",
          NlAssert.props("state.url", state.url(), "clarify.shareLearned", "true"))) {
        for (int i = 0; i < LEARNED_AFTER; i++) {
          single(teacher.ask(PRICE), "column_ambiguity");
          isData(teacher.ask("ask_price")).returnsColumns("ask_price").hasSomeRows();
        }
        try (NlAssert sharing = NlAssert.connect("jdbc:nl:demo",
            NlAssert.props("state.url", state.url(), "clarify.shareLearned", "true"))) {
          isData(sharing.ask(PRICE)).returnsColumns("ask_price");
        }
      }
    }
  }

  @Test
  void remoteReconnect_theSameUserAnswersThePendingClarification_anotherUserCannot()
      throws SQLException {
    NljdbcServer server = TestServers.start(null, String.join("\n", "tenant.column=corp_id",
        "state.url=" + Clarified.freshStateUrl("reconnect")),
        String.join("\n", "alice,105,alice-secret", "bob,110,bob-secret"));
    String url = TestServers.nlUrl(server);
    try {
      Object id;
      try (NlAssert alice = NlAssert.connect(url,
          TestServers.credentials("alice", "alice-secret"))) {
        id = single(alice.ask(PRICE), "column_ambiguity").get("clarification_id");
      }
      try (NlAssert bob = NlAssert.connect(url, TestServers.credentials("bob", "bob-secret"))) {
        NlAssert.Answer notHis = bob.ask("2");
        assertTrue(notHis.error() != null || notHis.rows().isEmpty()
            || !notHis.rows().get(0).containsKey("ask_price"),
            "bob must not answer alice's clarification");
        assertTrue(bob.ask("/answer id=" + id + ", q1=2").failsWith("42000").error()
            .getMessage().contains("no clarification"));
      }
      try (NlAssert alice = NlAssert.connect(url,
          TestServers.credentials("alice", "alice-secret"))) {
        isData(alice.ask("2")).returnsColumns("ask_price").hasSomeRows();
        assertFalse(alice.ask("/history").values("EXPANDED_QUESTION").isEmpty());
      }
      try (NlAssert alice = NlAssert.connect(url,
          TestServers.credentials("alice", "alice-secret"))) {
        Object second = single(alice.ask(PRICE), "column_ambiguity").get("clarification_id");
        try (NlAssert again = NlAssert.connect(url,
            TestServers.credentials("alice", "alice-secret"))) {
          isData(again.ask("/answer id=" + second + ", q1=last_price"))
              .returnsColumns("last_price");
        }
      }
    } finally {
      server.stop();
    }
  }

  private static String one(TestDatabases.Scratch state, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(state.url());
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      assertTrue(rs.next(), sql);
      String value = rs.getString(1);
      assertFalse(rs.next(), "one row expected: " + sql);
      return value;
    }
  }
}
