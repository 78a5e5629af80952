package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerOptions;
import dev.nljdbc.server.ServerSettings;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server-wide budget of request bytes in flight ({@code --max-in-flight}): a body that finds
 * it held by another is refused with 503 and {@code Retry-After} instead of being buffered, and
 * is served once the other has been answered.
 */
class InFlightBudgetIT {
  private static final int BODY = 600 * 1024;

  private static NljdbcServer server;

  @BeforeAll
  static void startServer() {
    server = NljdbcServer.start(ServerSettings.load(TestDatabases.url(Kind.POSTGRESQL), null,
        null), "127.0.0.1", 0, new ServerOptions(16L << 20, Duration.ofSeconds(2))
            .withMaxInFlightBytes(3L * 1024 * 1024));
  }

  @AfterAll
  static void stopServer() {
    server.stop();
  }

  @Test
  void aBodyBeyondTheBudget_gets503WithRetryAfter_andIsServedOnceTheOtherIsAnswered()
      throws Exception {
    try (Socket first = openBody(2 * BODY)) {
      first.getOutputStream().write(new byte[3 * BODY / 2]);
      first.getOutputStream().flush();
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (inFlightBytes() < 2_000_000 && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertTrue(inFlightBytes() >= 2_000_000, "the first body holds " + inFlightBytes());

      String refused = send(BODY);
      assertTrue(refused.startsWith("HTTP/1.1 503"), refused);
      assertTrue(refused.contains("Retry-After: 1"), refused);
      assertTrue(refused.contains("53300"), refused);
      assertTrue(refused.contains("--max-in-flight"), refused);

      try {
        first.getOutputStream().write(new byte[BODY / 2]);
        first.getOutputStream().flush();
      } catch (IOException e) {
        throw new AssertionError("the first body was answered early: " + read(first), e);
      }
      String whole = read(first);
      assertTrue(whole.startsWith("HTTP/1.1 400"), "read whole, no protocol message: " + whole);
    }
    // the first body's share is given back just after its answer is sent: retry as told
    String again = send(BODY);
    for (int i = 0; i < 10 && again.startsWith("HTTP/1.1 503"); i++) {
      Thread.sleep(100);
      again = send(BODY);
    }
    assertTrue(again.startsWith("HTTP/1.1 400"), "the budget is free again: " + again);
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
      assertTrue(rs.next());
    }
  }

  /** The gauge of bytes held by requests in flight, from {@code /metrics}. */
  private static double inFlightBytes() throws IOException {
    try (InputStream in = new URL(server.metricsUrl()).openStream()) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.startsWith("nljdbc_http_in_flight_bytes ")) {
          return Double.parseDouble(line.substring(line.indexOf(' ') + 1).strip());
        }
      }
    }
    throw new AssertionError("no nljdbc_http_in_flight_bytes in /metrics");
  }

  private static String send(int length) throws IOException {
    try (Socket s = openBody(length)) {
      try {
        s.getOutputStream().write(new byte[length]);
        s.getOutputStream().flush();
      } catch (IOException refusedMidway) {
        // answered and closed before the whole body was sent
      }
      return read(s);
    }
  }

  private static Socket openBody(int length) throws IOException {
    Socket s = new Socket("127.0.0.1", server.port());
    s.setSoTimeout(15_000);
    s.getOutputStream().write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
        + "application/octet-stream\r\nContent-Length: " + length + "\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    return s;
  }

  private static String read(Socket s) throws IOException {
    InputStream in = s.getInputStream();
    byte[] buffer = new byte[4096];
    StringBuilder b = new StringBuilder();
    try {
      for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
        b.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
        if (b.indexOf("\r\n\r\n") > 0 && b.length() > 200) {
          break;
        }
      }
    } catch (IOException reset) {
      // closed by the server after its answer
    }
    return b.toString();
  }
}
