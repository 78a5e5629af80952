package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Correlated subqueries that need no fence on PostgreSQL: a subquery in a select list, HAVING or
 * ORDER BY that holds nothing but leakproof equalities with its enclosing SELECT's filtered
 * tables and plain aggregates reads its table without {@code OFFSET 0}; anything else keeps the
 * fence, and the validator refuses an unfenced filter anywhere else.
 */
class CorrelatedSubqueriesTest {
  private static final String FENCED_ORDERS = "(SELECT * FROM orders nl_t WHERE nl_t.org_id = ?"
      + " OFFSET 0) o";
  private static final String UNFENCED_ORDERS = "(SELECT * FROM orders nl_t WHERE"
      + " nl_t.org_id = ?) o";

  private final TenantTables tables = TenantTables.builder("org_id").database("PostgreSQL")
      .searchPath("public")
      .tenantTable("public", "customers", Types.INTEGER)
      .column("public", "customers", "id", Types.INTEGER, "int4")
      .column("public", "customers", "email", Types.VARCHAR, "varchar")
      .column("public", "customers", "score", Types.NUMERIC, "numeric")
      .column("public", "customers", "big", Types.BIGINT, "int8")
      .tenantTable("public", "orders", Types.INTEGER)
      .column("public", "orders", "id", Types.INTEGER, "int4")
      .column("public", "orders", "customer_id", Types.INTEGER, "int4")
      .column("public", "orders", "amount", Types.NUMERIC, "numeric")
      .column("public", "orders", "status", Types.VARCHAR, "varchar")
      .column("public", "orders", "placed", Types.DATE, "date")
      .table("public", "regions")
      .leakproof(List.of(
          new String[] {"=", "int4", "int4", "t"}, new String[] {"<", "int4", "int4", "t"},
          new String[] {"=", "int8", "int8", "t"}, new String[] {"=", "int4", "int8", "t"},
          new String[] {"=", "int8", "int4", "t"}, new String[] {"=", "text", "text", "t"},
          new String[] {"=", "numeric", "numeric", "f"}, new String[] {"=", "date", "date", "t"}),
          List.of(new String[] {"varchar", "text", "t"}, new String[] {"int4", "int8", "t"},
              new String[] {"int4", "numeric", "f"}))
      .build();

  private String admitted(String sql) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("org_id", "1", TenantPolicy.INJECT), tables, "t").admit(sql).sql();
  }

  @Test
  void countInTheSelectList_readsItsTableWithoutTheFence() throws SQLException {
    String sql = admitted("SELECT c.email, (SELECT count(*) FROM orders o"
        + " WHERE o.customer_id = c.id) AS n FROM customers c");
    assertEquals("SELECT c.email, (SELECT count(*) FROM " + UNFENCED_ORDERS
        + " WHERE o.customer_id = c.id) AS n FROM (SELECT * FROM customers nl_t"
        + " WHERE nl_t.org_id = ? OFFSET 0) c", sql);
  }

  @Test
  void existsInAnAggregateFilter_keepsItsMovedConditionsAndLosesOnlyTheFence()
      throws SQLException {
    String sql = admitted("SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM orders o"
        + " WHERE o.customer_id = c.id AND o.status = 'paid')) FROM customers c");
    assertTrue(sql.contains("NOT EXISTS (SELECT 1 FROM (SELECT * FROM orders nl_t WHERE"
        + " nl_t.status = 'paid' AND nl_t.org_id = ?) o WHERE o.customer_id = c.id)"), sql);
    assertTrue(sql.contains("customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c"), sql);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT c.id, CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)"
          + " THEN 'yes' END FROM customers c",
      "SELECT c.id FROM customers c ORDER BY (SELECT max(o.placed) FROM orders o"
          + " WHERE o.customer_id = c.id)",
      "SELECT c.email FROM customers c GROUP BY c.email, c.id HAVING (SELECT sum(o.amount)"
          + " FROM orders o WHERE o.customer_id = c.id AND c.id = o.id) > 3",
      "SELECT c.id, (SELECT o.status FROM orders o WHERE o.id = c.id) FROM customers c",
      "SELECT x.id FROM (SELECT DISTINCT c.id, (SELECT count(*) FROM orders o"
          + " WHERE o.customer_id = c.id) AS n FROM customers c) x WHERE x.n > 1",
      "SELECT c.id, NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)"
          + " FROM customers c"})
  void plainCorrelatedSubqueries_goWithoutTheFence(String sql) throws SQLException {
    String admitted = admitted(sql);
    assertTrue(admitted.contains(UNFENCED_ORDERS), admitted);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT c.id FROM customers c WHERE EXISTS (SELECT 1 FROM orders o"
          + " WHERE o.customer_id = c.id)",
      "SELECT c.id FROM customers c WHERE (SELECT count(*) FROM orders o"
          + " WHERE o.customer_id = c.id) > 1",
      "SELECT c.id FROM customers c JOIN regions r ON EXISTS (SELECT 1 FROM orders o"
          + " WHERE o.customer_id = c.id)",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id"
          + " AND o.amount = 1.5) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id"
          + " AND length(o.status) = 0) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id < c.id) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.big) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.amount = c.score) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id"
          + " OR o.id = c.id) FROM customers c",
      "SELECT r.id, (SELECT count(*) FROM orders o WHERE o.customer_id = r.id) FROM regions r",
      "SELECT c.id, (SELECT count(*) FROM orders o) FROM customers c",
      "SELECT c.id, (SELECT max(o.amount + 1) FROM orders o WHERE o.customer_id = c.id)"
          + " FROM customers c",
      "SELECT c.id, (SELECT 1 / o.id FROM orders o WHERE o.customer_id = c.id) FROM customers c",
      "SELECT c.id, (SELECT count(DISTINCT o.status) FROM orders o WHERE o.customer_id = c.id)"
          + " FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id LIMIT 1)"
          + " FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id"
          + " GROUP BY o.status) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o JOIN orders p ON p.id = o.id"
          + " WHERE o.customer_id = c.id) FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = customer_id)"
          + " FROM customers c",
      "SELECT c.id, (SELECT count(*) FROM orders c WHERE c.customer_id = c.id)"
          + " FROM customers c",
      "SELECT c.id, (SELECT (SELECT count(*) FROM orders o WHERE o.customer_id = c.id)"
          + " FROM regions r) FROM customers c",
      "SELECT c.id, (SELECT 1 FROM orders o WHERE o.customer_id = c.id UNION"
          + " SELECT 2) FROM customers c",
      "SELECT x.id FROM (SELECT DISTINCT c.id, EXISTS (SELECT 1 FROM orders o"
          + " WHERE o.customer_id = c.id) AS f FROM customers c) x WHERE x.f",
      "SELECT x.id FROM (SELECT c.id, c.id > 0 AND NOT (EXISTS (SELECT 1 FROM orders o"
          + " WHERE o.customer_id = c.id)) AS f FROM customers c UNION ALL SELECT 1, true) x"
          + " WHERE x.f",
      "WITH x AS (SELECT c.id, c.id IN (SELECT o.id FROM orders o WHERE o.customer_id = c.id)"
          + " AS f FROM customers c) SELECT id FROM x WHERE f",
      "SELECT c.id, c.id IN (SELECT o.id FROM orders o WHERE o.customer_id = c.id"
          + " AND o.status = to_char(o.placed, 'YYYY')) FROM customers c"})
  void anythingElse_keepsTheFence(String sql) throws SQLException {
    String admitted = admitted(sql);
    assertFalse(admitted.contains("orders nl_t WHERE nl_t.org_id = ?)"), admitted);
    assertFalse(admitted.contains("WHERE nl_t.status = 'paid' AND nl_t.org_id = ?)"), admitted);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = c.id)"
          + " FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c",
      "SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM (SELECT * FROM orders nl_t"
          + " WHERE nl_t.status = 'x' AND nl_t.org_id = ?) o WHERE c.id = o.customer_id"
          + " AND o.id = c.id)) FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?"
          + " OFFSET 0) c",
      "SELECT (SELECT count(*) FROM " + FENCED_ORDERS + " WHERE o.customer_id = c.id)"
          + " FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c"})
  void validator_acceptsTheUnfencedSubqueriesItFindsItself(String sql) {
    assertEquals(2, validate(sql).size());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT * FROM " + UNFENCED_ORDERS,
      "SELECT c.id FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c"
          + " WHERE EXISTS (SELECT 1 FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = c.id)",
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = c.id"
          + " AND length(o.status) = 0) FROM (SELECT * FROM customers nl_t"
          + " WHERE nl_t.org_id = ? OFFSET 0) c",
      "SELECT (SELECT count(*) FROM (SELECT * FROM orders nl_t WHERE length(nl_t.status) = 0"
          + " AND nl_t.org_id = ?) o WHERE o.customer_id = c.id) FROM (SELECT * FROM customers"
          + " nl_t WHERE nl_t.org_id = ? OFFSET 0) c",
      "SELECT (SELECT max(o.amount / 0) FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = c.id)"
          + " FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c",
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + " WHERE o.amount = c.score)"
          + " FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c",
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = r.id)"
          + " FROM regions r",
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = c.id)"
          + " FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?) c",
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + " WHERE o.customer_id = c.id"
          + " ORDER BY 1 LIMIT 1) FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ?"
          + " OFFSET 0) c",
      "SELECT (SELECT count(*) FROM " + UNFENCED_ORDERS + ", regions r WHERE o.customer_id = c.id)"
          + " FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c",
      "SELECT c.id FROM (SELECT * FROM customers nl_t WHERE nl_t.org_id = ? OFFSET 0) c"
          + " JOIN " + UNFENCED_ORDERS + " ON o.customer_id = c.id"})
  void validator_refusesAnUnfencedFilterAnywhereElse(String sql) {
    Refusal r = assertThrows(Refusal.class, () -> validate(sql));
    assertEquals(Rule.TENANT_VALIDATION, r.rule(), r.detail());
  }

  @Test
  void otherDatabases_keepTheFence() throws SQLException {
    TenantTables maria = TenantTables.builder("org_id").database("MariaDB").searchPath("shop")
        .tenantTable("shop", "customers", Types.INTEGER)
        .column("shop", "customers", "id", Types.INTEGER, "INT")
        .tenantTable("shop", "orders", Types.INTEGER)
        .column("shop", "orders", "customer_id", Types.INTEGER, "INT")
        .build();
    String sql = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("org_id", "1", TenantPolicy.INJECT), maria, "t").admit(
            "SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id)"
                + " FROM customers c").sql();
    assertTrue(sql.contains("orders nl_t WHERE nl_t.org_id = ? LIMIT 9223372036854775807) o"),
        sql);
  }

  private List<Integer> validate(String sql) {
    var select = PolicyInspector.singleQuery(
        SqlParsing.parse(sql, SecurityPolicy.defaults()).statements());
    TenantValidator v = new TenantValidator(tables, SecurityPolicy.defaults(), false,
        CorrelatedSubqueries.lazily(select, tables));
    TreeWalker.walk(select, v);
    return v.restrictionParameters();
  }
}
