package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Proxy;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The client's {@code ?} values and the tenant value land at the right positions. */
class ParameterBindingTest {
  private final TenantTables catalogue = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("public")
      .tenantTable("public", "orders", Types.INTEGER)
      .tenantTable("public", "customers", Types.BIGINT)
      .tenantTable("public", "notes", Types.VARCHAR)
      .table("public", "regions")
      .build();

  private AdmittedStatement admit(String sql) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), catalogue, "test").admit(sql);
  }

  /** A PreparedStatement that records what is bound where. */
  private static PreparedStatement recorder(Map<Integer, Object> bound) {
    return (PreparedStatement) Proxy.newProxyInstance(ParameterBindingTest.class.getClassLoader(),
        new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
          if (method.getName().startsWith("set") && args != null && args.length >= 2) {
            bound.put((Integer) args[0], args[1]);
          }
          return null;
        });
  }

  private static Map<Integer, Object> bind(AdmittedStatement a, Object... values)
      throws SQLException {
    Map<Integer, Object> bound = new TreeMap<>();
    a.bind(recorder(bound), List.of(values));
    return bound;
  }

  @Test
  void tenantValuesInterleaveWithClientValues() throws SQLException {
    AdmittedStatement a = admit("SELECT * FROM orders o WHERE o.amount > ? AND o.customer_id IN"
        + " (SELECT id FROM customers WHERE name = ?)");
    assertEquals("SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? OFFSET 0) o"
        + " WHERE o.amount > ? AND o.customer_id IN (SELECT id FROM (SELECT * FROM customers nl_t"
        + " WHERE nl_t.corp_id = ? OFFSET 0) customers WHERE name = ?)", a.sql());
    assertEquals(Map.of(1, 105, 2, 10, 3, 105L, 4, "Ann"), bind(a, 10, "Ann"));
    assertEquals(2, a.clientParameterCount());
    assertEquals(4, a.parameterCount());
    assertEquals(2, a.parameterIndex(1));
    assertEquals(4, a.parameterIndex(2));
  }

  @Test
  void clientValueBeforeTheFromClause_staysFirst() throws SQLException {
    AdmittedStatement a = admit("SELECT ?, o.id FROM orders o WHERE o.status = ?");
    assertEquals(Map.of(1, "x", 2, 105, 3, "open"), bind(a, "x", "open"));
  }

  @Test
  void offsetBeforeLimit_isReorderedWithItsValues() throws SQLException {
    AdmittedStatement a = admit("SELECT * FROM regions r WHERE r.name = ? OFFSET ? LIMIT ?");
    assertEquals("SELECT * FROM regions r WHERE r.name = ? LIMIT ? OFFSET ?", a.sql());
    assertEquals(Map.of(1, "Africa", 2, 10, 3, 5), bind(a, "Africa", 5, 10));
  }

  @Test
  void eachTenantColumnGetsItsOwnType() throws SQLException {
    AdmittedStatement a = admit("SELECT * FROM orders, customers, notes");
    assertEquals(Map.of(1, 105, 2, 105L, 3, "105"), bind(a));
  }

  @Test
  void bindTenantAlone_leavesClientPositionsToTheCaller() throws SQLException {
    AdmittedStatement a = admit("SELECT * FROM orders WHERE id = ?");
    Map<Integer, Object> bound = new TreeMap<>();
    a.bindTenant(recorder(bound));
    assertEquals(Map.of(1, 105), bound);
    assertEquals(2, a.parameterIndex(1));
  }

  @Test
  void wrongNumberOfValues_isRefusedBeforeBinding() throws SQLException {
    AdmittedStatement a = admit("SELECT * FROM orders WHERE id = ?");
    SQLException e = assertThrows(SQLException.class, () -> bind(a));
    assertEquals("07001", e.getSQLState());
  }

  @Test
  void withoutTenant_clientValuesStillFollowTheRendering() throws SQLException {
    AdmittedStatement a = new SecurityGate().admit("SELECT * FROM t OFFSET ? LIMIT ?");
    assertEquals(Map.of(1, 10, 2, 5), bind(a, 5, 10));
  }

  @Test
  void tenantValueThatDoesNotFitTheColumnType_isAConfigurationError() {
    SQLException e = assertThrows(SQLException.class, () -> new SecurityGate(
        SecurityPolicy.defaults(), TenantScope.of("corp_id", "acme", TenantPolicy.INJECT),
        catalogue, "test"));
    assertEquals("22023", e.getSQLState());
  }

  @Test
  void executesOnH2WithClientParameters() throws SQLException {
    try (H2Twins db = new H2Twins()) {
      db.assertSameAsTenantOnly("SELECT o.id FROM orders o WHERE o.amount > ? AND o.customer_id"
          + " IN (SELECT id FROM customers WHERE name LIKE ?) ORDER BY o.id LIMIT ? OFFSET ?",
          20, "%1%", 3, 1);
      db.assertSameAsTenantOnly("SELECT ?, count(*) FROM orders WHERE status = ?", "n", "open");
    }
  }
}
