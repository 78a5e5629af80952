package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What a server refuses to start with, and what it warns about as it starts. */
class StartupChecksIT {

  @Test
  void tenantValueWithoutTenantColumn_refusesToStart() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> TestServers.start(TestDatabases.url(Kind.POSTGRESQL), "tenant.value=105\n", null)
            .close());
    assertTrue(e.getMessage().contains("tenant.value") && e.getMessage().contains("tenant.column"),
        e.getMessage());
  }

  @Test
  void poolLargerThanTheTargetsFreeConnections_warnsWithTheFreeCount() throws Exception {
    int before = freePostgresConnections();
    String log = stderrWhileStarting("pool.maxSize=1000\n");
    int after = freePostgresConnections();
    Matcher m = Pattern.compile("WARN .*pool\\.maxSize=1000 is more than the (\\d+) connections"
        + " the target database has free").matcher(log);
    assertTrue(m.find(), log);
    int reported = Integer.parseInt(m.group(1));
    // Other clients of the shared database come and go between the three readings.
    int low = Math.min(before, after) - 30;
    int high = Math.max(before, after) + 30;
    assertTrue(reported >= low && reported <= high,
        "reported " + reported + ", measured " + before + " and " + after);
  }

  @Test
  void poolWithinTheTargetsFreeConnections_doesNotWarn() throws Exception {
    String log = stderrWhileStarting("pool.maxSize=2\n");
    assertFalse(log.contains("connections the target database has free"), log);
  }

  /** max_connections - superuser_reserved_connections - client backends, as a DBA reads it. */
  private static int freePostgresConnections() throws SQLException {
    try (Connection c = DriverManager.getConnection(TestDatabases.url(Kind.POSTGRESQL));
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
            "SELECT current_setting('max_connections')::int"
            + " - current_setting('superuser_reserved_connections')::int"
            + " - (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')")) {
      rs.next();
      return rs.getInt(1);
    }
  }

  private static String stderrWhileStarting(String config) {
    PrintStream saved = System.err;
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    System.setErr(new PrintStream(buffer, true, StandardCharsets.UTF_8));
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL), config,
        null)) {
      return buffer.toString(StandardCharsets.UTF_8);
    } finally {
      System.setErr(saved);
    }
  }
}
