package dev.nljdbc.it.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session state cannot move name resolution behind the security gate's back (issue class 3).
 * Two schemas hold a table of the same name: in the session's own schema it is shared (no
 * tenant column), in the other it holds every tenant's rows. Changing the schema or catalog of a
 * tenant session is refused in both modes, SQL that changes the search path is refused, and
 * sessions that open with different search paths each get a catalogue of their own.
 */
class SessionStateIT {
  private static final String USERS = "alice,105,alice-secret\n";
  private static final String CONFIG = "tenant.column=corp_id\n";

  private static TestDatabases.Scratch home;
  private static TestDatabases.Scratch other;
  private static NljdbcServer server;

  @BeforeAll
  static void setUp() throws SQLException {
    home = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE notes (id int PRIMARY KEY, body text)",
        "INSERT INTO notes VALUES (1, 'shared note')",
        "CREATE TABLE orders (id int PRIMARY KEY, corp_id int NOT NULL, amount numeric)",
        "INSERT INTO orders VALUES (1, 105, 10), (2, 110, 20)");
    other = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE notes (id int PRIMARY KEY, corp_id int NOT NULL, body text)",
        "INSERT INTO notes VALUES (1, 105, 'own note'), (2, 110, 'secret of 110')");
    server = TestServers.start(home.url(), CONFIG, USERS);
  }

  @AfterAll
  static void tearDown() throws SQLException {
    server.stop();
    other.close();
    home.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"in-process", "remote"})
  void setSchema_toAnotherSchema_isRefused(String mode) throws SQLException {
    try (Connection c = connect(mode)) {
      SQLException e = assertThrows(SQLException.class, () -> c.setSchema(other.name()));
      assertEquals("42501", e.getSQLState(), e.getMessage());
      assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
      assertEquals(List.of("105"), rows(c, "SELECT corp_id FROM orders"));
      assertEquals(home.name(), c.getSchema());
      SQLException again = assertThrows(SQLException.class, () -> c.setSchema(other.name()));
      assertEquals("42501", again.getSQLState(), again.getMessage());
      assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
    }
  }

  /**
   * The stock Avatica client holds a schema change back until its next request; that request
   * is refused (Avatica's client reports it unchecked, with the SQLState), the connection stays
   * on its schema and keeps working, and no row of the other schema comes back.
   */
  @Test
  void stockAvaticaClient_schemaChange_isRefusedAtItsNextRequest() throws SQLException {
    try (Connection c = connect("stock-avatica")) {
      c.setSchema(other.name());
      AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
          () -> rows(c, "SELECT body FROM notes ORDER BY id"));
      assertEquals("42501", e.getSqlState(), e.getMessage());
      assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
      assertEquals(home.name(), c.getSchema());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"in-process", "remote"})
  void setSchema_toTheCurrentSchema_isAccepted(String mode) throws SQLException {
    try (Connection c = connect(mode)) {
      c.setSchema(home.name());
      assertEquals(home.name(), c.getSchema());
      assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"in-process", "remote"})
  void setCatalog_toAnotherDatabase_isRefused(String mode) throws SQLException {
    try (Connection c = connect(mode)) {
      SQLException e = assertThrows(SQLException.class, () -> c.setCatalog("postgres"));
      assertEquals("42501", e.getSQLState(), e.getMessage());
      assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"in-process", "remote"})
  void sqlThatChangesTheSearchPath_isRefused(String mode) throws SQLException {
    for (String sql : List.of("SET search_path TO " + other.name(),
        "set search_path = " + other.name() + ", public",
        "SET SESSION search_path TO " + other.name(), "SET LOCAL search_path TO " + other.name(),
        "SET SCHEMA '" + other.name() + "'", "RESET search_path", "RESET ALL",
        "SET ROLE postgres", "RESET ROLE", "SET SESSION AUTHORIZATION DEFAULT",
        "SELECT set_config('search_path', '" + other.name() + "', false)",
        "SELECT count(*) FROM orders WHERE set_config('search_path', '" + other.name()
            + "', false) IS NOT NULL")) {
      try (Connection c = connect(mode)) {
        SQLException e = assertThrows(SQLException.class, () -> rows(c, sql), sql);
        assertEquals("42501", e.getSQLState(), sql + ": " + e.getMessage());
        assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"),
            "after " + sql);
      }
    }
  }

  @Test
  void sessionsOpenedWithDifferentSearchPaths_eachResolveNamesTheirOwnWay() throws SQLException {
    try (Connection first = inProcess(home.name())) {
      assertEquals(List.of("shared note"), rows(first, "SELECT body FROM notes ORDER BY id"));
    }
    try (Connection second = inProcess(other.name())) {
      assertEquals(List.of("own note"), rows(second, "SELECT body FROM notes ORDER BY id"));
    }
  }

  @Test
  void withoutATenant_theSchemaMayChange() throws SQLException {
    try (Connection c = DriverManager.getConnection(home.nlUrl())) {
      c.setSchema(other.name());
      assertEquals(other.name(), c.getSchema());
      assertEquals(List.of("own note", "secret of 110"),
          rows(c, "SELECT body FROM notes ORDER BY id"));
    }
  }

  @Test
  void mariaDbSetCatalog_toAnotherDatabase_isRefused() throws SQLException {
    try (TestDatabases.Scratch a = TestDatabases.scratch(Kind.MARIADB,
            "CREATE TABLE notes (id int PRIMARY KEY, body varchar(40))",
            "INSERT INTO notes VALUES (1, 'shared note')");
        TestDatabases.Scratch b = TestDatabases.scratch(Kind.MARIADB,
            "CREATE TABLE notes (id int PRIMARY KEY, corp_id int NOT NULL, body varchar(40))",
            "INSERT INTO notes VALUES (1, 105, 'own note'), (2, 110, 'secret of 110')")) {
      Properties p = tenant105();
      try (Connection c = DriverManager.getConnection(a.nlUrl(), p)) {
        SQLException e = assertThrows(SQLException.class, () -> c.setCatalog(b.name()));
        assertEquals("42501", e.getSQLState(), e.getMessage());
        assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
        SQLException use = assertThrows(SQLException.class, () -> rows(c, "USE " + b.name()));
        assertEquals("42501", use.getSQLState(), use.getMessage());
        assertEquals(List.of("shared note"), rows(c, "SELECT body FROM notes ORDER BY id"));
      }
    }
  }

  private static Connection connect(String mode) throws SQLException {
    switch (mode) {
      case "remote":
        return DriverManager.getConnection(TestServers.nlUrl(server),
            TestServers.credentials("alice", "alice-secret"));
      case "stock-avatica":
        return DriverManager.getConnection(TestServers.avaticaUrl(server)
            + ";authentication=BASIC;avatica_user=alice;avatica_password=alice-secret");
      default:
        return DriverManager.getConnection(home.nlUrl(), tenant105());
    }
  }

  /** An in-process tenant session whose target connection opens on the given schema. */
  private static Connection inProcess(String schema) throws SQLException {
    Properties p = tenant105();
    p.setProperty("currentSchema", schema);
    return DriverManager.getConnection(TestDatabases.nlUrl(Kind.POSTGRESQL), p);
  }

  private static Properties tenant105() {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "105");
    return p;
  }

  private static List<String> rows(Connection c, String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        rows.add(rs.getString(1));
      }
    }
    return rows;
  }
}
