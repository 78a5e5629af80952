package dev.nljdbc.it.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The target database lost, stalled and back, simulated by a proxy between the server and
 * PostgreSQL: the statement in flight fails with a retriable state, statements meanwhile fail
 * with an 08 state, {@code /ready} goes not-ready and back, and the same client session works
 * again once the database is back, without a restart.
 */
class TargetLossIT {
  private static final Set<String> RETRIABLE = Set.of("08006", "08003", "08001", "57P01");

  @Test
  void databaseLost_inFlightFailsRetriably_andTheSameSessionRecovers() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE lossy (id int)",
        "INSERT INTO lossy SELECT g FROM generate_series(1, 3000) g");
        FaultProxy proxy = new FaultProxy(TestDatabases.host(Kind.POSTGRESQL),
            TestDatabases.port(Kind.POSTGRESQL));
        NljdbcServer server = TestServers.start(
            TestDatabases.via(scratch.url(), "127.0.0.1", proxy.port()), "pool.maxSize=4\n", null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Connection other = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertEquals(3000, count(c, "SELECT count(*) FROM lossy"));
      assertEquals(200, status(server.readyUrl()));

      CompletableFuture<SQLException> inFlight = CompletableFuture.supplyAsync(() -> {
        try (Statement s = other.createStatement()) {
          s.executeQuery("SELECT count(*) FROM lossy a, lossy b, lossy c");
          return null;
        } catch (SQLException e) {
          return e;
        }
      });
      Thread.sleep(1_000);
      proxy.mode(FaultProxy.Mode.REFUSE);
      proxy.dropAll();
      SQLException lost = inFlight.get(20, TimeUnit.SECONDS);
      assertTrue(lost != null && RETRIABLE.contains(lost.getSQLState()),
          lost == null ? "no failure" : lost.getSQLState() + " " + lost.getMessage());

      SQLException down = assertThrowsSql(() -> count(c, "SELECT count(*) FROM lossy"));
      assertTrue(down.getSQLState().startsWith("08"), down.getSQLState() + " " + down.getMessage());
      assertNamesNoUrlOrUser(lost);
      assertNamesNoUrlOrUser(down);
      assertEquals(503, awaitStatus(server.readyUrl(), 503));

      proxy.mode(FaultProxy.Mode.FORWARD);
      assertEquals(3000, awaitCount(c, "SELECT count(*) FROM lossy"));
      assertEquals(3000, awaitCount(other, "SELECT count(*) FROM lossy"));
      assertEquals(200, awaitStatus(server.readyUrl(), 200));
    }
  }

  @Test
  void databaseStalls_statementsFailWithin10Seconds_andRecover() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE stalled (id int)", "INSERT INTO stalled VALUES (1), (2)");
        FaultProxy proxy = new FaultProxy(TestDatabases.host(Kind.POSTGRESQL),
            TestDatabases.port(Kind.POSTGRESQL));
        NljdbcServer server = TestServers.start(
            TestDatabases.via(scratch.url(), "127.0.0.1", proxy.port()), "pool.maxSize=4\n"
            + "limits.queryTimeout=3s\n", null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertEquals(2, count(c, "SELECT count(*) FROM stalled"));
      Thread.sleep(600);
      proxy.mode(FaultProxy.Mode.STALL);
      long started = System.nanoTime();
      SQLException stalled = assertThrowsSql(() -> count(c, "SELECT count(*) FROM stalled"));
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(stalled.getSQLState() != null, stalled.getMessage());
      assertTrue(millis < 10_000, "failed after " + millis + " ms");
      proxy.mode(FaultProxy.Mode.FORWARD);
      proxy.dropAll();
      assertEquals(2, awaitCount(c, "SELECT count(*) FROM stalled"));
    }
  }

  /** Runs the count until it works, for up to 20 s. */
  static int awaitCount(Connection c, String sql) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (true) {
      try {
        return count(c, sql);
      } catch (SQLException e) {
        if (System.nanoTime() > deadline) {
          throw e;
        }
        Thread.sleep(250);
      }
    }
  }

  static int count(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  /** A call expected to fail with an SQLException. */
  @FunctionalInterface
  interface SqlCall {
    void run() throws SQLException;
  }

  /** A statement's error names neither the target's URL nor its user, in any cause. */
  private static void assertNamesNoUrlOrUser(SQLException e) {
    StringBuilder shown = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      shown.append(t.getMessage()).append(" | ");
    }
    String text = shown.toString();
    assertTrue(!text.contains("jdbc:") && !text.contains("user=")
        && !text.contains("password=") && !text.contains("\"postgres\""), text);
  }

  static SQLException assertThrowsSql(SqlCall call) {
    try {
      call.run();
    } catch (SQLException e) {
      return e;
    }
    throw new AssertionError("expected an SQLException");
  }

  static int awaitStatus(String url, int expected) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    int seen = status(url);
    while (seen != expected && System.nanoTime() < deadline) {
      Thread.sleep(250);
      seen = status(url);
    }
    return seen;
  }

  static int status(String url) throws IOException {
    HttpURLConnection http = (HttpURLConnection) new URL(url).openConnection();
    http.setConnectTimeout(5_000);
    http.setReadTimeout(15_000);
    try {
      return http.getResponseCode();
    } finally {
      http.disconnect();
    }
  }
}
