package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A server with users keeps their tenants apart, or refuses to start when it cannot. */
class ServerTenancyConfigIT {
  private static final String USERS = "alice,105,alice-secret\nbob,110,bob-secret\n";

  @Test
  void usersWithoutTenantColumn_refuseToStart() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> TestServers.start(TestDatabases.url(Kind.POSTGRESQL), null, USERS));
    assertTrue(e.getMessage().contains("tenant.column"), e.getMessage());
  }

  @Test
  void demoWithUsers_isolatesThemByItsTenantColumn() throws SQLException {
    NljdbcServer server = TestServers.start(null, null, USERS);
    try {
      for (String[] user : new String[][] {{"alice", "alice-secret", "105"},
          {"bob", "bob-secret", "110"}}) {
        try (NlAssert nl = NlAssert.connect(TestServers.nlUrl(server),
            TestServers.credentials(user[0], user[1]))) {
          List<Object> tenants = nl.ask("SELECT DISTINCT corp_id FROM orders").values("corp_id");
          assertEquals(List.of(Integer.valueOf(user[2])), tenants, user[0]);
        }
      }
    } finally {
      server.stop();
    }
  }
}
