package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
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
import org.junit.jupiter.api.Test;

/**
 * nljdbc's own keys are read wherever a user can put them, or refused with a clear SQLState;
 * never passed on to the target, never ignored in silence. Against the real PostgreSQL and
 * MariaDB: tenant settings in the target URL's query string filter as they do in
 * {@code Properties}; a misspelt key there fails with 22023; a remote client's tenant, limit and
 * security settings are refused with 42501, through nljdbc's driver and the stock Avatica one;
 * a server whose {@code --target} URL carries the tenant column applies it.
 */
class ConfigurationPlacesIT {
  private static final String[] DDL = {
      "CREATE TABLE sales (id int PRIMARY KEY, corp_id int NOT NULL, amount int)",
      "INSERT INTO sales VALUES (1, 1, 10), (2, 1, 20), (3, 2, 300), (4, 2, 400), (5, 2, 500),"
          + " (6, 3, 6000)"};

  private static String withParameter(String url, String parameters) {
    return url + (url.contains("?") ? "&" : "?") + parameters;
  }

  private static List<String> tenantsSeen(Connection c) throws SQLException {
    List<String> seen = new ArrayList<>();
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
        "SELECT corp_id, count(*) FROM sales GROUP BY corp_id ORDER BY corp_id")) {
      while (rs.next()) {
        seen.add(rs.getInt(1) + "|" + rs.getInt(2));
      }
    }
    return seen;
  }

  @Test
  void tenantInTheTargetUrl_filters_onPostgresqlAndMariadb() throws SQLException {
    for (Kind kind : new Kind[] {Kind.POSTGRESQL, Kind.MARIADB}) {
      try (Scratch scratch = TestDatabases.scratch(kind, DDL)) {
        String url = "jdbc:nl:" + withParameter(scratch.url(),
            "tenant.column=corp_id&tenant.value=2&tenant.policy=inject&clarify=false");
        try (Connection c = DriverManager.getConnection(url)) {
          assertEquals(List.of("2|3"), tenantsSeen(c), kind + ": " + url);
        }
        String capped = "jdbc:nl:" + withParameter(scratch.url(),
            "tenant.column=corp_id&tenant.value=2&limits.maxRows=2");
        try (Connection c = DriverManager.getConnection(capped); Statement s = c.createStatement();
            ResultSet rs = s.executeQuery("SELECT id FROM sales ORDER BY id")) {
          int rows = 0;
          while (rs.next()) {
            rows++;
          }
          assertEquals(2, rows, kind + ": limits.maxRows from the URL caps");
          assertNotNull(rs.getWarnings(), kind + ": the cut is not silent");
        }
      }
    }
  }

  @Test
  void misspeltOrContradictoryKeysInTheUrl_are22023() throws SQLException {
    for (Kind kind : new Kind[] {Kind.POSTGRESQL, Kind.MARIADB}) {
      try (Scratch scratch = TestDatabases.scratch(kind, DDL)) {
        String misspelt = "jdbc:nl:" + withParameter(scratch.url(),
            "tenant.colum=corp_id&tenant.value=2");
        SQLException e = assertThrows(SQLException.class,
            () -> DriverManager.getConnection(misspelt).close());
        assertEquals("22023", e.getSQLState(), kind + " " + e.getMessage());
        assertTrue(e.getMessage().contains("tenant.colum"), e.getMessage());

        String twice = "jdbc:nl:" + withParameter(scratch.url(),
            "tenant.column=corp_id&tenant.value=2");
        Properties other = new Properties();
        other.setProperty("tenant.value", "3");
        SQLException conflict = assertThrows(SQLException.class,
            () -> DriverManager.getConnection(twice, other).close());
        assertEquals("22023", conflict.getSQLState(), conflict.getMessage());
      }
    }
  }

  @Test
  void remoteClientSettingsTheServerDecides_areRefused42501() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL, DDL)) {
      NljdbcServer server = TestServers.start(scratch.url(), "tenant.column=corp_id\n"
          + "limits.maxRows=100\n", "alice,2,alice-secret\n");
      try {
        for (String[] setting : new String[][] {{"tenant.value", "3"}, {"tenant.column", "id"},
            {"tenant.policy", "reject"}, {"limits.maxRows", "0"},
            {"security.allowFunctions", "*"}}) {
          Properties p = TestServers.credentials("alice", "alice-secret");
          p.setProperty(setting[0], setting[1]);
          SQLException e = assertThrows(SQLException.class,
              () -> DriverManager.getConnection(TestServers.nlUrl(server), p).close());
          assertEquals("42501", e.getSQLState(), setting[0] + ": " + e.getMessage());
          assertTrue(e.getMessage().contains(setting[0]), e.getMessage());
        }
        SQLException inUrl = assertThrows(SQLException.class, () -> DriverManager.getConnection(
            TestServers.nlUrl(server) + ";tenant.value=3",
            TestServers.credentials("alice", "alice-secret")).close());
        assertEquals("42501", inUrl.getSQLState(), inUrl.getMessage());
        AvaticaClientRuntimeException stock = assertThrows(AvaticaClientRuntimeException.class,
            () -> DriverManager.getConnection(
            TestServers.avaticaUrl(server) + ";authentication=BASIC;avatica_user=alice;"
                + "avatica_password=alice-secret", withTenant()).close());
        assertEquals("42501", stock.getSqlState(), stock.getMessage());
        assertTrue(stock.getMessage().contains("tenant.value"), stock.getMessage());
        Properties allowed = TestServers.credentials("alice", "alice-secret");
        allowed.setProperty("clarify", "false");
        try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server), allowed)) {
          assertEquals(List.of("2|3"), tenantsSeen(c), "what a client may set still works");
        }
      } finally {
        server.stop();
      }
    }
  }

  private static Properties withTenant() {
    Properties p = new Properties();
    p.setProperty("tenant.value", "3");
    return p;
  }

  @Test
  void serverTargetUrlCarryingTheTenantColumn_isolatesUsers() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.MARIADB, DDL)) {
      NljdbcServer server = TestServers.start(withParameter(scratch.url(),
          "tenant.column=corp_id&tenant.policy=inject"), null, "bob,3,bob-secret\n");
      try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server),
          TestServers.credentials("bob", "bob-secret"))) {
        assertEquals(List.of("3|1"), tenantsSeen(c));
      } finally {
        server.stop();
      }
    }
  }
}
