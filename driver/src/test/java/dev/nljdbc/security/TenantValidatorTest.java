package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The validator on its own (story 3, AC4): final SQL is accepted only when every tenant table
 * reference is the sole FROM item of {@code SELECT * FROM t nl_t WHERE nl_t.corp_id = ?}.
 */
class TenantValidatorTest {
  private final TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("public")
      .tenantTable("public", "orders", Types.INTEGER)
      .table("public", "regions")
      .build();

  private List<Integer> validate(String sql) {
    TenantValidator v = new TenantValidator(tables, SecurityPolicy.defaults(), false);
    TreeWalker.walk(SqlParsing.parse(sql, SecurityPolicy.defaults()).statements().get(0), v);
    return v.restrictionParameters();
  }

  @Test
  void acceptsTheRewritersShapeAndReportsItsParameter() {
    assertEquals(List.of(2), validate("SELECT ? AS a, o.id FROM (SELECT * FROM orders nl_t"
        + " WHERE nl_t.corp_id = ? OFFSET 0) o WHERE o.id = ?"));
    assertEquals(List.of(1), validate("SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? OFFSET 0"));
    assertEquals(List.of(), validate("SELECT * FROM regions"));
    assertEquals(List.of(), validate("WITH orders AS (SELECT 1 AS id) SELECT * FROM orders"));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT * FROM orders",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ?) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? OFFSET 1) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? OFFSET 0 ROWS) o",
      "SELECT * FROM regions r WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = r.id)",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? OR 1 = 1) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = 105) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.customer_id = ?) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE x.corp_id = ?) o",
      "SELECT * FROM (SELECT * FROM orders x WHERE x.corp_id = ?) o",
      "SELECT * FROM (SELECT * FROM orders nl_t JOIN regions r ON true"
          + " WHERE nl_t.corp_id = ?) o",
      "SELECT * FROM (SELECT * FROM orders nl_t, orders WHERE nl_t.corp_id = ?) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? UNION ALL"
          + " SELECT * FROM orders) o",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ?) o, orders",
      "WITH x AS (SELECT * FROM orders) SELECT * FROM x",
      "SELECT * FROM (SELECT * FROM orders nl_t WHERE nl_t.corp_id = ? LIMIT 5) o"})
  void refusesEveryOtherShape(String sql) {
    Refusal r = assertThrows(Refusal.class, () -> validate(sql));
    assertEquals(Rule.TENANT_VALIDATION, r.rule(), r.detail());
  }
}
