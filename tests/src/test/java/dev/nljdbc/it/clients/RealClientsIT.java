package dev.nljdbc.it.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Real third-party JDBC clients over nljdbc, on PostgreSQL, MariaDB and the demo, in-process
 * and remote: jOOQ's meta model and queries, Spring's JdbcTemplate over HikariCP,
 * SchemaCrawler's catalog walk and sqlline's catalog commands. Clients that load a driver jar
 * (SchemaCrawler, sqlline) run in a JVM of their own with the drop-in jar; jOOQ's and
 * SchemaCrawler's walks through it equal those of the target's own driver.
 */
class RealClientsIT {
  private static final String[] DDL = {
      "CREATE TABLE shop_customer (id int PRIMARY KEY, name varchar(50) NOT NULL)",
      "CREATE TABLE shop_order (id int PRIMARY KEY, customer_id int NOT NULL "
          + "REFERENCES shop_customer (id), total decimal(10, 2))",
      "CREATE INDEX shop_order_customer ON shop_order (customer_id)",
      "INSERT INTO shop_customer VALUES (1, 'Ada'), (2, 'Grace')",
      "INSERT INTO shop_order VALUES (10, 1, 5.50), (11, 2, 7.25), (12, 2, 1.00)"};
  private static Scratch pg;
  private static Scratch maria;
  private static final Map<String, NljdbcServer> SERVERS = new ConcurrentHashMap<>();

  @BeforeAll
  static void schemas() throws SQLException {
    pg = TestDatabases.scratch(Kind.POSTGRESQL, DDL);
    maria = TestDatabases.scratch(Kind.MARIADB, DDL);
  }

  @AfterAll
  static void drop() throws SQLException {
    SERVERS.values().forEach(NljdbcServer::close);
    pg.close();
    maria.close();
  }

  /** A target and a mode. */
  record Case(String target, String mode) {
    @Override
    public String toString() {
      return target + " " + mode;
    }

    boolean demo() {
      return target.equals("demo");
    }

    String customers() {
      return demo() ? "customers" : "shop_customer";
    }

    String targetUrl() {
      return switch (target) {
        case "postgresql" -> pg.url();
        case "mariadb" -> maria.url();
        default -> null;
      };
    }

    String url() {
      String targetUrl = targetUrl();
      if (mode.equals("remote")) {
        NljdbcServer server = SERVERS.computeIfAbsent(target,
            t -> TestServers.start(targetUrl, targetUrl == null ? null : "", null));
        return TestServers.nlUrl(server);
      }
      return targetUrl == null ? "jdbc:nl:demo" : "jdbc:nl:" + targetUrl;
    }

    SQLDialect family() {
      return switch (target) {
        case "postgresql" -> SQLDialect.POSTGRES;
        case "mariadb" -> SQLDialect.MARIADB;
        default -> SQLDialect.H2;
      };
    }
  }

  static Stream<Arguments> cases() {
    List<Arguments> all = new ArrayList<>();
    for (String target : List.of("postgresql", "mariadb", "demo")) {
      for (String mode : List.of("in-process", "remote")) {
        all.add(Arguments.of(new Case(target, mode)));
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void jooq_readsTheMetaModel_andQueries(Case c) throws SQLException {
    try (Connection conn = DriverManager.getConnection(c.url())) {
      DSLContext ctx = DSL.using(conn);
      assertEquals(c.family(), ctx.dialect().family(), "dialect");
      Table<?> customers = ctx.meta().getTables().stream()
          .filter(t -> t.getName().equalsIgnoreCase(c.customers()))
          .findFirst().orElseThrow(() -> new AssertionError("no table " + c.customers()));
      List<String> fields = Stream.of(customers.fields()).map(Field::getName)
          .map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.toList());
      assertTrue(fields.containsAll(List.of("id", "name")) || c.demo() && fields.contains("name"),
          fields.toString());
      assertTrue(customers.getPrimaryKey() != null, "primary key of " + customers.getName());
      assertTrue(ctx.fetch("SELECT name FROM " + c.customers()).size() >= 2);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void springJdbcTemplate_overHikari(Case c) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(c.url());
    config.setMaximumPoolSize(2);
    try (HikariDataSource ds = new HikariDataSource(config)) {
      JdbcTemplate jdbc = new JdbcTemplate(ds);
      Integer n = jdbc.queryForObject("SELECT count(*) FROM " + c.customers(), Integer.class);
      assertTrue(n != null && n >= 2, String.valueOf(n));
      List<Map<String, Object>> one = jdbc.queryForList(
          "SELECT name FROM " + c.customers() + " WHERE " + (c.demo() ? "customer_id" : "id")
              + " = ?", 1);
      assertEquals(1, one.size(), one.toString());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void schemaCrawler_walksTheCatalog_withTheDropInJar(Case c) throws Exception {
    String out = childJvm(SchemaCrawlerProbe.class.getName(), List.of(c.url()), null);
    String customers = Stream.of(out.split(" ")).filter(t -> t.startsWith(c.customers() + ":"))
        .findFirst().orElseThrow(() -> new AssertionError(out));
    assertTrue(customers.endsWith(":true"), "primary key: " + out);
    if (!c.demo()) {
      assertTrue(out.contains("shop_customer:2:true") && out.contains("shop_order:3:true"), out);
    }
  }

  /** PostgreSQL and MariaDB, in-process and remote. */
  static Stream<Arguments> targets() {
    return cases().filter(a -> !((Case) a.get()[0]).demo());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("targets")
  void jooqMetaWalk_withTheDropInJar_equalsTheDirectDrivers(Case c) throws Exception {
    String direct = childJvm(JooqProbe.class.getName(), List.of(c.targetUrl(), "shop_"), null);
    assertTrue(direct.contains("shop_customer:id,name:id:0:") && direct.contains(
        "shop_order:id,customer_id,total:id:1:"), "the direct driver's walk: " + direct);
    assertEquals(direct, childJvm(JooqProbe.class.getName(), List.of(c.url(), "shop_"), null));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("targets")
  void schemaCrawler_withTheDropInJar_equalsTheDirectDriver(Case c) throws Exception {
    String direct = childJvm(SchemaCrawlerProbe.class.getName(), List.of(c.targetUrl(),
        c.target().equals("mariadb") ? "mysql" : c.target()), null);
    assertTrue(direct.contains("shop_customer:2:true"), direct);
    assertEquals(direct, childJvm(SchemaCrawlerProbe.class.getName(), List.of(c.url()), null));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void sqlline_catalogCommands_withTheDropInJar(Case c) throws Exception {
    String table = c.demo() ? "CUSTOMERS" : "shop_customer";
    String script = String.join("\n", "!tables", "!columns " + table, "!primarykeys " + table,
        "!indexes " + table, "!describe " + table, "SELECT count(*) AS n FROM " + c.customers()
            + ";", "!quit", "");
    String out = childJvm("sqlline.SqlLine", List.of("-d", "dev.nljdbc.Driver", "-u", c.url(),
        "-n", "", "-p", "", "--outputformat=csv", "--silent=true"), script);
    String lower = out.toLowerCase(Locale.ROOT);
    assertTrue(Tmuxless.count(lower, "'" + c.customers() + "'") >= 4,
        "!tables, !columns, !primarykeys, !describe name the table:\n" + out);
    assertTrue(lower.contains("'name'"), "!columns lists the columns:\n" + out);
    assertTrue(lower.contains("'n'"), "the query ran:\n" + out);
    assertFalse(out.contains("is not supported"), "sqlline's isolation level on connecting:\n"
        + out);
  }

  /** The demo in-process and through a server over it. */
  static Stream<Arguments> demos() {
    return Stream.of(Arguments.of(new Case("demo", "in-process")),
        Arguments.of(new Case("demo", "remote")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("demos")
  void connectionWarnings_nameTheSqlOfTheLatestQuestion_once(Case c) throws SQLException {
    try (Connection conn = DriverManager.getConnection(c.url());
        Statement s = conn.createStatement()) {
      s.executeQuery("SELECT 1 AS one").close();
      assertNull(conn.getWarnings(), "SQL the client wrote is not reported");
      s.executeQuery("Show me all customers").close();
      SQLWarning first = conn.getWarnings();
      assertNotNull(first);
      assertTrue(first.getMessage().startsWith("nljdbc ran: SELECT"), first.getMessage());
      assertSame(first, conn.getWarnings(), "the same warning until the next question");
      s.executeQuery("Show me all products").close();
      SQLWarning second = conn.getWarnings();
      assertTrue(second.getMessage().startsWith("nljdbc ran: SELECT"), second.getMessage());
      for (SQLWarning w = second; w != null; w = w.getNextWarning()) {
        assertNotSame(first, w, "the latest question only");
      }
      conn.clearWarnings();
      assertNull(conn.getWarnings());
    }
  }

  /**
   * Debian's packaged sqlline 1.0.2 ({@code apt-get install sqlline}) shows only a connection's
   * warnings, and only with verbose and showWarnings on; it shows nljdbc's /history table.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("demos")
  void debianSqlline_showsTheSqlThatRan_withVerboseAndShowWarnings(Case c) throws Exception {
    Assumptions.assumeTrue(Files.isRegularFile(Path.of("/usr/share/java/sqlline.jar"))
        && Files.isExecutable(Path.of("/usr/bin/sqlline")),
        "Debian's sqlline is not installed (apt-get install sqlline; .ci/run installs it)");
    Path home = Files.createTempDirectory("nljdbc-sqlline-home");
    String script = String.join("\n", "!set verbose true", "!set showWarnings true",
        "Show me all customers;", "/history;", "!quit", "");
    ProcessBuilder pb = new ProcessBuilder("/usr/bin/sqlline", "-d", "dev.nljdbc.Driver", "-u",
        c.url(), "-n", "", "-p", "", "--maxWidth=300").redirectErrorStream(true);
    pb.environment().put("JAVA_CLASSPATH", dropInJar().toAbsolutePath().toString());
    pb.environment().put("JAVA_ARGS", "-Duser.home=" + home);
    Process p = pb.start();
    p.getOutputStream().write(script.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "sqlline did not finish");
    try (Stream<Path> files = Files.walk(home)) {
      for (Path f : files.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
        Files.delete(f);
      }
    }
    assertTrue(out.contains("Warning: nljdbc ran: SELECT"), "the SQL that ran:\n" + out);
    assertFalse(out.contains("\tat "), "a warning without a stack trace:\n" + out);
    assertTrue(out.contains("| TURN ") && out.contains("1 row selected"),
        "the /history table:\n" + out);
    assertFalse(out.contains("is not supported"), out);
  }

  /** Runs a main class with the drop-in jar first on the class path; its standard output. */
  private static String childJvm(String mainClass, List<String> args, String stdin)
      throws Exception {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator
        + "java";
    List<String> cp = new ArrayList<>();
    cp.add(dropInJar().toString());
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      String e = entry.replace('\\', '/');
      if (!e.contains("/driver/target/") && !e.contains("/server/target/")
          && !e.contains("nljdbc-driver") && !e.contains("nljdbc-server")) {
        cp.add(entry);
      }
    }
    List<String> command = new ArrayList<>(List.of(java, "-cp",
        String.join(File.pathSeparator, cp), mainClass));
    command.addAll(args);
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    if (stdin != null) {
      p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
    }
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the child JVM did not finish");
    assertEquals(0, p.exitValue(), out);
    if (stdin != null) {
      return out;
    }
    String[] lines = out.split("\n");
    return lines[lines.length - 1];
  }

  /** The drop-in jar the build made. */
  private static Path dropInJar() throws IOException {
    try (Stream<Path> files = Files.list(Path.of("..", "driver", "target"))) {
      return files.filter(p -> p.getFileName().toString().matches("nljdbc-driver-.*-all\\.jar"))
          .findFirst().orElseThrow();
    }
  }

  /** Counting without a terminal. */
  static final class Tmuxless {
    private Tmuxless() {
    }

    static int count(String haystack, String needle) {
      int n = 0;
      for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1)) {
        n++;
      }
      return n;
    }
  }
}
