package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nljdbc.server.NljdbcServer;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console as a person uses it, in a real terminal (tmux): banner, help, the SQL that ran
 * shown once and dimmed, numbered clarifications, Ctrl-C, clean errors, cut results, its own
 * history file, and no log lines on the screen; the demo as one corporation and long results
 * paged.
 */
class ConsoleTerminalIT {
  private static final Path JAR = Path.of("..", "server", "target", "nljdbc-server.jar");
  private static final String PROMPT = "nl> ";

  @TempDir
  Path home;

  @BeforeAll
  static void prerequisites() {
    assumeTrue(Files.isRegularFile(JAR), "run under mvn verify: " + JAR + " is built by package");
    assumeTrue(Tmux.available(), "tmux is not installed");
  }

  @Test
  void demoConsole_inATerminal() throws Exception {
    Path oldHistory = home.resolve(".sqlline").resolve("history");
    Files.createDirectories(oldHistory.getParent());
    Files.writeString(oldHistory, "SELECT 1;\n!tables\n", StandardCharsets.UTF_8);
    List<String> allTenants = console("jdbc:nl:demo");
    allTenants.add("--all-tenants");
    try (Tmux t = Tmux.start(allTenants)) {
      String banner = t.await(PROMPT, 1);
      assertTrue(banner.contains("Show me all customers;"), banner);
      assertTrue(banner.lines().filter(l -> !l.isBlank()).count() < 20, "one screen:\n" + banner);

      t.line("help");
      t.await("Ctrl-C", 2);
      t.line("/help");
      String helped = t.await("answer with a number", 2);
      assertEquals(2, Tmux.count(helped, "Clarifications"), helped);

      t.line("Show me the price for AAPL");
      t.line("");
      String asked = t.await("Answer with a number, an option or /answer", 1);
      assertTrue(asked.contains("1) bid_price"), asked);
      assertTrue(asked.contains("2) ask_price"), asked);
      assertFalse(asked.contains("CLARIFICATION_ID"), asked);

      t.line("2");
      t.await("-- more --", 1);
      t.key("q");
      String answered = t.await(" rows, ", 1);
      assertEquals(1, Tmux.count(answered, "ask_price FROM market_quotes"), answered);
      assertFalse(answered.contains("nljdbc ran"), answered);
      assertFalse(answered.contains("state=01000"), answered);
      String colored = t.screen(true);
      assertTrue(colored.contains("\u001b[2mSELECT"), "the SQL that ran is dimmed");

      t.line("SELECT count(*) FROM SYSTEM_RANGE(1, 100000) a, SYSTEM_RANGE(1, 100000) b;");
      Thread.sleep(2000);
      t.key("C-c");
      String cancelled = t.await("Error: cancelled", 1);
      assertTrue(cancelled.matches("(?s).*Error: cancelled \\([0-9A-Z]{5}\\).*"), cancelled);
      Thread.sleep(500);
      t.line("SELECT 41 + 1 AS answer;");
      String after = t.await("(1 row, ", 1);
      assertTrue(after.contains(" 42"), after);

      t.key("C-c");
      Thread.sleep(1000);
      t.line("SELECT nope FROM no_such_table;");
      String failed = t.await("Error: Table", 1);
      assertTrue(failed.contains("Error: Table \"NO_SUCH_TABLE\" not found"), failed);
      assertFalse(failed.contains("-252]"), "H2's raw code is left out: " + failed);
      assertNoPlumbing(failed);
      assertFalse(failed.contains("Statement closed"), failed);

      t.line("quit");
      Thread.sleep(1500);
      String last = t.screen(false);
      assertNoLogs(last);
      assertFalse(last.contains("Exception"), last);
    }
    String history = Files.readString(home.resolve(".nljdbc").resolve("console_history"));
    assertTrue(history.contains("SELECT 41 + 1 AS answer;"), history);
  }

  @Test
  void remoteConsole_cutsWithANotice_andShowsCleanErrors() throws Exception {
    try (NljdbcServer server = TestServers.start(null, "limits.maxRows=3", null);
        Tmux t = Tmux.start(console(TestServers.nlUrl(server)))) {
      t.await(PROMPT, 1);
      t.line("SELECT X FROM SYSTEM_RANGE(1, 10);");
      String cut = t.await("Only part of the result", 1);
      assertTrue(cut.contains("(3 rows, "), cut);
      assertTrue(cut.contains("result cut at 3 rows by limits.maxRows"), cut);

      t.line("SELECT nope FROM no_such_table;");
      String failed = t.await("Error: Table", 1);
      assertNoPlumbing(failed);

      t.line("/bogus");
      String bogus = t.await("unknown command", 1);
      assertNoPlumbing(bogus);

      t.line("SELECT count(*) FROM SYSTEM_RANGE(1, 100000) a, SYSTEM_RANGE(1, 100000) b;");
      Thread.sleep(2000);
      t.key("C-c");
      t.await("Error: cancelled", 1);
      t.line("SELECT 41 + 1 AS answer;");
      assertTrue(t.await("(1 row, ", 1).contains(" 42"));
      assertNoLogs(t.screen(false));
    }
  }

  @Test
  void demoConsole_catalogWrapsExpandedDisplayAndProperties() throws Exception {
    List<String> command = console("jdbc:nl:demo;limits.maxRows=3");
    command.addAll(List.of("--property", "clarify=false"));
    try (Tmux t = Tmux.start(command)) {
      t.await(PROMPT, 1);
      t.line("SELECT X FROM SYSTEM_RANGE(1, 10);");
      String cut = t.await("Only part of the result", 1);
      assertTrue(cut.contains("(3 rows, "), "limits.maxRows=3 from the URL: " + cut);

      t.line("!tables");
      String tables = t.await(" rows, ", 2);
      assertFalse(tables.contains("INFORMATION_SCHEMA"), tables);
      assertTrue(tables.contains("ORDERS"), tables);

      t.line("!describe orders");
      String described = t.await(" rows, ", 3);
      assertTrue(described.matches("(?s).*(DECIMAL|NUMERIC)\\(\\d+,\\d+\\).*")
          || described.matches("(?s).*VARYING\\(\\d+\\).*"), "lengths or precision: " + described);

      t.line("!describe no_such_table");
      String unknown = t.await("no table or view", 1);
      assertTrue(unknown.contains("!tables lists them"), unknown);

      t.line("\\x");
      t.await("Expanded display is on.", 1);
      t.line("SELECT 1 AS one, 'two' AS two;");
      String expanded = t.await("RECORD 1", 1);
      t.await(" row, ", 1);
      assertTrue(t.screen(false).contains("TWO | two"), expanded);
      t.line("\\x");
      t.await("Expanded display is off.", 1);

      String longSql = "SELECT 'a fairly long literal that goes on' AS first_value,"
          + " 'and another one that makes this statement long' AS second_value";
      t.line(longSql + ";");
      t.await(" row, ", 2);
      assertTrue(t.screen(false).contains("and another one that makes this statement long"));
      t.line("/explain show me the orders with their customers and regions");
      String explained = t.await(" row, ", 3);
      String shown = explained.substring(explained.lastIndexOf("/explain"));
      assertFalse(shown.contains("…"), "the whole SQL, wrapped, never cut: " + shown);
      assertTrue(shown.contains("FROM"), shown);

      t.line("show me the orders with their customers and regions;");
      t.await("Only part of the result", 2);
      t.line("/history");
      t.line("SELECT 'end of the history' AS marker;");
      String history = t.await("end of the history", 2);
      String listed = history.substring(history.lastIndexOf("/history"),
          history.lastIndexOf("end of the history"));
      assertTrue(listed.contains("CREATED_AT"), listed);
      assertTrue(listed.contains("ORDER BY"), "the turn's whole SQL, wrapped: " + listed);
      assertFalse(listed.contains("…"), "never cut: " + listed);
      t.line("quit");
    }
  }

  @Test
  void demoConsole_opensAsOneCorporation_andPagesLongResults() throws Exception {
    String tenants = "SELECT count(DISTINCT corp_id) AS corporations FROM customers;";
    try (Tmux t = Tmux.start(console("jdbc:nl:demo"))) {
      String banner = t.await(PROMPT, 1);
      assertTrue(banner.contains("Demo data of one corporation: Northwind Home, tenant.value=101"),
          banner);
      t.line(tenants);
      String one = t.await("(1 row, ", 1);
      assertTrue(one.matches("(?s).*\\n\\s*1\\s*\\n.*"), "one corporation's rows: " + one);

      t.line("SELECT X FROM SYSTEM_RANGE(1, 200);");
      String paused = t.await("-- more --", 1);
      assertFalse(paused.contains("(200 rows, "), "the first screenful waits: " + paused);
      assertFalse(paused.contains(" 60\n"), paused);
      t.key("Space");
      Thread.sleep(1000);
      String second = t.await("-- more --", 1);
      assertTrue(second.contains(" 60\n"), "Space shows the next screenful: " + second);
      assertFalse(second.contains(" 150\n"), second);
      t.key("q");
      String stopped = t.await("(200 rows, ", 1);
      assertTrue(stopped.contains("listing stopped"), stopped);
      assertFalse(stopped.contains(" 200\n"), "q ends the listing: " + stopped);

      t.line("\\pager");
      t.await("Pager is off.", 1);
      t.line("SELECT X FROM SYSTEM_RANGE(1, 200);");
      String whole = t.await("(200 rows, ", 2);
      String last = whole.substring(whole.lastIndexOf("Pager is off."));
      assertFalse(last.contains("-- more --"), last);
      assertTrue(last.contains(" 200\n"), last);
      t.line("quit");
    }
    List<String> all = console("jdbc:nl:demo");
    all.add("--all-tenants");
    try (Tmux t = Tmux.start(all)) {
      String banner = t.await(PROMPT, 1);
      assertFalse(banner.contains("one corporation"), banner);
      t.line(tenants);
      String every = t.await("(1 row, ", 1);
      assertTrue(every.matches("(?s).*\\n\\s*4\\s*\\n.*"), "all corporations: " + every);
      t.line("quit");
    }
    List<String> other = console("jdbc:nl:demo");
    other.addAll(List.of("--property", "tenant.value=105"));
    try (Tmux t = Tmux.start(other)) {
      assertTrue(t.await(PROMPT, 1).contains("Maison Cuisine, tenant.value=105"));
      t.line("quit");
    }
  }

  private static void assertNoPlumbing(String screen) {
    assertFalse(screen.contains("Remote driver error"), screen);
    assertFalse(screen.contains("Error 0 ("), screen);
    assertFalse(screen.contains("Error while executing SQL"), screen);
    assertFalse(screen.contains("AvaticaRuntimeException"), screen);
    assertFalse(screen.contains("\tat "), screen);
  }

  private static void assertNoLogs(String screen) {
    for (String level : List.of(" INFO ", " WARN ", " ERROR ", "SLF4J")) {
      assertFalse(screen.contains(level), level + " on the screen:\n" + screen);
    }
  }

  private List<String> console(String url) {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator
        + "java";
    return new ArrayList<>(List.of(java, "-Duser.home=" + home, "-jar",
        JAR.toAbsolutePath().toString(), "console", url));
  }
}
