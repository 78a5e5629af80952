package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Caching, sharing across sessions, concurrency and the latency of the warm path. */
class SecurityGateTest {
  private static final String[] QUERIES = {
      "SELECT * FROM orders WHERE amount > ?",
      "SELECT c.name, count(*) FROM customers c JOIN orders o ON o.customer_id = c.id"
          + " GROUP BY c.name",
      "WITH t AS (SELECT * FROM orders) SELECT * FROM t WHERE EXISTS (SELECT 1 FROM customers)",
      "SELECT pg_sleep(1)",
      "SELECT * FROM regions"};

  private final TenantTables catalogue = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("public")
      .tenantTable("public", "orders", Types.INTEGER)
      .tenantTable("public", "customers", Types.INTEGER)
      .table("public", "regions")
      .build();

  private SecurityGate gate(String tenant) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", tenant, TenantPolicy.INJECT), catalogue, "u" + tenant);
  }

  @Test
  void sessionsOfDifferentTenants_shareTheRewriteNotTheValue() throws SQLException {
    AdmittedStatement a = gate("1").admit(QUERIES[0]);
    AdmittedStatement b = gate("2").admit(QUERIES[0]);
    assertNotSame(a, b);
    assertEquals(a.sql(), b.sql());
  }

  @Test
  void refusalsRepeat() throws SQLException {
    SecurityGate gate = gate("1");
    for (int i = 0; i < 3; i++) {
      assertEquals(Rule.DENIED_FUNCTION,
          assertThrows(StatementRefusedException.class, () -> gate.admit(QUERIES[3])).rule());
    }
  }

  @Test
  void concurrentSessions_getConsistentAnswers() throws Exception {
    List<String> expected = new ArrayList<>();
    for (String q : QUERIES) {
      expected.add(outcome(gate("7"), q + " /* fresh */"));
    }
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        futures.add(pool.submit(() -> {
          List<String> seen = new ArrayList<>();
          SecurityGate gate = gate("7");
          for (int i = 0; i < 200; i++) {
            String q = QUERIES[i % QUERIES.length] + " /* fresh */";
            if (i < QUERIES.length) {
              seen.add(outcome(gate, q));
            } else {
              assertEquals(expected.get(i % QUERIES.length), outcome(gate, q));
            }
          }
          return seen;
        }));
      }
      for (Future<List<String>> f : futures) {
        assertEquals(expected, f.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void warmAdmission_isFarBelowThreeTenthsOfAMillisecond() throws SQLException {
    // Statements without tenant tables: a rewrite would also write an audit line per call.
    String[] typical = {"SELECT r.name, count(*) FROM regions r WHERE r.id > ? GROUP BY r.name",
        "SELECT * FROM regions ORDER BY name LIMIT 10", "SELECT 1"};
    SecurityGate gate = gate("1");
    long[] nanos = new long[20_000];
    for (int i = 0; i < nanos.length; i++) {
      String q = typical[i % typical.length];
      long start = System.nanoTime();
      gate.admit(q);
      nanos[i] = System.nanoTime() - start;
    }
    long[] warm = Arrays.copyOfRange(nanos, nanos.length / 2, nanos.length);
    Arrays.sort(warm);
    long p95 = warm[(int) (warm.length * 0.95)];
    assertTrue(p95 < 300_000, "p95 " + p95 + " ns");
  }

  private static String outcome(SecurityGate gate, String sql) {
    try {
      return gate.admit(sql).sql();
    } catch (StatementRefusedException e) {
      return e.rule().id();
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
  }
}
