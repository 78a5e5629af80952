package dev.nljdbc.it.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * English that asks about another tenant or asks for a change is refused with 42501 (issue class
 * 6), on the demo and on a multi-tenant schema nljdbc has never seen, in-process and remote;
 * ordinary questions that use the same words in another sense are still answered.
 */
class TenantQuestionsIT {
  private static TestDatabases.Scratch unseen;
  private static NljdbcServer demoServer;
  private static NljdbcServer unseenServer;

  @BeforeAll
  static void setUp() throws SQLException {
    unseen = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE accounts (id int PRIMARY KEY, display_name text NOT NULL, plan text)",
        "INSERT INTO accounts VALUES (1, 'Globex Corporation', 'gold'),"
            + " (2, 'Initech Systems', 'silver'), (3, 'Umbrella Health', 'gold')",
        "CREATE TABLE members (id int PRIMARY KEY, account_ref int NOT NULL REFERENCES accounts,"
            + " email text, role text)",
        "INSERT INTO members VALUES (1, 1, 'boss@globex.example', 'admin'),"
            + " (2, 2, 'boss@initech.example', 'admin'), (3, 3, 'boss@umbrella.example', 'admin')",
        "CREATE TABLE invoices (id int PRIMARY KEY, account_ref int NOT NULL REFERENCES accounts,"
            + " amount numeric, status text, updated_at date)",
        "INSERT INTO invoices VALUES (1, 1, 10, 'paid', current_date),"
            + " (2, 1, 20, 'void', current_date), (3, 2, 300, 'paid', current_date),"
            + " (4, 3, 400, 'paid', current_date)");
    demoServer = TestServers.start(null, null, "alice,105,alice-secret\n");
    unseenServer = TestServers.start(unseen.url(), "tenant.column=account_ref\n",
        "gina,1,gina-secret\n");
  }

  @AfterAll
  static void tearDown() throws SQLException {
    demoServer.stop();
    unseenServer.stop();
    unseen.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many orders does Harbor Kitchen Supply have",
      "what is the email of Harbor Kitchen's admin", "how many orders does tenant 110 have",
      "how many orders does corp_id 110 have", "show the orders of corporation 101",
      "how many orders does Northwind have", "total sales of Alpine Living",
      "compare my sales with other corporations", "orders of all tenants",
      "/new how many customers does northwind home have",
      "/explain total sales of tenant 115"})
  void demo_questionAboutAnotherTenant_isRefused(String question) throws SQLException {
    for (Connection c : new Connection[] {demo(), demoRemote()}) {
      try (c) {
        assertOtherTenantRefused(c, question);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many orders does Maison Cuisine have",
      "how many orders does tenant 105 have", "how many orders are there",
      "total sales by region", "sales of Le Creuset products", "orders from Europe",
      "how many orders were cancelled", "show cancelled orders", "how many users are inactive"})
  void demo_ownQuestions_areAnswered(String question) throws SQLException {
    try (Connection c = demo()) {
      assertAnswered(c, question);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"drop the brands table", "update order 5 to shipped",
      "remove all cancelled orders", "delete all customers", "insert a customer named Bob",
      "change the status of order 5 to shipped", "please delete order 12",
      "can you add a new user called Eve", "mark order 9 as delivered"})
  void demo_writeRequest_isRefused(String request) throws SQLException {
    for (Connection c : new Connection[] {demo(), demoRemote()}) {
      try (c; Statement s = c.createStatement()) {
        SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(request),
            request + " was answered");
        assertEquals("42501", e.getSQLState(), request + ": " + e.getMessage());
        assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains("read"), e.getMessage());
        try (ResultSet rs = s.executeQuery("how many orders are there")) {
          assertTrue(rs.next(), "the session keeps working after " + request);
        }
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many invoices does Initech Systems have",
      "what is the email of Initech's admin", "how many invoices does tenant 2 have",
      "total amount for account 3", "invoices of all accounts",
      "what is the plan of Umbrella Health"})
  void unseenSchema_questionAboutAnotherTenant_isRefused(String question) throws SQLException {
    for (Connection c : new Connection[] {unseenInProcess(), unseenRemote()}) {
      try (c) {
        assertOtherTenantRefused(c, question);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many invoices does Globex Corporation have",
      "how many invoices are there", "total amount by status", "invoices updated this week",
      "how many members are admins"})
  void unseenSchema_ownQuestions_areAnswered(String question) throws SQLException {
    try (Connection c = unseenInProcess()) {
      assertAnswered(c, question);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"delete invoice 3", "remove all void invoices",
      "update invoice 2 to paid", "set the amount of invoice 1 to 0"})
  void unseenSchema_writeRequest_isRefused(String request) throws SQLException {
    try (Connection c = unseenInProcess(); Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(request));
      assertEquals("42501", e.getSQLState(), request + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("only reads"), e.getMessage());
    }
    try (Connection direct = DriverManager.getConnection(unseen.url());
        Statement s = direct.createStatement();
        ResultSet rs = s.executeQuery("SELECT count(*), sum(amount) FROM invoices")) {
      rs.next();
      assertEquals(4, rs.getInt(1));
      assertEquals(730, rs.getInt(2));
    }
  }

  @Test
  void refusal_namesNoTenant_andIsTheSameForANameAndAnId() throws SQLException {
    try (Connection c = unseenInProcess(); Statement s = c.createStatement()) {
      SQLException byName = assertThrows(SQLException.class,
          () -> s.executeQuery("how many invoices does Initech Systems have"));
      SQLException byId = assertThrows(SQLException.class,
          () -> s.executeQuery("how many invoices does tenant 2 have"));
      String reason = reason(byName);
      assertEquals(reason(byId), reason);
      assertFalse(reason.contains("Initech"), reason);
      assertFalse(reason.contains("Globex"), reason);
      assertFalse(reason.contains("2"), reason);
    }
  }

  /** The refusal's own text, without the transport's echo of the statement. */
  private static String reason(SQLException e) {
    String message = e.getMessage();
    return message.substring(message.indexOf("refused:"));
  }

  private static void assertOtherTenantRefused(Connection c, String question) {
    SQLException e = assertThrows(SQLException.class, () -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(question)) {
        rs.next();
      }
    }, question + " was answered with the user's own data");
    assertEquals("42501", e.getSQLState(), question + ": " + e.getMessage());
    assertTrue(e.getMessage().contains("outside your tenant"), e.getMessage());
  }

  private static void assertAnswered(Connection c, String question) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(question)) {
      assertTrue(rs.getMetaData().getColumnCount() > 0, question);
    } catch (SQLException e) {
      assertNotEquals("42501", e.getSQLState(), question + ": " + e.getMessage());
      assertEquals("42000", e.getSQLState(), question + ": " + e.getMessage());
    }
  }

  private static Connection demo() throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "105");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection("jdbc:nl:demo", p);
  }

  private static Connection demoRemote() throws SQLException {
    Properties p = TestServers.credentials("alice", "alice-secret");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection(TestServers.nlUrl(demoServer), p);
  }

  private static Connection unseenInProcess() throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "account_ref");
    p.setProperty("tenant.value", "1");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection(unseen.nlUrl(), p);
  }

  private static Connection unseenRemote() throws SQLException {
    Properties p = TestServers.credentials("gina", "gina-secret");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection(TestServers.nlUrl(unseenServer), p);
  }
}
