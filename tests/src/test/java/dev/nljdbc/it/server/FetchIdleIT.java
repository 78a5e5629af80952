package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A result its client stops fetching gives its target connection back after
 * {@code session.fetchIdleTimeout}: clients killed with -9 mid-fetch on every pool connection
 * leave the server serving new sessions within that time; a small result is read to its end at
 * once; a large one left alone is closed and its next fetch fails with 24000. {@code /ready}
 * meanwhile answers within a second and says the pool is busy, not that the target is down.
 */
class FetchIdleIT {
  private static final String CONFIG = "pool.maxSize=4\nsession.fetchIdleTimeout=3s\n";
  private static final String LARGE = "SELECT g AS n FROM generate_series(1, 20000) g";

  @Test
  void clientsKilledMidFetch_onEveryConnection_freeThePoolWithinTheFetchIdleTimeout()
      throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL), CONFIG,
        null)) {
      Process client = new ProcessBuilder(System.getProperty("java.home") + File.separator
          + "bin" + File.separator + "java", "-cp", System.getProperty("java.class.path"),
          ResultHolderProbe.class.getName(), TestServers.nlUrl(server), "4", LARGE)
          .redirectErrorStream(true).start();
      try {
        BufferedReader out = new BufferedReader(new InputStreamReader(client.getInputStream(),
            StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null && !line.startsWith("ready")) {
          // the client's log lines
        }
        assertEquals("ready 4", line);
        long readyStarted = System.nanoTime();
        String ready = get(server.readyUrl());
        long readyMillis = (System.nanoTime() - readyStarted) / 1_000_000;
        assertTrue(readyMillis < 1_000, "/ready took " + readyMillis + " ms");
        assertTrue(ready.contains("busy: 4 of 4"), ready);
        assertTrue(!ready.contains("down"), ready);
      } finally {
        client.destroyForcibly();
        client.waitFor(10, TimeUnit.SECONDS);
      }
      long killed = System.nanoTime();
      long deadline = killed + TimeUnit.SECONDS.toNanos(3 + 10);
      SQLException last = null;
      boolean served = false;
      while (!served && System.nanoTime() < deadline) {
        try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
            Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
          served = rs.next();
        } catch (SQLException e) {
          last = e;
        }
      }
      assertTrue(served, "no new session worked within fetchIdleTimeout + 10 s: " + last);
    }
  }

  @Test
  void smallResultsAreReadAtOnce_largeIdleOnesAreClosedWith24000() throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL), CONFIG,
        null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement small = c.createStatement(); Statement large = c.createStatement()) {
      ResultSet few = small.executeQuery("SELECT g AS n FROM generate_series(1, 500) g");
      assertTrue(few.next());
      awaitBusy(server, 0);
      int rows = 1;
      while (few.next()) {
        rows++;
        assertEquals(rows, few.getInt(1));
      }
      assertEquals(500, rows);

      ResultSet many = large.executeQuery(LARGE);
      assertTrue(many.next());
      awaitBusy(server, 1);
      awaitBusy(server, 0);
      SQLException e = assertThrows(SQLException.class, () -> {
        while (many.next()) {
          // the first frame's rows, then the fetch of the closed result
        }
      });
      assertEquals("24000", e.getSQLState(), e.getMessage());
      assertTrue(e.getMessage().contains("session.fetchIdleTimeout"), e.getMessage());
      try (ResultSet again = large.executeQuery("SELECT 1 AS one")) {
        assertTrue(again.next(), "the statement works again");
      }
    }
  }

  /** Waits until the pool has this many busy connections, as /ready reports them. */
  private static void awaitBusy(NljdbcServer server, int busy) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
    String ready = "";
    while (System.nanoTime() < deadline) {
      ready = get(server.readyUrl());
      if (ready.contains(busy + " of 4 busy")) {
        return;
      }
      Thread.sleep(200);
    }
    throw new AssertionError("the pool did not reach " + busy + " busy: " + ready);
  }

  private static String get(String url) throws Exception {
    HttpURLConnection h = (HttpURLConnection) new URL(url).openConnection();
    h.setReadTimeout(5_000);
    int status = h.getResponseCode();
    try (var in = status < 400 ? h.getInputStream() : h.getErrorStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
