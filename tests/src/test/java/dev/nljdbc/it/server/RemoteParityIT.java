package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Remote mode answers as the direct driver (pgjdbc) and as in-process mode where the Avatica
 * protocol allows it: errors with the server's message and SQLState alone, read-only
 * transaction settings accepted (Spring's {@code setEnforceReadOnly}), the catalog flags, name
 * lengths and catalog calls the target gives, SQL NULL read as any class, conversion failures
 * with an SQLState, and warnings kept past {@code getMoreResults}.
 */
class RemoteParityIT {
  private static Scratch scratch;
  private static NljdbcServer server;

  @BeforeAll
  static void start() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE t (id int primary key, name text, arr int[])",
        "INSERT INTO t VALUES (1, NULL, '{1,2}')");
    server = TestServers.start(scratch.url());
  }

  @AfterAll
  static void stop() throws SQLException {
    if (server != null) {
      server.stop();
    }
    scratch.close();
  }

  private static Connection remote() throws SQLException {
    return DriverManager.getConnection(TestServers.nlUrl(server));
  }

  private static Connection inProcess() throws SQLException {
    return DriverManager.getConnection(scratch.nlUrl());
  }

  private static List<Supplier<Connection>> bothModes() {
    return List.of(() -> open(true), () -> open(false));
  }

  private static Connection open(boolean remote) {
    try {
      return remote ? remote() : inProcess();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void readOnlyTransactionSettings_areAcceptedNoOps_inBothModes() throws SQLException {
    for (Supplier<Connection> mode : bothModes()) {
      try (Connection c = mode.get(); Statement s = c.createStatement()) {
        assertEquals(0, s.executeUpdate("SET TRANSACTION READ ONLY"));
        assertFalse(s.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
        assertEquals(0, s.getUpdateCount());
        assertEquals(0, s.executeUpdate(
            "set transaction isolation level read committed, read only"));
        c.setReadOnly(true);
        SQLException write = assertThrows(SQLException.class,
            () -> s.executeUpdate("SET TRANSACTION READ WRITE"));
        assertEquals("42501", write.getSQLState());
        try (ResultSet rs = s.executeQuery("SELECT id FROM t")) {
          assertTrue(rs.next(), "the connection keeps working");
        }
      }
    }
  }

  @Test
  void springEnforcedReadOnlyTransaction_runs_inBothModes() {
    for (String url : List.of(TestServers.nlUrl(server), scratch.nlUrl())) {
      DataSource ds = new SimpleDriverDataSource(new dev.nljdbc.Driver(), url);
      DataSourceTransactionManager tm = new DataSourceTransactionManager(ds);
      tm.setEnforceReadOnly(true);
      TransactionTemplate tx = new TransactionTemplate(tm);
      tx.setReadOnly(true);
      Integer id = tx.execute(status -> new JdbcTemplate(ds)
          .queryForObject("SELECT id FROM t", Integer.class));
      assertEquals(1, id, url);
    }
  }

  @Test
  void remoteErrors_carryTheServersMessageAndStateAlone() throws SQLException {
    for (String sql : List.of("DELETE FROM t", "SELEC id FROM t")) {
      SQLException local;
      SQLException far;
      try (Connection c = inProcess(); Statement s = c.createStatement()) {
        local = assertThrows(SQLException.class, () -> s.executeQuery(sql));
      }
      try (Connection c = remote(); Statement s = c.createStatement()) {
        far = assertThrows(SQLException.class, () -> s.executeQuery(sql));
      }
      assertEquals(local.getSQLState(), far.getSQLState(), sql);
      assertEquals(local.getMessage(), far.getMessage(), sql);
    }
  }

  @Test
  void englishThroughAPreparedStatement_isTheSameClearRefusal_remote() throws SQLException {
    SQLException local;
    SQLException far;
    try (Connection c = inProcess()) {
      local = assertThrows(SQLException.class, () -> c.prepareStatement("show me all t"));
    }
    try (Connection c = remote()) {
      far = assertThrows(SQLException.class, () -> c.prepareStatement("show me all t"));
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
        assertTrue(rs.next(), "the connection keeps working");
      }
    }
    assertEquals("42000", far.getSQLState());
    assertTrue(far.getMessage().startsWith("only SQL can be prepared"), far.getMessage());
    assertEquals(local.getMessage(), far.getMessage());
  }

  @Test
  void catalogFlagsAndNameLengths_areTheTargets() throws SQLException {
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Connection c = remote()) {
      DatabaseMetaData d = direct.getMetaData();
      DatabaseMetaData r = c.getMetaData();
      assertEquals(d.supportsCatalogsInTableDefinitions(), r.supportsCatalogsInTableDefinitions());
      assertEquals(d.supportsCatalogsInDataManipulation(), r.supportsCatalogsInDataManipulation());
      assertEquals(d.supportsCatalogsInIndexDefinitions(), r.supportsCatalogsInIndexDefinitions());
      assertEquals(d.supportsTransactions(), r.supportsTransactions());
      assertEquals(d.getMaxColumnNameLength(), r.getMaxColumnNameLength());
      assertEquals(d.getMaxTableNameLength(), r.getMaxTableNameLength());
      assertFalse(r.supportsCatalogsInTableDefinitions());
      assertTrue(r.getMaxColumnNameLength() > 0);
    }
  }

  @Test
  void catalogCallsAvaticaLeavesEmpty_areAnsweredByTheTarget() throws SQLException {
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Connection c = remote()) {
      DatabaseMetaData d = direct.getMetaData();
      DatabaseMetaData r = c.getMetaData();
      String schema = scratch.name();
      Map<String, Integer> expected = Map.of(
          "tablePrivileges", rows(d.getTablePrivileges(null, schema, "t")),
          "columnPrivileges", rows(d.getColumnPrivileges(null, schema, "t", "%")),
          "bestRowIdentifier", rows(d.getBestRowIdentifier(null, schema, "t",
              DatabaseMetaData.bestRowSession, false)),
          "clientInfoProperties", rows(d.getClientInfoProperties()));
      Map<String, Integer> actual = Map.of(
          "tablePrivileges", rows(r.getTablePrivileges(null, schema, "t")),
          "columnPrivileges", rows(r.getColumnPrivileges(null, schema, "t", "%")),
          "bestRowIdentifier", rows(r.getBestRowIdentifier(null, schema, "t",
              DatabaseMetaData.bestRowSession, false)),
          "clientInfoProperties", rows(r.getClientInfoProperties()));
      assertEquals(expected, actual);
      assertTrue(actual.get("tablePrivileges") > 0 && actual.get("bestRowIdentifier") > 0,
          actual.toString());
      assertEquals(rows(d.getVersionColumns(null, schema, "t")),
          rows(r.getVersionColumns(null, schema, "t")));
      assertEquals(rows(d.getUDTs(null, schema, "%", null)), rows(r.getUDTs(null, schema, "%",
          null)));
    }
  }

  @Test
  void valuesAndConversionFailures_remote() throws SQLException {
    try (Connection c = remote(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id, name, arr FROM t")) {
      assertTrue(rs.next());
      assertNull(rs.getObject(2, LocalDate.class), "SQL NULL reads as null whatever the class");
      SQLException ts = assertThrows(SQLException.class, () -> rs.getTimestamp(1));
      assertNotNull(ts.getSQLState(), ts.getMessage());
      SQLException array = assertThrows(SQLException.class, () -> rs.getArray(3));
      assertNotNull(array.getSQLState());
      assertFalse(array.getMessage().contains("Accessor"), array.getMessage());
      assertTrue(array.getMessage().contains("getString"), array.getMessage());
    }
  }

  @Test
  void getMoreResults_keepsTheStatementsWarnings_remote() throws SQLException {
    try (Connection c = remote(); Statement s = c.createStatement()) {
      s.executeQuery("show me all t").close();
      assertNotNull(s.getWarnings(), "the SQL that ran");
      assertFalse(s.getMoreResults());
      assertNotNull(s.getWarnings(), "still there after getMoreResults");
      s.clearWarnings();
      assertNull(s.getWarnings());
    }
  }

  private static int rows(ResultSet rs) throws SQLException {
    try (rs) {
      int n = 0;
      while (rs.next()) {
        n++;
      }
      return n;
    }
  }
}
