package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shaded server jar as users run it: the server command stopped by SIGTERM, and the console
 * answering statements piped into it with no terminal.
 */
class CommandLineIT {
  private static final Path JAR = Path.of("..", "server", "target", "nljdbc-server.jar");
  private static final Pattern LISTENING =
      Pattern.compile("nljdbc server listening on (http://\\S+:(\\d+))");

  @BeforeAll
  static void jarIsBuilt() {
    assumeTrue(Files.isRegularFile(JAR), "run under mvn verify: " + JAR + " is built by package");
  }

  @Test
  void server_printsItsUrl_servesClients_andStopsOnSigterm() throws Exception {
    Process server = new ProcessBuilder(java(), "-jar", JAR.toString(), "--port", "0",
        "--host", "127.0.0.1", "--target", TestDatabases.url(Kind.POSTGRESQL))
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try {
      BufferedReader out = new BufferedReader(
          new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
      String line = out.readLine();
      Matcher m = LISTENING.matcher(String.valueOf(line));
      assertTrue(m.matches(), "first line: " + line);
      try (Connection c = DriverManager.getConnection("jdbc:nl:remote:url=" + m.group(1));
          Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 41 + 1")) {
        assertTrue(rs.next());
        assertEquals(42, rs.getInt(1));
      }
      server.destroy();
      assertTrue(server.waitFor(30, TimeUnit.SECONDS), "the server stops on SIGTERM");
      assertEquals(143, server.exitValue(), "128 + SIGTERM");
    } finally {
      server.destroyForcibly();
    }
  }

  @Test
  void console_answersStatementsPipedIn_andExitsAtEndOfInput() throws Exception {
    Result r = run("SELECT 1 AS one, 'two' AS two;\nSELECT nope FROM no_such_table;\n"
            + "SELECT 3 AS three;\n",
        "console", "jdbc:nl:" + TestDatabases.url(Kind.POSTGRESQL));
    assertEquals(0, r.exit, r.toString());
    assertEquals(List.of("'one','two'", "'1','two'", "'three'", "'3'"), r.out, r.toString());
    assertTrue(r.err.contains("42P01"), r.toString());
  }

  @Test
  void console_opensTheDemoByDefault() throws Exception {
    Result r = run("SELECT count(*) > 0 AS has_customers FROM customers;\n", "console");
    assertEquals(0, r.exit, r.toString());
    assertEquals(List.of("'HAS_CUSTOMERS'", "'TRUE'"), r.out, r.toString());
    assertTrue(r.err.isBlank(), "nothing on standard error: " + r);
  }

  @Test
  void console_reachesAServerAsAUser() throws Exception {
    try (var scratch = TestDatabases.scratch(Kind.POSTGRESQL, "CREATE TABLE t (n int)",
        "INSERT INTO t VALUES (7)");
        NljdbcServer server = TestServers.start(scratch.url(), "tenant.column=tenant_id\n",
            "carol,1,pw\n")) {
      Result r = run("SELECT n FROM t;\n", "console", TestServers.nlUrl(server),
          "-n", "carol", "-p", "pw");
      assertEquals(0, r.exit, r.toString());
      assertEquals(List.of("'n'", "'7'"), r.out, r.toString());
      assertTrue(r.err.isBlank(), "nothing on standard error: " + r);
    }
  }

  @Test
  void badUsersFile_exitsWithTheReason() throws Exception {
    Path users = TestServers.tempFile("nljdbc-users", "alice,105\n");
    Result r = run("", "--port", "0", "--target", TestDatabases.url(Kind.POSTGRESQL),
        "--users", users.toString());
    assertEquals(1, r.exit, r.toString());
    assertTrue(r.err.contains("line 1: expected name,tenant,password"), r.toString());
  }

  private static Result run(String stdin, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(java(), "-jar", JAR.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).start();
    try (OutputStream in = p.getOutputStream()) {
      in.write(stdin.getBytes(StandardCharsets.UTF_8));
    }
    var err = new StringBuilder();
    Thread errReader = new Thread(() -> {
      try {
        err.append(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        err.append(e);
      }
    });
    errReader.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    errReader.join();
    return new Result(p.exitValue(), out.lines().toList(), err.toString());
  }

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private record Result(int exit, List<String> out, String err) {
  }
}
