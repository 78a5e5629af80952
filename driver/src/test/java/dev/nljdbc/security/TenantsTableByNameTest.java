package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/**
 * The tenants' own table when no foreign key from the tenant column points at it: a table
 * without the tenant column named like the tenants ({@code corporations} for {@code corp_id})
 * may list every tenant, so it is refused unless shared; a foreign key makes it a table
 * filtered by its key, and other plain tables stay readable.
 */
class TenantsTableByNameTest {

  private static TenantTables.Builder catalogue() {
    return TenantTables.builder("corp_id").database("PostgreSQL").searchPath("app")
        .tenantTable("app", "orders", Types.INTEGER)
        .table("app", "regions")
        .table("app", "corporations");
  }

  private static SecurityGate gate(TenantTables tables, SecurityPolicy policy)
      throws SQLException {
    return new SecurityGate(policy, TenantScope.of("corp_id", "2", TenantPolicy.INJECT), tables,
        "t");
  }

  @Test
  void aTableNamedLikeTheTenants_withoutAForeignKey_isRefused() throws SQLException {
    SecurityGate gate = gate(catalogue().build(), SecurityPolicy.defaults());
    for (String sql : new String[] {"SELECT * FROM corporations", "SELECT name FROM"
        + " \"corporations\"", "SELECT o.id FROM orders o JOIN app.CORPORATIONS c ON c.id ="
        + " o.corp_id", "SELECT (SELECT count(*) FROM corporations)"}) {
      StatementRefusedException e = assertThrows(StatementRefusedException.class,
          () -> gate.admit(sql), sql);
      assertEquals(Rule.UNPROVEN_RELATION, e.rule(), sql);
      assertTrue(e.getMessage().contains("named like the tenants"), e.getMessage());
    }
    assertEquals("SELECT * FROM regions", gate.admit("SELECT * FROM regions").sql());
  }

  @Test
  void listedAsShared_isReadUnfiltered() throws SQLException {
    SecurityGate gate = gate(catalogue().build(),
        SecurityPolicy.builder().sharedTables("corporations").build());
    assertEquals("SELECT * FROM corporations", gate.admit("SELECT * FROM corporations").sql());
  }

  @Test
  void withAForeignKey_isFilteredByItsKey() throws SQLException {
    TenantTables tables = catalogue()
        .tenantKeyTable("app", "corporations", "id", Types.INTEGER, "int4").build();
    String sql = gate(tables, SecurityPolicy.defaults()).admit("SELECT * FROM corporations")
        .sql();
    assertTrue(sql.contains("nl_t.id = ?"), sql);
  }
}
