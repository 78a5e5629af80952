package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.SecurityGate;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model's words only add to what the generator reads by itself: synonyms that are the names
 * it already reads, a synonym that is also a stored value, and a metric that only names an
 * aggregate of one column are not rewritten into names that read worse (found by running
 * questions with and without a model and listing those a model made wrong).
 */
class ModelWordsTest {

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: depot",
      "    datasets:",
      "      - name: Boxes",
      "        source: Boxes",
      "        ai_context:",
      "          synonyms: [box, crates]",
      "        fields:",
      "          - name: BoxType",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: BoxType",
      "            ai_context:",
      "              synonyms: [type, kind of crate]",
      "      - name: Workers",
      "        source: Workers",
      "        ai_context:",
      "          synonyms: [staff, clerks, bosses]",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"value_synonyms\": {\"bosses\": \"role = ''Manager''\"}}'",
      "        fields:",
      "          - name: FullName",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: FullName",
      "            ai_context:",
      "              synonyms: [full name]",
      "    metrics:",
      "      - name: average_box_weight",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: AVG(Boxes.weight)",
      "        ai_context:",
      "          synonyms: [mean crate weight]",
      "      - name: average_gross_weight",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: AVG(Boxes.gross_wgt)",
      "      - name: stock_value",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: SUM(Boxes.weight * Boxes.price)",
      "        ai_context:",
      "          synonyms: [inventory worth]",
      "");

  private static ResolvedModel model() throws Exception {
    List<String> none = List.of();
    TableInfo boxes = new TableInfo(null, "Boxes", null, List.of(
        new ColumnInfo("BoxID", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("BoxType", Types.VARCHAR, "varchar", false, null, List.of("small", "large")),
        new ColumnInfo("weight", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("price", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("gross_wgt", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("shelf", Types.VARCHAR, "varchar", false, null,
            List.of("staff_only", "open"))),
        List.of("BoxID"), List.of());
    TableInfo workers = new TableInfo(null, "Workers", null, List.of(
        new ColumnInfo("WorkerID", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("FullName", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("role", Types.VARCHAR, "varchar", false, null,
            List.of("Clerk", "Manager"))),
        List.of("WorkerID"), List.of());
    SchemaSnapshot schema = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT,
        List.of(boxes, workers));
    return ModelResolver.resolve(ModelReader.read("m.yaml", MODEL), MODEL, schema,
        new SecurityGate()::admit);
  }

  private static String rewritten(String question) throws Exception {
    return QuestionRewriter.rewrite(question, model()).question();
  }

  @Test
  void aSynonymThatIsItsTablesNameInAnotherNumber_staysAsTyped() throws Exception {
    assertEquals("average weight for each type of box",
        rewritten("average weight for each type of box"));
  }

  @Test
  void aSynonymMadeOfSomeWordsOfACamelCaseName_isLeftToTheGenerator() throws Exception {
    assertEquals("which type of crates is the heaviest?",
        rewritten("which type of crates is the heaviest?").replace("Boxes", "crates"));
    assertEquals("boxes of each BoxType", rewritten("boxes of each kind of crate"));
  }

  @Test
  void aValueSynonym_winsOverTheSameWordsAsAPlainSynonym() throws Exception {
    ResolvedModel m = model();
    QuestionRewriter.Rewritten r = QuestionRewriter.rewrite("how many bosses are there?", m);
    assertEquals("how many Workers are there?", r.question());
    assertEquals(List.of("role = 'Manager'"), r.conditions().get(m.model().dataset("Workers")));
  }

  @Test
  void aSynonymThatIsTheNamesOwnWords_staysAsTyped() throws Exception {
    assertEquals("list worker full name and role", rewritten("list worker full name and role"));
  }

  @Test
  void aSynonymThatIsAStoredValue_isTheValueWhenTheTableIsNamedOtherwise() throws Exception {
    assertEquals("list the Workers who are clerks", rewritten("list the staff who are clerks"));
    assertEquals("how many Workers are there?", rewritten("how many clerks are there?"));
  }

  @Test
  void severalTimeFieldsOfADataset_nameNoDefaultPeriodColumn() throws Exception {
    String yaml = String.join("\n",
        "version: \"0.2.0.dev0\"",
        "semantic_model:",
        "  - name: draft",
        "    datasets:",
        "      - name: visits",
        "        source: visits",
        "        fields:",
        "          - name: booked_on",
        "            expression:",
        "              dialects:",
        "                - dialect: ANSI_SQL",
        "                  expression: booked_on",
        "            dimension:",
        "              is_time: true",
        "          - name: held_on",
        "            expression:",
        "              dialects:",
        "                - dialect: ANSI_SQL",
        "                  expression: held_on",
        "            dimension:",
        "              is_time: true",
        "      - name: trips",
        "        source: trips",
        "        fields:",
        "          - name: left_on",
        "            expression:",
        "              dialects:",
        "                - dialect: ANSI_SQL",
        "                  expression: left_on",
        "            dimension:",
        "              is_time: true",
        "          - name: back_on",
        "            expression:",
        "              dialects:",
        "                - dialect: ANSI_SQL",
        "                  expression: back_on",
        "            dimension:",
        "              is_time: false",
        "");
    List<String> none = List.of();
    SchemaSnapshot base = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo(null, "visits", null, List.of(
            new ColumnInfo("booked_on", Types.DATE, "date", false, null, none),
            new ColumnInfo("held_on", Types.DATE, "date", false, null, none)),
            List.of(), List.of()),
        new TableInfo(null, "trips", null, List.of(
            new ColumnInfo("left_on", Types.DATE, "date", false, null, none),
            new ColumnInfo("back_on", Types.DATE, "date", false, null, none)),
            List.of(), List.of())));
    ResolvedModel m = ModelResolver.resolve(ModelReader.read("d.yaml", yaml), yaml, base,
        new SecurityGate()::admit);
    SchemaSnapshot enriched = SnapshotEnricher.enrich(base, m, "1");
    TableInfo visits = enriched.tables().get(0);
    assertNull(visits.column("booked_on").time());
    assertNull(visits.column("held_on").time());
    TableInfo trips = enriched.tables().get(1);
    assertEquals(Boolean.TRUE, trips.column("left_on").time());
    assertEquals(Boolean.FALSE, trips.column("back_on").time());
  }

  @Test
  void aComputedFieldWithoutADatatype_isAText() throws Exception {
    String yaml = String.join("\n",
        "version: \"0.2.0.dev0\"",
        "semantic_model:",
        "  - name: draft",
        "    datasets:",
        "      - name: visits",
        "        source: visits",
        "        fields:",
        "          - name: label",
        "            expression:",
        "              dialects:",
        "                - dialect: ANSI_SQL",
        "                  expression: kind || ' visit'",
        "");
    SchemaSnapshot base = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo(null, "visits", null, List.of(
            new ColumnInfo("kind", Types.VARCHAR, "text", false, null, List.of())),
            List.of(), List.of())));
    ResolvedModel m = ModelResolver.resolve(ModelReader.read("d.yaml", yaml), yaml, base,
        new SecurityGate()::admit);
    ColumnInfo label = SnapshotEnricher.enrich(base, m, "1").tables().get(0).column("label");
    assertEquals(Types.VARCHAR, label.jdbcType());
  }

  @Test
  void aMetricThatOnlyNamesAnAggregateOfAColumn_isReadAsThoseWords() throws Exception {
    ResolvedModel m = model();
    assertNotNull(m.spelled(m.model().metrics().get(0)));
    assertNull(m.spelled(m.model().metrics().get(2)));
    assertEquals("average weight of large boxes", rewritten("mean crate weight of large boxes"));
    assertEquals("average weight by type", rewritten("average box weight by type"));
    assertEquals("stock_value by type", rewritten("inventory worth by type"));
  }

  @Test
  void aMetricNamedByAWordItsColumnAbbreviates_isReadAsTheColumnsWords() throws Exception {
    ResolvedModel m = model();
    assertEquals("average gross wgt", m.spelled(m.model().metrics().get(1)));
    assertEquals("boxes above the average gross wgt",
        rewritten("boxes above the average gross weight"));
  }

  @Test
  void aStoredValueOfSeveralWords_isNotRewrittenByAShorterSynonym() throws Exception {
    assertEquals("boxes on the staff only shelf", rewritten("boxes on the staff only shelf"));
    assertEquals("list the Workers", rewritten("list the staff"));
  }
}
