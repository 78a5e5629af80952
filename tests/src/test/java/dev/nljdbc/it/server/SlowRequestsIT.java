package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerOptions;
import dev.nljdbc.server.ServerSettings;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Request bodies that arrive slowly or stall: each is answered 408 within the deadline or as soon
 * as it falls below the minimum rate, and while two hundred of them trickle in, {@code /health}
 * and queries stay fast (a body being read holds no server thread).
 */
class SlowRequestsIT {
  private static final int TRICKLERS = 200;
  private static final Duration DEADLINE = Duration.ofSeconds(5);

  private static NljdbcServer server;

  @BeforeAll
  static void startServer() {
    server = NljdbcServer.start(ServerSettings.load(TestDatabases.url(Kind.POSTGRESQL), null,
        null), "127.0.0.1", 0, new ServerOptions(16L << 20, Duration.ofSeconds(2))
            .withRequestPace(DEADLINE, 1024));
  }

  @AfterAll
  static void stopServer() {
    server.stop();
  }

  @Test
  void twoHundredBodiesTricklingAtTheMinimumRate_leaveHealthAndQueriesFast_thenGet408()
      throws Exception {
    queryMillis();
    long baseline = queryMillis();
    List<Socket> sockets = new ArrayList<>();
    AtomicBoolean sending = new AtomicBoolean(true);
    Thread trickle = null;
    try {
      for (int i = 0; i < TRICKLERS; i++) {
        sockets.add(openBody(1 << 20));
      }
      long started = System.nanoTime();
      // 512 bytes every 250 ms: 2 KB a second, above the minimum rate, never whole in time
      trickle = new Thread(() -> {
        byte[] piece = new byte[512];
        while (sending.get()) {
          for (Socket s : sockets) {
            try {
              s.getOutputStream().write(piece);
              s.getOutputStream().flush();
            } catch (IOException closed) {
              // answered and closed by the server
            }
          }
          sleep(250);
        }
      }, "trickle");
      trickle.start();
      sleep(1_500);
      long worstHealth = 0;
      long worstQuery = 0;
      while (System.nanoTime() - started < DEADLINE.toNanos() - 1_500_000_000L) {
        worstHealth = Math.max(worstHealth, healthMillis());
        worstQuery = Math.max(worstQuery, queryMillis());
      }
      assertTrue(worstHealth < 1_000, "/health took " + worstHealth + " ms");
      assertTrue(worstQuery < Math.max(1_000, 5 * baseline),
          "a query took " + worstQuery + " ms, " + baseline + " ms before");
      int timedOut = 0;
      for (Socket s : sockets) {
        String answer = answer(s, DEADLINE.toMillis() + 5_000);
        assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
        assertClean(answer);
        timedOut++;
      }
      long took = (System.nanoTime() - started) / 1_000_000;
      assertEquals(TRICKLERS, timedOut);
      assertTrue(took < DEADLINE.toMillis() + 3_000, "the last 408 came after " + took + " ms");
      System.out.printf("SlowRequestsIT: %d bodies at 2 KB/s: /health at worst %d ms, SELECT at "
          + "worst %d ms (%d ms before), all 408 after %d ms%n", TRICKLERS, worstHealth,
          worstQuery, baseline, took);
    } finally {
      sending.set(false);
      if (trickle != null) {
        trickle.join();
      }
      for (Socket s : sockets) {
        s.close();
      }
    }
  }

  @Test
  void aBodyTricklingOneByteASecond_gets408_withinTwoSeconds() throws Exception {
    try (Socket s = openBody(1_000)) {
      long started = System.nanoTime();
      for (int i = 0; i < 3 && !s.isInputShutdown(); i++) {
        s.getOutputStream().write('x');
        s.getOutputStream().flush();
        if (s.getInputStream().available() > 0) {
          break;
        }
        sleep(1_000);
      }
      String answer = answer(s, 5_000);
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
      assertTrue(answer.contains("08P01"), answer);
      assertClean(answer);
      assertTrue(millis < 3_500, "answered after " + millis + " ms");
    }
  }

  @Test
  void aStalledBody_gets408_andAConcurrentQueryIsServedMeanwhile() throws Exception {
    try (Socket s = openBody(1_000)) {
      long started = System.nanoTime();
      s.getOutputStream().write(new byte[10]);
      s.getOutputStream().flush();
      assertEquals(1, count("SELECT 1 AS one"), "served while the body stalls");
      String answer = answer(s, 10_000);
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
      assertClean(answer);
      assertTrue(millis < DEADLINE.toMillis() + 1_000, "answered after " + millis + " ms");
    }
  }

  /** A socket that sent the head of a POST with a body of the given length. */
  private static Socket openBody(int length) throws IOException {
    Socket s = new Socket("127.0.0.1", server.port());
    s.getOutputStream().write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
        + "application/octet-stream\r\nContent-Length: " + length + "\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    s.getOutputStream().flush();
    return s;
  }

  private static String answer(Socket s, long timeoutMillis) throws IOException {
    s.setSoTimeout((int) timeoutMillis);
    InputStream in = s.getInputStream();
    byte[] buffer = new byte[4096];
    StringBuilder b = new StringBuilder();
    try {
      for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
        b.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
      }
    } catch (IOException reset) {
      // the server closed the connection while body bytes were still arriving
    }
    return b.toString();
  }

  private static long healthMillis() throws IOException {
    long started = System.nanoTime();
    HttpURLConnection http = (HttpURLConnection) new URL(server.healthUrl()).openConnection();
    http.setConnectTimeout(5_000);
    http.setReadTimeout(5_000);
    assertEquals(200, http.getResponseCode());
    http.getInputStream().readAllBytes();
    return (System.nanoTime() - started) / 1_000_000;
  }

  private static long queryMillis() throws Exception {
    long started = System.nanoTime();
    assertEquals(1, count("SELECT 1 AS one"));
    return (System.nanoTime() - started) / 1_000_000;
  }

  private static int count(String sql) throws Exception {
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      int n = 0;
      while (rs.next()) {
        n++;
      }
      return n;
    }
  }

  private static void assertClean(String answer) {
    assertFalse(answer.contains("Exception"), answer);
    assertFalse(answer.contains("\tat "), answer);
    assertFalse(answer.contains("java."), answer);
    assertFalse(answer.contains("eclipse"), answer);
    assertFalse(answer.contains("<html"), answer);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
