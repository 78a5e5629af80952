package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * A semantic model only adds knowledge: questions the engine answers right without the model
 * stay right with it, end to end on the generalisation schemas and their models on PostgreSQL,
 * each answer compared with SQL written by hand, run through nljdbc with the same tenant.
 */
class ModelKnowledgeIT {

  @Test
  void aSynonymInsideAnotherColumnsName_andAStateWord_leaveTheEnginesReading() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("rentals"));
        Connection nl = connect(db, "rentals", true);
        Connection gold = connect(db, "rentals", false)) {
      assertSame(nl, gold, "lowest asking rent",
          "SELECT min(asking_rent) FROM rent_prices WHERE valid_to IS NULL");
      assertSame(nl, gold, "/new how many repairs were closed?",
          "SELECT count(*) FROM repair_reqs WHERE closed_at IS NOT NULL");
      assertSame(nl, gold, "/new average asking rent last year",
          "SELECT avg(asking_rent) FROM rent_prices WHERE valid_from < date_trunc('year',"
              + " CURRENT_DATE) AND (valid_to IS NULL OR valid_to >= date_trunc('year',"
              + " CURRENT_DATE) - interval '1 year')");
    }
  }

  @Test
  void aValueSynonym_holdsInsideTheSubqueryOfAFollowUp() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("university"));
        Connection nl = connect(db, "university", true);
        Connection gold = connect(db, "university", false)) {
      assertSame(nl, gold, "show failed enrolments",
          "SELECT * FROM enrolments WHERE grade = 'F'");
      Rows students = run(nl, "which students were they for?");
      assertTrue(students.matches(run(gold, "SELECT stu_nm FROM students WHERE stu_id IN"
          + " (SELECT stu_id FROM enrolments WHERE grade = 'F')"), true), students.toString());
    }
  }

  @Test
  void aValueSynonymSaidOfItsNoun_andASynonymOfTwoTables_followTheQuestion() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements("support"));
        Connection nl = connect(db, "support", true);
        Connection gold = connect(db, "support", false)) {
      Rows inactive = run(nl, "which agents are inactive?");
      assertTrue(inactive.matches(run(gold, "SELECT agent_nm FROM agents WHERE NOT active_flg"),
          true), inactive.toString());
      Rows levels = run(nl, "/new number of agents per level");
      assertTrue(levels.matches(run(gold, "SELECT team, count(*) FROM agents GROUP BY team"),
          true), levels.toString());
    }
  }

  private static void assertSame(Connection nl, Connection gold, String question, String sql)
      throws SQLException {
    Rows answer = run(nl, question);
    assertTrue(answer.matches(run(gold, sql), false), question + ": " + answer);
  }

  private static Rows run(Connection c, String text) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(text)) {
      return Rows.of(rs);
    }
  }

  private static Connection connect(TestDatabases.Scratch db, String schema, boolean model)
      throws Exception {
    TurnFile file = TurnFile.read(schema);
    Properties p = new Properties();
    p.setProperty("tenant.column", file.tenantColumn());
    p.setProperty("tenant.value", file.tenantValue());
    p.setProperty("clarify", "true");
    p.setProperty("state.url", "jdbc:h2:mem:modelknowledge_" + System.nanoTime()
        + ";DB_CLOSE_DELAY=-1");
    if (model) {
      p.setProperty("semantic.model", Path.of(ModelKnowledgeIT.class.getResource(
          "/generalisation/models/" + schema + ".yaml").toURI()).toString());
    }
    return DriverManager.getConnection(db.nlUrl(), p);
  }
}
