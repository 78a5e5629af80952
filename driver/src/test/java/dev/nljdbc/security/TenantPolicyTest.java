package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The three tenant policies, what "has the filter" means, the hybrid counter and the audit log. */
class TenantPolicyTest {
  private final TenantTables catalogue = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("public")
      .tenantTable("public", "orders", Types.INTEGER)
      .tenantTable("public", "customers", Types.INTEGER)
      .table("public", "regions")
      .build();

  private SecurityGate gate(TenantPolicy policy, SecurityMetrics metrics) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(), TenantScope.of("corp_id", "105", policy),
        catalogue, "alice", metrics);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT * FROM orders o WHERE o.corp_id = 105",
      "SELECT * FROM orders WHERE corp_id = 105",
      "SELECT * FROM orders WHERE orders.corp_id = '105' AND status = 'open'",
      "SELECT * FROM orders WHERE corp_id = 105::int",
      "SELECT * FROM orders WHERE corp_id = CAST(105 AS int)",
      "SELECT * FROM orders WHERE corp_id IN (105)",
      "SELECT * FROM orders o WHERE 105 = o.corp_id",
      "SELECT * FROM orders o WHERE (o.amount > 1 AND (o.corp_id = 105))",
      "SELECT * FROM public.orders WHERE orders.corp_id = 105",
      "SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id AND c.corp_id = 105"
          + " WHERE o.corp_id = 105",
      "SELECT * FROM regions r LEFT JOIN customers c ON c.region_id = r.id AND c.corp_id = 105",
      "SELECT * FROM orders o WHERE o.corp_id = 105 AND o.customer_id IN"
          + " (SELECT id FROM customers c WHERE c.corp_id = 105)",
      "WITH mine AS (SELECT * FROM orders WHERE corp_id = 105) SELECT * FROM mine",
      "SELECT * FROM regions"})
  void reject_admitsSqlThatHasTheFilter(String sql) throws SQLException {
    AdmittedStatement a = gate(TenantPolicy.REJECT, new SecurityMetrics()).admit(sql);
    assertTrue(a.tenantFilterPresentInSource());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT * FROM orders",
      "SELECT * FROM orders o WHERE o.corp_id = 105 OR o.amount > 0",
      "SELECT * FROM orders o WHERE o.corp_id = 106",
      "SELECT * FROM orders o WHERE o.corp_id = ?",
      "SELECT * FROM orders o, customers c WHERE corp_id = 105",
      "SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.corp_id = 105",
      "SELECT * FROM (SELECT * FROM orders) x WHERE x.corp_id = 105",
      "SELECT * FROM orders o RIGHT JOIN customers c ON c.corp_id = 105 AND o.corp_id = 105",
      "SELECT * FROM orders o WHERE o.corp_id = 105 AND EXISTS (SELECT 1 FROM customers)",
      "WITH mine AS (SELECT * FROM orders) SELECT * FROM mine WHERE corp_id = 105"})
  void reject_refusesSqlWithoutTheFilter(String sql) throws SQLException {
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> gate(TenantPolicy.REJECT, new SecurityMetrics()).admit(sql));
    assertEquals(Rule.TENANT_FILTER_MISSING, e.rule());
    assertTrue(e.getMessage().contains("missing on"), e.getMessage());
  }

  @Test
  void reject_stillRewritesWhatItAdmits() throws SQLException {
    AdmittedStatement a = gate(TenantPolicy.REJECT, new SecurityMetrics())
        .admit("SELECT * FROM orders o WHERE o.corp_id = 105");
    assertTrue(a.tenantFilterAdded());
    assertEquals("SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? OFFSET 0) o"
        + " WHERE o.corp_id = 105", a.sql());
  }

  @Test
  void hybrid_countsInjectionsWithoutAWarnLine() throws SQLException {
    SecurityMetrics metrics = new SecurityMetrics();
    SecurityGate gate = gate(TenantPolicy.HYBRID, metrics);
    String log = stderrOf(() -> gate.admit("SELECT * FROM orders"));
    assertEquals(1, metrics.hybridInjections());
    assertFalse(log.contains("WARN"), log);
    assertFalse(log.contains("rule=tenant-filter-injected"), log);

    gate.admit("SELECT * FROM orders WHERE corp_id = 105");
    gate.admit("SELECT * FROM regions");
    assertEquals(1, metrics.hybridInjections());
    assertEquals(3, metrics.admitted());
    assertEquals(2, metrics.rewritten());
  }

  @Test
  void inject_rewritesWithoutCountingAnInjection() throws SQLException {
    SecurityMetrics metrics = new SecurityMetrics();
    AdmittedStatement a = gate(TenantPolicy.INJECT, metrics).admit("SELECT * FROM orders");
    assertTrue(a.tenantFilterAdded());
    assertFalse(a.tenantFilterPresentInSource());
    assertEquals(0, metrics.hybridInjections());
    assertEquals(1, metrics.rewritten());
  }

  @Test
  void refusals_areAuditedWithUserTenantAndRule() throws SQLException {
    SecurityMetrics metrics = new SecurityMetrics();
    SecurityGate gate = gate(TenantPolicy.INJECT, metrics);
    String log = stderrOf(() -> assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT pg_sleep(5)")));
    assertTrue(log.contains("refused user=alice tenant=corp_id=105 (inject)"
        + " rule=denied-function"), log);
    assertEquals(1, metrics.refused());
  }

  @Test
  void noTenantTableReferenced_isNotARewrite() throws SQLException {
    AdmittedStatement a = gate(TenantPolicy.HYBRID, new SecurityMetrics())
        .admit("SELECT name FROM regions");
    assertFalse(a.tenantFilterAdded());
    assertEquals("SELECT name FROM regions", a.sql());
  }

  @Test
  void catalogueForAnotherColumn_isAConfigurationError() {
    assertEquals("22023", assertThrows(SQLException.class, () -> new SecurityGate(
        SecurityPolicy.defaults(), TenantScope.of("tenant_id", "1", TenantPolicy.INJECT),
        catalogue, null)).getSQLState());
  }

  @Test
  void policyNames_parseLikeTheProperty() throws SQLException {
    assertEquals(TenantPolicy.HYBRID, TenantPolicy.of("hybrid"));
    assertEquals(TenantPolicy.REJECT, TenantPolicy.of(" Reject "));
    assertEquals("22023", assertThrows(SQLException.class, () -> TenantPolicy.of("maybe"))
        .getSQLState());
  }

  private interface Action {
    void run() throws Exception;
  }

  private static String stderrOf(Action action) {
    PrintStream saved = System.err;
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    System.setErr(new PrintStream(buffer, true, StandardCharsets.UTF_8));
    try {
      action.run();
    } catch (Exception e) {
      throw new AssertionError(e);
    } finally {
      System.setErr(saved);
    }
    return buffer.toString(StandardCharsets.UTF_8);
  }
}
