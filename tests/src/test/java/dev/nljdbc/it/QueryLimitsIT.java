package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every executed query is capped in time by limits.queryTimeout (HYT00); rows are capped for
 * generated SQL (limits.maxRows, 10,000 by default), for every query when limits.maxRows is set,
 * and by the statement's own maxRows; a cut result always carries a warning.
 */
class QueryLimitsIT {
  private static final int ROWS = 50_000;
  private static Scratch pg;
  private static Scratch maria;

  @BeforeAll
  static void tables() throws SQLException {
    pg = TestDatabases.scratch(Kind.POSTGRESQL, "CREATE TABLE big (id int PRIMARY KEY)",
        "INSERT INTO big SELECT g FROM generate_series(1, " + ROWS + ") g");
    maria = TestDatabases.scratch(Kind.MARIADB, "CREATE TABLE big (id int PRIMARY KEY)",
        "INSERT INTO big SELECT seq FROM seq_1_to_" + ROWS);
  }

  @AfterAll
  static void drop() throws SQLException {
    pg.close();
    maria.close();
  }

  @Test
  void slowQuery_isCancelledWithHYT00_andTheSessionGoesOn() throws SQLException {
    try (NlAssert nl = NlAssert.connect(TestDatabases.nlUrl(Kind.POSTGRESQL),
        NlAssert.props("limits.queryTimeout", "1s"))) {
      long started = System.nanoTime();
      nl.ask("SELECT count(*) FROM generate_series(1, 2000000000) g").failsWith("HYT00");
      long seconds = (System.nanoTime() - started) / 1_000_000_000L;
      assertTrue(seconds < 10, "cancelled after " + seconds + " s");
      nl.ask("SELECT 1 AS one").hasRows(1);
    }
  }

  @Test
  void clientSql_isNotCappedByDefault_inProcess() throws SQLException {
    for (Scratch s : new Scratch[] {pg, maria}) {
      try (Connection c = DriverManager.getConnection(s.nlUrl())) {
        assertAllRows(c);
      }
    }
  }

  @Test
  void clientSql_isNotCappedByDefault_remote() throws SQLException {
    for (Scratch s : new Scratch[] {pg, maria}) {
      try (NljdbcServer server = TestServers.start(s.url());
          Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
        assertAllRows(c);
      }
    }
  }

  @Test
  void statementMaxRows_isHonoured_withoutAWarning_inBothModes() throws SQLException {
    try (Connection c = DriverManager.getConnection(pg.nlUrl())) {
      assertStatementMaxRows(c, "SELECT id FROM big ORDER BY id");
    }
    try (NljdbcServer server = TestServers.start(maria.url());
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertStatementMaxRows(c, "SELECT id FROM big ORDER BY id");
    }
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo")) {
      assertStatementMaxRows(c, "SELECT X FROM SYSTEM_RANGE(1, 50000)");
    }
  }

  @Test
  void preparedStatementMaxRows_isHonoured_onTheDemo() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        PreparedStatement ps = c.prepareStatement("SELECT X FROM SYSTEM_RANGE(1, 10)")) {
      ps.setMaxRows(2);
      assertEquals(2, count(ps.executeQuery()));
      assertNull(ps.getWarnings(), "a cut at the client's own maxRows is what JDBC specifies");
    }
  }

  @Test
  void explicitMaxRows_capsClientSql_withAWarningNamingTheProperty() throws SQLException {
    Properties p = new Properties();
    p.setProperty("limits.maxRows", "7");
    try (Connection c = DriverManager.getConnection(pg.nlUrl(), p);
        Statement s = c.createStatement()) {
      ResultSet rs = s.executeQuery("SELECT id FROM big ORDER BY id");
      assertEquals(7, count(rs));
      assertWarns(s.getWarnings(), "7 rows", "limits.maxRows");
      assertWarns(rs.getWarnings(), "7 rows", "limits.maxRows");
    }
  }

  @Test
  void exactlyTheCap_isNotACut() throws SQLException {
    Properties p = new Properties();
    p.setProperty("limits.maxRows", "7");
    try (Connection c = DriverManager.getConnection(pg.nlUrl(), p);
        Statement s = c.createStatement()) {
      assertEquals(7, count(s.executeQuery("SELECT id FROM big WHERE id <= 7")));
      assertNull(s.getWarnings());
    }
  }

  @Test
  void serverConfigMaxRows_capsClientSql_remote() throws SQLException {
    try (NljdbcServer server = TestServers.start(pg.url(), "limits.maxRows=5", null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement s = c.createStatement()) {
      assertEquals(5, count(s.executeQuery("SELECT id FROM big ORDER BY id")));
      assertWarns(s.getWarnings(), "5 rows", "limits.maxRows");
    }
  }

  @Test
  void zero_isNoCap() throws SQLException {
    Properties p = new Properties();
    p.setProperty("limits.maxRows", "0");
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo", p);
        Statement s = c.createStatement()) {
      assertEquals(20_000, count(s.executeQuery("SELECT X FROM SYSTEM_RANGE(1, 20000)")));
      assertNull(s.getWarnings());
    }
  }

  @Test
  void generatedSql_isCapped_withAWarning_inBothModes() throws SQLException {
    Properties p = new Properties();
    p.setProperty("limits.maxRows", "3");
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo", p)) {
      assertGeneratedCut(c, 3);
    }
    try (NljdbcServer server = TestServers.start(null, "limits.maxRows=4", null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertGeneratedCut(c, 4);
    }
  }

  @Test
  void generatedSql_isCappedAt10000ByDefault_clientSqlIsNot_inBothModes() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo")) {
      assertDefaultCap(c);
    }
    try (NljdbcServer server = TestServers.start(null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertDefaultCap(c);
    }
  }

  @Test
  void stockAvaticaClient_neverGetsMoreThanTheCap_andACutFailsWith54000() throws SQLException {
    try (NljdbcServer server = TestServers.start(pg.url(), "limits.maxRows=250", null);
        Connection c = DriverManager.getConnection(TestServers.avaticaUrl(server))) {
      for (int fetchSize : new int[] {0, 50, 125, 200, 1000}) {
        try (Statement s = c.createStatement()) {
          s.setFetchSize(fetchSize);
          ResultSet rs = s.executeQuery("SELECT id FROM big ORDER BY id");
          StockRead read = StockRead.all(rs);
          assertCutError(read, 250, "fetch size " + fetchSize);
        }
      }
      try (Statement s = c.createStatement()) {
        assertEquals(250, StockRead.all(s.executeQuery("SELECT id FROM big WHERE id <= 250"))
            .complete(), "exactly the cap is no cut");
        assertEquals(249, StockRead.all(s.executeQuery("SELECT id FROM big WHERE id < 250"))
            .complete());
        s.setMaxRows(20);
        assertEquals(20, StockRead.all(s.executeQuery("SELECT id FROM big ORDER BY id"))
            .complete(), "the statement's own maxRows ends the result, as JDBC specifies");
      }
      try (PreparedStatement ps = c.prepareStatement("SELECT id FROM big WHERE id > ?")) {
        ps.setInt(1, 0);
        assertCutError(StockRead.all(ps.executeQuery()), 250, "prepared");
      }
    }
  }

  @Test
  void stockAvaticaClient_readingAPageBelowTheCap_seesNoError() throws SQLException {
    try (NljdbcServer server = TestServers.start(null);
        Connection c = DriverManager.getConnection(TestServers.avaticaUrl(server))) {
      for (int page = 0; page < 3; page++) {
        try (Statement s = c.createStatement()) {
          s.setFetchSize(200);
          ResultSet rs = s.executeQuery("Show me all order lines");
          for (int i = 0; i < 200; i++) {
            assertTrue(rs.next(), "row " + i);
          }
        }
      }
      try (Statement s = c.createStatement()) {
        assertCutError(StockRead.all(s.executeQuery("Show me all order lines")), 10_000,
            "default cap of generated SQL");
        assertEquals(1, StockRead.all(s.executeQuery("SELECT 1")).complete(),
            "the connection keeps working after the cut");
      }
    }
  }

  /** Rows a stock client read, and the failure that ended them, if any. */
  private record StockRead(int rows, Exception failure) {
    static StockRead all(ResultSet rs) throws SQLException {
      int n = 0;
      try (rs) {
        while (rs.next()) {
          n++;
          assertEquals(n, rs.getInt(1), "rows arrive in order, none skipped");
        }
      } catch (SQLException | RuntimeException e) {
        return new StockRead(n, e);
      }
      return new StockRead(n, null);
    }

    int complete() {
      if (failure != null) {
        throw new AssertionError("failed after " + rows + " rows", failure);
      }
      return rows;
    }
  }

  /**
   * The server hands out the cap's rows and fails the fetch after them; Avatica's client fetches
   * the next frame as it hands out the last row of the current one, so its {@code next()} for the
   * cap's last row is the one that fails.
   */
  private static void assertCutError(StockRead read, int cap, String what) {
    assertNotNull(read.failure, what + ": cut without an error after " + read.rows + " rows");
    assertEquals(cap - 1, read.rows, what + ": rows before the error");
    assertEquals("54000", sqlState(read.failure), what + ": " + read.failure);
    String message = read.failure.getMessage();
    assertTrue(message.contains("more than " + cap + " rows") && message.contains("limits.maxRows"),
        message);
  }

  /** The SQLState of an error as the stock client reports it (it throws unchecked on a fetch). */
  private static String sqlState(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof SQLException) {
        return ((SQLException) c).getSQLState();
      }
      if (c instanceof AvaticaClientRuntimeException) {
        return ((AvaticaClientRuntimeException) c).getSqlState();
      }
    }
    return null;
  }

  private static void assertDefaultCap(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      int all = count(s.executeQuery("SELECT * FROM order_lines"));
      assertTrue(all > 10_000, "the demo has " + all + " order lines");
      assertNull(s.getWarnings());
      assertGeneratedCut(c, 10_000, "Show me all order lines");
    }
  }

  private static void assertGeneratedCut(Connection c, int cap) throws SQLException {
    assertGeneratedCut(c, cap, "Show me all customers");
  }

  private static void assertGeneratedCut(Connection c, int cap, String question)
      throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(question)) {
      assertEquals(cap, count(rs));
      SQLWarning w = s.getWarnings();
      assertNotNull(w);
      assertTrue(w.getMessage().startsWith("nljdbc ran: "), w.getMessage());
      assertWarns(w.getNextWarning(), cap + " rows", "limits.maxRows");
    }
  }

  private static void assertAllRows(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      assertEquals(ROWS, count(s.executeQuery("SELECT id FROM big")));
      assertNull(s.getWarnings());
    }
  }

  private static void assertStatementMaxRows(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.setMaxRows(20_000);
      assertEquals(20_000, count(s.executeQuery(sql)));
      assertNull(s.getWarnings(), "a cut at the client's own maxRows carries no warning");
      s.setMaxRows(2);
      assertEquals(2, count(s.executeQuery(sql)));
    }
  }

  /** Some warning of the chain (an English answer's reading comes first) names every part. */
  private static void assertWarns(SQLWarning first, String... parts) {
    assertNotNull(first, "no warning");
    StringBuilder seen = new StringBuilder();
    for (SQLWarning w = first; w != null; w = w.getNextWarning()) {
      seen.append(w.getMessage()).append(" | ");
      if (java.util.Arrays.stream(parts).allMatch(w.getMessage()::contains)) {
        return;
      }
    }
    fail("no warning names " + java.util.Arrays.toString(parts) + ": " + seen);
  }

  private static int count(ResultSet rs) throws SQLException {
    int n = 0;
    while (rs.next()) {
      n++;
    }
    return n;
  }
}
