package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerOptions;
import dev.nljdbc.server.ServerSettings;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.remote.Service;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests a hostile or broken client sends: unknown connection ids, another user's statements,
 * a {@code config} file, bodies that are no protocol message or too large, and statements nested
 * or sized to exhaust the parser. Each gets a clean error with a SQLState; none reaches a stack
 * trace or the file system.
 */
class HostileRequestsIT {
  private static final String USERS = "alice,105,alice-secret\nbob,207,bob-secret";
  private static final String CONFIG = "tenant.column=corp_id";
  private static final long MAX_REQUEST = 64 * 1024;

  private static TestDatabases.Scratch scratch;
  private static NljdbcServer server;

  @BeforeAll
  static void startServer() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE sales (id int PRIMARY KEY, corp_id int, amount numeric)",
        "INSERT INTO sales SELECT g, CASE WHEN g % 2 = 0 THEN 105 ELSE 207 END, g"
            + " FROM generate_series(1, 400) g");
    Path config = TestServers.tempFile("nljdbc-config", CONFIG);
    Path users = TestServers.tempFile("nljdbc-users", USERS);
    server = NljdbcServer.start(ServerSettings.load(scratch.url(), config, users), "127.0.0.1",
        0, new ServerOptions(MAX_REQUEST, Duration.ofSeconds(2)));
  }

  @AfterAll
  static void stopServer() throws SQLException {
    server.stop();
    scratch.close();
  }

  @Test
  void unknownConnectionId_isAnErrorWith08003() {
    Service alice = TestServers.protobufService(server, "alice", "alice-secret");
    AvaticaClientRuntimeException create = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.CreateStatementRequest("no-such-connection")));
    assertEquals("08003", create.getSqlState(), create.getMessage());
    AvaticaClientRuntimeException close = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.CloseConnectionRequest("no-such-connection")));
    assertEquals("08003", close.getSqlState(), close.getMessage());
  }

  @Test
  void anotherUsersStatement_cannotBeClosed() {
    Service alice = TestServers.protobufService(server, "alice", "alice-secret");
    Service bob = TestServers.protobufService(server, "bob", "bob-secret");
    String aliceConnection = open(alice);
    String bobConnection = open(bob);
    int statement = alice.apply(new Service.CreateStatementRequest(aliceConnection)).statementId;
    alice.apply(new Service.PrepareAndExecuteRequest(aliceConnection, statement,
        "SELECT id FROM sales ORDER BY id", -1, 10));

    bob.apply(new Service.CloseStatementRequest(bobConnection, statement));
    AvaticaClientRuntimeException refused = assertThrows(AvaticaClientRuntimeException.class,
        () -> bob.apply(new Service.CloseStatementRequest(aliceConnection, statement)));
    assertEquals("42501", refused.getSqlState(), refused.getMessage());

    Service.FetchResponse fetch = alice.apply(new Service.FetchRequest(aliceConnection,
        statement, 10, 100));
    assertFalse(fetch.missingStatement, "alice's statement is still open");
    assertEquals(100, count(fetch.frame.rows));
  }

  @Test
  void remoteConfigProperty_isRefused_withoutReadingTheFile() {
    Path file = TestServers.tempFile("nljdbc-client-config", "limits.maxRows=not-a-number\n");
    Service alice = TestServers.protobufService(server, "alice", "alice-secret");
    AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.OpenConnectionRequest(UUID.randomUUID().toString(),
            Map.of("config", file.toString()))));
    assertEquals("42501", e.getSqlState(), e.getMessage());
    assertFalse(e.getMessage().contains("not-a-number"), e.getMessage());
    AvaticaClientRuntimeException zero = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.OpenConnectionRequest(UUID.randomUUID().toString(),
            Map.of("config", "/dev/zero"))));
    assertEquals("42501", zero.getSqlState(), zero.getMessage());
  }

  @Test
  void garbageJsonAndEmptyBodies_getACleanError_withoutStackTraces() throws IOException {
    for (byte[] body : List.of("\u0001\u00ff garbage \u0007".getBytes(StandardCharsets.ISO_8859_1),
        "{\"request\":\"openConnection\",\"connectionId\":\"x\"}".getBytes(StandardCharsets.UTF_8),
        new byte[0])) {
      HttpURLConnection http = post(body);
      int status = http.getResponseCode();
      String text = new String(read(http), StandardCharsets.ISO_8859_1);
      assertEquals(400, status, text);
      assertFalse(text.contains("Exception") || text.contains(".java:"), text);
    }
  }

  @Test
  void oversizedBody_isAnswered413_beforeItIsRead() throws IOException {
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(5_000);
      OutputStream out = socket.getOutputStream();
      out.write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Basic "
          + java.util.Base64.getEncoder().encodeToString("alice:alice-secret".getBytes(
              StandardCharsets.UTF_8))
          + "\r\nContent-Type: application/octet-stream\r\nContent-Length: " + 50L * 1024 * 1024
          + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      out.write(new byte[8192]);
      out.flush();
      byte[] head = new byte[12];
      int n = socket.getInputStream().readNBytes(head, 0, head.length);
      assertEquals("HTTP/1.1 413", new String(head, 0, n, StandardCharsets.US_ASCII));
    }
  }

  @Test
  void deeplyNestedStatement_isRefusedWith54001_fast() throws SQLException {
    String nested = "SELECT " + "(".repeat(32_000) + "1" + ")".repeat(32_000);
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server),
        TestServers.credentials("alice", "alice-secret")); Statement s = c.createStatement()) {
      long started = System.nanoTime();
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(nested));
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertEquals("54001", e.getSQLState(), e.getMessage());
      assertTrue(millis < 2_000, "took " + millis + " ms");
      assertEquals(1, count(s, "SELECT 1 AS one"), "the connection goes on");
    }
  }

  @Test
  void hugeStatement_isQuotedInAtMostAThousandCharacters() {
    String huge = "selec " + "x".repeat(60_000);
    Service alice = TestServers.protobufService(server, "alice", "alice-secret");
    String connection = open(alice);
    int statement = alice.apply(new Service.CreateStatementRequest(connection)).statementId;
    AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.PrepareAndExecuteRequest(connection, statement, huge, -1,
            10)));
    assertTrue(e.getSqlState() != null && !e.getSqlState().equals("00000"), e.getSqlState());
    assertTrue(e.getMessage().length() <= 1_100,
        "message of " + e.getMessage().length());
  }

  @Test
  void cancelRequest_cancelsOnlyTheUsersOwnStatement() throws Exception {
    Service alice = TestServers.protobufService(server, "alice", "alice-secret");
    String connection = open(alice);
    int statement = alice.apply(new Service.CreateStatementRequest(connection)).statementId;
    assertEquals(404, cancel("bob:bob-secret", connection + " " + statement));
    assertEquals(200, cancel("alice:alice-secret", connection + " " + statement));
    assertEquals(404, cancel("alice:alice-secret", "no-such-connection 1"));
  }

  private static int cancel(String credentials, String body) throws IOException {
    HttpURLConnection http = (HttpURLConnection) new URL(server.url() + "/cancel")
        .openConnection();
    http.setRequestMethod("POST");
    http.setDoOutput(true);
    http.setRequestProperty("Authorization", "Basic " + java.util.Base64.getEncoder()
        .encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
    try (OutputStream out = http.getOutputStream()) {
      out.write(body.getBytes(StandardCharsets.UTF_8));
    }
    return http.getResponseCode();
  }

  private static int count(Statement s, String sql) throws SQLException {
    try (var rs = s.executeQuery(sql)) {
      int n = 0;
      while (rs.next()) {
        n++;
      }
      return n;
    }
  }

  private static int count(Iterable<Object> rows) {
    int n = 0;
    for (Object ignored : rows) {
      n++;
    }
    return n;
  }

  private static String open(Service service) {
    String id = UUID.randomUUID().toString();
    service.apply(new Service.OpenConnectionRequest(id, Map.of()));
    return id;
  }

  private static HttpURLConnection post(byte[] body) throws IOException {
    HttpURLConnection http = (HttpURLConnection) new URL(server.url()).openConnection();
    http.setRequestMethod("POST");
    http.setDoOutput(true);
    http.setRequestProperty("Authorization", "Basic " + java.util.Base64.getEncoder()
        .encodeToString("alice:alice-secret".getBytes(StandardCharsets.UTF_8)));
    http.setFixedLengthStreamingMode(body.length);
    try (OutputStream out = http.getOutputStream()) {
      out.write(body);
    }
    return http;
  }

  private static byte[] read(HttpURLConnection http) throws IOException {
    InputStream in = http.getResponseCode() >= 400 ? http.getErrorStream() : http.getInputStream();
    return in == null ? new byte[0] : in.readAllBytes();
  }
}
