package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The database-native backstop of {@code docs/security.md}: PostgreSQL row-level security with
 * {@code USING (corp_id = current_setting('app.tenant')::int)}, or a policy per role, filters
 * every query even without nljdbc, and composes with the gate.
 */
class RowLevelSecurityIT {
  private static PgTenantFixture fixture;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
  }

  @AfterAll
  static void tearDown() throws SQLException {
    fixture.close();
  }

  @Test
  void policyOnTheSessionSetting_showsOnlyThatTenantsRows() throws SQLException {
    try (Connection secured = fixture.rowLevelSecured("2");
        Connection all = fixture.unrestricted()) {
      assertEquals(List.of("2"), Databases.query(secured, "SELECT DISTINCT corp_id FROM orders"));
      assertEquals(Databases.query(all, "SELECT * FROM orders WHERE corp_id = 2"),
          Databases.query(secured, "SELECT * FROM orders"));
      assertEquals(Databases.query(all, "SELECT c.id, o.id FROM customers c LEFT JOIN orders o"
              + " ON o.customer_id = c.id AND o.corp_id = 2 WHERE c.corp_id = 2"),
          Databases.query(secured, "SELECT c.id, o.id FROM customers c LEFT JOIN orders o"
              + " ON o.customer_id = c.id"));
      assertEquals(Databases.query(all, "SELECT * FROM regions"),
          Databases.query(secured, "SELECT * FROM regions"), "reference tables are not filtered");
    }
  }

  @Test
  void policyWithoutTheSetting_failsClosed() throws SQLException {
    try (Connection c = Databases.postgres()) {
      Databases.execute(c, "SET search_path TO " + fixture.schema, "SET ROLE " + fixture.role);
      SQLException e = assertThrows(SQLException.class,
          () -> Databases.query(c, "SELECT * FROM orders"));
      assertTrue(e.getMessage().contains("app.tenant"), e.getMessage());
    }
  }

  @Test
  void policyPerRole_needsNoSessionSetting() throws SQLException {
    String role = fixture.schema + "_tenant3";
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, "CREATE ROLE " + role + " NOLOGIN",
          "GRANT USAGE ON SCHEMA " + fixture.schema + " TO " + role,
          "GRANT SELECT ON " + fixture.schema + ".orders TO " + role,
          "CREATE POLICY tenant_3 ON " + fixture.schema + ".orders FOR SELECT TO " + role
              + " USING (corp_id = 3)");
      try {
        try (Connection c = Databases.postgres()) {
          Databases.execute(c, "SET search_path TO " + fixture.schema, "SET ROLE " + role);
          assertEquals(List.of("3"), Databases.query(c, "SELECT DISTINCT corp_id FROM orders"));
        }
      } finally {
        Databases.execute(admin, "DROP POLICY tenant_3 ON " + fixture.schema + ".orders",
            "DROP OWNED BY " + role, "DROP ROLE " + role);
      }
    }
  }

  @Test
  void gateUnderRowLevelSecurity_agreesAndAMisconfiguredGateReadsNothingForeign()
      throws SQLException {
    String sql = "SELECT c.name, sum(o.amount) FROM customers c JOIN orders o"
        + " ON o.customer_id = c.id GROUP BY c.name";
    try (Connection secured = fixture.rowLevelSecured("2");
        Connection all = fixture.unrestricted()) {
      List<String> rls = Databases.query(secured, sql);
      assertEquals(rls, new GateQueryRunner(all, "2").rows(sql));
      assertEquals(rls, new GateQueryRunner(secured, "2").rows(sql));
      assertEquals(List.of(), new GateQueryRunner(secured, "1").rows(sql),
          "the gate for tenant 1 on a connection of tenant 2 sees nothing");
    }
  }

  @Test
  void gateRefusesSwitchingTheTenantSetting() throws SQLException {
    try (Connection secured = fixture.rowLevelSecured("2")) {
      GateQueryRunner runner = new GateQueryRunner(secured, "2");
      for (String sql : List.of("SELECT set_config('app.tenant', '1', false)",
          "SET app.tenant = '1'", "RESET ROLE", "SELECT 1; SET ROLE postgres")) {
        StatementRefusedException e = assertThrows(StatementRefusedException.class,
            () -> runner.rows(sql), sql);
        assertEquals("42501", e.getSQLState());
      }
    }
  }
}
