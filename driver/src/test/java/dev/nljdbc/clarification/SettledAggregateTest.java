package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A total over a table with one money measure beside quantities is that measure's total: the
 * planner accounts for the word "total" surely, and the aggregation rule reads that instead of
 * asking. An average over it, and a total over a table with two money measures, are guesses
 * and are asked.
 */
class SettledAggregateTest {
  private static SmallDb db;
  private static SchemaSnapshot schema;
  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();
  private final RuleDetector detector = new RuleDetector(engine);

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("settled_aggregate",
        "CREATE TABLE haulier_settlements (settlement_id INT PRIMARY KEY,"
            + " load_qty INT NOT NULL, driven_km INT NOT NULL, gross_amt DECIMAL(9, 2) NOT NULL)",
        "CREATE TABLE tolls (toll_id INT PRIMARY KEY, axle_cnt INT NOT NULL,"
            + " toll_amt DECIMAL(9, 2) NOT NULL, vat_amt DECIMAL(9, 2) NOT NULL)",
        "INSERT INTO haulier_settlements VALUES (1, 3, 420, 910.50), (2, 1, 80, 150)",
        "INSERT INTO tolls VALUES (1, 4, 12.5, 2.5), (2, 2, 6, 1.2)");
    schema = db.schema();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private Ambiguity aggregation(String question) {
    for (Ambiguity a : detector.detect(new Subject(question,
        new GenerationRequest(question, null, schema, null, Map.of()), false, null, List.of()))) {
      if (a.type() == AmbiguityType.AGGREGATION) {
        return a;
      }
    }
    return null;
  }

  @Test
  void aTotal_overOneMoneyMeasure_isNotAsked_andSumsIt() throws SQLException {
    assertNull(aggregation("total of all haulier settlements"));
    GeneratedQuery q = engine.generate(new GenerationRequest("total of all haulier settlements",
        null, schema, null, Map.of()));
    assertTrue(q.sql().toLowerCase(Locale.ROOT).contains("sum(gross_amt)"), q.sql());
  }

  @Test
  void anAverage_overTheSameTable_isStillAsked() {
    Ambiguity a = aggregation("average of all haulier settlements");
    assertNotNull(a);
    assertEquals(3, a.options().size(), a.options().toString());
  }

  @Test
  void aTotal_overTwoMoneyMeasures_isStillAsked() {
    assertNotNull(aggregation("total of all tolls"));
  }
}
