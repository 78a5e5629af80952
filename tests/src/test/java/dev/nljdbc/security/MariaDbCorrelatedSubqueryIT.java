package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Correlated subqueries on MariaDB keep the fence ({@link CorrelatedSubqueries} acts on
 * PostgreSQL only: MariaDB materialises the tenant's rows once and probes them by an automatic
 * key) and return the direct query's rows, NULLs in the correlated columns, NOT EXISTS and two
 * correlated columns included. Three tenants share every key value.
 */
class MariaDbCorrelatedSubqueryIT {
  private static TestDatabases.Scratch scratch;
  private static SecurityGate gate;

  @BeforeAll
  static void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.MARIADB,
        "CREATE TABLE parent (id int PRIMARY KEY, org_id int NOT NULL, k1 int, k2 int,"
            + " label varchar(20) NOT NULL)",
        "CREATE TABLE child (id int PRIMARY KEY, org_id int NOT NULL, k1 int, k2 int,"
            + " status varchar(10) NOT NULL, KEY child_k1 (k1))",
        "INSERT INTO parent SELECT seq, seq % 3 + 1, CASE WHEN seq % 11 = 0 THEN NULL"
            + " ELSE seq % 400 END, CASE WHEN seq % 13 = 0 THEN NULL ELSE seq % 7 END,"
            + " concat('p', seq) FROM seq_1_to_1200",
        "INSERT INTO child SELECT seq, seq % 3 + 1, CASE WHEN seq % 9 = 0 THEN NULL"
            + " ELSE seq % 1000 END, CASE WHEN seq % 17 = 0 THEN NULL ELSE seq % 5 END,"
            + " CASE WHEN seq % 4 = 0 THEN 'ok' ELSE 'bad' END FROM seq_1_to_30000",
        "ANALYZE TABLE parent", "ANALYZE TABLE child");
    try (Connection c = direct()) {
      gate = new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("org_id", "1", TenantPolicy.INJECT), TenantTables.load(c, "org_id"),
          "correlated");
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (scratch != null) {
      scratch.close();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT p.id, (SELECT count(*) FROM {child} c WHERE c.k1 = p.k1) FROM {parent} p",
      "SELECT p.id, EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1),"
          + " NOT EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1 AND c.status = 'ok')"
          + " FROM {parent} p",
      "SELECT count(*), sum(CASE WHEN NOT EXISTS (SELECT 1 FROM {child} c WHERE c.k1 = p.k1"
          + " AND c.k2 = p.k2) THEN 1 ELSE 0 END) FROM {parent} p",
      "SELECT p.id FROM {parent} p WHERE p.id < 60 ORDER BY (SELECT count(*) FROM {child} c"
          + " WHERE c.k1 = p.k1), p.id"})
  void results_matchTheDirectQuery(String template) throws SQLException {
    String query = template.replace("{parent}", "parent").replace("{child}", "child");
    String direct = template.replace("{parent}", "(SELECT * FROM parent WHERE org_id = 1)")
        .replace("{child}", "(SELECT * FROM child WHERE org_id = 1)");
    String admitted = gate.admit(query).sql();
    assertTrue(admitted.contains("child nl_t WHERE") && !admitted.contains("org_id = ?) c"),
        admitted);
    List<String> expected;
    try (Connection c = direct()) {
      expected = Databases.query(c, direct);
    }
    assertFalse(expected.isEmpty(), direct);
    Properties p = new Properties();
    p.setProperty("tenant.column", "org_id");
    p.setProperty("tenant.value", "1");
    p.setProperty("tenant.policy", "inject");
    try (Connection nl = DriverManager.getConnection(scratch.nlUrl(), p)) {
      assertEquals(expected, Databases.query(nl, query), admitted);
    }
  }

  private static Connection direct() throws SQLException {
    return DriverManager.getConnection(scratch.url());
  }
}
