package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Correlated subqueries on PostgreSQL without the fence where they need none
 * ({@link CorrelatedSubqueries}): the same rows as the direct query restricted by hand, with
 * NULLs in the correlated columns, NOT EXISTS, two correlated columns and nested subqueries; an
 * index on the correlated column serves each probe; and an erroring expression beside such a
 * subquery still never shows another tenant's value. Three tenants share every key value, so a
 * missing filter changes every count.
 */
class CorrelatedSubqueryFenceIT {
  private static final int TENANT = 1;
  private static final Pattern UNFENCED_CHILD = Pattern.compile("org_id = \\?\\) c[0-9]?\\b");

  private static TestDatabases.Scratch scratch;
  private static SecurityGate gate;

  @BeforeAll
  static void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE parent (id int PRIMARY KEY, org_id int NOT NULL, k1 int, k2 int,"
            + " label text NOT NULL)",
        "CREATE TABLE child (id int PRIMARY KEY, org_id int NOT NULL, k1 int, k2 int,"
            + " status varchar(10) NOT NULL, note text NOT NULL)",
        "CREATE INDEX child_k1 ON child (k1)",
        "INSERT INTO parent SELECT n, n % 3 + 1, CASE WHEN n % 11 = 0 THEN NULL ELSE n % 400 END,"
            + " CASE WHEN n % 13 = 0 THEN NULL ELSE n % 7 END, 'p' || n"
            + " FROM generate_series(1, 1200) n",
        "INSERT INTO child SELECT n, n % 3 + 1, CASE WHEN n % 9 = 0 THEN NULL ELSE n % 1000 END,"
            + " CASE WHEN n % 17 = 0 THEN NULL ELSE n % 5 END,"
            + " CASE WHEN n % 4 = 0 THEN 'ok' ELSE 'bad' END, 'secret' || (n % 3 + 1) || 'x' || n"
            + " FROM generate_series(1, 30000) n",
        "ANALYZE parent", "ANALYZE child");
    try (Connection c = direct()) {
      gate = new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("org_id", Integer.toString(TENANT), TenantPolicy.INJECT),
          TenantTables.load(c, "org_id"), "correlated");
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (scratch != null) {
      scratch.close();
    }
  }

  /**
   * Each query is written with {@code {parent}} and {@code {child}}: nljdbc reads the tables,
   * the direct query reads the tenant's rows restricted by hand.
   */
  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT p.id, (SELECT count(*) FROM {child} c WHERE c.k1 = p.k1) FROM {parent} p",
      "SELECT p.id, EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1),"
          + " NOT EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1 AND c.status = 'ok')"
          + " FROM {parent} p",
      "SELECT count(*), count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM {child} c"
          + " WHERE c.k1 = p.k1 AND c.status = 'ok')) FROM {parent} p",
      "SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1"
          + " AND c.k2 = p.k2)), count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM {child} c"
          + " WHERE p.k2 = c.k2 AND c.k1 = p.k1)) FROM {parent} p",
      "SELECT p.k2, sum(CASE WHEN EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1"
          + " AND c.k2 = p.k2) THEN 1 ELSE 0 END) FROM {parent} p GROUP BY p.k2",
      "SELECT p.id, (SELECT max(c.id) FROM {child} c WHERE c.k2 = p.k2 AND c.k1 = p.k1),"
          + " (SELECT min(c2.note) FROM {child} c2 WHERE c2.id = p.id) FROM {parent} p",
      "SELECT q.id, q.n FROM (SELECT p.id, (SELECT count(*) FROM {child} c WHERE c.k1 = p.k1)"
          + " AS n FROM {parent} p) q WHERE q.n > 1",
      "SELECT p.id, (SELECT count(*) FROM {child} c WHERE c.k1 = p.k1) + (SELECT max(c3.id)"
          + " FROM {child} c3 WHERE c3.k1 = p.k1 AND EXISTS (SELECT 1 FROM {child} c2"
          + " WHERE c2.k2 = p.k2 AND c2.id = c3.id)) FROM {parent} p",
      "SELECT p.id, (SELECT max((SELECT count(*) FROM {child} c2 WHERE c2.k2 = c.k2))"
          + " FROM {child} c WHERE c.k1 = p.k1) FROM {parent} p",
      "SELECT p.k1 FROM {parent} p GROUP BY p.k1 HAVING (SELECT count(*) FROM {child} c"
          + " WHERE c.k1 = p.k1) > 5",
      "SELECT p.id FROM {parent} p WHERE p.id < 60 ORDER BY (SELECT count(*) FROM {child} c"
          + " WHERE c.k1 = p.k1), p.id"})
  void results_matchTheDirectQuery(String template) throws SQLException {
    String query = template.replace("{parent}", "parent").replace("{child}", "child");
    String direct = template.replace("{parent}", "(SELECT * FROM parent WHERE org_id = 1)")
        .replace("{child}", "(SELECT * FROM child WHERE org_id = 1)");
    String admitted = gate.admit(query).sql();
    assertTrue(UNFENCED_CHILD.matcher(admitted).find(), "no subquery went unfenced: " + admitted);
    List<String> expected;
    try (Connection c = direct()) {
      expected = Databases.query(c, direct);
    }
    assertFalse(expected.isEmpty(), direct);
    try (Connection nl = tenant(TENANT)) {
      assertEquals(expected, Databases.query(nl, query), admitted);
    }
  }

  @Test
  void fullTenantScanPerProbe_reproducedWithTheFence() throws SQLException {
    String fenced = "EXPLAIN (FORMAT JSON) SELECT p.id, (SELECT count(*) FROM (SELECT * FROM child"
        + " nl_t WHERE nl_t.org_id = 1 OFFSET 0) c WHERE c.k1 = p.k1) FROM (SELECT * FROM parent"
        + " nl_t WHERE nl_t.org_id = 1 OFFSET 0) p";
    try (Connection c = direct()) {
      String plan = Databases.query(c, fenced).toString();
      assertFalse(plan.contains("child_k1"), plan);
    }
  }

  @Test
  void correlatedCount_usesTheIndexOnTheCorrelatedColumn() throws SQLException {
    AdmittedStatement admitted = gate.admit("SELECT p.id, (SELECT count(*) FROM child c"
        + " WHERE c.k1 = p.k1) FROM parent p");
    try (Connection c = direct();
        PreparedStatement ps = c.prepareStatement("EXPLAIN (FORMAT JSON) " + admitted.sql())) {
      admitted.bind(ps, List.of());
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        String plan = rs.getString(1);
        assertTrue(plan.contains("child_k1"), plan);
      }
    }
  }

  /**
   * An expression that fails on a value, beside or around a correlated subquery, or inside one
   * (which keeps the fence there), fails on the tenant's own rows only: neither the gate's
   * unscrubbed message nor the driver's shows another tenant's value.
   */
  @Test
  void failingExpressions_neverShowAnotherTenantsValue() throws SQLException {
    List<String> others = new ArrayList<>();
    try (Connection c = direct()) {
      others.addAll(Databases.query(c, "SELECT note FROM child WHERE org_id <> " + TENANT));
      others.addAll(Databases.query(c, "SELECT label FROM parent WHERE org_id <> " + TENANT));
    }
    String[] probes = {
        "SELECT p.id FROM parent p ORDER BY (SELECT min(c.note) FROM child c"
            + " WHERE c.k1 = p.k1)::int",
        "SELECT p.id, (SELECT min(c.note) FROM child c WHERE c.id = p.id)::date FROM parent p",
        "SELECT count(*) FILTER (WHERE (SELECT max(c.note) FROM child c WHERE c.k1 = p.k1)::int"
            + " > 0) FROM parent p",
        "SELECT p.id, (SELECT count(*) FROM child c WHERE c.k1 = p.k1) FROM parent p"
            + " WHERE p.label::int = 0",
        "SELECT p.id, (SELECT count(*) FROM child c WHERE c.k1 = p.k1 AND c.note::int = 0)"
            + " FROM parent p",
        "SELECT p.id, (SELECT max(c.note::int) FROM child c WHERE c.k1 = p.k1) FROM parent p",
        "SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM child c WHERE c.k1 = p.k1"
            + " AND to_date(c.note, 'YYYY') IS NULL)) FROM parent p",
        "SELECT p.id, (SELECT count(*) FROM child c WHERE c.k1 = p.k1"
            + " AND c.k2 = p.label::int) FROM parent p",
        "SELECT p.id, (SELECT count(*) FROM child c WHERE c.k1 = p.k1 AND c.k2 = p.k2"
            + " AND c.note::int = 0) FROM parent p"};
    List<String> leaks = new ArrayList<>();
    int failed = 0;
    for (String sql : probes) {
      String message = null;
      try (Connection c = direct()) {
        AdmittedStatement admitted = gate.admit(sql);
        try (PreparedStatement ps = c.prepareStatement(admitted.sql())) {
          admitted.bind(ps, List.of());
          ps.executeQuery().close();
        }
      } catch (SQLException e) {
        message = String.valueOf(e.getMessage());
        failed++;
      }
      if (message != null) {
        for (String other : others) {
          if (containsWord(message, other)) {
            leaks.add("through the gate: " + sql + "\n  " + message);
            break;
          }
        }
      }
      try (Connection nl = tenant(TENANT)) {
        Databases.query(nl, sql);
      } catch (SQLException e) {
        String scrubbed = String.valueOf(e.getMessage());
        for (String other : others) {
          if (containsWord(scrubbed, other)) {
            leaks.add(sql + "\n  " + scrubbed);
            break;
          }
        }
      }
    }
    assertTrue(leaks.isEmpty(), "other tenants' values in error messages:\n"
        + String.join("\n", leaks));
    assertEquals(probes.length, failed, "every probe fails on the tenant's own rows");
    for (String sql : List.of(probes[0], probes[1], probes[2], probes[3])) {
      String admitted = gate.admit(sql).sql();
      assertTrue(UNFENCED_CHILD.matcher(admitted).find(), admitted);
    }
  }

  private static boolean containsWord(String text, String word) {
    return Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(word) + "(?![A-Za-z0-9_])")
        .matcher(text).find();
  }

  private static Connection direct() throws SQLException {
    return DriverManager.getConnection(scratch.url());
  }

  private static Connection tenant(int org) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "org_id");
    p.setProperty("tenant.value", Integer.toString(org));
    p.setProperty("tenant.policy", "inject");
    return DriverManager.getConnection(scratch.nlUrl(), p);
  }
}
