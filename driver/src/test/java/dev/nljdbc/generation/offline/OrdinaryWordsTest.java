package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Words of everyday English are no unknown words for the clarification rules to ask about: the
 * halves of a contraction ("haven't"), the phrases that say "now" ("right now", "at the
 * moment"), verbs of everyday use ("have we got"), "new" with a period; a word that names
 * people ("people") stands for the schema's one table of people; a verb whose particle makes
 * it an exclusion ("leave out") keeps its meaning.
 */
class OrdinaryWordsTest {

  private static Connection connection;
  private static SchemaSnapshot schema;
  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:ordinary_words;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE depots (depot_id INT PRIMARY KEY, depot_nm VARCHAR(40) NOT NULL)");
      s.execute("CREATE TABLE employees (emp_id INT PRIMARY KEY, first_nm VARCHAR(40) NOT NULL,"
          + " depot_id INT NOT NULL REFERENCES depots(depot_id), hire_dt DATE NOT NULL)");
      s.execute("CREATE TABLE invoices (inv_id INT PRIMARY KEY, inv_dt DATE NOT NULL,"
          + " net_amt DECIMAL(10,2) NOT NULL, inv_stat VARCHAR(10) NOT NULL)");
      s.execute("CREATE TABLE campaigns (camp_id INT PRIMARY KEY, camp_nm VARCHAR(40) NOT NULL,"
          + " camp_stat VARCHAR(10) NOT NULL)");
      s.execute("INSERT INTO campaigns VALUES (1, 'Spring', 'active'), (2, 'Winter', 'closed')");
      s.execute("INSERT INTO depots VALUES (1, 'North')");
      s.execute("INSERT INTO employees VALUES (1, 'Ann', 1, DATE '2020-01-01')");
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

  @Test
  void aNegatedAuxiliary_isNoUnknownWord() {
    SchemaLinking l = link("which invoices haven't been paid");
    assertTrue(l.unknown().isEmpty(), l.unknown().toString());
    SchemaLinking bare = link("which invoices arent paid");
    assertTrue(bare.unknown().isEmpty(), bare.unknown().toString());
  }

  @Test
  void aPhraseOfThePresent_isNoUnknownWord() {
    SchemaLinking l = link("how many invoices are open right now");
    assertFalse(l.unknown().stream().anyMatch(w -> w.equalsIgnoreCase("right")),
        l.unknown().toString());
    SchemaLinking moment = link("total invoice amount at the moment");
    assertTrue(moment.unknown().isEmpty(), moment.unknown().toString());
  }

  @Test
  void aVerbOfEverydayUse_isNoUnknownWord_butAnExclusionKeepsItsMeaning() {
    SchemaLinking l = link("how many invoices have we got");
    assertTrue(l.unknown().isEmpty(), l.unknown().toString());
    assertEquals(WordLedger.Evidence.ORDINARY, l.accounted().stream()
        .filter(e -> e.word().equals("got")).findFirst().orElseThrow().evidence());
    SchemaLinking leave = link("invoice amounts by depot, leave out void ones");
    assertTrue(leave.unknown().contains("leave"), leave.unknown().toString());
    SchemaLinking doing = link("which depots are doing well");
    assertTrue(doing.unknown().contains("doing"), doing.unknown().toString());
  }

  @Test
  void newWithAPeriod_isNoUnknownWord() {
    SchemaLinking l = link("how many new employees this year");
    assertTrue(l.unknown().isEmpty(), l.unknown().toString());
  }

  @Test
  void aWordForPeople_standsForTheOneTableOfPeople() {
    SchemaLinking l = link("how many people per depot");
    assertTrue(l.unknown().isEmpty(), l.unknown().toString());
    TermLink people = l.terms().stream().filter(t -> t.term().equalsIgnoreCase("people"))
        .findFirst().orElse(null);
    assertNotNull(people, l.terms().toString());
    assertEquals("employees", people.best().table().toLowerCase(java.util.Locale.ROOT),
        people.toString());
  }
}
