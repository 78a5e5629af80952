package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * MariaDB statements that need no fence: a statement whose every expression outside the tenant's
 * derived tables is a column, a plain aggregate or a leakproof comparison of columns goes
 * without {@code LIMIT 9223372036854775807}; anything that could raise on a row keeps the fence,
 * and the validator refuses an unfenced final SQL that is not inert.
 */
class InertQueryTest {
  private static final String FENCE = "LIMIT 9223372036854775807";

  private final TenantTables tables = TenantTables.builder("org_id").database("MariaDB")
      .searchPath("shop")
      .tenantTable("shop", "customers", Types.INTEGER)
      .column("shop", "customers", "id", Types.INTEGER, "INT")
      .column("shop", "customers", "email", Types.VARCHAR, "VARCHAR")
      .column("shop", "customers", "created_on", Types.DATE, "DATE")
      .tenantTable("shop", "orders", Types.INTEGER)
      .column("shop", "orders", "id", Types.INTEGER, "INT")
      .column("shop", "orders", "customer_id", Types.INTEGER, "INT")
      .column("shop", "orders", "amount", Types.DECIMAL, "DECIMAL")
      .column("shop", "orders", "placed_on", Types.DATE, "DATE")
      .column("shop", "orders", "note", Types.VARCHAR, "VARCHAR")
      .build();

  private String admitted(String sql) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("org_id", "1", TenantPolicy.INJECT), tables, "t").admit(sql).sql();
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT o.id, o.customer_id, o.amount FROM orders o WHERE o.id = ?",
      "SELECT * FROM orders WHERE id = ?",
      "SELECT o.id, o.amount FROM orders o WHERE o.placed_on BETWEEN ? AND ?",
      "SELECT c.email, o.id, o.amount FROM customers c JOIN orders o ON o.customer_id = c.id"
          + " WHERE c.id = ?",
      "SELECT c.email, count(o.id) FROM customers c LEFT JOIN orders o"
          + " ON o.customer_id = c.id GROUP BY c.email ORDER BY c.email LIMIT 10",
      "SELECT count(*), sum(o.amount), max(o.note) FROM orders o WHERE o.note = 'gift'",
      "SELECT c.id FROM customers c WHERE c.email BETWEEN 'c10@' AND 'c11'"})
  void inertStatements_goWithoutTheFence(String sql) throws SQLException {
    String admitted = admitted(sql);
    assertFalse(admitted.contains(FENCE), admitted);
    assertTrue(admitted.contains("nl_t.org_id = ?"), admitted);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT c.id FROM customers c WHERE c.email BETWEEN 'c10@' AND 'c11' AND c.email + 0 = 0",
      "SELECT c.email + 0 FROM customers c WHERE c.id = ?",
      "SELECT upper(c.email) FROM customers c",
      "SELECT sum(c.email) FROM customers c",
      "SELECT c.id FROM customers c WHERE IF(c.email LIKE 'c10@g%', EXP(1000), 0) = 0",
      "SELECT c.id, o.id FROM customers c JOIN orders o ON o.note = c.id",
      "SELECT c.id, o.id FROM customers c JOIN orders o ON o.customer_id = c.id + ?",
      "SELECT o.customer_id, count(*) FROM orders o GROUP BY o.customer_id HAVING count(*) > 1",
      "SELECT o.id FROM orders o WHERE o.customer_id IN (SELECT c.id FROM customers c)",
      "SELECT o.id FROM orders o ORDER BY o.amount * 2",
      "SELECT o.id FROM orders o UNION SELECT c.id FROM customers c",
      "SELECT 1 / 0 FROM orders o",
      "SELECT o.id FROM orders o, customers c WHERE o.customer_id = c.id"})
  void anythingThatCouldRaise_keepsTheFence(String sql) throws SQLException {
    String admitted = admitted(sql);
    assertTrue(admitted.contains(FENCE), admitted);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT c.email + 0 FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?) c",
      "SELECT c.id FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?) c"
          + " WHERE c.email + 0 = 0",
      "SELECT c.id FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?) c"
          + " JOIN (SELECT * FROM orders nl_t WHERE nl_t.org_id = ? LIMIT 9223372036854775807) o"
          + " ON o.note = c.id"})
  void validator_refusesAnUnfencedStatementThatIsNotInert(String sql) {
    Refusal r = assertThrows(Refusal.class, () -> validate(sql));
    assertEquals(Rule.TENANT_VALIDATION, r.rule(), r.detail());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT c.id, c.email FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?) c",
      "SELECT c.id FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?"
          + " LIMIT 9223372036854775807) c WHERE c.email + 0 = 0"})
  void validator_acceptsInertUnfencedAndEveryFencedStatement(String sql) {
    validate(sql);
  }

  private void validate(String sql) {
    var select = PolicyInspector.singleQuery(
        SqlParsing.parse(sql, SecurityPolicy.defaults()).statements());
    TenantValidator v = new TenantValidator(tables, SecurityPolicy.defaults(),
        InertQuery.unfenceable(select, tables));
    TreeWalker.walk(select, v);
  }
}
