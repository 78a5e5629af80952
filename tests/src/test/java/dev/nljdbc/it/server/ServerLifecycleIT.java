package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.config.NlProperty;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerSettings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Starting, configuring and stopping a server, and what clients see when there is none. */
class ServerLifecycleIT {

  @Test
  void unreachableServer_failsWithConnectionState() throws IOException {
    int port = freePort();
    SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(
        "jdbc:nl:remote:url=http://127.0.0.1:" + port).close());
    assertTrue(e.getSQLState() != null && e.getSQLState().startsWith("08"),
        e.getSQLState() + " " + e.getMessage());
  }

  @Test
  void stop_freesThePort_andLeavesNoThreads() throws Exception {
    Set<Thread> before = nonDaemonThreads();
    NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL));
    int port = server.port();
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
      assertTrue(rs.next());
    }
    Set<Thread> serving = nonDaemonThreads();
    serving.removeAll(before);
    assertFalse(serving.isEmpty(), "Jetty serves on non-daemon threads, which stop must end");
    try (Connection open = DriverManager.getConnection(TestServers.nlUrl(server))) {
      assertEquals(1, server.openConnections());
      server.stop();
      server.stop();
      assertEquals(0, server.openConnections());
    } catch (SQLException closingAfterStop) {
      // the server is gone: closing the client connection may fail
    }
    try (ServerSocket reuse = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
      assertEquals(port, reuse.getLocalPort());
    }
    assertNoThreadsLeft(before);
  }

  @Test
  void noTarget_servesTheEmbeddedDemo() throws SQLException {
    try (NljdbcServer server = TestServers.start(null);
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT count(DISTINCT corp_id) FROM orders")) {
      assertEquals("H2", c.getMetaData().getDatabaseProductName());
      assertTrue(rs.next());
      assertTrue(rs.getInt(1) >= 3, "several corporations");
    }
  }

  @Test
  void configFile_splitsNljdbcPropertiesFromTheTargetDriversProperties() {
    Path config = TestServers.tempFile("nljdbc-config", String.join("\n",
        "tenant.column=corp_id",
        "limits.maxRows=5",
        "user=reporting",
        "password=secret",
        "sslmode=disable"));
    ServerSettings settings = ServerSettings.load("jdbc:postgresql://db/shop", config, null);
    assertEquals("jdbc:postgresql://db/shop", settings.target().url());
    assertEquals(Map.of("user", "reporting", "password", "secret", "sslmode", "disable"),
        settings.target().properties());
    assertEquals("corp_id", settings.target().config().string(NlProperty.TENANT_COLUMN));
    assertEquals(5, settings.target().config().integer(NlProperty.LIMITS_MAX_ROWS));
    assertNull(settings.users());
    assertFalse(settings.servesDemo());
    assertTrue(ServerSettings.load(null, null, null).servesDemo());
  }

  @Test
  void badFiles_areRefusedWithTheirReason() {
    Path config = TestServers.tempFile("nljdbc-config", "limits.maxRowz=5\n");
    IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
        () -> ServerSettings.load("jdbc:postgresql://db/shop", config, null));
    assertTrue(unknown.getMessage().contains("limits.maxRowz"), unknown.getMessage());

    Path users = TestServers.tempFile("nljdbc-users", "# users\nalice,105\n");
    IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
        () -> ServerSettings.load("jdbc:postgresql://db/shop", null, users));
    assertTrue(malformed.getMessage().contains("line 2"), malformed.getMessage());
  }

  @Test
  void portInUse_failsToStart_andLeavesNoThreads() throws Exception {
    Set<Thread> before = nonDaemonThreads();
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      ServerSettings settings = ServerSettings.load(TestDatabases.url(Kind.POSTGRESQL), null,
          null);
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> NljdbcServer.start(settings, "127.0.0.1", taken.getLocalPort()));
      assertTrue(e.getMessage().contains(String.valueOf(taken.getLocalPort())), e.getMessage());
    }
    assertNoThreadsLeft(before);
  }

  private static void assertNoThreadsLeft(Set<Thread> before) throws InterruptedException {
    Set<Thread> left = Set.of();
    for (int i = 0; i < 50; i++) {
      left = nonDaemonThreads();
      left.removeAll(before);
      if (left.isEmpty()) {
        break;
      }
      Thread.sleep(100);
    }
    assertEquals(Set.of(), left.stream().map(Thread::getName).collect(Collectors.toSet()));
  }

  private static Set<Thread> nonDaemonThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.isAlive() && !t.isDaemon())
        .collect(Collectors.toSet());
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
