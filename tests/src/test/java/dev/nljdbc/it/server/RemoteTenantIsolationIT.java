package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Two users of one server, two tenants: each reads only its own tenant's rows, whatever it sends. */
class RemoteTenantIsolationIT {
  private static final String USERS = "alice,105,alice-secret\nbob,207,bob-secret\n";
  private static final String CONFIG = "tenant.column=corp_id\n";

  private static TestDatabases.Scratch scratch;
  private static NljdbcServer server;

  @BeforeAll
  static void startServer() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE regions (region_id int primary key, name text)",
        "CREATE TABLE sales (id int primary key, corp_id int, region_id int references regions,"
            + " amount numeric)",
        "INSERT INTO regions VALUES (1,'north'),(2,'south')",
        "INSERT INTO sales VALUES (1,105,1,10),(2,105,2,20),(3,207,1,300),(4,207,2,400),(5,207,1,500)");
    server = TestServers.start(scratch.url(), CONFIG, USERS);
  }

  @AfterAll
  static void stopServer() throws SQLException {
    server.stop();
    scratch.close();
  }

  @Test
  void eachUser_seesOnlyItsTenant() throws SQLException {
    assertEquals(List.of("105|2"), tenantsSeen(nl("alice", "alice-secret", null)));
    assertEquals(List.of("207|3"), tenantsSeen(nl("bob", "bob-secret", null)));
  }

  @Test
  void clientTenantValue_cannotChangeTheUsersTenant_andIsRefused() {
    SQLException e = assertThrows(SQLException.class,
        () -> tenantsSeen(nl("alice", "alice-secret", "207")));
    assertEquals("42501", e.getSQLState(), e.getMessage());
  }

  @Test
  void stockAvaticaDriver_isRestrictedToo() throws SQLException {
    String url = TestServers.avaticaUrl(server)
        + ";authentication=BASIC;avatica_user=bob;avatica_password=bob-secret";
    assertEquals(List.of("207|3"), tenantsSeen(DriverManager.getConnection(url)));
  }

  @Test
  void explicitOtherTenantFilter_returnsNothing() throws SQLException {
    try (Connection c = nl("alice", "alice-secret", null); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(
            "SELECT count(*) FROM sales WHERE corp_id = 207 OR 1 = 1 AND corp_id <> 105")) {
      rs.next();
      assertEquals(0, rs.getInt(1));
    }
  }

  private static Connection nl(String user, String password, String tenantValue)
      throws SQLException {
    Properties p = TestServers.credentials(user, password);
    if (tenantValue != null) {
      p.setProperty("tenant.value", tenantValue);
    }
    return DriverManager.getConnection(TestServers.nlUrl(server), p);
  }

  private static List<String> tenantsSeen(Connection c) throws SQLException {
    List<String> seen = new ArrayList<>();
    try (c; Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
        "SELECT s.corp_id, count(*) FROM sales s JOIN regions r ON r.region_id = s.region_id"
            + " GROUP BY s.corp_id ORDER BY s.corp_id")) {
      while (rs.next()) {
        seen.add(rs.getInt(1) + "|" + rs.getInt(2));
      }
    }
    return seen;
  }
}
