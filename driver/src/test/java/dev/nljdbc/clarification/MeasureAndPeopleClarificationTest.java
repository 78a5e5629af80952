package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rule-based detector on a real schema (in-memory H2): a total never offers a discount
 * column unless the question speaks of one (then it is the discount's total), and "who were
 * they for?" asks which table of people when the current rows lead to several, and "clients
 * with open and settled bills" asks whether both or either.
 */
class MeasureAndPeopleClarificationTest {

  private static SmallDb db;
  private static SchemaSnapshot schema;
  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();
  private final RuleDetector detector = new RuleDetector(engine);

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("measures_people",
        "CREATE TABLE clients (client_id INT PRIMARY KEY, client_nm VARCHAR(40) NOT NULL)",
        "CREATE TABLE reps (rep_id INT PRIMARY KEY, rep_nm VARCHAR(40) NOT NULL)",
        "CREATE TABLE bills (bill_id INT PRIMARY KEY,"
            + " client_id INT NOT NULL REFERENCES clients, rep_id INT NOT NULL REFERENCES reps,"
            + " amt_due DECIMAL(8, 2) NOT NULL, disc_amt DECIMAL(8, 2) NOT NULL,"
            + " state VARCHAR(10) NOT NULL)",
        "CREATE TABLE dues (due_id INT PRIMARY KEY, amt DECIMAL(8, 2) NOT NULL,"
            + " late_fee DECIMAL(8, 2) NOT NULL)",
        "INSERT INTO dues VALUES (1, 500, 20), (2, 700, 0)",
        "INSERT INTO clients VALUES (1, 'Ivo Marsh'), (2, 'Uma Reyes')",
        "INSERT INTO reps VALUES (1, 'Kai Dunn'), (2, 'Lea Voss')",
        "INSERT INTO bills VALUES (1, 1, 1, 100, 5, 'open'), (2, 2, 1, 80, 0, 'settled'),"
            + " (3, 2, 2, 60, 10, 'open')");
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

  private static Ambiguity ofType(List<Ambiguity> found, AmbiguityType type) {
    for (Ambiguity a : found) {
      if (a.type() == type) {
        return a;
      }
    }
    return null;
  }

  @Test
  void aTotal_isOfTheAmount_notOfTheDiscount() throws SQLException {
    assertNull(ofType(detect("what is the total of all bills?"), AmbiguityType.AGGREGATION));
    GeneratedQuery q = engine.generate(new GenerationRequest("what is the total of all bills?",
        null, schema, null, Map.of()));
    assertTrue(q.sql().toLowerCase(Locale.ROOT).contains("sum(amt_due)"), q.sql());
  }

  @Test
  void aModelsComputedFieldAndMetric_doNotMakeATotalAQuestion() {
    List<TableInfo> tables = new ArrayList<>();
    for (TableInfo t : schema.tables()) {
      if (!t.name().equalsIgnoreCase("bills")) {
        tables.add(t);
        continue;
      }
      List<ColumnInfo> columns = new ArrayList<>(t.columns());
      columns.add(new ColumnInfo("net_amt", Types.DECIMAL, "decimal", true,
          "computed: amt_due - disc_amt", List.of(), List.of(), null));
      columns.add(new ColumnInfo("owed", Types.DECIMAL, "decimal", true,
          "metric: SUM(bills.amt_due - bills.disc_amt)", List.of(), List.of(), false));
      tables.add(new TableInfo(t.schema(), t.name(), t.remarks(), columns, t.primaryKey(),
          t.foreignKeys()));
    }
    SchemaSnapshot modelled = new SchemaSnapshot(schema.version() + "+model", schema.dialect(),
        tables, List.of());
    String question = "what is the total of all bills?";
    assertNull(ofType(detector.detect(new Subject(question, new GenerationRequest(question, null,
        modelled, null, Map.of()), false, null, List.of())), AmbiguityType.AGGREGATION));
    Ambiguity plain = ofType(detector.detect(new Subject("total of all bills",
        new GenerationRequest("total of all bills", null, withoutStored(modelled), null,
            Map.of()), false, null, List.of())), AmbiguityType.AGGREGATION);
    assertNotNull(plain);
    assertEquals(List.of("net_amt", "owed"), lower(plain.options()));
  }

  /** The snapshot with the bills' stored amounts gone: only the model's columns are left. */
  private static SchemaSnapshot withoutStored(SchemaSnapshot s) {
    List<TableInfo> tables = new ArrayList<>();
    for (TableInfo t : s.tables()) {
      List<ColumnInfo> columns = new ArrayList<>();
      for (ColumnInfo c : t.columns()) {
        if (!t.name().equalsIgnoreCase("bills") || !c.name().toLowerCase(Locale.ROOT)
            .contains("amt") || c.name().equalsIgnoreCase("net_amt")) {
          columns.add(c);
        }
      }
      tables.add(new TableInfo(t.schema(), t.name(), t.remarks(), columns, t.primaryKey(),
          t.foreignKeys()));
    }
    return new SchemaSnapshot(s.version() + "-stored", s.dialect(), tables, List.of());
  }

  @Test
  void anAbbreviatedAmount_isTheMainMeasure_aheadOfAFee() throws SQLException {
    GeneratedQuery q = engine.generate(new GenerationRequest("what is the total of all dues?",
        null, schema, null, Map.of()));
    assertTrue(q.sql().toLowerCase(Locale.ROOT).contains("sum(amt)"), q.sql());
  }

  @Test
  void sortedByValue_isSortedByTheMainMeasure() throws SQLException {
    GeneratedQuery open = engine.generate(new GenerationRequest("show open bills", null, schema,
        null, Map.of()));
    String feedback = "sort them by value descending";
    GeneratedQuery sorted = engine.generate(new GenerationRequest("show open bills " + feedback,
        new RefinementContext("show open bills", open, feedback, List.of("show open bills")),
        schema, null, Map.of()));
    assertTrue(sorted.sql().toLowerCase(Locale.ROOT).endsWith("order by amt_due desc"),
        sorted.sql() + " / " + sorted.refinementSummary() + " / " + sorted.explanation());
  }

  @Test
  void aQuestionThatSpeaksOfADiscount_totalsTheDiscount() throws SQLException {
    assertNull(ofType(detect("total discount of all bills"), AmbiguityType.AGGREGATION));
    GeneratedQuery q = engine.generate(new GenerationRequest("total discount of all bills",
        null, schema, null, Map.of()));
    assertTrue(q.sql().toLowerCase(Locale.ROOT).contains("sum(disc_amt)"), q.sql());
  }

  @Test
  void who_afterRowsLeadingToTwoTablesOfPeople_asksWhich() throws SQLException {
    GeneratedQuery open = engine.generate(new GenerationRequest("show open bills", null, schema,
        null, Map.of()));
    String feedback = "who were they for?";
    GenerationRequest request = new GenerationRequest("show open bills " + feedback,
        new RefinementContext("show open bills", open, feedback, List.of("show open bills")),
        schema, null, Map.of());
    List<Ambiguity> found = detector.detect(new Subject(feedback, request, true, open.sql(),
        List.of()));
    Ambiguity a = ofType(found, AmbiguityType.TABLE_AMBIGUITY);
    assertNotNull(a, found.toString());
    assertEquals("who", a.term());
    assertEquals(List.of("clients", "reps"), lower(a.options()));
    assertEquals(Ambiguity.Rewrite.PICK, a.rewrite());
  }

  private static List<String> lower(List<String> names) {
    return names.stream().map(n -> n.toLowerCase(Locale.ROOT)).toList();
  }

  @Test
  void twoValuesJoinedByAnd_overManyRowsPerSubject_askBothOrEither() {
    Ambiguity a = ofType(detect("clients with open and settled bills"), AmbiguityType.VAGUE_TERM);
    assertNotNull(a);
    assertEquals(BothOrEither.OPTIONS, a.options());
    assertEquals("with", a.span());
    assertEquals(Ambiguity.Rewrite.AFTER, a.rewrite());
    assertNull(ofType(detect("clients with both open and settled bills"),
        AmbiguityType.VAGUE_TERM));
    assertNull(ofType(detect("clients with open or settled bills"), AmbiguityType.VAGUE_TERM));
    assertNull(ofType(detect("show open and settled bills"), AmbiguityType.VAGUE_TERM));
  }
}
