package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tenant fence on PostgreSQL: {@code OFFSET 0} keeps every user expression off other
 * tenants' rows, and the conditions whose operators {@code pg_proc.proleakproof} marks
 * leakproof move inside it, so that a point query by primary key reads one row, not the
 * tenant's table.
 */
class PostgresFenceIT {
  private static FenceFixture fixture;
  private static SecurityGate gate;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new FenceFixture(Kind.POSTGRESQL);
    try (Connection c = fixture.direct()) {
      gate = new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("org_id", "1", TenantPolicy.INJECT), TenantTables.load(c, "org_id"),
          "fence");
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (fixture != null) {
      fixture.close();
    }
  }

  @Test
  void fullTenantScan_reproducedWithTheFenceAlone() throws SQLException {
    try (Connection c = fixture.direct(); PreparedStatement ps = c.prepareStatement(
        "EXPLAIN (FORMAT JSON) SELECT * FROM (SELECT * FROM customers nl_t"
            + " WHERE nl_t.org_id = ? OFFSET 0) customers WHERE id = ?")) {
      ps.setInt(1, 1);
      ps.setInt(2, 101);
      String plan = plan(ps);
      assertFalse(plan.contains("customers_pkey"), plan);
      assertTrue(plan.contains("Seq Scan"), plan);
    }
  }

  @Test
  void pointQuery_usesThePrimaryKey() throws SQLException {
    String sql = gate.admit("SELECT * FROM customers WHERE id = ?").sql();
    assertTrue(sql.contains("WHERE nl_t.id = ? AND nl_t.org_id = ? OFFSET 0"), sql);
    for (String query : List.of("SELECT * FROM customers WHERE id = ?",
        "SELECT email FROM customers c WHERE c.id = 101",
        "SELECT email FROM customers c WHERE c.id BETWEEN ? AND ? AND c.score > 3")) {
      String plan = query.contains("BETWEEN") ? explain(query, 100, 150) : query.contains("?")
          ? explain(query, 101) : explain(query);
      assertTrue(plan.contains("customers_pkey"), query + "\n" + plan);
      assertFalse(plan.contains("Seq Scan"), query + "\n" + plan);
    }
  }

  @Test
  void join_carriesTheKeyAcrossTheJoinIntoTheOtherFence() throws SQLException {
    String query = "SELECT c.email, o.amount FROM customers c JOIN orders o"
        + " ON o.customer_id = c.id WHERE c.id = ?";
    String sql = gate.admit(query).sql();
    assertTrue(sql.contains("WHERE nl_t.customer_id = ? AND nl_t.org_id = ? OFFSET 0) o"), sql);
    String plan = explain(query, 101);
    assertTrue(plan.contains("customers_pkey") && plan.contains("orders_customer"), plan);
    assertFalse(plan.contains("Seq Scan") || plan.contains("orders_org"), plan);
    try (Connection c = fixture.tenant(1); PreparedStatement ps = c.prepareStatement(query)) {
      ps.setInt(1, 101);
      try (ResultSet rs = ps.executeQuery()) {
        assertEquals(List.of("c2@org1.example|201", "c2@org1.example|202"),
            Databases.rows(rs));
      }
    }
  }

  @Test
  void leakyConditions_stayOutsideTheFence() throws SQLException {
    String like = gate.admit("SELECT id FROM customers WHERE email LIKE 'c1%' AND id = 5").sql();
    assertTrue(like.contains("WHERE nl_t.id = 5 AND nl_t.org_id = ? OFFSET 0)"), like);
    assertTrue(like.endsWith("WHERE email LIKE 'c1%'"), like);
    String cast = gate.admit("SELECT id FROM customers c WHERE CAST(c.email AS int) = 5").sql();
    assertTrue(cast.contains("WHERE nl_t.org_id = ? OFFSET 0)"), cast);
    String numeric = gate.admit("SELECT id FROM customers c WHERE c.score = 1.5").sql();
    assertTrue(numeric.contains("WHERE nl_t.org_id = ? OFFSET 0)"), "numeric_eq is not"
        + " leakproof: " + numeric);
    String text = gate.admit("SELECT id FROM customers c WHERE c.email = 'x' OR c.note IS NULL")
        .sql();
    assertTrue(text.contains("(nl_t.email = 'x' OR nl_t.note IS NULL) AND nl_t.org_id = ?"),
        text);
  }

  @Test
  void errorOracle_answersOnlyForTheTenantsOwnRows() throws SQLException {
    String oracle = "SELECT c.id FROM customers c WHERE c.email BETWEEN 'c10@' AND 'c11'"
        + " AND CASE WHEN c.email LIKE '%s%%' THEN 1 / (c.id - c.id) ELSE 0 END = 0";
    try (Connection c = fixture.tenant(1); Statement st = c.createStatement()) {
      for (int org = 2; org <= 5; org++) {
        try (ResultSet rs = st.executeQuery(String.format(oracle, "c10@org" + org + "."))) {
          assertEquals(List.of("501"), Databases.rows(rs), "org " + org);
        }
      }
      SQLException e = assertThrows(SQLException.class,
          () -> st.executeQuery(String.format(oracle, "c10@org1.")).close());
      assertEquals("22012", e.getSQLState());
    }
  }

  @Test
  void parameterInsideTheFence_refusesABindingThatIsNotLeakproof() throws SQLException {
    try (Connection c = fixture.tenant(1);
        PreparedStatement ps = c.prepareStatement("SELECT email FROM customers WHERE id = ?")) {
      ps.setInt(1, 101);
      try (ResultSet rs = ps.executeQuery()) {
        assertEquals(List.of("c2@org1.example"), Databases.rows(rs));
      }
      ps.setLong(1, 151);
      try (ResultSet rs = ps.executeQuery()) {
        assertEquals(List.of("c3@org1.example"), Databases.rows(rs));
      }
      SQLException e = assertThrows(SQLException.class,
          () -> ps.setBigDecimal(1, new BigDecimal("101")));
      assertEquals("22023", e.getSQLState());
      ps.setObject(1, 201);
      try (ResultSet rs = ps.executeQuery()) {
        assertEquals(List.of("c4@org1.example"), Databases.rows(rs), "still usable");
      }
    }
  }

  /** EXPLAIN (FORMAT JSON) of the final SQL nljdbc runs for tenant 1. */
  private static String explain(String sql, Object... values) throws SQLException {
    AdmittedStatement admitted = gate.admit(sql);
    try (Connection c = fixture.direct();
        PreparedStatement ps = c.prepareStatement("EXPLAIN (FORMAT JSON) " + admitted.sql())) {
      admitted.bind(ps, List.of(values));
      return plan(ps);
    }
  }

  private static String plan(PreparedStatement ps) throws SQLException {
    try (ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getString(1);
    }
  }
}
