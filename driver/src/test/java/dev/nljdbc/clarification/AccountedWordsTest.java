package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules read the engine's word ledger: a question whose words a planner step accounts for
 * is not asked which table it is about, nor what its measure word means; a word nothing
 * accounts for still is.
 */
class AccountedWordsTest {
  private static SmallDb db;
  private static SchemaSnapshot schema;
  private final RuleDetector detector = new RuleDetector(new OfflineSqlGenerator());

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("accounted_words",
        "CREATE TABLE crews (crew_id INT PRIMARY KEY, crew_nm VARCHAR(40) NOT NULL)",
        "CREATE TABLE techs (tech_id INT PRIMARY KEY, tech_nm VARCHAR(40) NOT NULL,"
            + " crew_id INT NOT NULL REFERENCES crews(crew_id), hired_on DATE NOT NULL,"
            + " left_on DATE)",
        "CREATE TABLE parts (part_id INT PRIMARY KEY, part_nm VARCHAR(40) NOT NULL)",
        "INSERT INTO crews VALUES (1, 'North'), (2, 'South')",
        "INSERT INTO techs VALUES (1, 'Ann', 1, DATE '2020-01-01', NULL),"
            + " (2, 'Bo', 2, DATE '2021-01-01', DATE '2024-01-01')",
        "INSERT INTO parts VALUES (1, 'Valve'), (2, 'Pipe')");
    schema = db.schema();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private List<Ambiguity> detect(String question) {
    return detector.detect(new Subject(question,
        new GenerationRequest(question, null, schema, null, Map.of()), false, null, List.of()));
  }

  @Test
  void aQuestionAStepAccountsFor_isNotAskedWhichTable() {
    List<Ambiguity> found = detect("what's our headcount?");
    assertTrue(found.stream().noneMatch(a -> a.type() == AmbiguityType.INTENT
        || a.severity() == Severity.CRITICAL), found.toString());
  }

  @Test
  void aWordNothingAccountsFor_isStillAsked() {
    List<Ambiguity> found = detect("show the escalations");
    assertEquals(1, found.size(), found.toString());
    assertEquals("escalations", found.get(0).term());
    assertEquals(Severity.CRITICAL, found.get(0).severity());
  }
}
