package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every word of a question is accounted for in one place: the words a planner step builds a
 * business measure from ("revenue", "headcount") are accounted for by that step, with its
 * evidence, and are no unknown words; time and comparison words never are; a word nothing
 * reads stays unknown.
 */
class WordLedgerTest {

  private static Connection connection;
  private static SchemaSnapshot schema;
  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:word_ledger;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE depots (depot_id INT PRIMARY KEY, depot_nm VARCHAR(40) NOT NULL)");
      s.execute("CREATE TABLE staff (staff_id INT PRIMARY KEY, first_nm VARCHAR(40) NOT NULL,"
          + " depot_id INT NOT NULL REFERENCES depots(depot_id), hire_dt DATE NOT NULL,"
          + " term_dt DATE)");
      s.execute("CREATE TABLE invoices (inv_id INT PRIMARY KEY, inv_dt DATE NOT NULL,"
          + " net_amt DECIMAL(10,2) NOT NULL, inv_stat VARCHAR(10) NOT NULL)");
      s.execute("INSERT INTO depots VALUES (1, 'North')");
      s.execute("INSERT INTO staff VALUES (1, 'Ann', 1, DATE '2020-01-01', NULL)");
      s.execute("INSERT INTO invoices VALUES (1, DATE '2025-01-05', 100.00, 'paid'),"
          + " (2, DATE '2025-01-06', 50.00, 'void')");
    }
    schema = SchemaLoader.defaults().load(connection);
  }

  @AfterAll
  static void close() throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    connection.close();
  }

  private SchemaLinking link(String question) {
    return engine.link(new GenerationRequest(question, null, schema, null, Map.of()));
  }

  private static WordLedger.Entry entry(SchemaLinking linking, String word) {
    for (WordLedger.Entry e : linking.accounted()) {
      if (e.word().equalsIgnoreCase(word)) {
        return e;
      }
    }
    return null;
  }

  @Test
  void aHeadcountWord_isAccountedForByItsStep() {
    SchemaLinking l = link("what is our headcount by depot");
    WordLedger.Entry e = entry(l, "headcount");
    assertNotNull(e, l.accounted().toString());
    assertEquals(WordLedger.Evidence.MEASURE, e.evidence());
    assertEquals("headcount", e.by());
    assertEquals(1.0, e.score());
    assertTrue(l.unknown().isEmpty(), l.unknown().toString());
  }

  @Test
  void aMoneyWord_isAccountedForByTheMoneyMeasure() {
    SchemaLinking l = link("revenue by month");
    WordLedger.Entry e = entry(l, "revenue");
    assertNotNull(e, l.accounted().toString());
    assertEquals(WordLedger.Evidence.MEASURE, e.evidence());
    assertEquals(List.of(), l.unknown());
  }

  @Test
  void timeAndComparisonWords_areNeverUnknown() {
    SchemaLinking l = link("compare invoices net amt this season versus last year");
    assertNull(l.unknown().stream().filter(w -> w.equalsIgnoreCase("compare")
        || w.equalsIgnoreCase("season") || w.equalsIgnoreCase("versus")).findAny()
        .orElse(null), l.unknown().toString());
    assertEquals(WordLedger.Evidence.TIME_WORD, entry(l, "compare").evidence());
  }

  @Test
  void aWordNothingReads_staysUnknown() {
    SchemaLinking l = link("show the escalations of invoices");
    assertEquals(List.of("escalations"), l.unknown());
    assertNull(entry(l, "escalations"));
    assertEquals(WordLedger.Evidence.NAME, entry(l, "invoices").evidence());
  }
}
