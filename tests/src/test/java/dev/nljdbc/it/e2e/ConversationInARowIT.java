package dev.nljdbc.it.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Ordinary questions typed one after another, as in a SQL client where nobody types
 * {@code /new} (docs/requirements.md#new-or-refinement): each is answered exactly as when it is
 * asked on its own, a question the product asked is dropped by the next question rather than
 * answered with it, and the same question asked twice runs twice. On PostgreSQL, MariaDB and
 * the demo.
 */
class ConversationInARowIT {
  private static final String[] SHOP = {
      "CREATE TABLE regions (region_id INT PRIMARY KEY, name VARCHAR(40))",
      "CREATE TABLE customers (customer_id INT PRIMARY KEY, name VARCHAR(40),"
          + " region_id INT REFERENCES regions(region_id))",
      "CREATE TABLE orders (order_id INT PRIMARY KEY, customer_id INT REFERENCES"
          + " customers(customer_id), region_id INT REFERENCES regions(region_id),"
          + " order_date DATE, status VARCHAR(20), total_amount DECIMAL(10,2))",
      "INSERT INTO regions VALUES (1, 'Europe'), (2, 'Asia')",
      "INSERT INTO customers VALUES (1, 'Ann Lee', 1), (2, 'Bo Chen', 2), (3, 'Cy Diaz', 1)",
      "INSERT INTO orders VALUES (1, 1, 1, DATE '2025-01-10', 'shipped', 100.00),"
          + " (2, 1, 1, DATE '2025-03-15', 'cancelled', 40.00),"
          + " (3, 2, 2, CURRENT_DATE, 'cancelled', 75.50),"
          + " (4, 3, 1, CURRENT_DATE, 'shipped', 300.00)"};

  /** The five questions of a new user, in the schema's words. */
  private static final List<String> FIVE = List.of("total amount by month for 2025",
      "top 2 customers by total amount", "orders last week",
      "average order amount by region", "cancelled orders this year");

  /** The same five on the demo, as a new user typed them. */
  private static final List<String> DEMO_FIVE = List.of("revenue by month for 2025",
      "top customers by total", "orders last week", "average order value by region",
      "cancelled orders this year");

  @ParameterizedTest
  @EnumSource(Kind.class)
  void fiveQuestionsInARow_areAnsweredAsEachAlone(Kind kind) throws SQLException {
    try (TestDatabases.Scratch shop = TestDatabases.scratch(kind, SHOP)) {
      assertInARowAsAlone(shop.nlUrl(), FIVE);
    }
  }

  @Test
  void demo_fiveQuestionsInARow_areAnsweredAsEachAlone() throws SQLException {
    assertInARowAsAlone("jdbc:nl:demo", DEMO_FIVE);
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void aMeasureOverItsOwnPeriod_afterACount_isNoCount(Kind kind) throws SQLException {
    try (TestDatabases.Scratch shop = TestDatabases.scratch(kind, SHOP);
        Connection c = DriverManager.getConnection(shop.nlUrl());
        Statement s = c.createStatement()) {
      answer(s, "how many orders last month");
      String sql = answer(s, "total amount of orders this year");
      assertTrue(sql.contains("SUM") && !sql.contains("COUNT(*)"), sql);
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void theSameQuestionTwice_runsTwice(Kind kind) throws SQLException {
    try (TestDatabases.Scratch shop = TestDatabases.scratch(kind, SHOP);
        Connection c = DriverManager.getConnection(shop.nlUrl());
        Statement s = c.createStatement()) {
      String first = answer(s, "cancelled orders this year");
      assertEquals(first, answer(s, "cancelled orders this year"));
    }
  }

  /**
   * Dialogs typed one after another, each ignoring the question the product asked at its start:
   * a follow-up builds on the question asked about, not on the query before it; a pronoun that
   * points at what its own question names is no back reference; a short question that shares
   * no word with the open question's options is a question of its own.
   */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void dialogsInARow_ignoringTheQuestionsAsked_areAnsweredAsEachAlone(Kind kind)
      throws SQLException {
    List<List<String>> dialogs = List.of(
        List.of("total amount by month for 2025"),
        List.of("show me recent orders", "only the cancelled ones"),
        List.of("customers in Europe and their orders"),
        List.of("show me recent orders", "cancelled orders"));
    try (TestDatabases.Scratch shop = TestDatabases.scratch(kind, SHOP)) {
      List<String> alone = new ArrayList<>();
      try (Connection c = DriverManager.getConnection(shop.nlUrl());
          Statement s = c.createStatement()) {
        for (List<String> dialog : dialogs) {
          for (int i = 0; i < dialog.size(); i++) {
            alone.add(answer(s, (i == 0 ? "/new " : "") + dialog.get(i)));
          }
        }
      }
      assertTrue(alone.get(1).startsWith("asked: "), alone.get(1));
      try (Connection c = DriverManager.getConnection(shop.nlUrl());
          Statement s = c.createStatement()) {
        int n = 0;
        for (List<String> dialog : dialogs) {
          for (String turn : dialog) {
            assertEquals(alone.get(n++), answer(s, turn), "'" + turn + "' in a row");
          }
        }
      }
    }
  }

  private static void assertInARowAsAlone(String url, List<String> questions)
      throws SQLException {
    List<String> alone = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      for (String q : questions) {
        alone.add(answer(s, "/new " + q));
      }
    }
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      for (int i = 0; i < questions.size(); i++) {
        String inARow = answer(s, questions.get(i));
        assertEquals(alone.get(i), inARow, "'" + questions.get(i) + "' in a row");
        assertFalse(inARow.startsWith("error"), inARow);
      }
    }
  }

  /** The SQL that ran, or "asked: <question>" for a clarification, or "error: ..." . */
  private static String answer(Statement s, String question) {
    try (ResultSet rs = s.executeQuery(question)) {
      if (rs.getMetaData().getColumnLabel(1).equalsIgnoreCase("CLARIFICATION_ID")) {
        rs.next();
        return "asked: " + rs.getString("QUESTION");
      }
      while (rs.next()) {
        rs.getObject(1);
      }
      for (SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
        if (w.getMessage().startsWith("nljdbc ran: ")) {
          return w.getMessage().substring("nljdbc ran: ".length());
        }
      }
      return "no SQL";
    } catch (SQLException e) {
      return "error: " + e.getSQLState() + " " + e.getMessage();
    }
  }
}
