package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.schema.TimeThrough;
import dev.nljdbc.security.SecurityGate;
import dev.nljdbc.security.SecurityMetrics;
import dev.nljdbc.security.SecurityPolicy;
import dev.nljdbc.security.TenantPolicy;
import dev.nljdbc.security.TenantScope;
import dev.nljdbc.security.TenantTables;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The NLJDBC extension's relations: a time field reached through relationships
 * ({@code time_field}) and value synonyms whose condition is on a related dataset; what a bad
 * declaration says at load, and the semi-join a related condition becomes, fenced for a tenant.
 */
class RelatedModelTest {

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: payroll",
      "    datasets:",
      "      - name: payslips",
      "        source: payslips",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"time_field\": {\"relationship\": \"slip_run\","
          + " \"field\": \"pay_date\"}}'",
      "      - name: runs",
      "        source: payroll_runs",
      "      - name: staff",
      "        source: employees",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"value_synonyms\": {\"overseas\": \"countries.code <> ''GB''\"}}'",
      "      - name: offices",
      "        source: offices",
      "      - name: countries",
      "        source: countries",
      "    relationships:",
      "      - name: slip_run",
      "        from: payslips",
      "        to: runs",
      "        from_columns: [run_id]",
      "        to_columns: [run_id]",
      "      - name: staff_office",
      "        from: staff",
      "        to: offices",
      "        from_columns: [office_id]",
      "        to_columns: [office_id]",
      "      - name: office_country",
      "        from: offices",
      "        to: countries",
      "        from_columns: [country_id]",
      "        to_columns: [country_id]",
      "");

  private static ColumnInfo col(String name, int type, String typeName) {
    return new ColumnInfo(name, type, typeName, true, null, List.of());
  }

  private static SchemaSnapshot schema() {
    int i = Types.INTEGER;
    return new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo("public", "payslips", null, List.of(col("slip_id", i, "int4"),
            col("run_id", i, "int4"), col("net_pay", Types.DECIMAL, "numeric"),
            col("created_at", Types.DATE, "date"), col("corp_id", i, "int4")),
            List.of(), List.of()),
        new TableInfo("public", "payroll_runs", null, List.of(col("run_id", i, "int4"),
            col("label", Types.VARCHAR, "varchar"), col("pay_date", Types.DATE, "date"),
            col("corp_id", i, "int4")), List.of(), List.of()),
        new TableInfo("public", "employees", null, List.of(col("emp_id", i, "int4"),
            col("office_id", i, "int4"), col("corp_id", i, "int4")), List.of(), List.of()),
        new TableInfo("public", "offices", null, List.of(col("office_id", i, "int4"),
            col("country_id", i, "int4"), col("corp_id", i, "int4")), List.of(), List.of()),
        new TableInfo("public", "countries", null, List.of(col("country_id", i, "int4"),
            col("code", Types.VARCHAR, "varchar")), List.of(), List.of())));
  }

  private static ResolvedModel resolve(String text) throws Exception {
    return resolve(text, schema());
  }

  private static ResolvedModel resolve(String text, SchemaSnapshot schema) throws Exception {
    return ModelResolver.resolve(ModelReader.read("m.yaml", text), text, schema,
        new SecurityGate()::admit);
  }

  private static ModelException refused(String text) {
    return assertThrows(ModelException.class, () -> resolve(text));
  }

  @Test
  void timeField_resolvesToTheParentsDate() throws Exception {
    SchemaSnapshot schema = schema();
    ResolvedModel m = resolve(MODEL, schema);
    TimeThrough t = m.timeThrough(m.model().dataset("payslips"));
    assertEquals("payroll_runs", t.table());
    assertEquals("pay_date", t.column());
    assertEquals(List.of("run_id"), t.path().get(0).columns());
    assertNull(m.timeThrough(m.model().dataset("runs")));
    TableInfo enriched = SnapshotEnricher.enrich(schema, m, "1").tables().get(0);
    assertEquals(t, enriched.timeThrough());
  }

  @Test
  void thePromptAndModel_sayWhatTheyMean() throws Exception {
    SchemaSnapshot schema = schema();
    ResolvedModel m = resolve(MODEL, schema);
    List<String> notes = SnapshotEnricher.enrich(schema, m, "1").notes();
    assertTrue(notes.contains("payslips: dated by runs.pay_date (through slip_run): a period or"
        + " trend of payslips goes on that date, joined"), notes.toString());
    assertTrue(notes.contains("\"overseas\" means staff WHERE EXISTS (SELECT 1 FROM offices AS"
        + " offices JOIN countries AS countries ON countries.country_id = offices.country_id"
        + " WHERE offices.office_id = employees.office_id AND (countries.code <> 'GB'))"),
        notes.toString());
    assertTrue(ModelTable.of(m, List.of()).rows().stream().anyMatch(r -> r[1].equals("time field")
        && r[2].equals("payslips") && r[3].equals("runs.pay_date (through slip_run)")));
  }

  @Test
  void timeField_listsAChainOfRelationships() throws Exception {
    String text = MODEL.replace("{\"relationship\": \"slip_run\", \"field\": \"pay_date\"}",
        "{\"relationship\": [\"slip_run\"], \"field\": \"pay_date\"}");
    assertEquals("pay_date", resolve(text).timeThrough(
        resolve(text).model().dataset("payslips")).column());
  }

  @Test
  void timeField_badDeclarations_areLoadErrorsThatSayWhy() {
    String[][] cases = {
        {"\"relationship\": \"slip_run\", \"field\": \"label\"", "is no date"},
        {"\"relationship\": \"slip_run\", \"field\": \"paid_on\"", "unknown field 'paid_on'"},
        {"\"relationship\": \"slip_runs\", \"field\": \"pay_date\"",
            "unknown relationship 'slip_runs' (relationships: slip_run, staff_office"},
        {"\"relationship\": \"staff_office\", \"field\": \"pay_date\"",
            "goes from staff to offices, not from payslips"},
    };
    for (String[] c : cases) {
      String text = MODEL.replace("\"relationship\": \"slip_run\", \"field\": \"pay_date\"",
          c[0]);
      ModelException e = refused(text);
      assertTrue(e.getMessage().contains("time_field of dataset payslips: ")
          && e.getMessage().contains(c[1]), e.getMessage());
      assertEquals(7, e.line(), e.getMessage());
    }
  }

  @Test
  void timeField_badShapes_areReadErrors() {
    String[][] cases = {
        {"{\"time_field\": \"runs.pay_date\"}", "time_field must be an object"},
        {"{\"time_field\": {\"field\": \"pay_date\"}}", "time_field needs a relationship"},
        {"{\"time_field\": {\"relationship\": \"slip_run\"}}", "time_field needs a field"},
        {"{\"time_field\": {\"relationship\": \"slip_run\", \"field\": \"pay_date\","
            + " \"via\": 1}}", "unknown key 'via' in time_field"},
    };
    for (String[] c : cases) {
      String text = MODEL.replace("{\"time_field\": {\"relationship\": \"slip_run\","
          + " \"field\": \"pay_date\"}}", c[0]);
      ModelException e = assertThrows(ModelException.class,
          () -> ModelReader.read("m.yaml", text));
      assertTrue(e.getMessage().contains(c[1]), e.getMessage());
    }
  }

  @Test
  void relatedValueSynonym_badDeclarations_areLoadErrorsThatSayWhy() {
    ModelException unrelated = refused(MODEL.replace("countries.code <> ''GB''",
        "runs.label = ''x''"));
    assertTrue(unrelated.getMessage().contains("value synonym 'overseas' of dataset staff:"
        + " dataset runs is not related to staff"), unrelated.getMessage());
    ModelException column = refused(MODEL.replace("countries.code", "countries.iso"));
    assertTrue(column.getMessage().contains("unknown column 'iso' in table countries"),
        column.getMessage());
    ModelException dataset = refused(MODEL.replace("countries.code", "nations.code"));
    assertTrue(dataset.getMessage().contains("'nations.code' is not a column of dataset staff"),
        dataset.getMessage());
  }

  @Test
  void relatedValueSynonym_isASemiJoinAlongTheRelationships() throws Exception {
    ResolvedModel m = resolve(MODEL);
    String sql = new ModelSqlRewriter(m, Map.of(m.model().dataset("staff"),
        List.of("countries.code <> 'GB'"))).rewrite("SELECT count(*) FROM employees e");
    assertEquals("SELECT count(*) FROM employees e WHERE (EXISTS (SELECT 1 FROM offices AS"
        + " offices JOIN countries AS countries ON countries.country_id = offices.country_id"
        + " WHERE offices.office_id = e.office_id AND (countries.code <> 'GB')))", sql);
  }

  @Test
  void relatedValueSynonym_theOtherWay_andTheTenantFenceReachesTheSubquery() throws Exception {
    String text = MODEL.replace("countries.code <> ''GB''", "employees.emp_id > 0");
    ResolvedModel m = resolve(text.replace("      - name: countries\n        source: countries\n",
        "      - name: countries\n        source: countries\n"
        + "        custom_extensions:\n"
        + "          - vendor_name: NLJDBC\n"
        + "            data: '{\"value_synonyms\": {\"staffed\": \"offices.office_id > 0\"}}'\n"));
    String sql = new ModelSqlRewriter(m, Map.of(m.model().dataset("countries"),
        List.of("offices.office_id > 0"))).rewrite("SELECT code FROM countries");
    assertEquals("SELECT code FROM countries WHERE (EXISTS (SELECT 1 FROM offices AS offices"
        + " WHERE offices.country_id = countries.country_id AND (offices.office_id > 0)))", sql);
    TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
        .searchPath("public").tenantTable("public", "offices", Types.INTEGER)
        .table("public", "countries").build();
    String admitted = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), tables, "alice",
        new SecurityMetrics()).admit(sql).sql();
    assertTrue(admitted.matches("(?s).*EXISTS \\(SELECT 1 FROM .*offices.*corp_id.*"),
        admitted);
  }
}
