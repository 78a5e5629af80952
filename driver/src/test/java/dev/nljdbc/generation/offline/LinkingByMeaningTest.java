package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.language.SemanticSimilarity;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A word that nothing spells links by meaning when a {@link SemanticSimilarity} is given: to
 * the closest element, only when it is close and clearly closer than the runner-up, never over
 * a spelling, and more weakly than any name.
 */
class LinkingByMeaningTest {
  /** Similarities of question words to element texts; anything else is far (0.1). */
  private static final Map<String, Map<String, Double>> MEANINGS = Map.of(
      "crew", Map.of("employees", 0.8, "products", 0.3),
      "remuneration", Map.of("employees salary", 0.6, "products unit price", 0.59),
      "manpower", Map.of("employees", 0.3),
      "enlisted", Map.of("employees", 0.9),
      "supply", Map.of("products", 0.9),
      "employees", Map.of("products", 0.95));

  /** A similarity that reads {@link #MEANINGS}. */
  private static final SemanticSimilarity TABLE = texts -> phrase -> {
    double[] s = new double[texts.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = MEANINGS.getOrDefault(phrase, Map.of()).getOrDefault(texts.get(i), 0.1);
    }
    return s;
  };

  private static SmallDb db;
  private static SchemaSnapshot schema;
  /** Meaning alone, without WordNet, which would link some of these words by itself. */
  private final OfflineSqlGenerator byMeaning =
      new OfflineSqlGenerator(Clock.systemDefaultZone(), false, TABLE);

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("bymeaning",
        "CREATE TABLE employees (employee_id INT PRIMARY KEY, full_name VARCHAR(40),"
            + " salary DECIMAL(10,2))",
        "CREATE TABLE products (product_id INT PRIMARY KEY, title VARCHAR(40),"
            + " unit_price DECIMAL(10,2))",
        "INSERT INTO employees VALUES (1, 'Ana Lind', 3000), (2, 'Bo Krag', 4000)",
        "INSERT INTO products VALUES (1, 'Lamp', 20), (2, 'Desk', 90)");
    schema = db.schema();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private static GenerationRequest request(String question) {
    return new GenerationRequest(question, null, schema, null, Map.of());
  }

  @Test
  void aWordNothingSpells_linksToTheClosestElement() throws SQLException {
    SchemaLinking linking = byMeaning.link(request("how many crew are there"));
    TermLink crew = linking.term("crew").orElseThrow();
    LinkCandidate best = crew.candidates().get(0);
    assertEquals(LinkKind.TABLE, best.kind());
    assertEquals("EMPLOYEES", best.table().toUpperCase(Locale.ROOT));
    assertFalse(linking.unmatched().contains("crew"));
    String sql = byMeaning.generate(request("how many crew are there")).sql()
        .toLowerCase(Locale.ROOT);
    assertTrue(sql.contains("employees") && sql.contains("count"), sql);
  }

  @Test
  void aLinkByMeaning_isWeakerThanAnyName() {
    TermLink crew = byMeaning.link(request("how many crew are there")).term("crew")
        .orElseThrow();
    assertTrue(crew.placedByCommentOnly(), crew.toString());
  }

  @Test
  void aSpelledTermBesideIt_leavesNothingToAsk() {
    SchemaLinking linking = byMeaning.link(request("crew with a salary over 3500"));
    assertTrue(linking.term("crew").isPresent());
    assertFalse(linking.isAmbiguous(), linking.toString());
  }

  @Test
  void withoutASimilarity_theWordStaysUnmatched() {
    SchemaLinking linking = new OfflineSqlGenerator(Clock.systemDefaultZone(), false)
        .link(request("how many crew are there"));
    assertTrue(linking.term("crew").isEmpty());
    assertEquals(List.of("crew"), linking.unmatched());
  }

  @Test
  void aCloseRunnerUpOrAFarElement_linksNothing() {
    assertTrue(byMeaning.link(request("average remuneration")).term("remuneration").isEmpty());
    assertTrue(byMeaning.link(request("how many in the manpower")).term("manpower")
        .isEmpty());
  }

  @Test
  void aWordThatReadsAsAVerb_linksNothing() {
    assertTrue(byMeaning.link(request("how many were enlisted")).term("enlisted").isEmpty());
    assertTrue(byMeaning.link(request("employees who supply nothing")).term("supply")
        .isEmpty());
    assertTrue(byMeaning.link(request("the supply of lamps")).term("supply").isPresent());
  }

  @Test
  void aSpellingWinsOverAnyMeaning() {
    TermLink employees = byMeaning.link(request("list the employees")).term("employees")
        .orElseThrow();
    assertEquals("EMPLOYEES", employees.candidates().get(0).table().toUpperCase(Locale.ROOT));
    assertEquals(1, employees.candidates().size());
  }
}
