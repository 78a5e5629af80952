package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerOptions;
import dev.nljdbc.server.ServerSettings;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A session's life on the server: a client killed while holding as many sessions as the pool
 * has connections leaves the server usable, unused sessions are closed by a timer, the number of
 * sessions is capped, and a stopping server cancels the queries it no longer waits for.
 */
class SessionLifecycleIT {

  @Test
  void clientKilledHoldingPoolMaxSizeSessions_newSessionWorksWithinSeconds() throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL),
        "pool.maxSize=4\n", null)) {
      Process child = new ProcessBuilder(javaBin(), "-cp", System.getProperty("java.class.path"),
          SessionHolderProbe.class.getName(), TestServers.nlUrl(server), "4")
          .redirectErrorStream(true).start();
      try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
          StandardCharsets.UTF_8))) {
        String line;
        do {
          line = out.readLine();
        } while (line != null && !line.startsWith("ready"));
        assertEquals("ready 4", line);
        child.destroyForcibly();
        assertTrue(child.waitFor(10, TimeUnit.SECONDS));
      }
      long started = System.nanoTime();
      try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
          Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 2 AS two")) {
        assertTrue(rs.next());
        assertEquals(2, rs.getInt(1));
      }
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(millis < 3_000, "a new session took " + millis + " ms");
    }
  }

  @Test
  void idleSessions_areClosedByATimer() throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL),
        "session.idleTimeout=1s\n", null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertEquals(1, server.openConnections());
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (server.openConnections() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertEquals(0, server.openConnections(), "closed without any new request");
      SQLException gone = assertThrows(SQLException.class, () -> {
        try (Statement s = c.createStatement()) {
          s.executeQuery("SELECT 1 AS one");
        }
      });
      assertEquals("08003", gone.getSQLState(), gone.getMessage());
    }
  }

  /** The per-user cap is taken in one step: of 70 opens at once under a cap of 50, 50 succeed. */
  @Test
  void concurrentOpens_underAPerUserCap_getExactlyTheCap() throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL),
        "session.maxPerUser=50\n", null)) {
      DriverManager.getConnection(TestServers.nlUrl(server)).close();
      ExecutorService pool = Executors.newFixedThreadPool(14);
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Connection>> opens = new ArrayList<>();
      for (int i = 0; i < 70; i++) {
        opens.add(pool.submit(() -> {
          start.await();
          return DriverManager.getConnection(TestServers.nlUrl(server));
        }));
      }
      start.countDown();
      List<Connection> open = new ArrayList<>();
      int refused = 0;
      try {
        for (Future<Connection> f : opens) {
          try {
            open.add(f.get(60, TimeUnit.SECONDS));
          } catch (ExecutionException e) {
            SQLException cause = (SQLException) e.getCause();
            assertEquals("53300", cause.getSQLState(), cause.getMessage());
            refused++;
          }
        }
        assertEquals(50, open.size(), "sessions open under session.maxPerUser=50");
        assertEquals(20, refused);
        open.remove(0).close();
        open.add(DriverManager.getConnection(TestServers.nlUrl(server)));
      } finally {
        pool.shutdownNow();
        for (Connection c : open) {
          c.close();
        }
      }
    }
  }

  @Test
  void sessionsBeyondTheCap_areRefusedWith53300() throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL),
        "session.maxTotal=3\n", null)) {
      List<Connection> open = new ArrayList<>();
      try {
        for (int i = 0; i < 3; i++) {
          open.add(DriverManager.getConnection(TestServers.nlUrl(server)));
        }
        SQLException e = assertThrows(SQLException.class,
            () -> DriverManager.getConnection(TestServers.nlUrl(server)).close());
        assertEquals("53300", e.getSQLState(), e.getMessage());
        assertTrue(e.getMessage().contains("session.maxTotal"), e.getMessage());
        open.remove(0).close();
        DriverManager.getConnection(TestServers.nlUrl(server)).close();
      } finally {
        for (Connection c : open) {
          c.close();
        }
      }
    }
  }

  @Test
  void stop_cancelsRunningQueries_afterTheShutdownTimeout() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE shutdown_big (id int)",
        "INSERT INTO shutdown_big SELECT g FROM generate_series(1, 3000) g")) {
      NljdbcServer server = NljdbcServer.start(ServerSettings.load(scratch.url(),
          TestServers.tempFile("nljdbc-config", "limits.queryTimeout=120s\n"), null),
          "127.0.0.1", 0, new ServerOptions(1 << 20, Duration.ofSeconds(1)));
      Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
      CompletableFuture<SQLException> running = CompletableFuture.supplyAsync(() -> {
        try (Statement s = c.createStatement()) {
          s.executeQuery("SELECT count(*) FROM shutdown_big a, shutdown_big b, shutdown_big c");
          return null;
        } catch (SQLException e) {
          return e;
        }
      });
      ConnectionBorrowingIT.waitForActiveQueries("shutdown_big", 1);
      long started = System.nanoTime();
      server.stop();
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(millis < 6_000, "stopping took " + millis + " ms");
      SQLException e = running.get(20, TimeUnit.SECONDS);
      assertTrue(e != null && e.getSQLState() != null && e.getSQLState().startsWith("08"),
          e == null ? "no failure" : e.getSQLState() + " " + e.getMessage());
      ConnectionBorrowingIT.waitForActiveQueries("shutdown_big", 0);
      try {
        c.close();
      } catch (SQLException closingAfterStop) {
        // the server is gone
      }
    }
  }

  private static String javaBin() {
    return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
  }
}
