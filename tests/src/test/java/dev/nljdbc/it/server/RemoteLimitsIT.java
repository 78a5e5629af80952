package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDateTime;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The limits of remote mode that docs/dbeaver.md lists under "remote mode limits", and only
 * those: what the Avatica protocol cannot carry. In-process mode has none of them
 * ({@code InProcessConformanceIT}).
 */
class RemoteLimitsIT {
  private static Scratch scratch;
  private static NljdbcServer server;

  @BeforeAll
  static void start() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE t (id int primary key, ts timestamp(6), ttz timetz, u uuid, arr int[],"
            + " js json)",
        "INSERT INTO t VALUES (1, '2024-03-15 10:11:12.123456', '10:11:12.5+05:30',"
            + " 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '{1,2,3}', '{\"a\":1}')");
    server = TestServers.start(scratch.url());
  }

  @AfterAll
  static void stop() throws SQLException {
    if (server != null) {
      server.stop();
    }
    scratch.close();
  }

  private static Connection connect() throws SQLException {
    return DriverManager.getConnection(TestServers.nlUrl(server));
  }

  @Test
  void timestamps_areMilliseconds_onReadAndBind() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT ts FROM t")) {
      assertTrue(rs.next());
      assertEquals(Timestamp.valueOf("2024-03-15 10:11:12.123"), rs.getTimestamp(1));
    }
    try (Connection c = connect();
        PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE ts = ?")) {
      ps.setObject(1, Timestamp.valueOf(LocalDateTime.parse("2024-03-15T10:11:12.123456")));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(!rs.next(), "the bound microseconds are cut, so the row does not match");
      }
    }
  }

  @Test
  void otherTypes_arriveAsText() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT u, arr, js FROM t")) {
      assertTrue(rs.next());
      for (int i = 1; i <= 3; i++) {
        assertEquals(Types.VARCHAR, rs.getMetaData().getColumnType(i),
            rs.getMetaData().getColumnLabel(i));
      }
      assertEquals("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", rs.getString(1));
      assertEquals("{1,2,3}", rs.getString(2));
      assertThrows(SQLException.class, () -> rs.getArray(2));
    }
  }

  @Test
  void booleans_readAsTrueOrFalse_whereTheTargetsDriverSaysTOrF() throws SQLException {
    String sql = "SELECT CAST(true AS boolean) AS b";
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Statement s = direct.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      assertTrue(rs.next());
      assertEquals("t", rs.getString(1));
      assertEquals("bool", rs.getMetaData().getColumnTypeName(1));
    }
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      assertTrue(rs.next());
      assertEquals("true", rs.getString(1), "Avatica carries a boolean, not the target's text");
      assertEquals(Types.BOOLEAN, rs.getMetaData().getColumnType(1));
      assertTrue(rs.getBoolean(1));
    }
  }

  @Test
  void mariaDbTinyint1_readsAsTrueOrFalse_whereConnectorJSays1() throws SQLException {
    try (Scratch maria = TestDatabases.scratch(Kind.MARIADB,
        "CREATE TABLE flags (id int primary key, on_off tinyint(1))",
        "INSERT INTO flags VALUES (1, 1), (2, 0)")) {
      NljdbcServer mariaServer = TestServers.start(maria.url());
      String sql = "SELECT on_off FROM flags ORDER BY id";
      try (Connection direct = DriverManager.getConnection(maria.url());
          Statement s = direct.createStatement(); ResultSet rs = s.executeQuery(sql)) {
        assertTrue(rs.next());
        assertEquals("1", rs.getString(1));
        assertTrue(rs.getBoolean(1));
        assertTrue(rs.next());
        assertEquals("0", rs.getString(1));
      }
      try (Connection c = DriverManager.getConnection(TestServers.nlUrl(mariaServer));
          Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
        assertTrue(rs.next());
        assertEquals("true", rs.getString(1), "Avatica carries a boolean, not the target's text");
        assertTrue(rs.getBoolean(1));
        assertTrue(rs.next());
        assertEquals("false", rs.getString(1));
        assertFalse(rs.getBoolean(1));
      } finally {
        mariaServer.stop();
      }
    }
  }

  @Test
  void timeWithTimeZone_losesItsOffset() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT ttz FROM t")) {
      assertTrue(rs.next());
      assertEquals(Types.TIME, rs.getMetaData().getColumnType(1));
      assertTrue(!rs.getString(1).contains("+05"), rs.getString(1));
    }
  }
}
