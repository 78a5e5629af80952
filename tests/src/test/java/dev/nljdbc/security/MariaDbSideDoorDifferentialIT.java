package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The side-door classes of {@link SideDoorGenerator} on MariaDB against a twin database holding
 * only tenant 2's rows, as tenant 2, in-process and through an nljdbc server, each on a
 * one-connection pool that tenant 1 used last. The customers' e-mail addresses are indexed, so
 * index condition pushdown would evaluate a user's predicate on every tenant's entries of a
 * range (the warning and error-oracle classes aim at other tenants' addresses).
 */
class MariaDbSideDoorDifferentialIT {
  private static final int ROWS = 300;
  private static final String NEEDLE = "needle-" + UUID.randomUUID();

  private static String full;
  private static String only;
  private static NljdbcServer server;
  private static List<String> others;
  private static List<String> emails;

  @BeforeAll
  static void setUp() throws SQLException {
    full = Databases.uniqueName("nlsec_sdfull");
    only = full.replace("sdfull", "sdonly");
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + full, "CREATE DATABASE " + only);
    }
    for (String db : List.of(full, only)) {
      try (Connection c = Databases.mariadb(db)) {
        Databases.execute(c, "CREATE TABLE customers (id int PRIMARY KEY, corp_id int NOT NULL,"
            + " name varchar(20) NOT NULL, email varchar(64) NOT NULL, created date, photo blob,"
            + " notes text, KEY by_email (email), KEY by_corp (corp_id))",
            "INSERT INTO customers SELECT seq, 1 + seq % 3, concat('c', seq), concat('c', seq,"
                + " '@tenant-', 1 + seq % 3, '.example'), date '2024-01-01' + INTERVAL seq DAY,"
                + " concat('p', seq), concat('n', seq) FROM seq_1_to_" + ROWS
                + (db.equals(only) ? " WHERE 1 + seq % 3 = 2" : ""),
            "ANALYZE TABLE customers");
      }
    }
    try (Connection c = Databases.mariadb(full)) {
      others = new ArrayList<>(Databases.query(c, "SELECT name FROM customers WHERE corp_id <> 2"));
      others.addAll(Databases.query(c, "SELECT email FROM customers WHERE corp_id <> 2"));
      emails = Databases.query(c, "SELECT email FROM customers WHERE corp_id <> 2 AND id % 25 = 0");
    }
    others.add(NEEDLE);
    server = TestServers.start(url(full), String.join("\n", "tenant.column=corp_id",
        "tenant.policy=inject", "clarify=false", "pool.maxSize=1", ""),
        "tenant1,1,secret-1\ntenant2,2,secret-2\n");
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (server != null) {
      server.stop();
    }
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "DROP DATABASE IF EXISTS " + full,
          "DROP DATABASE IF EXISTS " + only);
    }
  }

  private static String url(String database) {
    return TestDatabases.onDatabase(Kind.MARIADB, database);
  }

  private static Connection inProcess(String tenant) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", tenant);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    p.setProperty("pool.maxSize", "1");
    return DriverManager.getConnection("jdbc:nl:" + url(full), p);
  }

  private static Connection remote(String tenant) throws SQLException {
    return DriverManager.getConnection(TestServers.nlUrl(server),
        TestServers.credentials("tenant" + tenant, "secret-" + tenant));
  }

  private static void victim(Connection c, SideDoorGenerator g) throws SQLException {
    try (Statement st = c.createStatement()) {
      for (int i = 0; i < 6; i++) {
        st.executeQuery("/sql " + g.victimStatement()).close();
      }
    }
  }

  @Test
  void everySideDoorClass_readsNothingOfAnotherTenant_inProcessAndRemote() throws SQLException {
    SideDoorGenerator generator = new SideDoorGenerator(false, emails, NEEDLE, 0);
    SideDoorGenerator.Check check = new SideDoorGenerator.Check(others);
    try (Connection oracle = Databases.mariadb(only)) {
      try (Connection one = inProcess("1")) {
        victim(one, generator);
      }
      try (Connection nl = inProcess("2")) {
        check.runAll("in-process", generator.generate(), nl, oracle);
      }
      try (Connection one = remote("1")) {
        victim(one, generator);
      }
      try (Connection nl = remote("2")) {
        check.runAll("remote", generator.generate(), nl, oracle);
      }
    }
    System.out.println("side-door differential (MariaDB): " + check.outcomes());
    assertTrue(check.failures().isEmpty(), check.failures().size() + " failures:\n"
        + String.join("\n", check.failures().subList(0, Math.min(20, check.failures().size()))));
    for (String mode : List.of("in-process", "remote")) {
      for (String c : generator.generate().keySet()) {
        assertTrue(check.outcomes().keySet().stream().anyMatch(k -> k.startsWith(mode + " " + c
            + " ")), mode + " " + c);
      }
    }
    assertTrue(check.outcomes().keySet().stream().anyMatch(k -> k.contains("error-oracle")
        && k.endsWith("failed")), "an error-oracle predicate fails on the tenant's own rows: "
        + check.outcomes());
  }

  /**
   * The control: the same probes on a plain connection to a database whose {@code customers} is
   * a merged view of tenant 2's rows (the rewrite without the fence, without scrubbing) find
   * other tenants' addresses in warnings and answer the error oracle.
   */
  @Test
  void control_anUnfencedViewLeaksThroughWarningsAndTheErrorOracle() throws SQLException {
    String view = full.replace("sdfull", "sdview");
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + view, "CREATE VIEW " + view + ".customers"
          + " AS SELECT * FROM " + full + ".customers WHERE corp_id = 2");
    }
    SideDoorGenerator.Check check = new SideDoorGenerator.Check(others, false);
    try (Connection oracle = Databases.mariadb(only); Connection plain = Databases.mariadb(view)) {
      SideDoorGenerator generator = new SideDoorGenerator(false, emails, NEEDLE, 0);
      Map<String, List<SideDoorGenerator.Probe>> probes = generator.generate();
      probes.keySet().retainAll(List.of("warning", "error-oracle"));
      check.runAll("plain", probes, plain, oracle);
    } finally {
      try (Connection admin = Databases.mariadb()) {
        Databases.execute(admin, "DROP DATABASE IF EXISTS " + view);
      }
    }
    System.out.println("side-door control (MariaDB): " + check.failures().size() + " failures "
        + check.outcomes());
    for (String leak : List.of("plain warning: another tenant's", "plain error-oracle: fails")) {
      assertTrue(check.failures().stream().anyMatch(f -> f.startsWith(leak)), leak);
    }
  }
}
