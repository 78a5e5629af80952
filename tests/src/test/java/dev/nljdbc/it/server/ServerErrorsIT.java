package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a server's errors and logs reveal: broken requests (a malformed Basic header, a bad chunk
 * size) get one line with a SQLState and no stack trace or class name, and the target's password
 * reaches no response and no log line, even at DEBUG, while the target is down.
 */
class ServerErrorsIT {
  private static final String PASSWORD = "Pw-Never-Shown-91";
  private static final String ALICE = "Basic " + Base64.getEncoder().encodeToString(
      "alice:alice-secret".getBytes(StandardCharsets.UTF_8));

  private static ChildServer server;
  private static int deadPort;

  @BeforeAll
  static void startServer() throws Exception {
    try (ServerSocket free = new ServerSocket(0)) {
      deadPort = free.getLocalPort();
    }
    Path users = TestServers.tempFile("nljdbc-users", "alice,105,alice-secret");
    server = ChildServer.start(List.of("-Dorg.slf4j.simpleLogger.defaultLogLevel=debug"),
        "--target", "jdbc:postgresql://127.0.0.1:" + deadPort + "/nl_private_db?user=reporter"
            + "&password=" + PASSWORD, "--users", users.toString(), "--config",
        TestServers.tempFile("nljdbc-config", "tenant.column=corp_id").toString());
  }

  @AfterAll
  static void stopServer() throws Exception {
    server.close();
  }

  @Test
  void malformedBasicHeader_is401_withoutAStack() throws Exception {
    String answer = server.exchange((server.head("POST", "/",
        "Authorization: Basic !!!not-base64!!!", "Content-Length: 0"))
        .getBytes(StandardCharsets.US_ASCII));
    assertTrue(answer.startsWith("HTTP/1.1 401"), answer);
    assertClean(answer);
  }

  @Test
  void badChunkSize_is400_withoutAStack() throws Exception {
    String answer = server.exchange((server.head("POST", "/", "Authorization: " + ALICE,
        "Transfer-Encoding: chunked") + "zz-not-hex\r\nabc\r\n0\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
    assertClean(answer);
  }

  @Test
  void notProtobuf_is400_withoutAStack() throws Exception {
    byte[] junk = "\u0001\u0002garbage that is no protocol message".getBytes(
        StandardCharsets.ISO_8859_1);
    String answer = server.exchange((server.head("POST", "/", "Authorization: " + ALICE,
        "Content-Length: " + junk.length) + new String(junk, StandardCharsets.ISO_8859_1))
        .getBytes(StandardCharsets.ISO_8859_1));
    assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
    assertClean(answer);
  }

  @Test
  void connectWhileTargetIsDown_namesNoUserPasswordOrUrl_andNoLogLineHasThePassword()
      throws Exception {
    SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(
        "jdbc:nl:remote:url=" + server.url + ";authentication=BASIC;avatica_user=alice;"
            + "avatica_password=alice-secret").createStatement().executeQuery("SELECT 1"));
    String shown = chain(e);
    assertTrue(shown.startsWith("08"), shown);
    assertFalse(shown.contains(PASSWORD), shown);
    assertFalse(shown.contains("reporter"), shown);
    assertFalse(shown.contains("jdbc:postgresql"), shown);
    String output = server.output();
    assertTrue(output.contains("serving postgresql://127.0.0.1:" + deadPort + "/nl_private_db"),
        output);
    for (String line : output.split("\n")) {
      assertFalse(line.contains(PASSWORD), line);
    }
  }

  private static String chain(SQLException e) {
    StringBuilder b = new StringBuilder(String.valueOf(e.getSQLState()));
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      b.append(" | ").append(t.getMessage());
    }
    return b.toString();
  }

  private static void assertClean(String answer) {
    assertFalse(answer.contains("Exception"), answer);
    assertFalse(answer.contains("\tat "), answer);
    assertFalse(answer.contains("at org."), answer);
    assertFalse(answer.contains("java."), answer);
    assertFalse(answer.contains("eclipse"), answer);
    assertFalse(answer.contains("<html"), answer);
  }
}
