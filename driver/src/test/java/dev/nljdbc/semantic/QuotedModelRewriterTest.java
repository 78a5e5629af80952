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

/**
 * A model over quoted mixed-case identifiers (as Entity Framework and other ORMs lay out tables)
 * must give SQL whose identifiers keep their quotes: PostgreSQL folds unquoted names to lower case.
 */
class QuotedModelRewriterTest {

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: firm",
      "    datasets:",
      "      - name: Consultants",
      "        source: Consultants",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"current_rows\": \"\\\"LeaveDate\\\" IS NULL\","
          + " \"order_by\": \"\\\"LastName\\\", \\\"FirstName\\\" DESC\"}'",
      "      - name: Invoices",
      "        source: Invoices",
      "    metrics:",
      "      - name: revenue",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: SUM(CASE WHEN \"Invoices\".\"Status\" <> 'Draft'"
          + " THEN \"Invoices\".\"NetAmount\" ELSE 0 END)",
      "");

  static ResolvedModel model() throws Exception {
    List<String> none = List.of();
    TableInfo consultants = new TableInfo(null, "Consultants", null, List.of(
        new ColumnInfo("Id", Types.INTEGER, "int4", false, null, none),
        new ColumnInfo("FirstName", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("LastName", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("HireDate", Types.DATE, "date", false, null, none),
        new ColumnInfo("LeaveDate", Types.DATE, "date", true, null, none)), List.of(), List.of());
    TableInfo invoices = new TableInfo(null, "Invoices", null, List.of(
        new ColumnInfo("Id", Types.INTEGER, "int4", false, null, none),
        new ColumnInfo("ConsultantId", Types.INTEGER, "int4", false, null, none),
        new ColumnInfo("Status", Types.VARCHAR, "varchar", false, null, none),
        new ColumnInfo("NetAmount", Types.DECIMAL, "numeric", false, null, none)),
        List.of(), List.of());
    SchemaSnapshot schema = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT,
        List.of(consultants, invoices));
    return ModelResolver.resolve(ModelReader.read("m.yaml", MODEL), MODEL, schema,
        new SecurityGate()::admit);
  }

  static String rewrite(String sql) throws Exception {
    return new ModelSqlRewriter(model(), Map.of()).rewrite(sql);
  }

  @Test
  void listing_keepsTheQuotesOfItsCurrentRowsAndDefaultOrder() throws Exception {
    assertEquals("SELECT \"FirstName\" FROM \"Consultants\" WHERE (\"Consultants\".\"LeaveDate\""
        + " IS NULL) ORDER BY \"Consultants\".\"LastName\", \"Consultants\".\"FirstName\" DESC",
        rewrite("SELECT \"FirstName\" FROM \"Consultants\""));
  }

  @Test
  void aliasedTable_getsItsConditionsOverTheAlias() throws Exception {
    assertEquals("SELECT c.\"FirstName\" FROM \"Consultants\" c WHERE (c.\"LeaveDate\" IS NULL)"
        + " ORDER BY c.\"LastName\", c.\"FirstName\" DESC",
        rewrite("SELECT c.\"FirstName\" FROM \"Consultants\" c"));
  }

  @Test
  void metric_keepsTheQuotesOfItsQualifier() throws Exception {
    assertEquals("SELECT \"Consultants\".\"LastName\", SUM(CASE WHEN \"Invoices\".\"Status\""
        + " <> 'Draft' THEN \"Invoices\".\"NetAmount\" ELSE 0 END) AS revenue FROM \"Invoices\""
        + " JOIN \"Consultants\" ON \"Consultants\".\"Id\" = \"Invoices\".\"ConsultantId\""
        + " WHERE (\"Consultants\".\"LeaveDate\" IS NULL) GROUP BY \"Consultants\".\"LastName\"",
        rewrite("SELECT \"Consultants\".\"LastName\", SUM(\"Invoices\".revenue) AS revenue"
            + " FROM \"Invoices\" JOIN \"Consultants\" ON \"Consultants\".\"Id\" ="
            + " \"Invoices\".\"ConsultantId\" GROUP BY \"Consultants\".\"LastName\""));
  }
}
