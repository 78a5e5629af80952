package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/**
 * Grouping sets and array quantifiers that JSqlParser reads as function calls: admitted where
 * the database reads them as syntax, with the tenant filter; refused where they could call a
 * stored function, and whenever they are not in the syntactic position.
 */
class SyntaxCallsTest {
  private static SecurityGate gate(String database) throws SQLException {
    TenantTables catalogue = TenantTables.builder("corp_id").database(database)
        .searchPath("public")
        .tenantTable("public", "orders", Types.INTEGER)
        .tenantTable("public", "customers", Types.INTEGER)
        .build();
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "2", TenantPolicy.INJECT), catalogue, "u");
  }

  private static String admitted(String database, String sql) throws SQLException {
    String out = gate(database).admit(sql).sql();
    assertTrue(out.contains("nl_t.corp_id = ?"), out);
    return out;
  }

  private static Rule refused(String database, String sql) {
    return assertThrows(StatementRefusedException.class, () -> gate(database).admit(sql)).rule();
  }

  @Test
  void postgresql_admitsGroupingSetsAndQuantifiers_withTheTenantFilter() throws SQLException {
    assertTrue(admitted("PostgreSQL", "SELECT status, customer_id, sum(amount) FROM orders"
        + " GROUP BY ROLLUP(status, customer_id)").contains("ROLLUP(status, customer_id)"));
    admitted("PostgreSQL", "SELECT status, grouping(status), sum(amount) FROM orders"
        + " GROUP BY status, CUBE(customer_id, amount)");
    admitted("PostgreSQL", "SELECT * FROM orders WHERE id = ANY(ARRAY[1, 2])");
    admitted("PostgreSQL", "SELECT * FROM orders WHERE amount > ALL(ARRAY[1, 2])");
    admitted("PostgreSQL", "SELECT * FROM orders WHERE amount <> some(ARRAY[3])");
    String nested = admitted("PostgreSQL", "SELECT * FROM orders WHERE customer_id = ANY(ARRAY[("
        + "SELECT max(id) FROM customers)])");
    assertEquals(2, nested.split("nl_t.corp_id = \\?", -1).length - 1, nested);
  }

  @Test
  void postgresql_stillChecksWhatIsInside_andWhatIsElsewhere() {
    assertEquals(Rule.DENIED_FUNCTION, refused("PostgreSQL",
        "SELECT * FROM orders WHERE status = ANY(ARRAY[pg_read_file('/etc/passwd')])"));
    assertEquals(Rule.UNLISTED_FUNCTION, refused("PostgreSQL",
        "SELECT rollup(status) FROM orders"));
    assertEquals(Rule.UNLISTED_FUNCTION, refused("PostgreSQL",
        "SELECT status FROM orders GROUP BY \"rollup\"(status)"));
    assertEquals(Rule.UNLISTED_FUNCTION, refused("PostgreSQL",
        "SELECT status FROM orders GROUP BY public.cube(status)"));
    assertEquals(Rule.UNLISTED_FUNCTION, refused("PostgreSQL",
        "SELECT status FROM orders GROUP BY status + cube(1)"));
    assertEquals(Rule.UNLISTED_FUNCTION, refused("PostgreSQL",
        "SELECT * FROM orders WHERE any(ARRAY[true])"));
  }

  @Test
  void mariadb_admitsQuantifiedSubqueries_andRefusesCallsItCouldRunAsStoredFunctions()
      throws SQLException {
    admitted("MariaDB", "SELECT * FROM orders WHERE customer_id = ANY(SELECT id FROM customers)");
    admitted("MariaDB", "SELECT status, sum(amount) FROM orders GROUP BY status WITH ROLLUP");
    assertEquals(Rule.UNLISTED_FUNCTION, refused("MariaDB",
        "SELECT status FROM orders GROUP BY ROLLUP(status)"));
    assertEquals(Rule.UNLISTED_FUNCTION, refused("MariaDB",
        "SELECT * FROM orders WHERE id = ANY(id)"));
  }
}
