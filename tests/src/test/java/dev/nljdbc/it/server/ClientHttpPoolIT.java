package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One client JVM with 100 remote sessions to one server: every session's statement reaches the
 * server at once, instead of 25 at a time behind Avatica's default HTTP pool.
 */
class ClientHttpPoolIT {
  private static final int SESSIONS = 100;
  /**
   * How long the test watches the server's gauges: on two cores loaded by other builds, a
   * hundred client threads take seconds just to send their statements; the statements wait on
   * the lock, so all of them are at the server together once sent.
   */
  private static final int OBSERVE_SECONDS = 15;

  @Test
  void hundredRemoteSessions_allReachTheServerConcurrently() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE items (id int PRIMARY KEY)", "INSERT INTO items VALUES (1)");
        NljdbcServer server = TestServers.start(scratch.url(), "pool.maxSize=40\n", null);
        Connection locker = DriverManager.getConnection(scratch.url())) {
      List<Connection> connections = new ArrayList<>();
      ExecutorService pool = Executors.newFixedThreadPool(SESSIONS);
      try {
        for (int i = 0; i < SESSIONS; i++) {
          connections.add(DriverManager.getConnection(TestServers.nlUrl(server)));
        }
        // Every statement waits on the lock, without work for the machine's CPUs, until commit.
        locker.setAutoCommit(false);
        try (Statement s = locker.createStatement()) {
          s.execute("LOCK TABLE " + scratch.name() + ".items IN ACCESS EXCLUSIVE MODE");
        }
        long start = System.nanoTime();
        List<Future<Integer>> counts = new ArrayList<>();
        for (Connection c : connections) {
          counts.add(pool.submit(() -> {
            try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM items")) {
              assertTrue(rs.next());
              return rs.getInt(1);
            }
          }));
        }
        int inFlight = 0;
        while (System.nanoTime() - start < TimeUnit.SECONDS.toNanos(OBSERVE_SECONDS)
            && inFlight < SESSIONS) {
          inFlight = Math.max(inFlight, gauge(server, "nljdbc_pool_active")
              + gauge(server, "nljdbc_pool_waiting"));
          Thread.sleep(50);
        }
        locker.commit();
        for (Future<Integer> f : counts) {
          assertEquals(1, f.get(30, TimeUnit.SECONDS));
        }
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        // 40 hold a target connection and 60 wait for one; behind a 25-connection client pool
        // at most 25 statements would be at the server at any moment.
        assertEquals(SESSIONS, inFlight, "statements at the server at once");
        assertTrue(seconds < 40, "100 statements took " + seconds + " s");
      } finally {
        for (Connection c : connections) {
          c.close();
        }
        pool.shutdownNow();
      }
    }
  }

  private static int gauge(NljdbcServer server, String name) throws Exception {
    String body = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(server.metricsUrl())).build(),
        HttpResponse.BodyHandlers.ofString()).body();
    Matcher m = Pattern.compile("(?m)^" + name + "(?:\\{[^}]*\\})? ([0-9.eE+-]+)$").matcher(body);
    return m.find() ? (int) Double.parseDouble(m.group(1)) : 0;
  }
}
