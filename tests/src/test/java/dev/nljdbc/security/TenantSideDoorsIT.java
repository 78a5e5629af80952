package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The side doors around the tenant filter on PostgreSQL, each reproduced and shown closed: a
 * refcursor read as a result set of the raw connection, large objects read and written by id
 * through {@code getBlob}, {@code getClob} and {@code setBlob}, another tenant's SQL text left
 * as a server-side prepared statement on a pooled connection (in-process and through a server),
 * and system relations that show sessions, statements and settings.
 */
class TenantSideDoorsIT {
  private static final String SECRET = "other-tenant-secret-" + UUID.randomUUID();

  private static PgTenantFixture fixture;
  private static long largeObject;
  private static NljdbcServer server;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
    try (Connection admin = Databases.postgres(); Statement st = admin.createStatement();
        ResultSet rs = st.executeQuery("SELECT lo_from_bytea(0, convert_to('" + SECRET
            + "', 'UTF8'))::bigint")) {
      rs.next();
      largeObject = rs.getLong(1);
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (server != null) {
      server.stop();
    }
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, "SELECT lo_unlink(" + largeObject + ")");
    }
    if (fixture != null) {
      fixture.close();
    }
  }

  private static Connection driver(String tenant, String... extra) throws SQLException {
    Properties p = new Properties();
    if (tenant != null) {
      p.setProperty("tenant.column", "corp_id");
      p.setProperty("tenant.value", tenant);
      p.setProperty("tenant.policy", "inject");
    }
    p.setProperty("clarify", "false");
    for (int i = 0; i + 1 < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(fixture.schema), p);
  }

  private static String state(Connection c, String sql) {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        rs.getString(1);
      }
      return "ok";
    } catch (SQLException e) {
      return e.getSQLState();
    }
  }

  private static long largeObjects() throws SQLException {
    try (Connection admin = Databases.postgres()) {
      return Long.parseLong(Databases.query(admin,
          "SELECT count(*) FROM pg_largeobject_metadata").get(0));
    }
  }

  @Test
  void refcursor_isReadAsItsNameNeverAsAResultSetOfTheRawConnection() throws SQLException {
    try (Connection nl = driver("3"); Statement open = nl.createStatement()) {
      open.setFetchSize(1);
      try (ResultSet streaming = open.executeQuery("SELECT id FROM orders");
          Statement st = nl.createStatement();
          ResultSet rs = st.executeQuery("SELECT 'C_' || g AS n, ('C_' || g)::refcursor AS c"
              + " FROM generate_series(1, 5) g")) {
        assertTrue(streaming.next(), "a portal stays open while the first result streams");
        int rows = 0;
        while (rs.next()) {
          rows++;
          Object cursor = rs.getObject("c");
          assertEquals(rs.getString("n"), cursor, "a refcursor is its name, a value");
          assertEquals("0A000", assertThrows(SQLException.class,
              () -> rs.getObject("c", ResultSet.class)).getSQLState());
        }
        assertEquals(5, rows);
      }
      assertEquals("42501", state(nl, "SELECT name::refcursor AS c FROM pg_cursors"));
      assertEquals("42501", state(nl, "SELECT name FROM pg_catalog.pg_cursors"));
    }
  }

  @Test
  void largeObjectId_readAsBlobOrClob_isTheNumberItselfAndOpensNoLargeObject()
      throws SQLException {
    long before = largeObjects();
    try (Connection nl = driver("3"); Statement st = nl.createStatement();
        ResultSet rs = st.executeQuery("SELECT " + largeObject + "::bigint AS o,"
            + " " + largeObject + "::oid AS d")) {
      assertTrue(rs.next());
      for (String column : List.of("o", "d")) {
        Blob blob = rs.getBlob(column);
        String bytes = new String(blob.getBytes(1, (int) blob.length()), StandardCharsets.UTF_8);
        assertFalse(bytes.contains(SECRET), "getBlob read the large object: " + bytes);
        Clob clob = rs.getClob(column);
        String text = clob.getSubString(1, (int) clob.length());
        assertEquals(String.valueOf(largeObject), text);
        assertEquals(1, blob.setBytes(1, new byte[] {'x'}));
        assertEquals('x', (char) blob.getBytes(1, 1)[0], "the copy changes, nothing else");
        Object value = rs.getObject(column);
        assertFalse(value instanceof Blob || value instanceof Clob, String.valueOf(value));
      }
    }
    assertEquals(before, largeObjects(), "no large object was created");
    try (Connection admin = Databases.postgres()) {
      assertEquals(List.of(SECRET), Databases.query(admin, "SELECT convert_from(lo_get("
          + largeObject + "), 'UTF8')"), "the large object is unchanged");
    }
  }

  @Test
  void blobAndClobParameters_areBoundAsValuesAndCreateNoLargeObject() throws SQLException {
    long before = largeObjects();
    try (Connection nl = driver("3");
        PreparedStatement ps = nl.prepareStatement("SELECT count(*) FROM orders WHERE ? IS NOT"
            + " NULL AND ? IS NOT NULL AND length(?) > 0")) {
      ps.setBlob(1, new ByteArrayInputStream(new byte[] {1, 2, 3}));
      ps.setClob(2, new StringReader("text"));
      ps.setBlob(3, new javax.sql.rowset.serial.SerialBlob(new byte[] {4, 5}));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next());
        assertNotEquals(0, rs.getInt(1));
      }
      assertEquals("0A000", assertThrows(SQLException.class, nl::createBlob).getSQLState());
      assertEquals("0A000", assertThrows(SQLException.class, nl::createClob).getSQLState());
    }
    assertEquals(before, largeObjects(), "no large object was created");
  }

  @Test
  void arraysAndJson_areValuesWithoutAWayToTheRawConnection() throws SQLException {
    try (Connection nl = driver("3"); Statement st = nl.createStatement();
        ResultSet rs = st.executeQuery("SELECT ARRAY[1, 2, 3] AS a, '{\"k\": 1}'::jsonb AS j,"
            + " xmlparse(CONTENT '<x/>') AS x")) {
      assertTrue(rs.next());
      assertArrayEquals(new Object[] {1, 2, 3}, (Object[]) rs.getArray("a").getArray());
      try (ResultSet items = rs.getArray("a").getResultSet()) {
        assertTrue(items.getStatement() == null
            || items.getStatement().getConnection() == nl);
        assertThrows(SQLException.class, () -> items.unwrap(Connection.class));
      }
      assertInstanceOf(String.class, rs.getObject("j"));
      assertEquals("<x/>", rs.getObject("x"));
      assertEquals("0A000", assertThrows(SQLException.class,
          () -> rs.getSQLXML("x")).getSQLState());
    }
  }

  /**
   * A statement run six times becomes a server-side prepared statement that stays on the
   * pooled connection: a session without a tenant sees its own there (the mechanism), but
   * not one a tenant's session left before it on the same connection (reset on a change of
   * tenant).
   */
  @Test
  void preparedStatementsLeftOnAPooledConnection_areGoneForTheNextTenant() throws SQLException {
    String mine = "needle-open-" + UUID.randomUUID();
    String theirs = "needle-tenant-" + UUID.randomUUID();
    String read = "/sql SELECT * FROM pg_prepared_statements";
    try (Connection open = driver(null, "pool.maxSize", "1")) {
      runSixTimes(open, "SELECT id FROM customers WHERE name = '" + mine + "'");
      assertTrue(String.join("\n", rows(open, read)).contains(mine),
          "a statement run six times stays on the server session");
    }
    try (Connection tenant = driver("1", "pool.maxSize", "1")) {
      runSixTimes(tenant, "SELECT id FROM customers WHERE name = '" + theirs + "'");
    }
    try (Connection open = driver(null, "pool.maxSize", "1")) {
      String seen = String.join("\n", rows(open, read));
      assertFalse(seen.contains(theirs), "another tenant's SQL text was left: " + seen);
      assertFalse(seen.contains(mine), "state of the earlier session was left: " + seen);
    }
    try (Connection other = driver("2", "pool.maxSize", "1")) {
      for (String sql : List.of("SELECT * FROM pg_prepared_statements",
          "SELECT name, ident FROM pg_backend_memory_contexts",
          "SELECT * FROM pg_catalog.pg_prepared_statements")) {
        assertEquals("42501", state(other, sql), sql);
      }
    }
  }

  @Test
  void preparedStatementsOfOneTenant_areNotReadableByAnotherThroughTheServer()
      throws SQLException {
    server = TestServers.start(Databases.postgresIn(fixture.schema), String.join("\n",
        "tenant.column=corp_id", "tenant.policy=inject", "clarify=false", "pool.maxSize=1", ""),
        "tenant1,1,secret-1\ntenant2,2,secret-2\n");
    String theirs = "needle-remote-" + UUID.randomUUID();
    try (Connection one = DriverManager.getConnection(TestServers.nlUrl(server),
        TestServers.credentials("tenant1", "secret-1"))) {
      runSixTimes(one, "SELECT id FROM customers WHERE name = '" + theirs + "'");
    }
    try (Connection two = DriverManager.getConnection(TestServers.nlUrl(server),
        TestServers.credentials("tenant2", "secret-2"))) {
      for (String sql : List.of("SELECT * FROM pg_prepared_statements",
          "SELECT name, ident FROM pg_backend_memory_contexts", "SELECT * FROM pg_cursors",
          "SELECT name, setting FROM pg_settings")) {
        assertEquals("42501", state(two, sql), sql);
      }
      assertEquals("ok", state(two, "SELECT count(*) FROM customers"));
    }
  }

  @Test
  void systemRelations_onlyThoseDescribingTheSchemaAreReadable() throws SQLException {
    List<String> wrong = new ArrayList<>();
    try (Connection nl = driver("3")) {
      for (String sql : List.of("SELECT name, setting FROM pg_settings",
          "SELECT * FROM pg_catalog.pg_settings", "SELECT * FROM pg_cursors",
          "SELECT * FROM pg_prepared_statements", "SELECT * FROM pg_backend_memory_contexts",
          "SELECT * FROM pg_locks", "SELECT * FROM pg_prepared_xacts",
          "SELECT * FROM \"pg_catalog\".\"pg_cursors\"",
          "WITH x AS (SELECT 1) SELECT * FROM x, pg_settings")) {
        if (!"42501".equals(state(nl, sql))) {
          wrong.add("admitted: " + sql);
        }
      }
      for (String sql : List.of(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = '"
              + fixture.schema + "'",
          "SELECT column_name FROM information_schema.columns WHERE table_name = 'orders'",
          "SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_namespace n"
              + " ON n.oid = c.relnamespace WHERE n.nspname = '" + fixture.schema + "'",
          "SELECT typname FROM pg_type WHERE typname = 'int4'",
          "WITH pg_settings AS (SELECT 1 AS x) SELECT x FROM pg_settings")) {
        if (!"ok".equals(state(nl, sql))) {
          wrong.add("refused: " + sql + " -> " + state(nl, sql));
        }
      }
    }
    assertTrue(wrong.isEmpty(), String.join("\n", wrong));
  }

  private static void runSixTimes(Connection c, String sql) throws SQLException {
    for (int i = 0; i < 6; i++) {
      assertEquals("ok", state(c, "/sql " + sql), sql);
    }
  }

  private static List<String> rows(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      return Databases.rows(rs);
    }
  }
}
