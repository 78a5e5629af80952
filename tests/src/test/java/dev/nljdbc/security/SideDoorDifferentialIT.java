package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The side-door classes of {@link SideDoorGenerator} on PostgreSQL against row-level security
 * ({@link PgTenantFixture}), as tenant 2, in-process and through an nljdbc server, each on a
 * one-connection pool that tenant 1 used last (six runs of a statement carrying a search term,
 * enough for pgjdbc to prepare it on the server). A large object holds every other tenant's
 * values. Nothing of another tenant may be read, and the large object must stay as it was.
 */
class SideDoorDifferentialIT {
  private static PgTenantFixture fixture;
  private static NljdbcServer server;
  private static long largeObject;
  private static String content;
  private static List<String> others;
  private static List<String> names;
  private static final String NEEDLE = "needle-" + UUID.randomUUID();

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
    try (Connection unrestricted = fixture.unrestricted()) {
      others = new ArrayList<>(fixture.otherTenantsValues(unrestricted, "2"));
      names = Databases.query(unrestricted, "SELECT name FROM customers WHERE corp_id <> 2");
      content = String.join(" ", others);
      largeObject = Long.parseLong(Databases.query(unrestricted, "SELECT lo_from_bytea(0,"
          + " convert_to('" + content + "', 'UTF8'))::bigint").get(0));
    }
    others.add(NEEDLE);
    server = TestServers.start(Databases.postgresIn(fixture.schema), String.join("\n",
        "tenant.column=corp_id", "tenant.policy=inject", "clarify=false", "pool.maxSize=1", ""),
        "tenant1,1,secret-1\ntenant2,2,secret-2\n");
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (server != null) {
      server.stop();
    }
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, "SELECT lo_unlink(" + largeObject + ")");
    }
    if (fixture != null) {
      fixture.close();
    }
  }

  private static Connection inProcess(String tenant) throws SQLException {
    Properties p = new Properties();
    if (tenant != null) {
      p.setProperty("tenant.column", "corp_id");
      p.setProperty("tenant.value", tenant);
      p.setProperty("tenant.policy", "inject");
    }
    p.setProperty("clarify", "false");
    p.setProperty("pool.maxSize", "1");
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(fixture.schema), p);
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
    SideDoorGenerator generator = new SideDoorGenerator(true, names, NEEDLE, largeObject);
    SideDoorGenerator.Check check = new SideDoorGenerator.Check(others);
    try (Connection oracle = fixture.rowLevelSecured("2")) {
      try (Connection one = inProcess("1")) {
        victim(one, generator);
      }
      try (Connection nl = inProcess("2")) {
        check.runAll("in-process", generator.generate(), nl, oracle);
      }
      try (Connection open = inProcess(null); Statement st = open.createStatement()) {
        String left = String.join("\n", Databases.rows(
            st.executeQuery("/sql SELECT * FROM pg_prepared_statements")));
        assertFalse(left.contains(NEEDLE), "tenant 1's statement stayed on the pooled"
            + " connection: " + left);
      }
      try (Connection one = remote("1")) {
        victim(one, generator);
      }
      try (Connection nl = remote("2")) {
        check.runAll("remote", generator.generate(), nl, oracle);
      }
    }
    try (Connection admin = Databases.postgres()) {
      assertEquals(List.of(content), Databases.query(admin, "SELECT convert_from(lo_get("
          + largeObject + "), 'UTF8')"), "the large object was changed");
    }
    System.out.println("side-door differential (PostgreSQL): " + check.outcomes());
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
   * The control: the same probes on pgjdbc alone (the unrestricted connection nljdbc's in-process
   * driver wraps) hand out pgjdbc's own objects, among them a locator of the large object that
   * holds other tenants' values.
   */
  @Test
  void control_pgjdbcAloneHandsOutItsObjectsAndLargeObjects() throws SQLException {
    SideDoorGenerator.Check check = new SideDoorGenerator.Check(others, false);
    try (Connection oracle = fixture.rowLevelSecured("2");
        Connection plain = fixture.unrestricted()) {
      Map<String, List<SideDoorGenerator.Probe>> probes =
          new SideDoorGenerator(true, names, NEEDLE, largeObject).generate();
      probes.keySet().retainAll(List.of("target-object", "large-object"));
      check.runAll("plain", probes, plain, oracle);
    }
    System.out.println("side-door control (PostgreSQL): " + check.failures().size()
        + " failures " + check.outcomes());
    for (String leak : List.of("plain target-object: the target driver's own object",
        "plain large-object: the target driver's own object org.postgresql.jdbc.PgBlob")) {
      assertTrue(check.failures().stream().anyMatch(f -> f.startsWith(leak)), leak);
    }
  }
}
