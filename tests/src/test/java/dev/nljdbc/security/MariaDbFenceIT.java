package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tenant fence on MariaDB: a derived table with {@code LIMIT 9223372036854775807} is
 * materialised from the tenant's rows, so index condition pushdown never evaluates a user's
 * predicate on another tenant's index entries; the leakproof conditions inside it keep the
 * primary key usable.
 */
class MariaDbFenceIT {
  /** The user's text: a range the email index serves across every tenant, and a leaky test. */
  private static final String WARNING_LEAK = "SELECT c.id FROM customers c WHERE c.org_id = 1"
      + " AND c.email BETWEEN 'c10@' AND 'c11' AND c.email + 0 = 0";
  /** The rewrite as it was before the fence, for the reproduction. */
  private static final String UNFENCED = "SELECT c.id FROM (SELECT * FROM customers nl_t"
      + " WHERE nl_t.org_id = 1) c WHERE c.org_id = 1 AND c.email BETWEEN 'c10@' AND 'c11'";
  private static final Pattern ORG = Pattern.compile("@org(\\d+)\\.");

  private static FenceFixture fixture;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new FenceFixture(Kind.MARIADB);
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (fixture != null) {
      fixture.close();
    }
  }

  private static String oracle(String prefix) {
    return "SELECT c.id FROM customers c WHERE c.org_id = 1 AND c.email BETWEEN 'c10@' AND 'c11'"
        + " AND IF(c.email LIKE '" + prefix + "%', EXP(1000), 0) = 0";
  }

  /** The tenants whose e-mail addresses the messages quote. */
  private static TreeSet<Integer> tenantsIn(List<String> messages) {
    TreeSet<Integer> orgs = new TreeSet<>();
    for (String m : messages) {
      Matcher x = ORG.matcher(m);
      while (x.find()) {
        orgs.add(Integer.parseInt(x.group(1)));
      }
    }
    return orgs;
  }

  @Test
  void warningLeak_reproducedOnTheUnfencedRewrite() throws SQLException {
    try (Connection c = fixture.direct(); Statement st = c.createStatement()) {
      try (ResultSet rs = st.executeQuery(UNFENCED + " AND c.email + 0 = 0")) {
        assertEquals(List.of("501"), Databases.rows(rs));
      }
      TreeSet<Integer> orgs = tenantsIn(FenceFixture.messages(st.getWarnings()));
      assertTrue(orgs.size() > 1 && orgs.contains(2), "warnings quote other tenants: " + orgs);
    }
  }

  @Test
  void warningLeak_closedByTheFence() throws SQLException {
    try (Connection c = fixture.tenant(1); Statement st = c.createStatement()) {
      List<String> messages = new ArrayList<>();
      try (ResultSet rs = st.executeQuery(WARNING_LEAK)) {
        assertEquals(List.of("501"), Databases.rows(rs));
        messages.addAll(FenceFixture.messages(rs.getWarnings()));
      }
      messages.addAll(FenceFixture.messages(st.getWarnings()));
      messages.addAll(FenceFixture.messages(c.getWarnings()));
      TreeSet<Integer> orgs = tenantsIn(messages);
      assertTrue(orgs.isEmpty() || orgs.equals(new TreeSet<>(List.of(1))),
          "only the tenant's own values, if any: " + messages);
    }
  }

  @Test
  void errorOracle_reproducedOnTheUnfencedRewrite() throws SQLException {
    try (Connection c = fixture.direct(); Statement st = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> st.executeQuery(UNFENCED
          + " AND IF(c.email LIKE 'c10@org2%', EXP(1000), 0) = 0").close());
      assertTrue(e.getMessage().contains("exp(1000)"), e.getMessage());
    }
  }

  @Test
  void errorOracle_answersOnlyForTheTenantsOwnRows() throws SQLException {
    try (Connection c = fixture.tenant(1); Statement st = c.createStatement()) {
      for (int org = 2; org <= 5; org++) {
        try (ResultSet rs = st.executeQuery(oracle("c10@org" + org + "."))) {
          assertEquals(List.of("501"), Databases.rows(rs), "org " + org);
        }
      }
      assertThrows(SQLException.class, () -> st.executeQuery(oracle("c10@org1.")).close(),
          "the predicate still runs on the tenant's own rows");
      try (ResultSet rs = st.executeQuery("SELECT count(*) FROM customers")) {
        assertEquals(List.of("200"), Databases.rows(rs), "the connection keeps working");
      }
    }
  }

  @Test
  void explain_userPredicateStaysOutsideTheMaterialisedTenantRows() throws SQLException {
    String plan = plan(WARNING_LEAK);
    int inner = plan.indexOf("\"materialized\"");
    assertTrue(inner > 0, plan);
    assertTrue(plan.substring(0, inner).contains("c.email + 0 = 0"), plan);
    assertFalse(plan.substring(inner).contains("+ 0"), plan);
    assertTrue(plan.substring(inner).contains("between 'c10@' and 'c11'"), plan);
  }

  @Test
  void explain_pointQueryByPrimaryKeyUsesTheKey() throws SQLException {
    String sql = gate().admit("SELECT * FROM customers WHERE id = ?").sql();
    assertTrue(sql.contains("nl_t.id = ? AND nl_t.org_id = ?)"), sql);
    assertFalse(sql.contains("LIMIT"), "an inert statement goes without the fence: " + sql);
    String plan = plan("SELECT * FROM customers WHERE id = ?", 101);
    assertTrue(plan.contains("\"key\": \"PRIMARY\""), plan);
    assertTrue(plan.contains("\"access_type\": \"const\""), plan);
    assertFalse(plan.contains("\"materialized\""), plan);
  }

  @Test
  void inertJoin_isMergedAndAnswersAsTheTenantsOwnRows() throws SQLException {
    String join = "SELECT c.email, o.id, o.amount FROM customers c JOIN orders o"
        + " ON o.customer_id = c.id WHERE c.id = ?";
    assertFalse(plan(join, 101).contains("\"materialized\""), plan(join, 101));
    for (int id : new int[] {101, 102, 151}) {
      List<String> expected;
      try (Connection c = fixture.direct(); PreparedStatement ps = c.prepareStatement(
          join + " AND c.org_id = 1 AND o.org_id = 1")) {
        ps.setInt(1, id);
        try (ResultSet rs = ps.executeQuery()) {
          expected = Databases.rows(rs);
        }
      }
      try (Connection c = fixture.tenant(1); PreparedStatement ps = c.prepareStatement(join)) {
        ps.setInt(1, id);
        try (ResultSet rs = ps.executeQuery()) {
          assertEquals(expected, Databases.rows(rs), "customer " + id);
        }
      }
    }
  }

  @Test
  void inertRangeOverEveryTenantsIndexEntries_warnsAboutNothing() throws SQLException {
    String range = "SELECT c.id, c.email FROM customers c WHERE c.email BETWEEN 'c10@' AND 'c11'";
    assertFalse(gate().admit(range).sql().contains("LIMIT"), gate().admit(range).sql());
    try (Connection c = fixture.tenant(1); Statement st = c.createStatement()) {
      List<String> messages = new ArrayList<>();
      try (ResultSet rs = st.executeQuery(range)) {
        List<String> rows = Databases.rows(rs);
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().allMatch(r -> r.contains("@org1.")), rows.toString());
        messages.addAll(FenceFixture.messages(rs.getWarnings()));
      }
      messages.addAll(FenceFixture.messages(st.getWarnings()));
      assertEquals(List.of(), messages);
    }
  }

  @Test
  void explain_rangeAndJoinUseTheirKeys() throws SQLException {
    String range = plan("SELECT c.id, c.email FROM customers c WHERE c.id BETWEEN ? AND ?", 100,
        150);
    assertTrue(range.contains("\"key\": \"PRIMARY\""), range);
    String join = plan("SELECT c.email, o.amount FROM customers c JOIN orders o"
        + " ON o.customer_id = c.id WHERE c.id = ? AND o.amount > ?", 101, 0);
    assertTrue(join.contains("\"key\": \"PRIMARY\""), join);
  }

  @Test
  void textColumnComparedWithAParameter_acceptsTextOnly() throws SQLException {
    try (Connection c = fixture.tenant(1);
        PreparedStatement ps = c.prepareStatement(
            "SELECT id FROM customers WHERE email = ? AND score >= ?")) {
      ps.setString(1, "c10@org1.example");
      ps.setInt(2, 0);
      try (ResultSet rs = ps.executeQuery()) {
        assertEquals(List.of("501"), Databases.rows(rs));
      }
      SQLException e = assertThrows(SQLException.class, () -> ps.setInt(1, 0));
      assertEquals("22023", e.getSQLState());
    }
  }

  private static SecurityGate gate() throws SQLException {
    try (Connection c = fixture.direct()) {
      return new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("org_id", "1", TenantPolicy.INJECT), TenantTables.load(c, "org_id"),
          "fence");
    }
  }

  /** EXPLAIN FORMAT=JSON of the final SQL nljdbc runs for the tenant 1. */
  private static String plan(String sql, Object... values) throws SQLException {
    AdmittedStatement admitted = gate().admit(sql);
    try (Connection c = fixture.direct();
        PreparedStatement ps = c.prepareStatement("EXPLAIN FORMAT=JSON " + admitted.sql())) {
      admitted.bind(ps, List.of(values));
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getString(1);
      }
    }
  }
}
