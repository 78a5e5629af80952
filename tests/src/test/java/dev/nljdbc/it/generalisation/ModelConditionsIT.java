package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.llm.OpenAiStubServer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The structured form of a model's instructions (docs/semantic-model.md, the NLJDBC extension)
 * holds on the offline engine and reaches the language model's prompt: a dataset's default
 * condition ("sale lines exclude tax"), a metric's filter ("net sales are item lines") and a
 * condition word ("taken" of leave requests means approved), each standing back where the
 * question conditions the same column. ModelScopeIT's HR schema and model with a table of sale
 * lines ({@code generalisation/scope/conditions.sql}); each answer is compared with SQL written
 * by hand, run on the same database.
 */
class ModelConditionsIT {
  private static final String BY_EMPLOYEE = " FROM sale_lines s JOIN employees e"
      + " ON e.emp_id = s.emp_id";
  private static final String SALE_LINES = "      - name: sale_lines\n"
      + "        source: sale_lines\n"
      + "        primary_key: [line_id]\n"
      + "        fields:\n"
      + "          - name: sold_dt\n"
      + "            expression:\n"
      + "              dialects:\n"
      + "                - dialect: ANSI_SQL\n"
      + "                  expression: sold_dt\n"
      + "            datatype: Date\n"
      + "            dimension:\n"
      + "              is_time: true\n"
      + "        custom_extensions:\n"
      + "          - vendor_name: NLJDBC\n"
      + "            data: '{\"default_conditions\": [\"line_type <> ''tax''\"]}'\n";
  private static final String NET_SALES = "      - name: net_sales\n"
      + "        expression:\n"
      + "          dialects:\n"
      + "            - dialect: ANSI_SQL\n"
      + "              expression: SUM(sale_lines.amount)\n"
      + "        custom_extensions:\n"
      + "          - vendor_name: NLJDBC\n"
      + "            data: '{\"filter\": \"sale_lines.line_type = ''item''\"}'\n";
  private static final String LEAVE = "data: '{\"value_synonyms\": {\"sick leave\":"
      + " \"leave_type = ''sick''\"}}'";
  private static final String TAKEN = "data: '{\"value_synonyms\": {\"sick leave\":"
      + " \"leave_type = ''sick''\", \"leave taken\": \"status = ''approved''\"},"
      + " \"condition_words\": {\"taken\": \"status = ''approved''\"}}'";

  @TempDir
  static Path files;
  private static Path model;

  @BeforeAll
  static void writeModel() throws Exception {
    String hr = Files.readString(Path.of(ModelConditionsIT.class.getResource(
        "/generalisation/scope/hr.yaml").toURI()));
    assertTrue(hr.contains(LEAVE) && hr.contains("\n    relationships:\n")
        && hr.strip().endsWith("SUM(invoices.amount - invoices.paid_amount)"), hr);
    String text = hr.replace(LEAVE, TAKEN)
        .replace("\n    relationships:\n", "\n" + SALE_LINES + "    relationships:\n")
        .stripTrailing() + "\n" + NET_SALES;
    model = files.resolve("hr-conditions.yaml");
    Files.writeString(model, text);
  }

  @Test
  void datasetDefaultCondition_keptByAggregates_unlessTheQuestionConditionsItsColumn()
      throws Exception {
    String[][] cases = {
        {"total amount of sale lines", "SELECT SUM(amount) FROM sale_lines"
            + " WHERE line_type <> 'tax'"},
        {"total sale line amount by employee", "SELECT e.full_name, SUM(s.amount)" + BY_EMPLOYEE
            + " WHERE s.line_type <> 'tax' GROUP BY e.emp_id, e.full_name"},
        {"how many sale lines are there?", "SELECT COUNT(*) FROM sale_lines"
            + " WHERE line_type <> 'tax'"},
        {"total amount of tax sale lines", "SELECT SUM(amount) FROM sale_lines"
            + " WHERE line_type = 'tax'"},
        {"total sale line amount by line type", "SELECT line_type, SUM(amount)"
            + " FROM sale_lines GROUP BY line_type"},
        {"list sale lines", "SELECT * FROM sale_lines"},
    };
    everyDatabase(cases);
  }

  @Test
  void metricFilter_holdsWithGroupsAndTopN() throws Exception {
    String[][] cases = {
        {"net sales by employee", "SELECT e.full_name, SUM(s.amount)" + BY_EMPLOYEE
            + " WHERE s.line_type = 'item' GROUP BY e.emp_id, e.full_name"},
        {"top 2 employees by net sales", "SELECT e.full_name, SUM(s.amount)" + BY_EMPLOYEE
            + " WHERE s.line_type = 'item' GROUP BY e.emp_id, e.full_name"
            + " ORDER BY 2 DESC LIMIT 2"},
        {"net sales in 2025", "SELECT SUM(amount) FROM sale_lines WHERE line_type = 'item'"
            + " AND sold_dt >= DATE '2025-01-01' AND sold_dt < DATE '2026-01-01'"},
    };
    everyDatabase(cases);
  }

  @Test
  void conditionWord_conditionsTheDatasetItIsSaidOf() throws Exception {
    String[][] cases = {
        {"how many sick leave requests were taken in 2025?", "SELECT COUNT(*)"
            + " FROM leave_requests WHERE leave_type = 'sick' AND status = 'approved'"
            + " AND start_dt >= DATE '2025-01-01' AND start_dt < DATE '2026-01-01'"},
        {"leave requests taken per employee", "SELECT e.full_name, COUNT(*)"
            + " FROM leave_requests l JOIN employees e ON e.emp_id = l.emp_id"
            + " WHERE l.status = 'approved' GROUP BY e.emp_id, e.full_name"},
        {"leave taken per employee", "SELECT e.full_name, COUNT(*)"
            + " FROM leave_requests l JOIN employees e ON e.emp_id = l.emp_id"
            + " WHERE l.status = 'approved' GROUP BY e.emp_id, e.full_name"},
    };
    everyDatabase(cases);
  }

  @Test
  void languageModel_getsTheConditionsInItsPrompt_andItsSqlKeepsThem() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL, statements());
        OpenAiStubServer stub = OpenAiStubServer.start()) {
      stub.reply(OpenAiStubServer.sqlAnswer("SELECT SUM(s.amount) AS total FROM sale_lines s",
          "Total amount.", 0.9));
      Properties p = properties(false);
      p.setProperty("llm.provider", "openai");
      p.setProperty("llm.baseUrl", stub.baseUrl());
      p.setProperty("llm.apiKey", "sk-test");
      p.setProperty("llm.model", "stub-model");
      List<String> wrong = new ArrayList<>();
      try (Connection nl = DriverManager.getConnection("jdbc:nl:" + db.url(), p);
          Connection gold = DriverManager.getConnection(db.url());
          Statement s = nl.createStatement()) {
        Rows answer = Rows.of(s.executeQuery("total amount of sale lines"));
        Rows expected = GeneralisationIT.run(gold, "SELECT SUM(amount) FROM sale_lines"
            + " WHERE line_type <> 'tax'");
        if (!answer.matches(expected, true)) {
          wrong.add("total amount of sale lines -> " + answer);
        }
      }
      String prompt = stub.lastRequest().userPrompt();
      for (String note : List.of("sale_lines: sums, counts and averages keep only rows where"
          + " line_type <> 'tax'", "\"taken\" said of leave_requests means WHERE"
          + " status = 'approved'", "Metric net_sales = SUM(sale_lines.amount)"
          + " FILTER (WHERE sale_lines.line_type = 'item')")) {
        if (!prompt.contains(note)) {
          wrong.add("prompt lacks: " + note);
        }
      }
      assertTrue(wrong.isEmpty(), String.join("\n", wrong) + "\n" + prompt);
    }
  }

  private static void everyDatabase(String[][] cases) throws Exception {
    for (Kind kind : Kind.values()) {
      try (TestDatabases.Scratch db = TestDatabases.scratch(kind, statements())) {
        check(db.url(), cases);
      }
    }
  }

  /** Asks each question in a new conversation and compares its rows with those of its SQL. */
  private static void check(String url, String[][] cases) throws Exception {
    List<String> wrong = new ArrayList<>();
    try (Connection nl = DriverManager.getConnection("jdbc:nl:" + url, properties(true));
        Connection gold = DriverManager.getConnection(url); Statement s = nl.createStatement()) {
      for (String[] c : cases) {
        s.execute("/new");
        Rows expected = GeneralisationIT.run(gold, c[1]);
        try {
          Rows answer = Rows.of(s.executeQuery(c[0]));
          if (!answer.matches(expected, true)) {
            wrong.add(c[0] + " -> " + ran(s) + " " + answer);
          }
        } catch (SQLException e) {
          wrong.add(c[0] + " -> " + e.getSQLState() + " " + e.getMessage());
        }
      }
    }
    assertTrue(wrong.isEmpty(), url + "\n" + String.join("\n", wrong));
  }

  private static Properties properties(boolean clarify) {
    Properties p = new Properties();
    p.setProperty("semantic.model", model.toString());
    p.setProperty("clarify", Boolean.toString(clarify));
    p.setProperty("state.url", "jdbc:h2:mem:modelconditions_" + System.nanoTime()
        + ";DB_CLOSE_DELAY=-1");
    return p;
  }

  /** The HR schema's statements and the sale lines'. */
  private static String[] statements() throws IOException {
    List<String> out = new ArrayList<>();
    for (String file : List.of("hr.sql", "conditions.sql")) {
      String text;
      try (InputStream in = ModelConditionsIT.class.getResourceAsStream(
          "/generalisation/scope/" + file)) {
        text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      for (String part : text.replaceAll("(?m)^--.*$", "").split(";\\s*\\n")) {
        if (!part.isBlank()) {
          out.add(part.strip().replaceAll(";$", ""));
        }
      }
    }
    return out.toArray(String[]::new);
  }

  private static String ran(Statement s) throws SQLException {
    for (java.sql.SQLWarning x = s.getWarnings(); x != null; x = x.getNextWarning()) {
      if (x.getMessage().startsWith("nljdbc ran: ")) {
        return x.getMessage();
      }
    }
    return "?";
  }
}
