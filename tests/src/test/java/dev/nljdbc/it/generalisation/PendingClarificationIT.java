package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLWarning;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A pending clarification never swallows the conversation, on two of the generalisation schemas:
 * a question that asks which date column is followed by a new question, a follow-up-free count,
 * which is answered as itself (the gold's rows), with a warning that the clarification was
 * dropped; the statement after it carries no such warning.
 */
class PendingClarificationIT {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "clinic|appointments last week|how many patients do we have?|SELECT count(*) FROM patients",
      "insurance|claims last month|how many agents are in the west region?"
          + "|SELECT count(*) FROM agents WHERE region = 'west'"})
  void aNewQuestion_dropsThePendingClarification_withAWarning(String schema, String asking,
      String next, String gold) throws Exception {
    TurnFile file = TurnFile.read(schema);
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements(schema));
        Connection nl = GeneralisationIT.connect(scratch, file, (String) null);
        Connection direct = GeneralisationIT.connect(scratch, file, (String) null)) {
      Rows asked = GeneralisationIT.run(nl, asking);
      assertEquals("CLARIFICATION_ID", asked.labels().get(0).toUpperCase(), asked.toString());
      Rows expected = GeneralisationIT.run(direct, gold);
      try (Statement s = nl.createStatement(); ResultSet rs = s.executeQuery(next)) {
        Rows answer = Rows.of(rs);
        assertTrue(answer.matches(expected, false), answer + " against " + expected);
        String notice = dropped(s.getWarnings());
        assertTrue(notice != null && notice.contains(asking), String.valueOf(notice));
      }
      try (Statement s = nl.createStatement(); ResultSet rs = s.executeQuery(next)) {
        assertTrue(rs.next());
        assertEquals(null, dropped(s.getWarnings()));
      }
    }
  }

  private static String dropped(SQLWarning chain) {
    for (SQLWarning w = chain; w != null; w = w.getNextWarning()) {
      if (w.getMessage().startsWith("clarification dropped")) {
        return w.getMessage();
      }
    }
    return null;
  }
}
