package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A statement admitted from the shape learnt for an earlier one must be admitted exactly as the
 * full check admits it: same final SQL, same parameter positions, same flags, same refusals.
 */
class LearntShapeTest {
  private final SecurityMetrics learning = new SecurityMetrics();
  private final SecurityMetrics fresh = new SecurityMetrics();
  /** Each gate has caches of its own: the checker never sees what the learner learnt. */
  private final SecurityGate learner = gate(catalogue(), TenantPolicy.INJECT, learning);
  private final SecurityGate checker = gate(catalogue(), TenantPolicy.INJECT, fresh);

  private static TenantTables catalogue() {
    return TenantTables.builder("corp_id").database("PostgreSQL").searchPath("public")
        .tenantTable("public", "orders", Types.INTEGER)
        .tenantTable("public", "customers", Types.BIGINT)
        .table("public", "regions")
        .build();
  }

  private static SecurityGate gate(TenantTables tables, TenantPolicy policy,
      SecurityMetrics metrics) {
    try {
      return new SecurityGate(SecurityPolicy.defaults(), TenantScope.of("corp_id", "105", policy),
          tables, "alice", metrics);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Object> describe(AdmittedStatement a) {
    List<Object> d = new ArrayList<>();
    d.add(a.sql());
    d.add(a.parameterCount());
    for (int i = 1; i <= a.clientParameterCount(); i++) {
      d.add(a.parameterIndex(i));
    }
    d.add(a.tenantFilterAdded());
    d.add(a.tenantFilterPresentInSource());
    return d;
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "SELECT * FROM orders WHERE amount > 10 | SELECT * FROM orders WHERE amount > 250",
      "SELECT * FROM orders ORDER BY id OFFSET 5 LIMIT 10"
          + " | SELECT * FROM orders ORDER BY id OFFSET 7 LIMIT 20",
      "SELECT * FROM customers WHERE name = 'ann' AND tier <> N'gold'"
          + " | SELECT * FROM customers WHERE name = 'o''brien' AND tier <> N'silver'",
      "SELECT * FROM orders WHERE amount > ? AND id < 50 LIMIT ?"
          + " | SELECT * FROM orders WHERE amount > ? AND id < 70 LIMIT ?",
      "SELECT r.name, count(*) FROM orders o LEFT JOIN regions r ON r.id = o.region_id WHERE"
          + " o.customer_id IN (SELECT id FROM customers WHERE status = 'active') AND o.total > 3"
          + " GROUP BY r.name | SELECT r.name, count(*) FROM orders o LEFT JOIN regions r ON"
          + " r.id = o.region_id WHERE o.customer_id IN (SELECT id FROM customers WHERE status ="
          + " 'closed') AND o.total > 9 GROUP BY r.name",
      "WITH orders AS (SELECT 1 AS id) SELECT * FROM orders WHERE id > 0"
          + " | WITH orders AS (SELECT 2 AS id) SELECT * FROM orders WHERE id > 1",
      "SELECT id, data ?? 'k', data ??& ARRAY['a'] FROM orders WHERE amount > ?"
          + " | SELECT id, data ?? 'j', data ??& ARRAY['b'] FROM orders WHERE amount > ?",
      "SELECT * FROM orders WHERE status = U&'p\\0061id' AND amount > 3"
          + " | SELECT * FROM orders WHERE status = U&'v!006Fid' UESCAPE '!' AND amount > 4"})
  void aStatementOfALearntShape_isAdmittedAsTheFullCheckAdmitsIt(String first, String second)
      throws SQLException {
    learner.admit(first);
    AdmittedStatement reused = learner.admit(second);
    assertEquals(1, learning.shapeReuses());
    AdmittedStatement checked = checker.admit(second);
    assertEquals(0, fresh.shapeReuses());
    assertEquals(describe(checked), describe(reused));
  }

  @Test
  void reorderedLiterals_landInTheirOwnPlaces() throws SQLException {
    learner.admit("SELECT * FROM orders ORDER BY id OFFSET 5 LIMIT 10");
    String sql = learner.admit("SELECT * FROM orders ORDER BY id OFFSET 1 LIMIT 99").sql();
    assertEquals(1, learning.shapeReuses());
    assertTrue(sql.endsWith("LIMIT 99 OFFSET 1"), sql);
    assertEquals(checker.admit("SELECT * FROM orders ORDER BY id OFFSET 1 LIMIT 99").sql(), sql);
  }

  @Test
  void repeatedLiterals_areLearntThroughDistinctMarkers() throws SQLException {
    learner.admit("SELECT * FROM orders WHERE amount > 1 AND id > 1 ORDER BY id LIMIT 1");
    AdmittedStatement second =
        learner.admit("SELECT * FROM orders WHERE amount > 2 AND id > 3 ORDER BY id LIMIT 4");
    assertEquals(1, learning.shapeReuses());
    assertEquals(checker.admit("SELECT * FROM orders WHERE amount > 2 AND id > 3 ORDER BY id"
        + " LIMIT 4").sql(), second.sql());
    assertTrue(second.sql().endsWith("amount > 2 AND id > 3 ORDER BY id LIMIT 4"), second.sql());
  }

  @Test
  void markers_repeatTheShapeAndDiffer() {
    StatementShape shape = StatementShape.of(
        "SELECT * FROM t WHERE a = 'x' AND b = 'x' AND c > 2.5 AND d > 2.5 -- note", null);
    String marked = shape.withDistinctLiterals(null);
    StatementShape again = StatementShape.of(marked, null);
    assertEquals(shape.key(), again.key());
    assertEquals(4, new HashSet<>(Arrays.asList(again.literals())).size());
    assertNull(again.withDistinctLiterals(null));
  }

  @Test
  void aLiteralTheFullCheckRefuses_isRefusedThoughItsShapeIsLearnt() throws SQLException {
    learner.admit("SELECT * FROM customers WHERE name = 'x'");
    String hostile = "SELECT * FROM customers WHERE name = 'x\\'";
    StatementRefusedException viaShape =
        assertThrows(StatementRefusedException.class, () -> learner.admit(hostile));
    StatementRefusedException full =
        assertThrows(StatementRefusedException.class, () -> checker.admit(hostile));
    assertEquals(Rule.AMBIGUOUS_LITERAL, full.rule());
    assertEquals(full.rule(), viaShape.rule());
    assertEquals(0, learning.shapeReuses());
  }

  @Test
  void reject_anotherTenantsLiteral_isAnotherShape_andRefused() throws SQLException {
    SecurityMetrics metrics = new SecurityMetrics();
    SecurityGate reject = gate(catalogue(), TenantPolicy.REJECT, metrics);
    reject.admit("SELECT * FROM orders WHERE corp_id = 105 AND amount > 5");
    reject.admit("SELECT * FROM orders WHERE corp_id = 105 AND amount > 6");
    assertEquals(1, metrics.shapeReuses());
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> reject.admit("SELECT * FROM orders WHERE corp_id = 207 AND amount > 7"));
    assertEquals(Rule.TENANT_FILTER_MISSING, e.rule());
  }

  @Test
  void hybrid_countsTheInjectionOfAReusedShapeToo() throws SQLException {
    SecurityMetrics metrics = new SecurityMetrics();
    SecurityGate hybrid = gate(catalogue(), TenantPolicy.HYBRID, metrics);
    hybrid.admit("SELECT * FROM orders WHERE amount > 5");
    AdmittedStatement reused = hybrid.admit("SELECT * FROM orders WHERE amount > 6");
    assertEquals(1, metrics.shapeReuses());
    assertEquals(2, metrics.hybridInjections());
    assertFalse(reused.tenantFilterPresentInSource());
  }
}
