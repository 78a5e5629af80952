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
 * OutOfMemoryError; eight concurrent bodies at the 16 MB limit are served or refused with 503
 * (the in-flight budget), and a batch of millions of tiny values is refused with 413 before it
 * is decoded.
 */
class ServerMemoryIT {
  private static final long FIFTY_MB = 50L * 1024 * 1024;
  private static final int SIXTEEN_MB = 16 * 1024 * 1024;

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

  @Test
  void eightBodiesAtTheLimit_andABatchOfMillionsOfValues_underA128MbHeap_areRefusedCleanly()
      throws Exception {
    Path log = Files.createTempFile("nljdbc-server", ".log");
    log.toFile().deleteOnExit();
    Process server = new ProcessBuilder(javaBin(), "-Xmx128m", "-cp",
        System.getProperty("java.class.path"), "dev.nljdbc.server.NljdbcCommand", "--host",
        "127.0.0.1", "--port", "0", "--max-in-flight", "40MB", "--target",
        TestDatabases.url(Kind.POSTGRESQL))
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      String url = awaitUrl(server, log);
      ExecutorService pool = Executors.newFixedThreadPool(8);
      List<Future<String>> sends = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        sends.add(pool.submit(() -> post(url, new byte[SIXTEEN_MB])));
      }
      Map<String, Integer> statuses = new java.util.TreeMap<>();
      for (Future<String> f : sends) {
        String answer = f.get(120, TimeUnit.SECONDS);
        String status = answer.length() >= 12 ? answer.substring(9, 12) : "none";
        statuses.merge(status, 1, Integer::sum);
        assertTrue(status.equals("400") || status.equals("503"), answer);
        assertFalse(answer.contains("Exception") || answer.contains("java."), answer);
      }
      pool.shutdown();

      long started = System.nanoTime();
      String batch = post(url, batchOfEmptyValues(3_000_000));
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(batch.startsWith("HTTP/1.1 413"), batch);
      assertTrue(batch.contains("3000003 values"), batch);

      HttpURLConnection health = (HttpURLConnection) new URL(url + "/health").openConnection();
      assertEquals(200, health.getResponseCode());
      try (Connection c = DriverManager.getConnection("jdbc:nl:remote:url=" + url);
          Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
        assertTrue(rs.next());
      }
      assertTrue(server.isAlive());
      String output = Files.readString(log);
      assertFalse(output.contains("OutOfMemoryError"), output);
      assertFalse(output.contains("out of memory"), output);
      System.out.printf("ServerMemoryIT: eight 16 MB bodies at -Xmx128m: %s; a batch of 3,000,000"
          + " values refused with 413 in %d ms%n", statuses, millis);
    } finally {
      server.destroy();
      server.waitFor(15, TimeUnit.SECONDS);
      server.destroyForcibly();
    }
  }

  /**
   * An {@code ExecuteBatchRequest} of one row of {@code values} empty parameters, two bytes each
   * on the wire, written by hand so that the test itself never holds them decoded.
   */
  private static byte[] batchOfEmptyValues(int values) throws IOException {
    java.io.ByteArrayOutputStream update = new java.io.ByteArrayOutputStream(2 * values);
    for (int i = 0; i < values; i++) {
      update.write(0x0a);
      update.write(0x00);
    }
    java.io.ByteArrayOutputStream request = new java.io.ByteArrayOutputStream();
    com.google.protobuf.CodedOutputStream r = com.google.protobuf.CodedOutputStream
        .newInstance(request);
    r.writeString(1, "c");
    r.writeUInt32(2, 1);
    r.writeByteArray(3, update.toByteArray());
    r.flush();
    java.io.ByteArrayOutputStream wire = new java.io.ByteArrayOutputStream();
    com.google.protobuf.CodedOutputStream w = com.google.protobuf.CodedOutputStream
        .newInstance(wire);
    w.writeString(1, "org.apache.calcite.avatica.proto.Requests$ExecuteBatchRequest");
    w.writeByteArray(2, request.toByteArray());
    w.flush();
    return wire.toByteArray();
  }

  /** Posts a body and returns the answer; the server may answer and close before it is sent. */
  private static String post(String url, byte[] body) throws IOException {
    URL u = new URL(url);
    try (Socket socket = new Socket(u.getHost(), u.getPort())) {
      socket.setSoTimeout(60_000);
      OutputStream out = socket.getOutputStream();
      out.write(("POST / HTTP/1.1\r\nHost: " + u.getHost() + "\r\nContent-Type: "
          + "application/octet-stream\r\nConnection: close\r\nContent-Length: " + body.length
          + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      try {
        out.write(body);
        out.flush();
      } catch (IOException refusedMidway) {
        // answered before the whole body was sent
      }
      try {
        return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
      } catch (IOException reset) {
        return "";
      }
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
