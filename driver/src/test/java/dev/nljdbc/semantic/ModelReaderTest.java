package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.SecurityGate;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelReaderTest {

  private static String resource(String name) throws Exception {
    try (InputStream in = ModelReaderTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static final String SMALL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: shop",
      "    datasets:",
      "      - name: sales",
      "        source: public.sales",
      "        fields:",
      "          - name: margin",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: price - cost",
      "    metrics:",
      "      - name: revenue",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: SUM(sales.price)",
      "");

  private static SchemaSnapshot schema() {
    ColumnInfo price = new ColumnInfo("price", Types.DECIMAL, "numeric", false, null, List.of());
    ColumnInfo cost = new ColumnInfo("cost", Types.DECIMAL, "numeric", false, null, List.of());
    return new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo("public", "sales", null, List.of(price, cost), List.of(), List.of())));
  }

  @Test
  void specExample_reads() throws Exception {
    SemanticModel m = ModelReader.read("tpcds.yaml", resource("/semantic/tpcds_semantic_model.yaml"));
    assertEquals("tpcds_retail_model", m.name());
    assertTrue(m.datasets().size() >= 5, m.datasets().toString());
    assertTrue(m.relationships().size() >= 4);
    Metric totalSales = m.metrics().stream().filter(x -> x.name().equals("total_sales"))
        .findFirst().orElseThrow();
    assertEquals("SUM(store_sales.ss_ext_sales_price)", totalSales.expression());
    assertTrue(totalSales.context().synonyms().contains("total revenue"));
    assertEquals("store_sales", m.dataset("store_sales").table());
    assertEquals(1, m.instructions().size());
  }

  @Test
  void json_reads() throws Exception {
    String json = "{\"version\": \"0.2.0.dev0\", \"semantic_model\": [{\"name\": \"m\","
        + " \"datasets\": [{\"name\": \"sales\", \"source\": \"sales\"}]}]}";
    assertEquals("sales", ModelReader.read("m.json", json).datasets().get(0).name());
  }

  @Test
  void schemaViolation_namesTheLine() {
    ModelException e = assertThrows(ModelException.class,
        () -> ModelReader.read("m.yaml", SMALL.replace("        source: public.sales\n", "")));
    assertEquals(5, e.line(), e.getMessage());
    assertTrue(e.getMessage().contains("source"), e.getMessage());
    assertEquals("22023", e.toSqlException().getSQLState());
  }

  @Test
  void yamlSyntaxError_namesTheLine() {
    ModelException e = assertThrows(ModelException.class,
        () -> ModelReader.read("m.yaml", SMALL.replace("  - name: shop", "  - name: [shop")));
    assertTrue(e.line() >= 3, e.getMessage());
  }

  @Test
  void badExtension_isRefused() {
    String text = SMALL.replace("        source: public.sales\n", "        source: public.sales\n"
        + "        custom_extensions:\n"
        + "          - vendor_name: NLJDBC\n"
        + "            data: '{\"current_row\": \"x\"}'\n");
    ModelException e = assertThrows(ModelException.class, () -> ModelReader.read("m.yaml", text));
    assertEquals(9, e.line(), e.getMessage());
    assertTrue(e.getMessage().contains("current_row"), e.getMessage());
  }

  @Test
  void extension_isRead() throws Exception {
    String text = SMALL.replace("        source: public.sales\n", "        source: public.sales\n"
        + "        custom_extensions:\n"
        + "          - vendor_name: OTHER\n"
        + "            data: 'not json'\n"
        + "          - vendor_name: NLJDBC\n"
        + "            data: '{\"current_rows\": \"cost > 0\", \"order_by\": \"price DESC\","
        + " \"value_synonyms\": {\"cheap\": \"price < 5\"}}'\n");
    NljdbcExtension x = ModelReader.read("m.yaml", text).datasets().get(0).extension();
    assertEquals("cost > 0", x.currentRows());
    assertEquals("price DESC", x.orderBy());
    assertEquals(List.of(new NljdbcExtension.ValueSynonym("cheap", "price < 5")),
        x.valueSynonyms());
  }

  @Test
  void resolves_againstTheSchema() throws Exception {
    SemanticModel m = ModelReader.read("m.yaml", SMALL);
    ResolvedModel r = ModelResolver.resolve(m, SMALL, schema(), new SecurityGate()::admit);
    assertEquals(m.datasets().get(0), r.home(m.metrics().get(0)));
  }

  @Test
  void unknownColumn_isAnErrorAtLoad() throws Exception {
    String text = SMALL.replace("price - cost", "price - tax");
    ModelException e = assertThrows(ModelException.class, () -> ModelResolver.resolve(
        ModelReader.read("m.yaml", text), text, schema(), new SecurityGate()::admit));
    assertEquals(12, e.line(), e.getMessage());
    assertTrue(e.getMessage().contains("unknown column 'tax'"), e.getMessage());
  }

  @Test
  void unknownTable_isAnErrorAtLoad() throws Exception {
    String text = SMALL.replace("public.sales", "public.orders");
    ModelException e = assertThrows(ModelException.class, () -> ModelResolver.resolve(
        ModelReader.read("m.yaml", text), text, schema(), new SecurityGate()::admit));
    assertEquals(6, e.line(), e.getMessage());
  }

  @Test
  void badExpression_isAnErrorAtLoad() throws Exception {
    String text = SMALL.replace("price - cost", "price -* cost)");
    ModelException e = assertThrows(ModelException.class, () -> ModelResolver.resolve(
        ModelReader.read("m.yaml", text), text, schema(), new SecurityGate()::admit));
    assertTrue(e.getMessage().contains("does not parse"), e.getMessage());
  }

  @Test
  void metricWithForbiddenFunction_isRefusedByTheGate() throws Exception {
    String text = SMALL.replace("SUM(sales.price)", "SUM(sales.price) + pg_sleep(10)");
    ModelException e = assertThrows(ModelException.class, () -> ModelResolver.resolve(
        ModelReader.read("m.yaml", text), text, schema(), new SecurityGate()::admit));
    assertEquals(18, e.line(), e.getMessage());
    assertTrue(e.getMessage().contains("refused by the security layer"), e.getMessage());
  }
}
