package dev.nljdbc.it.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Text that starts like SQL is SQL (SPEC §2): statements that are not queries are refused with
 * 42501 instead of being read as English and answered with an unrelated query, and SQL that does
 * not parse is a 42601 syntax error with the parser's position. In-process and remote, in tenant
 * mode, on PostgreSQL.
 */
class NonQueryStatementsIT {
  private static final String USERS = "alice,105,alice-secret\n";
  private static final String CONFIG = "tenant.column=corp_id\n";

  private static TestDatabases.Scratch scratch;
  private static NljdbcServer server;

  @BeforeAll
  static void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE orders (id int PRIMARY KEY, corp_id int NOT NULL, status text,"
            + " amount numeric)",
        "INSERT INTO orders VALUES (1, 105, 'shipped', 10), (2, 105, 'pending', 20),"
            + " (3, 110, 'shipped', 300)",
        "CREATE MATERIALIZED VIEW order_totals AS SELECT corp_id, sum(amount) AS total"
            + " FROM orders GROUP BY corp_id",
        "CREATE FUNCTION touch() RETURNS int LANGUAGE sql AS 'SELECT 1'",
        "CREATE PROCEDURE poke() LANGUAGE sql AS 'SELECT 1'");
    server = TestServers.start(scratch.url(), CONFIG, USERS);
  }

  @AfterAll
  static void tearDown() throws SQLException {
    server.stop();
    scratch.close();
  }

  static Stream<Arguments> nonQueries() {
    List<String> statements = List.of(
        "SET search_path TO pg_catalog",
        "set x.y = 1",
        "SET app.tenant = '110'",
        "SET ROLE postgres",
        "SET SESSION AUTHORIZATION postgres",
        "RESET ALL",
        "RESET ROLE",
        "reset search_path",
        "EXPLAIN SELECT * FROM orders",
        "EXPLAIN ANALYZE SELECT * FROM orders",
        "explain (analyze, format json) select * from orders",
        "COPY orders TO STDOUT",
        "COPY (SELECT * FROM orders) TO STDOUT",
        "PREPARE p AS SELECT * FROM orders",
        "EXECUTE p",
        "DO $$ BEGIN PERFORM 1; END $$",
        "LOCK TABLE orders",
        "LOCK orders IN ACCESS EXCLUSIVE MODE",
        "VACUUM",
        "VACUUM FULL orders",
        "ANALYZE",
        "ANALYZE orders",
        "REFRESH MATERIALIZED VIEW order_totals",
        "DECLARE c CURSOR FOR SELECT * FROM orders",
        "COMMENT ON TABLE orders IS 'x'",
        "ALTER SYSTEM SET work_mem = '64MB'",
        "GRANT SELECT ON orders TO PUBLIC",
        "CALL poke()",
        "{call poke()}",
        "{?= call touch()}",
        "{oj orders o LEFT OUTER JOIN orders p ON o.id = p.id}",
        "BEGIN",
        "START TRANSACTION",
        "COMMIT",
        "SAVEPOINT s",
        "LISTEN ch",
        "NOTIFY ch",
        "DISCARD ALL",
        "CHECKPOINT",
        "CLUSTER orders",
        "REINDEX TABLE orders",
        "SHOW search_path",
        "SHOW app.tenant",
        "SHOW ALL",
        "LOAD 'plpgsql'",
        "TRUNCATE orders",
        "DROP TABLE orders",
        "delete from orders where id = 3");
    List<Arguments> cases = new ArrayList<>();
    for (String mode : List.of("in-process", "remote")) {
      for (String sql : statements) {
        cases.add(Arguments.of(mode, sql));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("nonQueries")
  void nonQuery_isRefused_notAnsweredAsEnglish(String mode, String sql) throws SQLException {
    try (Connection c = connect(mode); Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql),
          sql + " was answered instead of refused");
      assertEquals("42501", e.getSQLState(), sql + ": " + e.getMessage());
      assertEquals(List.of("1|105", "2|105"), rows(s, "SELECT id, corp_id FROM orders ORDER BY id"),
          "the session keeps working and keeps its tenant after " + sql);
    }
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Statement s = direct.createStatement()) {
      assertEquals(List.of("3"), rows(s, "SELECT count(*) FROM orders"), sql + " changed data");
    }
  }

  static Stream<Arguments> syntaxErrors() {
    List<Arguments> cases = new ArrayList<>();
    for (String mode : List.of("in-process", "remote")) {
      cases.add(Arguments.of(mode, "selec * from orders", "line 1, column 1", "SELECT"));
      cases.add(Arguments.of(mode, "SELEC id FROM orders", "line 1, column 1", "SELECT"));
      cases.add(Arguments.of(mode, "slect id, status from orders", "line 1, column 1", "SELECT"));
      cases.add(Arguments.of(mode, "delet from orders where id = 3", "line 1, column 1", "DELETE"));
      cases.add(Arguments.of(mode, "SELECT * FROM orders WHERE", "line 1", "WHERE"));
      cases.add(Arguments.of(mode, "SELECT id\nFROM orders\nWHERE (id = 1", "line 3", "syntax"));
      cases.add(Arguments.of(mode, "SELECT * FROM orders WHERE status = 'open", "line 1",
          "unterminated"));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("syntaxErrors")
  void unparseableSql_isASyntaxErrorWithItsPosition(String mode, String sql, String position,
      String hint) throws SQLException {
    try (Connection c = connect(mode); Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql));
      assertEquals("42601", e.getSQLState(), sql + ": " + e.getMessage());
      assertTrue(e.getMessage().contains(position), e.getMessage());
      assertTrue(e.getMessage().contains(hint), e.getMessage());
      SQLException prepared = assertThrows(SQLException.class, () -> c.prepareStatement(sql));
      assertEquals("42601", prepared.getSQLState(), prepared.getMessage());
      assertEquals(List.of("2"), rows(s, "SELECT count(*) FROM orders"));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many orders are there", "show me all orders",
      "list the orders", "what is the total amount of orders", "orders updated last week",
      "count orders by status", "show tables", "describe orders"})
  void englishThatLooksLikeNoStatement_staysEnglish(String question) throws SQLException {
    try (Connection c = connect("in-process")) {
      assertAskedAsEnglish(c, question, question);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"in-process", "remote"})
  void forcedEnglish_winsOverAKeyword(String mode) throws SQLException {
    try (Connection c = connect(mode)) {
      assertAskedAsEnglish(c, "/nl analyze orders", "analyze orders");
    }
  }

  /** The text became a natural-language turn: answered, or not understood (42000), never SQL. */
  private static void assertAskedAsEnglish(Connection c, String text, String input)
      throws SQLException {
    try (Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery(text)) {
        assertTrue(rs.getMetaData().getColumnCount() > 0);
      } catch (SQLException e) {
        assertEquals("42000", e.getSQLState(), text + ": " + e.getMessage());
      }
      try (ResultSet h = s.executeQuery("/history")) {
        assertTrue(h.next(), "no natural-language turn was recorded for " + text);
        assertEquals(input, h.getString("INPUT"));
      }
    }
  }

  private static Connection connect(String mode) throws SQLException {
    if (mode.equals("remote")) {
      return DriverManager.getConnection(TestServers.nlUrl(server),
          TestServers.credentials("alice", "alice-secret"));
    }
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "105");
    return DriverManager.getConnection(scratch.nlUrl(), p);
  }

  private static List<String> rows(Statement s, String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          row.append(i > 1 ? "|" : "").append(rs.getString(i));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }
}
