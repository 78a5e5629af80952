package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/** Relations that may read tenant rows without the tenant column are refused unless shared. */
class UnprovenRelationTest {
  private final TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("app")
      .tenantTable("app", "orders", Types.INTEGER)
      .table("app", "regions")
      .unproven("app", "order_totals")
      .unproven("app", "events")
      .unproven("app", "order_view")
      .tenantTable("app", "order_view", Types.INTEGER)
      .build();

  private SecurityGate gate(SecurityPolicy policy) throws SQLException {
    return new SecurityGate(policy, TenantScope.of("corp_id", "7", TenantPolicy.INJECT), tables,
        "t");
  }

  @Test
  void unprovenRelations_areRefusedEverywhere() throws SQLException {
    SecurityGate gate = gate(SecurityPolicy.defaults());
    for (String sql : new String[] {"SELECT * FROM order_totals", "SELECT * FROM app.events",
        "SELECT * FROM regions WHERE EXISTS (SELECT 1 FROM \"events\")",
        "WITH x AS (SELECT * FROM EVENTS) SELECT * FROM x"}) {
      StatementRefusedException e = assertThrows(StatementRefusedException.class,
          () -> gate.admit(sql), sql);
      assertEquals(Rule.UNPROVEN_RELATION, e.rule(), sql);
    }
  }

  @Test
  void sharedRelationsAndRelationsWithTheColumn_areRead() throws SQLException {
    SecurityGate gate = gate(SecurityPolicy.builder().sharedTables("order_totals", "app.events")
        .build());
    assertEquals("SELECT * FROM order_totals", gate.admit("SELECT * FROM order_totals").sql());
    assertEquals("SELECT * FROM events", gate.admit("SELECT * FROM events").sql());
    assertTrue(gate(SecurityPolicy.defaults()).admit("SELECT * FROM order_view").sql()
        .contains("nl_t.corp_id = ? OFFSET 0"));
    assertThrows(StatementRefusedException.class, () -> gate(SecurityPolicy.builder()
        .sharedTables("other.events").build()).admit("SELECT * FROM events"));
  }
}
