package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/**
 * Gates sharing one engine's caches reuse what they learnt only under the same policy object,
 * catalogue, tenant column, tenant policy and tenant value.
 */
class GateCachesTest {
  private final GateCaches caches = new GateCaches();
  private final SecurityMetrics metrics = new SecurityMetrics();

  private static TenantTables catalogue(String column, boolean ordersHaveTenants) {
    TenantTables.Builder b = TenantTables.builder(column).database("PostgreSQL")
        .searchPath("public");
    return (ordersHaveTenants ? b.tenantTable("public", "orders", Types.INTEGER)
        : b.table("public", "orders")).build();
  }

  private SecurityGate gate(SecurityPolicy policy, TenantTables tables, String column,
      String value, TenantPolicy mode) throws SQLException {
    return new SecurityGate(policy, TenantScope.of(column, value, mode), tables, "t", caches,
        metrics);
  }

  @Test
  void sameSettings_shareLearntShapes() throws SQLException {
    TenantTables tables = catalogue("corp_id", true);
    gate(SecurityPolicy.defaults(), tables, "corp_id", "7", TenantPolicy.INJECT)
        .admit("SELECT id FROM orders WHERE amount > 10");
    gate(SecurityPolicy.defaults(), tables, "corp_id", "7", TenantPolicy.INJECT)
        .admit("SELECT id FROM orders WHERE amount > 20");
    assertEquals(1, metrics.shapeReuses());
    assertTrue(caches.entries() >= 3, "two outcomes and a template: " + caches.entries());
  }

  @Test
  void anotherPolicyObject_doesNotSeeAnAdmissionOfTheFirst() throws SQLException {
    TenantTables tables = catalogue("corp_id", true);
    String sql = "SELECT my_total(id) FROM orders";
    SecurityPolicy allowing = SecurityPolicy.builder().allowFunctions("my_total").build();
    gate(allowing, tables, "corp_id", "7", TenantPolicy.INJECT).admit(sql);
    SecurityGate strict = gate(SecurityPolicy.defaults(), tables, "corp_id", "7",
        TenantPolicy.INJECT);
    assertEquals(Rule.UNLISTED_FUNCTION,
        assertThrows(StatementRefusedException.class, () -> strict.admit(sql)).rule());
  }

  @Test
  void anotherCatalogue_isRewrittenByItsOwnTables() throws SQLException {
    String sql = "SELECT id FROM orders WHERE amount > 10";
    AdmittedStatement fenced = gate(SecurityPolicy.defaults(), catalogue("corp_id", true),
        "corp_id", "7", TenantPolicy.INJECT).admit(sql);
    AdmittedStatement shared = gate(SecurityPolicy.defaults(), catalogue("corp_id", false),
        "corp_id", "7", TenantPolicy.INJECT).admit(sql);
    assertTrue(fenced.tenantFilterAdded());
    assertFalse(shared.tenantFilterAdded());
    assertEquals(sql, shared.sql());
  }

  @Test
  void anotherTenantColumn_restrictsByItsOwnColumn() throws SQLException {
    String sql = "SELECT id FROM orders WHERE amount > 10";
    String byCorp = gate(SecurityPolicy.defaults(), catalogue("corp_id", true), "corp_id", "7",
        TenantPolicy.INJECT).admit(sql).sql();
    String byOrg = gate(SecurityPolicy.defaults(), catalogue("org_id", true), "org_id", "7",
        TenantPolicy.INJECT).admit(sql).sql();
    assertTrue(byCorp.contains("corp_id") && !byCorp.contains("org_id"), byCorp);
    assertTrue(byOrg.contains("org_id") && !byOrg.contains("corp_id"), byOrg);
  }

  @Test
  void anotherTenantValue_doesNotInheritTheFilterOfTheFirst() throws SQLException {
    TenantTables tables = catalogue("corp_id", true);
    String sql = "SELECT id FROM orders WHERE corp_id = 7 AND amount > 10";
    AdmittedStatement own = gate(SecurityPolicy.defaults(), tables, "corp_id", "7",
        TenantPolicy.HYBRID).admit(sql);
    AdmittedStatement other = gate(SecurityPolicy.defaults(), tables, "corp_id", "8",
        TenantPolicy.HYBRID).admit(sql);
    assertTrue(own.tenantFilterPresentInSource());
    assertFalse(other.tenantFilterPresentInSource());
    SecurityGate reject = gate(SecurityPolicy.defaults(), tables, "corp_id", "8",
        TenantPolicy.REJECT);
    assertEquals(Rule.TENANT_FILTER_MISSING,
        assertThrows(StatementRefusedException.class, () -> reject.admit(sql)).rule());
  }
}
