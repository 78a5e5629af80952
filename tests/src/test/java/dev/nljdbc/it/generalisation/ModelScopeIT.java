package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each element of a semantic model does what docs/semantic-model.md says, and nothing else, on a
 * small HR schema and a model written for it ({@code generalisation/scope/hr.sql} and
 * {@code hr.yaml}): single-word synonyms of metrics and fields, synonyms that keep to their
 * element, metric names over other readings, and every metric combined with periods, groups,
 * top N and conditions on groups into SQL each dialect runs. Each answer is compared with SQL
 * written by hand, run on the same database.
 */
class ModelScopeIT {
  private static final String BY_DEPARTMENT = " FROM expenses x JOIN employees e"
      + " ON e.emp_id = x.emp_id JOIN departments d ON d.dept_id = e.dept_id";

  private static final java.net.URL MODEL = ModelScopeIT.class.getResource(
      "/generalisation/scope/hr.yaml");
  /** The employees' current rows and a value synonym of the rows that are not. */
  private static final String CURRENT_ROWS = "{\"current_rows\": \"term_dt IS NULL\","
      + " \"value_synonyms\": {\"leavers\": \"term_dt IS NOT NULL\", ";

  @TempDir
  static Path files;

  @Test
  void singleWordSynonyms_andMetricNames_winOverOtherReadings() throws Exception {
    String[][] cases = {
        {"spend by department", "SELECT d.dept_name, SUM(x.amount)" + BY_DEPARTMENT
            + " GROUP BY d.dept_name"},
        {"spend per employee", "SELECT e.full_name, SUM(x.amount) FROM expenses x JOIN"
            + " employees e ON e.emp_id = x.emp_id GROUP BY e.emp_id, e.full_name"},
        {"total overtime by department", "SELECT d.dept_name, SUM(t.ot_hrs) FROM timesheets t"
            + " JOIN employees e ON e.emp_id = t.emp_id JOIN departments d"
            + " ON d.dept_id = e.dept_id GROUP BY d.dept_name"},
        {"outstanding balance", "SELECT SUM(amount - paid_amount) FROM invoices"},
        {"total spend by employee", "SELECT e.full_name, SUM(x.amount) FROM expenses x JOIN"
            + " employees e ON e.emp_id = x.emp_id GROUP BY e.emp_id, e.full_name"},
        {"+top 2", "SELECT e.full_name, SUM(x.amount) FROM expenses x JOIN employees e"
            + " ON e.emp_id = x.emp_id GROUP BY e.emp_id, e.full_name ORDER BY 2 DESC LIMIT 2"},
    };
    for (Kind kind : Kind.values()) {
      try (TestDatabases.Scratch db = TestDatabases.scratch(kind, statements(false))) {
        check(db.url(), true, cases);
      }
    }
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL, statements(false))) {
      check(db.url(), true, new String[][] {
          {"average employee age",
              "SELECT AVG((CURRENT_DATE - birth_dt) / 365.25) FROM employees"}});
      check(db.url(), false, new String[][] {
          {"no-show rate by employee", "SELECT e.full_name, AVG(CASE WHEN a.no_show THEN 1.0"
              + " ELSE 0.0 END) FROM appointments a JOIN employees e ON e.emp_id = a.emp_id"
              + " GROUP BY e.emp_id, e.full_name"}});
    }
  }

  @Test
  void currentRows_onlyWhereTheQuestionIsAboutTheDatasetsPresentState() throws Exception {
    String[][] cases = {
        {"how many employees do we have?", "SELECT count(*) FROM employees"
            + " WHERE term_dt IS NULL"},
        {"list all employees", "SELECT * FROM employees"},
        {"show Bo Chen", "SELECT * FROM employees WHERE full_name = 'Bo Chen'"},
        {"how many leavers are there?", "SELECT count(*) FROM employees"
            + " WHERE term_dt IS NOT NULL"},
    };
    String model = Files.readString(Path.of(MODEL.toURI()))
        .replace("{\"value_synonyms\": {\"overseas\"", CURRENT_ROWS + "\"overseas\"");
    Path current = files.resolve("hr-current.yaml");
    Files.writeString(current, model);
    for (Kind kind : Kind.values()) {
      try (TestDatabases.Scratch db = TestDatabases.scratch(kind, statements(false))) {
        check(db.url(), true, current, cases);
      }
    }
  }

  @Test
  void aSynonymAppliesOnlyWhereItStandsForItsElement() throws Exception {
    String[][] cases = {
        {"employees hired in 2024", "SELECT * FROM employees WHERE hire_dt >= DATE '2024-01-01'"
            + " AND hire_dt < DATE '2025-01-01'"},
        {"how many employees were hired in 2024?", "SELECT count(*) FROM employees"
            + " WHERE hire_dt >= DATE '2024-01-01' AND hire_dt < DATE '2025-01-01'"},
        {"reviews from 2025", "SELECT * FROM reviews WHERE review_dt >= DATE '2025-01-01'"},
        {"contracts hired in 2024", "SELECT * FROM contracts"
            + " WHERE start_dt >= DATE '2024-01-01' AND start_dt < DATE '2025-01-01'"},
    };
    for (Kind kind : Kind.values()) {
      try (TestDatabases.Scratch db = TestDatabases.scratch(kind, statements(false))) {
        check(db.url(), true, cases);
      }
    }
  }

  @Test
  void everyMetric_combinesWithPeriodsGroupsTopNAndHaving_onEveryDialect() throws Exception {
    String[][] cases = {
        {"which course has the lowest completion rate?", "SELECT c.course_name,"
            + " AVG(CASE WHEN n.completed THEN 1.0 ELSE 0.0 END) FROM enrolments n JOIN courses c"
            + " ON c.course_id = n.course_id GROUP BY c.course_id, c.course_name"
            + " ORDER BY 2, 1 LIMIT 1"},
        {"employees with more than 2 sick leave requests", "SELECT e.* FROM employees e WHERE"
            + " (SELECT COUNT(*) FROM leave_requests l WHERE l.emp_id = e.emp_id"
            + " AND l.leave_type = 'sick') > 2"},
        {"departments with more than 1 sick leave requests", "SELECT d.* FROM departments d"
            + " WHERE (SELECT COUNT(*) FROM leave_requests l JOIN employees e"
            + " ON e.emp_id = l.emp_id WHERE e.dept_id = d.dept_id"
            + " AND l.leave_type = 'sick') > 1"},
        {"courses with a completion rate above 0.5", "SELECT c.* FROM courses c WHERE"
            + " (SELECT AVG(CASE WHEN n.completed THEN 1.0 ELSE 0.0 END) FROM enrolments n"
            + " WHERE n.course_id = c.course_id) > 0.5"},
        {"completion rate for each course", "SELECT c.course_name,"
            + " AVG(CASE WHEN n.completed THEN 1.0 ELSE 0.0 END) FROM enrolments n JOIN courses c"
            + " ON c.course_id = n.course_id GROUP BY c.course_id, c.course_name"},
        {"sick leave requests per employee in 2024", "SELECT e.full_name, COUNT(CASE WHEN"
            + " l.leave_type = 'sick' THEN 1 END) FROM leave_requests l JOIN employees e"
            + " ON e.emp_id = l.emp_id WHERE l.start_dt >= DATE '2024-01-01'"
            + " AND l.start_dt < DATE '2025-01-01' GROUP BY e.emp_id, e.full_name"},
        {"top 2 employees by total spend", "SELECT e.full_name, SUM(x.amount) FROM expenses x"
            + " JOIN employees e ON e.emp_id = x.emp_id GROUP BY e.emp_id, e.full_name"
            + " ORDER BY 2 DESC LIMIT 2"},
        {"total spend by department in 2025", "SELECT d.dept_name, SUM(x.amount)"
            + BY_DEPARTMENT + " WHERE x.spent_dt >= DATE '2025-01-01'"
            + " AND x.spent_dt < DATE '2026-01-01' GROUP BY d.dept_name"},
    };
    String h2 = "jdbc:h2:file:" + files.resolve("scope").toAbsolutePath();
    create(h2, statements(false));
    check(h2, true, cases);
    String sqlite = "jdbc:sqlite:" + files.resolve("scope.db").toAbsolutePath();
    create(sqlite, statements(true));
    check(sqlite, true, sqlite(cases));
    for (Kind kind : Kind.values()) {
      try (TestDatabases.Scratch db = TestDatabases.scratch(kind, statements(false))) {
        check(db.url(), true, cases);
      }
    }
  }

  @Test
  void relatedDatasets_dateAndConditionThroughTheModelsRelationships_onEveryDialect()
      throws Exception {
    String paid = " FROM payslips p JOIN payroll_runs r ON r.run_id = p.run_id";
    String abroad = " FROM employees e JOIN offices o ON o.office_id = e.office_id"
        + " JOIN countries c ON c.country_id = o.country_id WHERE c.country_code <> 'GB'";
    String[][] cases = {
        {"total net pay in March 2025", "SELECT SUM(p.net_pay)" + paid
            + " WHERE r.pay_date >= DATE '2025-03-01' AND r.pay_date < DATE '2025-04-01'"},
        {"net pay by month", "SELECT CASE WHEN r.pay_date < DATE '2025-03-01'"
            + " THEN DATE '2025-02-01' WHEN r.pay_date < DATE '2025-04-01'"
            + " THEN DATE '2025-03-01' ELSE DATE '2025-04-01' END, SUM(p.net_pay)" + paid
            + " GROUP BY r.pay_date"},
        {"net pay per employee in March 2025", "SELECT e.full_name, SUM(p.net_pay)" + paid
            + " JOIN employees e ON e.emp_id = p.emp_id WHERE r.pay_date >= DATE '2025-03-01'"
            + " AND r.pay_date < DATE '2025-04-01' GROUP BY e.emp_id, e.full_name"},
        {"=list payslips", "SELECT * FROM payslips"},
        {"payslips created in March 2025", "SELECT * FROM payslips"
            + " WHERE created_at >= DATE '2025-03-01' AND created_at < DATE '2025-04-01'"},
        {"=net pay per employee", "SELECT e.full_name, SUM(p.net_pay) FROM payslips p"
            + " JOIN employees e ON e.emp_id = p.emp_id GROUP BY e.emp_id, e.full_name"},
        {"overseas employees", "SELECT e.*" + abroad},
        {"how many employees are based overseas?", "SELECT COUNT(*)" + abroad},
        {"total net pay of overseas employees", "SELECT SUM(p.net_pay) FROM payslips p"
            + " WHERE p.emp_id IN (SELECT e.emp_id" + abroad + ")"},
        {"list employees who are trainees", "SELECT * FROM employees WHERE emp_id IN"
            + " (SELECT emp_id FROM enrolments WHERE completed = FALSE)"},
    };
    String h2 = "jdbc:h2:file:" + files.resolve("related").toAbsolutePath();
    create(h2, statements(false));
    check(h2, true, cases);
    String sqlite = "jdbc:sqlite:" + files.resolve("related.db").toAbsolutePath();
    create(sqlite, statements(true));
    check(sqlite, true, sqlite(cases));
    for (Kind kind : Kind.values()) {
      try (TestDatabases.Scratch db = TestDatabases.scratch(kind, statements(false))) {
        check(db.url(), true, cases);
      }
    }
  }

  /**
   * Asks each question (a new conversation unless it starts with "+") with the model and
   * compares the answer with the rows of its SQL; a question that starts with "=" must answer
   * with the gold's columns and no others.
   */
  private static void check(String url, boolean clarify, String[][] cases) throws Exception {
    check(url, clarify, Path.of(MODEL.toURI()), cases);
  }

  private static void check(String url, boolean clarify, Path model, String[][] cases)
      throws Exception {
    List<String> wrong = new ArrayList<>();
    try (Connection nl = connect(url, clarify, model); Connection gold = DriverManager.getConnection(url);
        Statement s = nl.createStatement()) {
      for (String[] c : cases) {
        boolean exact = c[0].startsWith("=");
        String question = c[0].startsWith("+") || exact ? c[0].substring(1) : c[0];
        if (!c[0].startsWith("+")) {
          s.execute("/new");
        }
        Rows expected = GeneralisationIT.run(gold, c[1]);
        try {
          Rows answer = Rows.of(s.executeQuery(question));
          if (!answer.matches(expected, !exact)) {
            wrong.add(question + " -> " + ran(s.getWarnings()) + " " + answer);
          }
        } catch (SQLException e) {
          wrong.add(question + " -> " + e.getSQLState() + " " + e.getMessage());
        }
      }
    }
    assertTrue(wrong.isEmpty(), url + "\n" + String.join("\n", wrong));
  }

  private static Connection connect(String url, boolean clarify, Path model)
      throws Exception {
    Properties p = new Properties();
    p.setProperty("semantic.model", model.toString());
    p.setProperty("clarify", Boolean.toString(clarify));
    p.setProperty("state.url", "jdbc:h2:mem:modelscope_" + System.nanoTime()
        + ";DB_CLOSE_DELAY=-1");
    return DriverManager.getConnection("jdbc:nl:" + url, p);
  }

  private static void create(String url, String[] statements) throws SQLException {
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      for (String sql : statements) {
        s.execute(sql);
      }
    }
  }

  /** The schema's statements; for SQLite, its dates as the text SQLite stores. */
  private static String[] statements(boolean sqlite) throws IOException {
    String text;
    try (InputStream in = ModelScopeIT.class.getResourceAsStream(
        "/generalisation/scope/hr.sql")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<String> out = new ArrayList<>();
    for (String part : text.replaceAll("(?m)^--.*$", "").split(";\\s*\\n")) {
      if (!part.isBlank()) {
        String sql = part.strip().replaceAll(";$", "");
        out.add(sqlite ? undated(sql) : sql);
      }
    }
    return out.toArray(String[]::new);
  }

  private static String[][] sqlite(String[][] cases) {
    String[][] out = new String[cases.length][];
    for (int i = 0; i < cases.length; i++) {
      out[i] = new String[] {cases[i][0], undated(cases[i][1])};
    }
    return out;
  }

  private static String undated(String sql) {
    return sql.replaceAll("DATE '([0-9-]+)'", "'$1'");
  }

  private static String ran(SQLWarning w) {
    for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
      if (x.getMessage().startsWith("nljdbc ran: ")) {
        return x.getMessage();
      }
    }
    return "?";
  }
}
