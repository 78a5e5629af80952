package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.semantic.LearnedAnswer;
import dev.nljdbc.server.NljdbcCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * Words the engine cannot place (asked about, then learned) and the linking of a semantic
 * model's names, end to end on the generalisation schemas on PostgreSQL: each answer compared
 * with SQL written by hand, run through nljdbc with the same tenant.
 */
class WordLinkingIT {

  @Test
  void anUnplacedWord_isAsked_thenLearned_andFailsHonestlyWithoutClarification()
      throws Exception {
    String state = "jdbc:h2:mem:wordlinking_" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("support"))) {
      try (Connection nl = connect(db, "support", false, state, true);
          Connection gold = connect(db, "support", false, null, false)) {
        Rows asked = run(nl, "show the escalations");
        assertEquals("CLARIFICATION_ID", asked.labels().get(0));
        List<String> question = asked.rows().get(0);
        assertEquals("vague_term", question.get(asked.labels().indexOf("AMBIGUITY")));
        assertTrue(question.get(asked.labels().indexOf("QUESTION")).contains("escalations"));
        assertTrue(List.of(question.get(asked.labels().indexOf("OPTIONS")).split(" \\| "))
            .contains("tickets (table tickets)"), question.toString());

        Rows answered = run(nl, "tickets.prio = 'urgent'");
        assertTrue(answered.matches(run(gold,
            "SELECT * FROM tickets WHERE prio = 'urgent'"), false), answered.toString());

        Rows again = run(nl, "/new how many escalations are there?");
        assertTrue(again.matches(run(gold,
            "SELECT count(*) FROM tickets WHERE prio = 'urgent'"), false), again.toString());
        Rows perAgent = run(nl, "/new number of escalations per agent");
        assertTrue(perAgent.matches(run(gold, "SELECT a.agent_nm, count(*) FROM tickets t"
            + " JOIN agents a ON a.agent_id = t.agent_id WHERE t.prio = 'urgent'"
            + " GROUP BY a.agent_id, a.agent_nm"), false), perAgent.toString());
      }
      assertTrue(LearnedAnswer.read(state, null).stream().anyMatch(a ->
          a.term().equals("escalations") && a.answer().equals("tickets.prio = 'urgent'")));
      Properties otherTenant = properties("support", state, true);
      otherTenant.setProperty("tenant.value", "2");
      try (Connection other = DriverManager.getConnection(db.nlUrl(), otherTenant)) {
        assertEquals("CLARIFICATION_ID", run(other, "show the escalations").labels().get(0));
      }
      try (Connection plain = connect(db, "support", false, state, false)) {
        SQLException e = assertThrows(SQLException.class,
            () -> run(plain, "show the escalations"));
        assertEquals("42000", e.getSQLState());
        assertTrue(e.getMessage().contains("escalations"), e.getMessage());
      }

      Path draft = Files.createTempFile("wordlinking", ".yaml");
      try {
        assertEquals(0, NljdbcCommand.commandLine().execute("model", "draft", "--target",
            db.url(), "--learned", "--state", state, "--name", "support", "--output",
            draft.toString()));
        String yaml = Files.readString(draft);
        assertTrue(yaml.contains("escalations") && yaml.contains("prio = 'urgent'"), yaml);
        Properties p = properties("support", state, false);
        p.setProperty("semantic.model", draft.toString());
        try (Connection modelled = DriverManager.getConnection(db.nlUrl(), p);
            Connection gold = connect(db, "support", false, null, false)) {
          Rows rows = run(modelled, "show the escalations");
          assertTrue(rows.matches(run(gold, "SELECT * FROM tickets WHERE prio = 'urgent'"),
              false), rows.toString());
        }
      } finally {
        Files.deleteIfExists(draft);
      }
    }
  }

  @Test
  void aMetricNamedByOneWordOfItsName_doesNotCompeteWithTheColumn() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("clinic"));
        Connection nl = connect(db, "clinic", true, null, true);
        Connection gold = connect(db, "clinic", false, null, false)) {
      Rows top = run(nl, "top 3 patients by total fees");
      assertTrue(top.matches(run(gold, "SELECT p.full_nm FROM patients p JOIN appointments a"
          + " ON a.pat_id = p.pat_id GROUP BY p.pat_id, p.full_nm"
          + " ORDER BY sum(a.fee_amt) DESC LIMIT 3"), true), top.toString());
      Rows average = run(nl, "/new average fee");
      assertTrue(average.matches(run(gold, "SELECT avg(fee_amt) FROM appointments"), false),
          average.toString());
    }
  }

  @Test
  void aMetricWithAPeriod_isOneTotal() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("rentals"));
        Connection nl = connect(db, "rentals", true, null, true);
        Connection gold = connect(db, "rentals", false, null, false)) {
      Rows total = run(nl, "total late fees this year");
      assertTrue(total.matches(run(gold, "SELECT sum(late_fee) FROM payments"
          + " WHERE extract(year FROM due_dt) = extract(year FROM CURRENT_DATE)"), false),
          total.toString());
    }
  }

  @Test
  void aComputedFieldNamedByPartOfItsName_doesNotCompeteWithTheColumn_itsSynonymNamesIt() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("support"));
        Connection nl = connect(db, "support", true, null, true);
        Connection gold = connect(db, "support", false, null, false)) {
      Rows none = run(nl, "tickets without a first response");
      assertTrue(!none.labels().isEmpty() && !none.labels().get(0).equals("CLARIFICATION_ID"),
          none.toString());
      Rows late = run(nl, "/new tickets with a response time over 40");
      assertTrue(late.matches(run(gold, "SELECT * FROM tickets WHERE"
          + " EXTRACT(EPOCH FROM (first_resp_at - created_at)) / 3600 > 40"), false),
          late.toString());
    }
  }

  @Test
  void aStoredValueTypedAsIs_beatsAValueSynonymThatDoesNotUseIt() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("support"));
        Connection nl = connect(db, "support", true, null, true);
        Connection gold = connect(db, "support", false, null, false)) {
      Rows open = run(nl, "show open tickets");
      assertTrue(open.matches(run(gold, "SELECT * FROM tickets WHERE status = 'open'"), false),
          open.toString());
      Rows unresolved = run(nl, "/new how many unresolved tickets are there?");
      assertTrue(unresolved.matches(run(gold,
          "SELECT count(*) FROM tickets WHERE closed_at IS NULL"), false), unresolved.toString());
    }
  }

  private static Rows run(Connection c, String text) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(text)) {
      return Rows.of(rs);
    }
  }

  private static Connection connect(TestDatabases.Scratch db, String schema, boolean model,
      String state, boolean clarify) throws Exception {
    Properties p = properties(schema, state, clarify);
    if (model) {
      p.setProperty("semantic.model", Path.of(WordLinkingIT.class.getResource(
          "/generalisation/models/" + schema + ".yaml").toURI()).toString());
    }
    return DriverManager.getConnection(db.nlUrl(), p);
  }

  private static Properties properties(String schema, String state, boolean clarify)
      throws Exception {
    TurnFile file = TurnFile.read(schema);
    Properties p = new Properties();
    p.setProperty("tenant.column", file.tenantColumn());
    p.setProperty("tenant.value", file.tenantValue());
    p.setProperty("clarify", String.valueOf(clarify));
    p.setProperty("state.url", state != null ? state
        : "jdbc:h2:mem:wordlinking_" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
    return p;
  }
}
