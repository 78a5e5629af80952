package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.ConnectionConfigImpl;
import org.apache.calcite.avatica.remote.AvaticaHttpClientFactoryImpl;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.RemoteProtobufService;
import org.apache.calcite.avatica.remote.Service;
import org.junit.jupiter.api.Test;

/**
 * A server process with a small heap under bodies far larger than it: eight concurrent 50 MB
 * requests and a client's {@code config=/dev/zero} leave it answering, with no
 * OutOfMemoryError.
 */
class ServerMemoryIT {
  private static final long FIFTY_MB = 50L * 1024 * 1024;

  @Test
  void hugeBodiesAndDevZero_underA128MbHeap_leaveTheServerAnswering() throws Exception {
    Path log = Files.createTempFile("nljdbc-server", ".log");
    log.toFile().deleteOnExit();
    Process server = new ProcessBuilder(javaBin(), "-Xmx128m", "-cp",
        System.getProperty("java.class.path"), "dev.nljdbc.server.NljdbcCommand", "--host",
        "127.0.0.1", "--port", "0", "--target", TestDatabases.url(Kind.POSTGRESQL))
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      String url = awaitUrl(server, log);
      ExecutorService pool = Executors.newFixedThreadPool(8);
      List<Future<?>> sends = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        sends.add(pool.submit(() -> sendHuge(url)));
      }
      for (Future<?> f : sends) {
        f.get(120, TimeUnit.SECONDS);
      }
      pool.shutdown();

      Service raw = new RemoteProtobufService(AvaticaHttpClientFactoryImpl.getInstance()
          .getClient(new URL(url), new ConnectionConfigImpl(new java.util.Properties()), null),
          new ProtobufTranslationImpl());
      AvaticaClientRuntimeException zero = assertThrows(AvaticaClientRuntimeException.class,
          () -> raw.apply(new Service.OpenConnectionRequest(UUID.randomUUID().toString(),
              Map.of("config", "/dev/zero"))));
      assertEquals("42501", zero.getSqlState(), zero.getMessage());

      HttpURLConnection health = (HttpURLConnection) new URL(url + "/health").openConnection();
      assertEquals(200, health.getResponseCode());
      try (Connection c = DriverManager.getConnection("jdbc:nl:remote:url=" + url);
          Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
        assertTrue(rs.next());
      }
      assertTrue(server.isAlive());
      String output = Files.readString(log);
      assertFalse(output.contains("OutOfMemoryError"), output);
    } finally {
      server.destroy();
      server.waitFor(15, TimeUnit.SECONDS);
      server.destroyForcibly();
    }
  }

  /** Sends a 50 MB body; the server may answer 413 and close before it is all sent. */
  private static Void sendHuge(String url) throws IOException {
    URL u = new URL(url);
    try (Socket socket = new Socket(u.getHost(), u.getPort())) {
      socket.setSoTimeout(60_000);
      OutputStream out = socket.getOutputStream();
      out.write(("POST / HTTP/1.1\r\nHost: " + u.getHost() + "\r\nContent-Type: "
          + "application/octet-stream\r\nContent-Length: " + FIFTY_MB + "\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      byte[] chunk = new byte[1 << 16];
      try {
        for (long sent = 0; sent < FIFTY_MB; sent += chunk.length) {
          out.write(chunk);
        }
        out.flush();
      } catch (IOException refusedMidway) {
        return null;
      }
      byte[] head = socket.getInputStream().readNBytes(12);
      assertEquals("HTTP/1.1 413", new String(head, StandardCharsets.US_ASCII));
    }
    return null;
  }

  private static String awaitUrl(Process server, Path log) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && server.isAlive()) {
      for (String line : Files.readAllLines(log)) {
        int at = line.indexOf("nljdbc server listening on ");
        if (at >= 0) {
          return line.substring(at + "nljdbc server listening on ".length()).strip();
        }
      }
      Thread.sleep(200);
    }
    throw new AssertionError("the server did not start: " + Files.readString(log));
  }

  private static String javaBin() {
    return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
  }
}
