package dev.nljdbc.it.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * docs/dbeaver.md followed as written: its URL template asks for no file, its server command
 * runs as a shell reads it (the target URL quoted), the URLs it gives connect, and English goes
 * through a plain statement but not through a prepared one, as it says.
 */
class DbeaverDocIT {
  private static final Path DOC = Path.of("..", "docs", "dbeaver.md");
  private static final Path SERVER_JAR = Path.of("..", "server", "target", "nljdbc-server.jar");

  private static String doc() throws IOException {
    return Files.readString(DOC, StandardCharsets.UTF_8);
  }

  @Test
  void urlTemplate_asksForNoFile() throws IOException {
    String doc = doc();
    assertFalse(doc.contains("jdbc:nl:{file}"), "a {file} template makes DBeaver ask for a file");
    assertTrue(doc.contains("`jdbc:nl:demo`"));
  }

  @Test
  void serverCommand_runsAsTheShellReadsIt_andTheRemoteUrlAnswers() throws Exception {
    String command = doc().lines().filter(l -> l.startsWith("java -jar server/target/"))
        .findFirst().orElseThrow(() -> new AssertionError("no server command in the doc"));
    assertTrue(command.contains("--target '"), "the target URL is quoted: " + command);
    int port = freePort();
    String target = TestDatabases.url(Kind.POSTGRESQL);
    String run = command
        .replace("java -jar server/target/nljdbc-server.jar",
            javaBin() + " -jar " + SERVER_JAR.toAbsolutePath())
        .replace("--port 8765", "--port " + port)
        .replace("'jdbc:postgresql://db:5432/shop?user=reader'", "'" + target + "'");
    assertFalse(run.equals(command), run);
    Process server = new ProcessBuilder("sh", "-c", "exec " + run)
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      String url = "jdbc:nl:remote:url=http://host:8765".replace("host:8765", "127.0.0.1:" + port);
      assertTrue(doc().contains("`jdbc:nl:remote:url=http://host:8765`"));
      try (Connection c = connectWithin(url, 90)) {
        try (Statement s = c.createStatement();
            ResultSet rs = s.executeQuery("SELECT 41 + 1 AS answer")) {
          assertTrue(rs.next());
          assertEquals(42, rs.getInt(1));
        }
        SQLException prepared = assertThrows(SQLException.class,
            () -> c.prepareStatement("Show me all customers"));
        assertEquals("42000", prepared.getSQLState());
        assertTrue(doc().contains(prepared.getMessage().substring(0, 40)),
            "the doc quotes the refusal: " + prepared.getMessage());
      }
    } finally {
      server.destroy();
      if (!server.waitFor(20, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
  }

  @Test
  void englishGoesThroughAPlainStatement_inProcess() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery("Show me all customers")) {
      assertTrue(rs.next());
      SQLException prepared = assertThrows(SQLException.class,
          () -> c.prepareStatement("Show me all customers"));
      assertEquals("42000", prepared.getSQLState());
    }
  }

  private static Connection connectWithin(String url, int seconds) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (true) {
      try {
        return DriverManager.getConnection(url);
      } catch (SQLException e) {
        if (System.nanoTime() > end) {
          throw e;
        }
        Thread.sleep(500);
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static String javaBin() {
    return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
  }
}
