package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.SecurityGate;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelSqlRewriterTest {

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: shop",
      "    datasets:",
      "      - name: items",
      "        source: products",
      "        fields:",
      "          - name: margin",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: price - cost",
      "          - name: worth",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: price * qty",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"current_rows\": \"valid_to IS NULL\", \"order_by\": \"name\","
          + " \"value_synonyms\": {\"cheap\": \"price < 5\"}}'",
      "      - name: makers",
      "        source: brands",
      "    metrics:",
      "      - name: stock_value",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: SUM(items.price * items.qty)",
      "        ai_context:",
      "          synonyms: [inventory worth]",
      "");

  private static ResolvedModel model() throws Exception {
    List<String> none = List.of();
    TableInfo products = new TableInfo(null, "products", null, List.of(
        new ColumnInfo("name", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("brand_id", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("price", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("cost", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("qty", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("valid_to", Types.DATE, "date", true, null, none)), List.of(), List.of());
    TableInfo brands = new TableInfo(null, "brands", null, List.of(
        new ColumnInfo("brand_id", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("name", Types.VARCHAR, "varchar", false, null, none)), List.of(), List.of());
    SchemaSnapshot schema = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(products, brands));
    return ModelResolver.resolve(ModelReader.read("m.yaml", MODEL), MODEL, schema,
        new SecurityGate()::admit);
  }

  private static String rewrite(String sql) throws Exception {
    return new ModelSqlRewriter(model(), Map.of()).rewrite(sql);
  }

  @Test
  void expressionField_becomesItsExpressionOverTheAlias() throws Exception {
    assertEquals("SELECT SUM((p.price - p.cost)) AS total FROM products p"
        + " WHERE (p.valid_to IS NULL)", rewrite("SELECT SUM(p.margin) AS total FROM products p"));
  }

  @Test
  void aFieldMeasuringEachRowWithTheMetricsColumns_besideTheMetric_isTheMetricSaidOnce()
      throws Exception {
    assertEquals("SELECT SUM(p.price * p.qty) AS stock_value FROM products p"
        + " WHERE (p.valid_to IS NULL)", rewrite("SELECT p.worth, p.stock_value FROM products p"));
  }

  @Test
  void aMetricSelectedAlone_isOneValue_whichNoRowOrderRanks() throws Exception {
    assertEquals("SELECT SUM(p.price * p.qty) AS stock_value FROM products p"
        + " WHERE (p.valid_to IS NULL) LIMIT 3",
        rewrite("SELECT p.stock_value FROM products p ORDER BY p.price DESC LIMIT 3"));
  }

  @Test
  void bareMetric_isGroupedByTheOtherColumns() throws Exception {
    assertEquals("SELECT b.name, SUM(p.price * p.qty) AS stock_value FROM products p"
        + " JOIN brands b ON b.brand_id = p.brand_id WHERE (p.valid_to IS NULL) GROUP BY b.name",
        rewrite("SELECT b.name, p.stock_value FROM products p"
            + " JOIN brands b ON b.brand_id = p.brand_id"));
  }

  @Test
  void aggregateOfAMetric_isTheMetric() throws Exception {
    assertEquals("SELECT AVG(p.price) AS a, SUM(p.price * p.qty) AS s FROM products p"
        + " WHERE (p.valid_to IS NULL)",
        rewrite("SELECT AVG(p.price) AS a, MAX(p.stock_value) AS s FROM products p"));
  }

  @Test
  void outerJoin_getsTheCurrentRowsInItsOn() throws Exception {
    assertEquals("SELECT b.name, COUNT(p.name) FROM brands b LEFT JOIN products p"
        + " ON p.brand_id = b.brand_id AND (p.valid_to IS NULL) GROUP BY b.name",
        rewrite("SELECT b.name, COUNT(p.name) FROM brands b LEFT JOIN products p"
            + " ON p.brand_id = b.brand_id GROUP BY b.name"));
  }

  @Test
  void listing_getsTheDefaultOrder() throws Exception {
    assertEquals("SELECT name FROM products WHERE (products.valid_to IS NULL)"
        + " ORDER BY products.name", rewrite("SELECT name FROM products"));
  }

  @Test
  void aPercentile_isAnAggregate_andGetsNoListingOrder() throws Exception {
    assertEquals("SELECT PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY price) AS median_price"
        + " FROM products WHERE (products.valid_to IS NULL)",
        rewrite("SELECT PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY price) AS median_price"
            + " FROM products"));
  }

  @Test
  void sqlWithoutModelTables_isUnchanged() throws Exception {
    String sql = "SELECT  name::text FROM brands  WHERE brand_id = 1";
    assertEquals(sql, rewrite(sql));
  }

  @Test
  void valueSynonym_andMetricSynonym_rewriteTheQuestion() throws Exception {
    ResolvedModel m = model();
    QuestionRewriter.Rewritten r = QuestionRewriter.rewrite("inventory worth of cheap items", m);
    assertEquals("stock_value of products items", r.question());
    assertEquals(List.of("price < 5"), r.conditions().get(m.model().dataset("items")));
  }

  @Test
  void aQueryThatConditionsTheHistory_keepsItsOwnRows() throws Exception {
    assertEquals("SELECT SUM(p.qty) FROM products p WHERE (p.valid_to IS NULL"
        + " OR p.valid_to >= '2024-01-01')",
        rewrite("SELECT SUM(p.qty) FROM products p WHERE (p.valid_to IS NULL"
            + " OR p.valid_to >= '2024-01-01')"));
  }

  @Test
  void aQuestionAboutPastRows_getsNoCurrentRowsCondition() throws Exception {
    assertEquals("SELECT SUM(p.qty) FROM products p",
        new ModelSqlRewriter(model(), Map.of(), true).rewrite("SELECT SUM(p.qty) FROM products p"));
    assertEquals("SELECT SUM(p.qty) FROM products p WHERE (p.valid_to IS NULL)",
        rewrite("SELECT SUM(p.qty) FROM products p"));
  }

  @Test
  void subqueryOfTheWhere_getsItsDatasetsConditions() throws Exception {
    ResolvedModel m = model();
    Map<Dataset, List<String>> cheap = Map.of(m.model().dataset("items"), List.of("price < 5"));
    assertEquals("SELECT b.name FROM brands b WHERE b.brand_id IN (SELECT p.brand_id"
        + " FROM products p WHERE (p.valid_to IS NULL) AND (p.price < 5))",
        new ModelSqlRewriter(m, cheap).rewrite("SELECT b.name FROM brands b"
            + " WHERE b.brand_id IN (SELECT p.brand_id FROM products p)"));
    assertEquals("SELECT b.name FROM brands b WHERE EXISTS (SELECT 1 FROM products p"
        + " WHERE p.brand_id = b.brand_id AND (p.valid_to IS NULL) AND (p.price < 5))",
        new ModelSqlRewriter(m, cheap).rewrite("SELECT b.name FROM brands b WHERE EXISTS"
            + " (SELECT 1 FROM products p WHERE p.brand_id = b.brand_id)"));
  }
}
