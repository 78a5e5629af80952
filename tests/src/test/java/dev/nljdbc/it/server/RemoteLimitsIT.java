package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.server.NljdbcServer;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The limits of remote mode that docs/dbeaver.md lists under "remote mode limits", and only
 * those: what the Avatica protocol cannot carry, each bullet with assertions of its own (the
 * cancel bullet's are in {@code RemoteConformanceIT}). In-process mode has none of them
 * ({@code InProcessConformanceIT}).
 */
class RemoteLimitsIT {
  private static Scratch scratch;
  private static NljdbcServer server;
  private static Scratch maria;
  private static NljdbcServer mariaServer;

  @BeforeAll
  static void start() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE t (id int primary key, ts timestamp(6), ttz timetz, u uuid, arr int[],"
            + " js json, bin bytea, txt text, tm time(6))",
        "INSERT INTO t VALUES (1, '2024-03-15 10:11:12.123456', '10:11:12.5+05:30',"
            + " 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '{1,2,3}', '{\"a\":1}',"
            + " 'hello'::bytea, 'hello', '10:11:12.123456')");
    server = TestServers.start(scratch.url());
    maria = TestDatabases.scratch(Kind.MARIADB,
        "CREATE TABLE flags (id int primary key, on_off tinyint(1), b8 bit(8),"
            + " ub bigint unsigned, yr year, txt varchar(20))",
        "INSERT INTO flags VALUES (1, 1, b'01000001', 18446744073709551615, 2024, 'hello'),"
            + " (2, 0, b'01000010', 1, 1999, 'bye')");
    mariaServer = TestServers.start(maria.url());
  }

  @AfterAll
  static void stop() throws SQLException {
    for (NljdbcServer s : new NljdbcServer[] {server, mariaServer}) {
      if (s != null) {
        s.stop();
      }
    }
    for (Scratch s : new Scratch[] {scratch, maria}) {
      if (s != null) {
        s.close();
      }
    }
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

  @Test
  void timeAndTimestampPrecision_isTheirFractionalDigits_atMostThree() throws SQLException {
    String sql = "SELECT ts, tm FROM t";
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Statement s = direct.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      assertTrue(rs.getMetaData().getPrecision(1) > 3, "the target's display width");
    }
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      assertEquals(3, rs.getMetaData().getPrecision(1));
      assertEquals(3, rs.getMetaData().getPrecision(2));
      assertTrue(rs.next());
      assertEquals("10:11:12.123", rs.getString(2));
    }
  }

  @Test
  void binaryValues_readAsTheirBytesDecoded_whereTheTargetsDriverRendersThem()
      throws SQLException {
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Statement s = direct.createStatement();
        ResultSet rs = s.executeQuery("SELECT bin FROM t")) {
      assertTrue(rs.next());
      assertEquals("\\x68656c6c6f", rs.getString(1), "pgjdbc's hex");
    }
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT bin FROM t")) {
      assertTrue(rs.next());
      assertEquals("hello", rs.getString(1), "the bytes decoded");
      assertArrayEquals("hello".getBytes(StandardCharsets.UTF_8), rs.getBytes(1));
    }
    String bit = "SELECT b8 FROM flags ORDER BY id";
    try (Connection direct = DriverManager.getConnection(maria.url());
        Statement s = direct.createStatement(); ResultSet rs = s.executeQuery(bit)) {
      assertTrue(rs.next());
      assertEquals("b'1000001'", rs.getString(1), "Connector/J's bit literal");
    }
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(mariaServer));
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery(bit)) {
      assertTrue(rs.next());
      assertEquals("A", rs.getString(1), "the byte 0x41 decoded");
      assertArrayEquals(new byte[] {0x41}, rs.getBytes(1));
    }
  }

  @Test
  void typesOutsideAvaticasSet_arriveAsTheNearestType_withTheTargetsName() throws SQLException {
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(mariaServer));
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT ub, yr, b8 FROM flags ORDER BY id")) {
      ResultSetMetaData md = rs.getMetaData();
      assertEquals(Types.DECIMAL, md.getColumnType(1));
      assertEquals("BIGINT UNSIGNED", md.getColumnTypeName(1));
      assertEquals(Types.DATE, md.getColumnType(2));
      assertTrue(Set.of(Types.BINARY, Types.VARBINARY).contains(md.getColumnType(3)),
          "a BIT(8) as its bytes: " + md.getColumnType(3));
      assertTrue(rs.next());
      assertEquals(new BigDecimal("18446744073709551615"), rs.getBigDecimal(1));
      assertEquals(2024, rs.getDate(2).toLocalDate().getYear());
    }
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT arr, u FROM t")) {
      assertEquals("uuid", rs.getMetaData().getColumnTypeName(2));
      assertTrue(rs.next());
      SQLException array = assertThrows(SQLException.class, () -> rs.getArray(1));
      assertEquals("0A000", array.getSQLState());
      assertTrue(array.getMessage().contains("arr") && array.getMessage().contains("_int4"),
          "the column and its type: " + array.getMessage());
    }
    try (Connection c = connect();
        PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE u = ?")) {
      ps.setObject(1, UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"));
      SQLException bound = assertThrows(SQLException.class, ps::executeQuery);
      assertEquals("42883", bound.getSQLState(), "a UUID binds as text: " + bound.getMessage());
    }
  }

  @Test
  void getObjectWithAClass_convertsByTheClientsOwnTable() throws SQLException {
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id, ts, txt, u FROM t")) {
      assertTrue(rs.next());
      assertEquals(LocalDate.of(2024, 3, 15), rs.getObject(2, LocalDate.class));
      assertEquals(1L, rs.getObject(1, Long.class));
      assertEquals("1", rs.getObject(1, String.class));
      assertEquals(UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"),
          rs.getObject(4, UUID.class));
      SQLException refused = assertThrows(SQLException.class,
          () -> rs.getObject(3, java.net.URL.class));
      assertEquals("22023", refused.getSQLState(), refused.getMessage());
      assertTrue(refused.getMessage().contains("txt") && !refused.getMessage().contains("Accessor"),
          "the column, not the client's plumbing: " + refused.getMessage());
      SQLException noDate = assertThrows(SQLException.class, () -> rs.getTimestamp(3));
      assertEquals("22007", noDate.getSQLState());
      assertTrue(noDate.getMessage().contains("txt") && noDate.getMessage().contains("text"),
          "the column's name and type: " + noDate.getMessage());
      assertEquals("22007", assertThrows(SQLException.class, () -> rs.getDate(1)).getSQLState());
      assertEquals("22007", assertThrows(SQLException.class, () -> rs.getTime(1)).getSQLState());
    }
  }

  @Test
  void oneClientForEveryTarget_readsTextAsBytesAndLobs_whereTheTargetsDriverRefuses()
      throws SQLException {
    String text = "SELECT id, txt FROM flags ORDER BY id";
    try (Connection direct = DriverManager.getConnection(maria.url());
        Statement s = direct.createStatement(); ResultSet rs = s.executeQuery(text)) {
      assertTrue(rs.next());
      assertThrows(SQLException.class, () -> rs.getBytes(1), "Connector/J refuses an INTEGER");
    }
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(mariaServer));
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery(text)) {
      assertTrue(rs.next());
      assertArrayEquals("1".getBytes(StandardCharsets.UTF_8), rs.getBytes(1), "its text's bytes");
      assertArrayEquals("hello".getBytes(StandardCharsets.UTF_8), rs.getBytes(2));
    }
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Statement s = direct.createStatement();
        ResultSet rs = s.executeQuery("SELECT txt, bin FROM t")) {
      assertTrue(rs.next());
      assertThrows(SQLException.class, () -> rs.getClob(1).getSubString(1, 5), "pgjdbc refuses");
    }
    try (Connection c = connect(); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT txt, bin FROM t")) {
      assertTrue(rs.next());
      assertEquals("hello", rs.getClob(1).getSubString(1, 5));
      assertArrayEquals("hello".getBytes(StandardCharsets.UTF_8),
          rs.getBlob(2).getBytes(1, 5));
    }
    String bind = "SELECT id FROM t WHERE txt = ?";
    try (Connection direct = DriverManager.getConnection(scratch.url());
        PreparedStatement ps = direct.prepareStatement(bind)) {
      assertThrows(SQLException.class, () -> ps.setNString(1, "hello"), "pgjdbc refuses");
    }
    try (Connection c = connect(); PreparedStatement ps = c.prepareStatement(bind)) {
      ps.setNString(1, "hello");
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next(), "bound as a string");
      }
      ps.setClob(1, new StringReader("hello"));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next(), "bound as a string");
      }
    }
  }
}
