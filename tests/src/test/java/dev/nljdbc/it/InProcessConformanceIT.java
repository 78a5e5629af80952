package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.ConformanceProbes.Probe;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The in-process driver behaves like the target's own driver: every check runs through the
 * direct driver and through {@code jdbc:nl:} in-process, on PostgreSQL and MariaDB, and the two
 * outcomes must be identical (values, types, metadata, errors).
 */
class InProcessConformanceIT {
  private static Scratch pg;
  private static Scratch maria;

  @BeforeAll
  static void createTables() throws SQLException {
    pg = ConformanceProbes.tables(Kind.POSTGRESQL);
    maria = ConformanceProbes.tables(Kind.MARIADB);
  }

  @AfterAll
  static void dropTables() throws SQLException {
    if (pg != null) {
      pg.close();
    }
    if (maria != null) {
      maria.close();
    }
  }

  private static Scratch scratch(Kind kind) {
    return kind == Kind.POSTGRESQL ? pg : maria;
  }

  /** Runs the probe directly and in-process and asserts identical outcomes. */
  private static List<String> same(Kind kind, Probe probe) throws Exception {
    List<String> direct = outcome(scratch(kind).url(), probe);
    List<String> nl = outcome(scratch(kind).nlUrl(), probe);
    assertEquals(direct, nl, kind + ": in-process differs from the direct driver");
    return nl;
  }

  private static List<String> outcome(String url, Probe probe) throws Exception {
    return ConformanceProbes.outcome(url, probe);
  }

  // ---- types --------------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void resultSetMetaData_isTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, ConformanceProbes.resultSetMetaData());
    assertTrue(out.stream().anyMatch(l -> l.startsWith("num ") && l.contains(" 38/10 ")),
        out.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void preparedStatementMetaData_isTheTargets(Kind kind) throws Exception {
    same(kind, ConformanceProbes.preparedStatementMetaData());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void values_areTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, ConformanceProbes.values());
    assertTrue(out.stream().anyMatch(l -> l.startsWith("ts string=2024-03-15 10:11:12.123456 ")
        && l.contains("object=Timestamp:2024-03-15 10:11:12.123456 ")), out.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void getObjectWithClass_isTheTargets(Kind kind) throws Exception {
    same(kind, ConformanceProbes.objectsByClass());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void streamsLobsAndArrays_readAsTheTargets(Kind kind) throws Exception {
    same(kind, ConformanceProbes.streamsLobsAndArrays(kind));
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void setters_bindAsTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, ConformanceProbes.setters(kind));
    assertTrue(out.get(0).endsWith("[1]"), "microseconds bind: " + out);
  }

  // ---- statements ---------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void setMaxRows_onBothStatementKinds(Kind kind) throws Exception {
    same(kind, ConformanceProbes.maxRows());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void moreResultsAndUpdateCount_followJdbc(Kind kind) throws Exception {
    same(kind, ConformanceProbes.moreResultsAndUpdateCount());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void resultAndMetadata_leadBackToTheCallersObjects(Kind kind) throws Exception {
    try (Connection c = DriverManager.getConnection(scratch(kind).nlUrl());
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id FROM t");
        PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE id = ?")) {
      assertSame(s, rs.getStatement());
      assertSame(c, rs.getStatement().getConnection());
      assertSame(c, c.getMetaData().getConnection());
      ps.setInt(1, 1);
      try (ResultSet p = ps.executeQuery()) {
        assertSame(ps, p.getStatement());
      }
      try (ResultSet tables = c.getMetaData().getTables(null, null, "t", null)) {
        assertTrue(tables.getStatement() == null || tables.getStatement().getConnection() == c);
      }
      if (kind == Kind.POSTGRESQL) {
        try (Statement other = c.createStatement();
            ResultSet arrays = other.executeQuery("SELECT arr FROM t WHERE id = 1")) {
          assertTrue(arrays.next());
          for (Array a : List.of(arrays.getArray(1), (Array) arrays.getObject(1))) {
            try (ResultSet items = a.getResultSet()) {
              assertTrue(items.getStatement() == null
                  || items.getStatement().getConnection() == c, "an array leads back to nljdbc");
            }
          }
        }
      }
    }
  }

  @Test
  void cancel_fromAnotherThread_stopsTheQueryOnPostgres() throws Exception {
    String marker = "2000000017";
    String sql = "SELECT count(*) FROM generate_series(1, " + marker + ") g";
    List<String> outcomes = new ArrayList<>();
    for (String url : List.of(pg.url(), pg.nlUrl())) {
      try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
        CompletableFuture<Void> cancel = CompletableFuture.runAsync(() -> {
          try {
            awaitRunning(marker);
            s.cancel();
          } catch (Exception e) {
            throw new IllegalStateException(e);
          }
        });
        long started = System.nanoTime();
        SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql));
        cancel.get(20, TimeUnit.SECONDS);
        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(20));
        outcomes.add(e.getSQLState());
        assertEquals(0, running(marker), "the cancelled query still runs");
        try (ResultSet rs = s.executeQuery("SELECT 1")) {
          assertTrue(rs.next());
        }
      }
    }
    assertEquals(outcomes.get(0), outcomes.get(1));
  }

  @Test
  void queryTimeout_reachesTheTarget() throws Exception {
    String marker = "2000000019";
    try (Connection c = DriverManager.getConnection(pg.nlUrl());
        PreparedStatement ps = c.prepareStatement(
            "SELECT count(*) FROM generate_series(1, " + marker + ") g WHERE ? > 0")) {
      ps.setInt(1, 1);
      ps.setQueryTimeout(1);
      assertEquals(1, ps.getQueryTimeout());
      long started = System.nanoTime();
      SQLException e = assertThrows(SQLException.class, ps::executeQuery);
      assertEquals("HYT00", e.getSQLState());
      assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(10));
      assertEquals(0, running(marker), "the timed-out query still runs");
      ps.setQueryTimeout(0);
      ps.setMaxRows(1);
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
        assertTrue(rs.next());
      }
    }
  }

  @Test
  void limitsQueryTimeout_cancelsTheTargetQuery() throws Exception {
    String marker = "2000000023";
    Properties limits = new Properties();
    limits.setProperty("limits.queryTimeout", "1s");
    try (Connection c = DriverManager.getConnection(pg.nlUrl(), limits);
        Statement s = c.createStatement()) {
      long started = System.nanoTime();
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(
          "SELECT count(*) FROM generate_series(1, " + marker + ") g"));
      assertEquals("HYT00", e.getSQLState(), e.getMessage());
      assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(10));
      assertEquals(0, running(marker), "the timed-out query still runs");
      assertEquals(0, s.getQueryTimeout(), "the limit is not the client's own timeout");
      try (ResultSet rs = s.executeQuery("SELECT 1")) {
        assertTrue(rs.next());
      }
    }
  }

  // ---- row caps -----------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void clientSql_isNotCappedUnlessLimitsMaxRowsIsSet(Kind kind) throws Exception {
    try (Connection c = DriverManager.getConnection(scratch(kind).nlUrl());
        Statement s = c.createStatement()) {
      assertEquals(12000, count(s.executeQuery("SELECT n FROM many")));
      assertNull(s.getWarnings());
    }
    Properties capped = new Properties();
    capped.setProperty("limits.maxRows", "5");
    try (Connection c = DriverManager.getConnection(scratch(kind).nlUrl(), capped);
        Statement s = c.createStatement();
        PreparedStatement ps = c.prepareStatement("SELECT n FROM many WHERE n > ?")) {
      assertEquals(5, count(s.executeQuery("SELECT n FROM many")));
      SQLWarning w = s.getWarnings();
      assertNotNull(w, "a cut result carries a warning");
      assertTrue(w.getMessage().contains("limits.maxRows") && w.getMessage().contains("5"),
          w.getMessage());
      s.setMaxRows(3);
      assertEquals(3, count(s.executeQuery("SELECT n FROM many")));
      assertNull(s.getWarnings(), "a cut by the statement's own maxRows is what JDBC specifies:"
          + " no warning");
      s.setMaxRows(0);
      assertEquals(5, count(s.executeQuery("SELECT n FROM many WHERE n <= 5")));
      assertNull(s.getWarnings(), "exactly the cap's rows are not a cut");
      ps.setInt(1, 0);
      ResultSet rs = ps.executeQuery();
      assertEquals(5, count(rs));
      assertNotNull(ps.getWarnings());
    }
  }

  // ---- metadata -----------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void nestedMetadataLoops_work(Kind kind) throws Exception {
    List<String> out = same(kind,
        ConformanceProbes.nestedMetadataLoops(kind, scratch(kind).name()));
    assertEquals(3, out.size(), out.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void identifierFlagsAndQuote_areTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, ConformanceProbes.identifierFlagsAndQuote());
    if (kind == Kind.POSTGRESQL) {
      assertTrue(out.contains("upper false lower true mixed false supportsMixed false"), out.toString());
    } else {
      assertTrue(out.contains("quote `"), out.toString());
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void catalogSchemaUserAndIsolation_atConnect(Kind kind) throws Exception {
    List<String> out = same(kind, ConformanceProbes.catalogSchemaUserAndIsolation());
    assertFalse(out.contains("user null"), out.toString());
  }

  // ---- generated SQL and local results ------------------------------------------------------

  @Test
  void generatedSql_isCappedWithAWarning_andCommandsAnswerLocally() throws Exception {
    Properties capped = new Properties();
    capped.setProperty("limits.maxRows", "2");
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo", capped);
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("top 5 customers by total amount")) {
        assertSame(s, rs.getStatement());
        assertEquals(2, count(rs));
      }
      SQLWarning ran = s.getWarnings();
      assertNotNull(ran);
      assertTrue(ran.getMessage().startsWith("nljdbc ran: SELECT"), ran.getMessage());
      SQLWarning reading = ran.getNextWarning();
      assertTrue(reading.getMessage().startsWith("Reading: "), reading.getMessage());
      SQLWarning cut = reading.getNextWarning();
      assertNotNull(cut, "the cut result carries a warning");
      assertTrue(cut.getMessage().contains("limits.maxRows"), cut.getMessage());
      try (ResultSet history = s.executeQuery("/history")) {
        assertSame(s, history.getStatement());
        ResultSetMetaData md = history.getMetaData();
        assertEquals("TURN", md.getColumnLabel(1));
        assertEquals(java.sql.Types.INTEGER, md.getColumnType(1));
        assertEquals("CREATED_AT", md.getColumnLabel(9));
        assertEquals(java.sql.Types.TIMESTAMP, md.getColumnType(9));
        assertTrue(history.next());
        assertEquals(1, history.getInt("TURN"));
        assertTrue(history.getString("SQL").startsWith("SELECT"), history.getString("SQL"));
        assertNotNull(history.getTimestamp("CREATED_AT"));
      }
      assertNull(s.getWarnings(), "a command's answer carries no warning");
      s.setMaxRows(1);
      assertEquals(1, count(s.executeQuery("SELECT * FROM customers")), "setMaxRows on H2");
    }
  }

  // ---- tenant mode --------------------------------------------------------------------------

  @Test
  void tenantMode_refusesWhatReachesTheTargetConnection() throws Exception {
    Properties tenant = new Properties();
    tenant.setProperty("tenant.column", "id");
    tenant.setProperty("tenant.value", "1");
    try (Connection c = DriverManager.getConnection(pg.nlUrl(), tenant);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id FROM t")) {
      assertEquals(1, count(rs));
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.unwrap(org.postgresql.PGConnection.class)).getSQLState());
      assertFalse(c.isWrapperFor(org.postgresql.PGConnection.class));
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.getMetaData().unwrap(org.postgresql.jdbc.PgDatabaseMetaData.class))
          .getSQLState());
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.setSchema("public")).getSQLState());
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.setCatalog("postgres")).getSQLState());
      try (ResultSet again = s.executeQuery("SELECT id FROM t")) {
        assertEquals("42501", assertThrows(SQLException.class,
            () -> again.unwrap(org.postgresql.jdbc.PgResultSet.class)).getSQLState());
      }
      assertEquals("42501", assertThrows(SQLException.class, () -> c.prepareCall("{call f()}"))
          .getSQLState());
      try (ResultSet rows = s.executeQuery("SELECT id FROM t")) {
        assertEquals(1, count(rows), "the connection keeps working");
      }
    }
    try (Connection c = DriverManager.getConnection(pg.nlUrl())) {
      assertNotNull(c.unwrap(org.postgresql.PGConnection.class));
    }
  }

  // ---- helpers ------------------------------------------------------------------------------

  private static int count(ResultSet rs) throws SQLException {
    return ConformanceProbes.count(rs);
  }

  private static void awaitRunning(String marker) throws Exception {
    ConformanceProbes.awaitRunning(marker);
  }

  private static int running(String marker) throws SQLException {
    return ConformanceProbes.running(marker);
  }
}
