package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The differential suite: hundreds of generated SELECTs, each run for a tenant through nljdbc
 * on an unrestricted (superuser) connection, and as written under PostgreSQL row-level security
 * restricted to that tenant. The results must be identical multisets, for every tenant.
 */
class TenantDifferentialIT {
  private static final int QUERIES = 600;
  private static final long SEED = 20261121L;
  private static final String[] TENANTS = {"1", "2", "3"};

  private static PgTenantFixture fixture;
  private static List<QueryGenerator.Query> queries;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
    queries = new QueryGenerator(fixture.schema, fixture.otherSchema).generate(QUERIES, SEED);
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (fixture != null) {
      fixture.close();
    }
  }

  private static TenantQueryRunner runner(Connection unrestricted, String tenant)
      throws SQLException {
    if ("driver".equals(System.getProperty("nljdbc.differential.runner"))) {
      return new DriverQueryRunner(Databases.PG_URL, fixture.schema, tenant);
    }
    return new GateQueryRunner(unrestricted, tenant);
  }

  @Test
  void generatorCoversEveryLeakClass() {
    assertTrue(queries.size() >= 500, "only " + queries.size() + " distinct queries");
    Map<String, Integer> coverage = new TreeMap<>();
    for (QueryGenerator.Query q : queries) {
      for (String f : q.features) {
        coverage.merge(f, 1, Integer::sum);
      }
    }
    for (String f : List.of("inner-join", "left-join", "right-join", "full-join", "comma-join",
        "subquery-select-list", "subquery-where", "subquery-having", "subquery-order-by",
        "subquery-group-by", "subquery-function-argument", "subquery-on", "subquery-case", "cte",
        "cte-shadowing", "cte-name-reused-outside-scope", "cte-chain", "recursive-cte",
        "set-operation", "lateral", "window-function", "derived-table", "using-or-natural",
        "quoted-name", "qualified-name", "mixed-case-name", "comment", "or-precedence",
        "select-star", "values", "aggregate")) {
      assertTrue(coverage.getOrDefault(f, 0) >= 5, f + " covered " + coverage.get(f) + " times");
    }
  }

  @Test
  void gateForOneTenantEqualsRowLevelSecurityForThatTenant() throws SQLException {
    List<String> failures = new ArrayList<>();
    int compared = 0;
    int differentWithoutGate = 0;
    try (Connection unrestricted = fixture.unrestricted()) {
      for (String tenant : TENANTS) {
        try (Connection secured = fixture.rowLevelSecured(tenant);
            TenantQueryRunner nl = runner(unrestricted, tenant)) {
          for (QueryGenerator.Query q : queries) {
            List<String> expected;
            try {
              expected = Databases.query(secured, q.sql);
            } catch (SQLException e) {
              failures.add("generator bug, PostgreSQL refuses: " + q.sql + "\n  " + e.getMessage());
              continue;
            }
            try {
              List<String> actual = nl.rows(q.sql);
              if (!expected.equals(actual)) {
                failures.add("tenant " + tenant + " differs: " + q.sql + "\n  sent: "
                    + rewrite(nl, q.sql) + "\n  expected " + expected.size() + " rows, got "
                    + actual.size());
              }
            } catch (SQLException e) {
              failures.add("tenant " + tenant + " failed: " + q.sql + "\n  sent: "
                  + rewrite(nl, q.sql) + "\n  " + e.getMessage());
            }
            if ("2".equals(tenant) && !expected.equals(Databases.query(unrestricted, q.sql))) {
              differentWithoutGate++;
            }
            compared++;
          }
        }
      }
    }
    System.out.printf("differential: %d queries x %d tenants = %d comparisons, %d failures;"
        + " %d queries see other tenants' rows without the gate%n", queries.size(),
        TENANTS.length, compared, failures.size(), differentWithoutGate);
    assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " comparisons failed:\n"
        + String.join("\n", failures.subList(0, Math.min(15, failures.size()))));
    assertEquals(queries.size() * TENANTS.length, compared);
    assertTrue(differentWithoutGate * 2 > queries.size(), "the comparison has no teeth: only "
        + differentWithoutGate + " of " + queries.size() + " queries see other tenants' rows"
        + " without the gate");
  }

  private static String rewrite(TenantQueryRunner runner, String sql) {
    return runner instanceof GateQueryRunner ? ((GateQueryRunner) runner).rewrite(sql) : "(driver)";
  }
}
