package dev.nljdbc.it.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.llm.OpenAiStubServer;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A semantic model drives the offline engine on a PostgreSQL schema it has never seen, one
 * element per test: without the model each question is answered differently or not at all.
 */
public class SemanticModelPostgresIT {

  private static final String[] DDL = {
      "CREATE TABLE yards (yard_id int PRIMARY KEY, label varchar(40) NOT NULL)",
      "CREATE TABLE rigs (rig_id int PRIMARY KEY, yard_ref int NOT NULL,"
          + " plate varchar(12) NOT NULL, purchase_cost numeric(12,2) NOT NULL,"
          + " resale numeric(12,2) NOT NULL, valid_to date)",
      "CREATE TABLE runs (run_id int PRIMARY KEY, rig_ref int NOT NULL,"
          + " run_date date NOT NULL, departed_on date NOT NULL, km numeric(10,1) NOT NULL,"
          + " state varchar(20) NOT NULL)",
      "INSERT INTO yards VALUES (1, 'North'), (2, 'South')",
      "INSERT INTO rigs VALUES (1, 1, 'N-1', 100, 40, NULL), (2, 1, 'N-2', 200, 50, NULL),"
          + " (3, 2, 'S-1', 300, 100, NULL), (4, 2, 'S-old', 90, 10, DATE '2020-01-01')",
      "INSERT INTO runs VALUES (1, 1, DATE '2023-12-30', DATE '2024-01-02', 10, 'done'),"
          + " (2, 2, DATE '2024-03-01', DATE '2024-03-01', 20, 'back_order'),"
          + " (3, 3, DATE '2024-06-01', DATE '2025-01-05', 30, 'done'),"
          + " (4, 3, DATE '2025-02-01', DATE '2025-02-01', 40, 'back_order')"};

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: haulage",
      "    ai_context:",
      "      instructions: Distances are in kilometres.",
      "    datasets:",
      "      - name: trucks",
      "        source: rigs",
      "        primary_key: [rig_id]",
      "        ai_context:",
      "          synonyms: [lorries]",
      "        fields:",
      "          - name: depreciation",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: purchase_cost - resale",
      "            datatype: Decimal",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"current_rows\": \"valid_to IS NULL\", \"order_by\": \"plate DESC\"}'",
      "      - name: depots",
      "        source: yards",
      "        primary_key: [yard_id]",
      "      - name: trips",
      "        source: runs",
      "        primary_key: [run_id]",
      "        fields:",
      "          - name: departed_on",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: departed_on",
      "            dimension:",
      "              is_time: true",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"value_synonyms\": {\"back-order\": \"state = ''back_order''\"}}'",
      "    relationships:",
      "      - name: trucks_to_depots",
      "        from: trucks",
      "        to: depots",
      "        from_columns: [yard_ref]",
      "        to_columns: [yard_id]",
      "      - name: trips_to_trucks",
      "        from: trips",
      "        to: trucks",
      "        from_columns: [rig_ref]",
      "        to_columns: [rig_id]",
      "    metrics:",
      "      - name: distance_driven",
      "        expression:",
      "          dialects:",
      "            - dialect: ANSI_SQL",
      "              expression: SUM(trips.km)",
      "        ai_context:",
      "          synonyms: [mileage]");

  private static TestDatabases.Scratch scratch;
  private static String url;

  @TempDir
  static Path dir;

  @BeforeAll
  static void setUp() throws Exception {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL, DDL);
    Path model = dir.resolve("haulage.yaml");
    Files.writeString(model, MODEL);
    url = scratch.nlUrl();
    System.setProperty("semantic.it.model", model.toString());
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (scratch != null) {
      scratch.close();
    }
  }

  private static NlAssert connect() throws SQLException {
    return NlAssert.connect(url, NlAssert.props("semantic.model",
        System.getProperty("semantic.it.model"), "clarify", "false"));
  }

  @Test
  void datasetSynonym_linksTheWord() throws SQLException {
    try (NlAssert nl = connect()) {
      NlAssert.Answer a = nl.ask("how many lorries").sqlContains("rigs");
      assertEquals("3", String.valueOf(a.rows().get(0).values().iterator().next()));
    }
  }

  @Test
  void currentRowsFilter_leavesOutRetiredRows() throws SQLException {
    try (NlAssert nl = connect()) {
      nl.ask("count the rigs").sqlContains("valid_to IS NULL").hasRows(1);
    }
  }

  @Test
  void defaultOrdering_ordersAListing() throws SQLException {
    try (NlAssert nl = connect()) {
      nl.ask("list the rigs").sqlContains("plate DESC").columnValues("plate", "S-1", "N-2", "N-1");
    }
  }

  @Test
  void relationship_addsTheJoinPath() throws SQLException {
    try (NlAssert nl = connect()) {
      nl.ask("number of rigs per yard label").sqlContains("yard_ref").hasRows(2);
    }
  }

  @Test
  void timeField_isThePeriodColumn() throws SQLException {
    try (NlAssert nl = connect()) {
      nl.ask("runs in 2024").sqlContains("departed_on").hasRows(2);
    }
  }

  @Test
  void metric_answersWithItsExpression() throws SQLException {
    try (NlAssert nl = connect()) {
      NlAssert.Answer a = nl.ask("total mileage").sqlContains("SUM(");
      assertEquals(0, new BigDecimal("100").compareTo(new BigDecimal(
          String.valueOf(a.rows().get(0).values().iterator().next()))), a.rows().toString());
    }
  }

  @Test
  void valueSynonym_becomesItsCondition() throws SQLException {
    try (NlAssert nl = connect()) {
      nl.ask("how many back-order runs").sqlContains("back_order");
    }
  }

  @Test
  void fieldExpression_canBeAskedForByName() throws SQLException {
    try (NlAssert nl = connect()) {
      nl.ask("total depreciation").sqlContains("purchase_cost - ");
    }
  }

  @Test
  void languageModel_seesSynonymsMetricsTimeFieldsAndInstructions() throws Exception {
    try (OpenAiStubServer stub = OpenAiStubServer.start()) {
      stub.reply(OpenAiStubServer.sqlAnswer(
          "SELECT SUM(t.distance_driven) AS mileage FROM runs t", "Total distance.", 0.9));
      try (NlAssert nl = NlAssert.connect(url, NlAssert.props("semantic.model",
          System.getProperty("semantic.it.model"), "clarify", "false", "llm.provider", "openai",
          "llm.baseUrl", stub.baseUrl(), "llm.apiKey", "sk-test", "llm.model", "stub-model"))) {
        NlAssert.Answer a = nl.ask("total mileage of the lorries").sqlContains("SUM(t.km)");
        assertEquals(0, new BigDecimal("100").compareTo(new BigDecimal(
            String.valueOf(a.rows().get(0).values().iterator().next()))), a.rows().toString());
      }
      String prompt = stub.lastRequest().userPrompt();
      assertTrue(prompt.contains("Metric distance_driven = SUM(trips.km) -- also called: mileage"),
          prompt);
      assertTrue(prompt.contains("Distances are in kilometres."), prompt);
      assertTrue(prompt.contains("also called: lorries"), prompt);
      assertTrue(prompt.contains("departed_on date"), prompt);
      assertTrue(prompt.contains("trucks: current rows only: valid_to IS NULL"), prompt);
    }
  }

  @Test
  void changedFile_isReloaded_andABadChangeKeepsTheOldModel() throws Exception {
    Path file = dir.resolve("reloaded.yaml");
    Files.writeString(file, MODEL);
    try (NlAssert nl = NlAssert.connect(url, NlAssert.props("semantic.model", file.toString(),
        "clarify", "false"))) {
      nl.ask("how many lorries").sqlContains("rigs");
      Files.writeString(file, MODEL.replace("synonyms: [lorries]", "synonyms: [wagons]"));
      Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.fromMillis(
          System.currentTimeMillis() + 5_000));
      Thread.sleep(1_100);
      nl.ask("how many wagons").sqlContains("rigs").sqlContains("valid_to IS NULL");
      Files.writeString(file, MODEL.replace("expression: SUM(trips.km)", "expression: SUM(trips.kms)"));
      Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.fromMillis(
          System.currentTimeMillis() + 10_000));
      Thread.sleep(1_100);
      nl.ask("how many wagons").sqlContains("rigs").sqlContains("valid_to IS NULL");
    }
  }

  @Test
  void badModel_failsAtConnectNamingFileAndLine() throws Exception {
    Path bad = dir.resolve("bad.yaml");
    Files.writeString(bad, MODEL.replace("expression: purchase_cost - resale",
        "expression: purchase_cost - no_such_column"));
    SQLException e = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
        () -> DriverManager.getConnection(url, NlAssert.props("semantic.model", bad.toString())));
    assertEquals("22023", e.getSQLState());
    assertTrue(e.getMessage().contains("bad.yaml:17") && e.getMessage().contains("no_such_column"),
        e.getMessage());
  }
}
