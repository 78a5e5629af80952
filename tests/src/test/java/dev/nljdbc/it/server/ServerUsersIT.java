package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.meta.CatalogCommand;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.remote.Service;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A server with a users file: every request authenticates, and connections belong to users. */
class ServerUsersIT {
  private static final String USERS = String.join("\n",
      "# name,tenant,password",
      "alice, 105, alice-secret",
      "",
      "bob,207,bob,with,commas");
  private static final String CONFIG = String.join("\n",
      "tenant.column=corp_id",
      "limits.maxRows=5");

  private static TestDatabases.Scratch scratch;
  private static NljdbcServer server;

  @BeforeAll
  static void startServer() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE numbers (n int PRIMARY KEY)",
        "INSERT INTO numbers SELECT g FROM generate_series(1, 20) g");
    server = TestServers.start(scratch.url(), CONFIG, USERS);
  }

  @AfterAll
  static void stopServer() throws SQLException {
    server.stop();
    scratch.close();
  }

  @Test
  void twoUsers_eachConnectWithTheirPassword() throws SQLException {
    try (Connection alice = connect("alice", "alice-secret");
        Connection bob = connect("bob", "bob,with,commas")) {
      assertEquals(1, firstNumber(alice));
      assertEquals(1, firstNumber(bob));
    }
  }

  @Test
  void userName_isTheSignedInUser_neverTheServersDatabaseAccount() throws SQLException {
    try (Connection alice = connect("alice", "alice-secret")) {
      assertEquals("alice", alice.getMetaData().getUserName());
      try (Statement s = alice.createStatement();
          ResultSet rs = s.executeQuery(CatalogCommand.IDENTIFIERS.statement())) {
        while (rs.next()) {
          if ("userName".equals(rs.getString(1))) {
            assertEquals("alice", rs.getString(2), "the raw catalog reply");
          }
        }
      }
    }
  }

  @Test
  void stockAvaticaDriver_authenticatesWithBasic() throws SQLException {
    String url = TestServers.avaticaUrl(server)
        + ";authentication=BASIC;avatica_user=alice;avatica_password=alice-secret";
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(1, firstNumber(c));
    }
  }

  @Test
  void wrongPassword_isRefused() {
    SQLException e = assertThrows(SQLException.class, () -> connect("alice", "bob,with,commas"));
    assertEquals("28000", e.getSQLState(), e.getMessage());
    assertTrue(e.getMessage().contains("refused the user or password"), e.getMessage());
  }

  @Test
  void unknownUser_isRefused() {
    assertThrows(SQLException.class, () -> connect("mallory", "alice-secret"));
  }

  @Test
  void noCredentials_areRefused() {
    assertThrows(SQLException.class,
        () -> DriverManager.getConnection(TestServers.nlUrl(server)).close());
  }

  @Test
  void anotherUsersConnectionId_isRefused() throws Exception {
    try (Connection alice = connect("alice", "alice-secret")) {
      String aliceConnection = alice.unwrap(AvaticaConnection.class).id;
      Service asBob = TestServers.protobufService(server, "bob", "bob,with,commas");
      AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
          () -> asBob.apply(new Service.CreateStatementRequest(aliceConnection)));
      assertEquals("42501", e.getSqlState(), e.getMessage());
      AvaticaClientRuntimeException close = assertThrows(AvaticaClientRuntimeException.class,
          () -> asBob.apply(new Service.CloseConnectionRequest(aliceConnection)));
      assertEquals("42501", close.getSqlState(), close.getMessage());
      assertEquals(1, firstNumber(alice), "alice's connection survives bob's attempts");
    }
  }

  @Test
  void serverConfiguration_bindsEverySession_andClientLimitsAreRefused() throws SQLException {
    Properties props = TestServers.credentials("alice", "alice-secret");
    props.setProperty("limits.maxRows", "1000");
    SQLException refused = assertThrows(SQLException.class,
        () -> DriverManager.getConnection(TestServers.nlUrl(server), props).close());
    assertEquals("42501", refused.getSQLState(), refused.getMessage());
    assertTrue(refused.getMessage().contains("limits.maxRows"), refused.getMessage());
    try (Connection c = connect("alice", "alice-secret");
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT n FROM numbers ORDER BY n")) {
      int rows = 0;
      while (rows < 100 && rs.next()) {
        rows++;
      }
      assertEquals(5, rows, "limits.maxRows=5 from the server's config file");
    }
  }

  @Test
  void clientTenantValue_isRefused_andTheUsersSessionWorksWithout() throws SQLException {
    Properties props = TestServers.credentials("alice", "alice-secret");
    props.setProperty("tenant.value", "207");
    SQLException refused = assertThrows(SQLException.class,
        () -> DriverManager.getConnection(TestServers.nlUrl(server), props).close());
    assertEquals("42501", refused.getSQLState(), refused.getMessage());
    try (Connection c = connect("alice", "alice-secret")) {
      assertEquals(1, firstNumber(c));
    }
  }

  private static Connection connect(String user, String password) throws SQLException {
    return DriverManager.getConnection(TestServers.nlUrl(server),
        TestServers.credentials(user, password));
  }

  private static int firstNumber(Connection c) throws SQLException {
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT n FROM numbers ORDER BY n")) {
      assertTrue(rs.next());
      int n = rs.getInt(1);
      assertFalse(rs.wasNull());
      return n;
    }
  }
}
