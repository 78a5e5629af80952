package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/**
 * With a tenant, system relations are read only from the database's allowlist, and server
 * variables not at all; without a tenant the denied relations alone apply.
 */
class SystemRelationsTest {
  private final TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("pg_catalog", "app")
      .tenantTable("app", "orders", Types.INTEGER)
      .table("pg_catalog", "pg_settings")
      .table("pg_catalog", "pg_class")
      .table("pg_catalog", "pg_cursors")
      .table("information_schema", "tables")
      .table("information_schema", "innodb_trx")
      .table("app", "pg_notes")
      .build();

  private SecurityGate tenantGate() throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "7", TenantPolicy.INJECT), tables, "t");
  }

  private static Rule refusal(SecurityGate gate, String sql) {
    return assertThrows(StatementRefusedException.class, () -> gate.admit(sql), sql).rule();
  }

  @Test
  void unlistedSystemRelations_areRefusedInEverySpelling() throws SQLException {
    SecurityGate gate = tenantGate();
    for (String sql : new String[] {"SELECT * FROM pg_settings",
        "SELECT * FROM pg_catalog.pg_settings", "SELECT * FROM \"pg_catalog\".\"pg_cursors\"",
        "SELECT * FROM PG_CATALOG.PG_SETTINGS", "SELECT * FROM information_schema.innodb_trx",
        "SELECT o.id FROM orders o WHERE EXISTS (SELECT 1 FROM pg_cursors)",
        "WITH x AS (SELECT * FROM pg_settings) SELECT * FROM x"}) {
      assertEquals(Rule.UNLISTED_RELATION, refusal(gate, sql), sql);
    }
  }

  @Test
  void listedSystemRelationsUserTablesAndShadowingCtes_areRead() throws SQLException {
    SecurityGate gate = tenantGate();
    gate.admit("SELECT relname FROM pg_class");
    gate.admit("SELECT table_name FROM information_schema.tables");
    gate.admit("SELECT * FROM pg_notes");
    gate.admit("WITH pg_settings AS (SELECT 1 AS x) SELECT x FROM pg_settings");
  }

  @Test
  void serverVariables_areRefusedWithATenantOnly() throws SQLException {
    TenantTables maria = TenantTables.builder("corp_id").database("MariaDB").searchPath("app")
        .tenantTable("app", "orders", Types.INTEGER).build();
    SecurityGate gate = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "7", TenantPolicy.INJECT), maria, "t");
    for (String sql : new String[] {"SELECT @@datadir", "SELECT @@GLOBAL.hostname",
        "SELECT id FROM orders WHERE @@version IS NOT NULL"}) {
      assertEquals(Rule.SYSTEM_VARIABLE, refusal(gate, sql), sql);
    }
    new SecurityGate().admit("SELECT @@version");
    new SecurityGate().admit("SELECT * FROM pg_settings");
  }
}
