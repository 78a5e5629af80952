package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.SecurityGate;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Default conditions, metric filters and condition words: loading, scope and SQL. */
class ModelConditionsTest {

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: shop",
      "    datasets:",
      "      - name: lines",
      "        source: sale_lines",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"default_conditions\": [\"kind <> ''tax''\"],"
          + " \"condition_words\": {\"billed\": \"state = ''billed''\"},"
          + " \"value_synonyms\": {\"tax lines\": \"kind = ''tax''\","
          + " \"billed tax lines\": \"kind = ''tax'' AND state = ''billed''\"}}'",
      "      - name: shops",
      "        source: shops",
      "    metrics:",
      "      - name: net_sales",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: SUM(lines.amount)",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"filter\": \"lines.kind = ''item''\"}'",
      "");

  private static SchemaSnapshot schema() {
    List<String> none = List.of();
    TableInfo lines = new TableInfo(null, "sale_lines", null, List.of(
        new ColumnInfo("shop_id", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("kind", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("state", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("amount", Types.DECIMAL, "numeric", false, null, none)),
        List.of(), List.of());
    TableInfo shops = new TableInfo(null, "shops", null, List.of(
        new ColumnInfo("shop_id", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("name", Types.VARCHAR, "varchar", false, null, none)),
        List.of(), List.of());
    return new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(lines, shops));
  }

  private static ResolvedModel model(String text) throws Exception {
    return ModelResolver.resolve(ModelReader.read("m.yaml", text), text, schema(),
        new SecurityGate()::admit);
  }

  private static String rewrite(String sql) throws Exception {
    return new ModelSqlRewriter(model(MODEL), Map.of()).rewrite(sql);
  }

  @Test
  void conditions_areRead() throws Exception {
    SemanticModel m = ModelReader.read("m.yaml", MODEL);
    ModelConditions c = m.dataset("lines").extension().conditions();
    assertEquals(List.of("kind <> 'tax'"), c.defaults());
    assertEquals(List.of(new ModelConditions.ConditionWord("billed", "state = 'billed'")),
        c.words());
    assertEquals("lines.kind = 'item'", m.metrics().get(0).filter());
    assertEquals(ModelConditions.NONE, m.dataset("shops").extension().conditions());
  }

  @Test
  void aSingleDefaultCondition_mayBeAString() throws Exception {
    String text = MODEL.replace("[\"kind <> ''tax''\"]", "\"kind <> ''tax''\"");
    assertEquals(List.of("kind <> 'tax'"), ModelReader.read("m.yaml", text).dataset("lines")
        .extension().conditions().defaults());
  }

  @Test
  void badDeclarations_areLoadErrorsAtTheirLine() {
    String[][] bad = {
        {"\"condition_words\": {\"billed\": \"state = ''billed''\"}",
            "\"condition_words\": [\"billed\"]", "condition_words must map words to conditions"},
        {"\"condition_words\": {\"billed\": \"state = ''billed''\"}",
            "\"condition_words\": {\"billed\": 1}", "condition word 'billed' needs a condition"},
        {"[\"kind <> ''tax''\"]", "{\"a\": 1}", "default_conditions must be a condition"},
        {"[\"kind <> ''tax''\"]", "[\"\"]", "default_conditions needs a condition text"},
        {"{\"filter\": \"lines.kind = ''item''\"}", "{\"where\": \"x\"}",
            "unknown key 'where' in a metric's NLJDBC extension"},
    };
    for (String[] b : bad) {
      String text = MODEL.replace(b[0], b[1]);
      ModelException e = assertThrows(ModelException.class,
          () -> ModelReader.read("m.yaml", text), b[1]);
      assertTrue(e.getMessage().contains(b[2]), e.getMessage());
      assertTrue(e.line() == 9 || e.line() == 20, e.getMessage());
    }
  }

  @Test
  void conditionsOverUnknownColumns_orMetricsWithoutAggregate_failToResolve() {
    String[][] bad = {
        {"kind <> ''tax''", "knd <> ''tax''", "default condition of dataset lines: unknown"
            + " column 'knd'"},
        {"{\"billed\": \"state", "{\"billed\": \"stat", "condition word 'billed' of dataset"
            + " lines"},
        {"lines.kind = ''item''", "lines.knd = ''item''", "metric net_sales: unknown column"},
        {"lines.kind = ''item''", "lines.kind = = 1", "metric net_sales: the filter does not"
            + " parse"},
        {"SUM(lines.amount)", "lines.amount", "a filter needs an aggregate"},
    };
    for (String[] b : bad) {
      String text = MODEL.replace(b[0], b[1]);
      ModelException e = assertThrows(ModelException.class, () -> model(text), b[1]);
      assertTrue(e.getMessage().contains(b[2]), e.getMessage());
    }
  }

  @Test
  void defaultCondition_holdsInAggregates() throws Exception {
    assertEquals("SELECT SUM(l.amount) FROM sale_lines l WHERE (l.kind <> 'tax')",
        rewrite("SELECT SUM(l.amount) FROM sale_lines l"));
    assertEquals("SELECT s.name, COUNT(*) FROM shops s LEFT JOIN sale_lines l"
        + " ON l.shop_id = s.shop_id AND (l.kind <> 'tax') GROUP BY s.name",
        rewrite("SELECT s.name, COUNT(*) FROM shops s LEFT JOIN sale_lines l"
            + " ON l.shop_id = s.shop_id GROUP BY s.name"));
  }

  @Test
  void defaultCondition_standsBack_forListingsAndTheQuestionsOwnConditions() throws Exception {
    for (String sql : List.of("SELECT * FROM sale_lines l",
        "SELECT SUM(l.amount) FROM sale_lines l WHERE l.kind = 'tax'",
        "SELECT kind, SUM(amount) FROM sale_lines GROUP BY kind")) {
      assertEquals(sql, rewrite(sql));
    }
    ResolvedModel m = model(MODEL);
    Map<Dataset, List<String>> tax = Map.of(m.model().dataset("lines"), List.of("kind = 'tax'"));
    assertEquals("SELECT SUM(l.amount) FROM sale_lines l WHERE (l.kind = 'tax')",
        new ModelSqlRewriter(m, tax).rewrite("SELECT SUM(l.amount) FROM sale_lines l"));
  }

  @Test
  void metricFilter_isFoldedIntoItsAggregate_unlessTheQueryConditionsItsColumn()
      throws Exception {
    assertEquals("SELECT s.name, SUM(CASE WHEN l.kind = 'item' THEN l.amount END) AS net_sales"
        + " FROM sale_lines l JOIN shops s ON s.shop_id = l.shop_id WHERE (l.kind <> 'tax')"
        + " GROUP BY s.name",
        rewrite("SELECT s.name, l.net_sales FROM sale_lines l JOIN shops s"
            + " ON s.shop_id = l.shop_id"));
    assertEquals("SELECT SUM(l.amount) AS net_sales FROM sale_lines l"
        + " WHERE l.kind = 'shipping'",
        rewrite("SELECT l.net_sales FROM sale_lines l WHERE l.kind = 'shipping'"));
  }

  @Test
  void fold_coversEveryAggregateOfTheExpression() {
    assertEquals("COUNT(CASE WHEN x > 0 THEN 1 END)", MetricFilters.fold("COUNT(*)", "x > 0"));
    assertEquals("SUM(CASE WHEN x > 0 THEN a END) / COUNT(DISTINCT CASE WHEN x > 0 THEN b END)",
        MetricFilters.fold("SUM(a) / COUNT(DISTINCT b)", "x > 0"));
    assertNull(MetricFilters.fold("a + b", "x > 0"));
  }

  @Test
  void conditionWord_appliesWhereTheQuestionIsAboutItsDataset() throws Exception {
    ResolvedModel m = model(MODEL);
    Dataset lines = m.model().dataset("lines");
    ConditionWords.Said said = ConditionWords.read("how many sale lines were billed?", m);
    assertEquals("how many sale lines?", said.question());
    assertEquals(Map.of(lines, List.of("state = 'billed'")), said.conditions());
    said = ConditionWords.read("net sales billed per shop", m);
    assertEquals("net sales per shop", said.question());
    said = ConditionWords.read("shops billed in May", m);
    assertEquals("shops billed in May", said.question());
    assertTrue(said.conditions().isEmpty());
    said = ConditionWords.read("sum of billed tax lines", m);
    assertEquals("sum of billed tax lines", said.question(), "a word of a value synonym");
    assertEquals(List.of("state = 'billed'"), QuestionRewriter.rewrite(
        "sale lines billed per shop", m).conditions().get(lines));
  }

  @Test
  void modelTable_andPrompt_showTheConditions() throws Exception {
    ResolvedModel m = model(MODEL);
    List<String> rows = ModelTable.of(m, List.of()).rows().stream()
        .map(r -> r[1] + " " + r[2] + " " + r[3]).toList();
    assertTrue(rows.contains("default condition lines kind <> 'tax'"), rows.toString());
    assertTrue(rows.contains("condition word billed lines: state = 'billed'"), rows.toString());
    assertTrue(rows.contains("metric net_sales SUM(lines.amount)"
        + " FILTER (WHERE lines.kind = 'item')"), rows.toString());
    SchemaSnapshot enriched = SnapshotEnricher.enrich(schema(), m, "1");
    String notes = String.join("\n", enriched.notes());
    assertTrue(notes.contains("lines: sums, counts and averages keep only rows where"
        + " kind <> 'tax', unless the question asks about that column"), notes);
    assertTrue(notes.contains("\"billed\" said of lines means WHERE state = 'billed'"), notes);
    assertTrue(notes.contains("Metric net_sales = SUM(lines.amount)"
        + " FILTER (WHERE lines.kind = 'item')"), notes);
  }
}
