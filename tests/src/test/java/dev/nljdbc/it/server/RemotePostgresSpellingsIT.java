package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Through the server, with a tenant and without: the jsonb operators {@code ?}, {@code ?|},
 * {@code ?&}, pgjdbc's escapes {@code ??}, {@code ??|}, {@code ??&} beside bound parameters, and
 * {@code U&} Unicode escapes return what PostgreSQL returns for the tenant's rows.
 */
class RemotePostgresSpellingsIT {
  private static final String USERS = "alice,105,alice-secret\n";
  private static final String CONFIG = "tenant.column=corp_id\n";
  /** The oracle, run directly on PostgreSQL through pgjdbc, which reads ?? as the operator. */
  private static final String DIRECT = "SELECT id, data ?? ?, data ??| ARRAY['k', 'x'],"
      + " data ??& ARRAY['k', 'j'], U&'d\\0061t' FROM docs WHERE corp_id = 105 ORDER BY id";
  private static final String[] STATEMENTS = {
      "SELECT id, data ? 'k', data ?| ARRAY['k', 'x'], data ?& ARRAY['k', 'j'], U&'d\\0061t'"
          + " FROM U&\"d\\006Fcs\" WHERE corp_id = 105 ORDER BY id",
      "SELECT id, data ?? 'k', data ??| ARRAY['k', 'x'], data ??& ARRAY['k', 'j'],"
          + " U&'d!0061t' UESCAPE '!' FROM docs d WHERE d.corp_id = 105 ORDER BY id"};
  private static final String PREPARED = "SELECT id, data ?? ?, data ??| ARRAY[?, 'x'],"
      + " data ??& ARRAY['k', 'j'], U&'d\\0061t' FROM docs WHERE corp_id = ? ORDER BY id";

  private static TestDatabases.Scratch scratch;
  private static NljdbcServer tenantServer;
  private static NljdbcServer openServer;
  private static List<String> expected;

  @BeforeAll
  static void start() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE docs (id int PRIMARY KEY, corp_id int NOT NULL, data jsonb)",
        "INSERT INTO docs VALUES (1, 105, '{\"k\": 1}'), (2, 105, '{\"j\": 1}'),"
            + " (3, 207, '{\"k\": 1, \"j\": 2}'), (4, 105, '{\"k\": 2, \"j\": 3}')");
    tenantServer = TestServers.start(scratch.url(), CONFIG, USERS);
    openServer = TestServers.start(scratch.url());
    try (Connection c = DriverManager.getConnection(scratch.url());
        PreparedStatement ps = c.prepareStatement(DIRECT)) {
      ps.setString(1, "k");
      expected = rows(ps.executeQuery());
    }
  }

  @AfterAll
  static void stop() throws SQLException {
    tenantServer.stop();
    openServer.stop();
    scratch.close();
  }

  @Test
  void tenantSession_readsOperatorsEscapesAndUnicodeAsPostgresql() throws SQLException {
    assertEquals(List.of("1|true|true|false|dat", "2|false|false|false|dat",
        "4|true|true|true|dat"), expected);
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(tenantServer),
        TestServers.credentials("alice", "alice-secret"))) {
      assertReadsAsPostgresql(c);
    }
    try (Connection c = DriverManager.getConnection(TestServers.avaticaUrl(tenantServer)
        + ";authentication=BASIC;avatica_user=alice;avatica_password=alice-secret")) {
      assertReadsAsPostgresql(c);
    }
  }

  @Test
  void sessionWithoutTenant_readsOperatorsEscapesAndUnicodeAsPostgresql() throws SQLException {
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(openServer))) {
      assertReadsAsPostgresql(c);
    }
  }

  private static void assertReadsAsPostgresql(Connection c) throws SQLException {
    for (String sql : STATEMENTS) {
      try (Statement s = c.createStatement()) {
        assertEquals(expected, rows(s.executeQuery(sql)), sql);
      }
    }
    try (PreparedStatement ps = c.prepareStatement(PREPARED)) {
      ps.setString(1, "k");
      ps.setString(2, "k");
      ps.setInt(3, 105);
      assertEquals(expected, rows(ps.executeQuery()), PREPARED);
    }
  }

  private static List<String> rows(ResultSet rs) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (rs) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          b.append(i > 1 ? "|" : "").append(rs.getObject(i));
        }
        rows.add(b.toString());
      }
    }
    return rows;
  }
}
