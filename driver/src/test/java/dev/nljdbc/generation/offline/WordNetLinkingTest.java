package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * WordNet as weak evidence ({@code language.wordnet}): a word no name spells links through its
 * synonyms, derived forms and places, never past a name the question spells, and not at all
 * with the switch off.
 */
class WordNetLinkingTest {

  private static Connection connection;
  private static SchemaSnapshot schema;
  private final OfflineSqlGenerator withWordNet =
      new OfflineSqlGenerator(Clock.systemDefaultZone(), true);
  private final OfflineSqlGenerator spellingOnly =
      new OfflineSqlGenerator(Clock.systemDefaultZone(), false);

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:wordnet_links;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE customer (customer_id INT PRIMARY KEY, full_name VARCHAR(40),"
          + " country VARCHAR(40))");
      s.execute("CREATE TABLE climber (climber_id INT PRIMARY KEY, nick VARCHAR(40),"
          + " points INT)");
      s.execute("CREATE TABLE lawyer (lawyer_id INT PRIMARY KEY, full_name VARCHAR(40))");
      s.execute("INSERT INTO lawyer VALUES (1, 'Di Ross'), (2, 'Ed Kahn')");
      s.execute("INSERT INTO customer VALUES (1, 'Ana Lima', 'France'), (2, 'Bo Berg', 'Sweden'),"
          + " (3, 'Cy Moreau', 'France')");
      s.execute("INSERT INTO climber VALUES (1, 'Ace', 10), (2, 'Bolt', 20)");
    }
    schema = SchemaLoader.defaults().load(connection);
  }

  @AfterAll
  static void close() throws SQLException {
    connection.close();
  }

  private static int count(GeneratedQuery q) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(q.sql())) {
      int rows = 0;
      while (rs.next()) {
        rows++;
      }
      return rows;
    }
  }

  private static GeneratedQuery ask(OfflineSqlGenerator engine, String question)
      throws SQLException {
    return engine.generate(new GenerationRequest(question, null, schema, null, Map.of()));
  }

  @Test
  void aSynonymOfACommonSense_namesTheTable() throws SQLException {
    GeneratedQuery q = ask(withWordNet, "list all attorneys");
    assertTrue(q.sql().toLowerCase(Locale.ROOT).contains("from lawyer"), q.sql());
    assertEquals(2, count(q), q.sql());
  }

  @Test
  void aBroaderWord_namesATable() throws SQLException {
    GeneratedQuery q = ask(withWordNet, "how many mountaineers are there");
    assertTrue(q.sql().toLowerCase(Locale.ROOT).contains("from climber"), q.sql());
  }

  @Test
  void anAdjectiveOfPlace_isTheValueItPertainsTo() throws SQLException {
    GeneratedQuery q = ask(withWordNet, "customers who are French");
    assertTrue(q.sql().contains("'France'"), q.sql());
    assertEquals(2, count(q), q.sql());
  }

  @Test
  void aSpelledName_winsOverWordNet() throws SQLException {
    GeneratedQuery q = ask(withWordNet, "list all customers");
    assertFalse(q.sql().toLowerCase(Locale.ROOT).contains("climber"), q.sql());
  }

  @Test
  void switchedOff_theWordIsNotLinked() {
    assertThrows(SQLException.class, () -> ask(spellingOnly, "list all attorneys"));
  }
}
