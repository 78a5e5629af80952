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
  /** The same statements with other literal values: most reuse the shapes the gate learnt. */
  private static List<QueryGenerator.Query> variants;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
    queries = new QueryGenerator(fixture.schema, fixture.otherSchema).generate(QUERIES, SEED);
    variants = new QueryGenerator(fixture.schema, fixture.otherSchema)
        .generate(QUERIES, SEED, SEED + 1);
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (fixture != null) {
      fixture.close();
    }
  }

  private static TenantQueryRunner runner(Connection unrestricted, String tenant)
      throws SQLException {
    if ("gate".equals(System.getProperty("nljdbc.differential.runner"))) {
      return new GateQueryRunner(unrestricted, tenant);
    }
    return new DriverQueryRunner(Databases.PG_URL, fixture.schema, tenant);
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

  /**
   * Every statement, and then its literal variant, through the gate as each tenant against the
   * same statement under row-level security. The variants run after the gate has learnt the
   * originals' shapes, so they also test statements admitted from a learnt shape.
   */
  @Test
  void gateForOneTenantEqualsRowLevelSecurityForThatTenant() throws SQLException {
    List<String> failures = new ArrayList<>();
    int compared = 0;
    int differentWithoutGate = 0;
    List<QueryGenerator.Query> corpus = new ArrayList<>(queries);
    corpus.addAll(variants);
    long reuses = 0;
    long unparsed = 0;
    try (Connection unrestricted = fixture.unrestricted()) {
      for (String tenant : TENANTS) {
        try (Connection secured = fixture.rowLevelSecured(tenant);
            TenantQueryRunner nl = runner(unrestricted, tenant)) {
          long reusesBefore = nl.shapeReuses();
          long unparsedBefore = nl.unparsedReuses();
          for (QueryGenerator.Query q : corpus) {
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
                    + Differential.rewrite(nl, q.sql) + "\n  expected " + expected.size()
                    + " rows, got " + actual.size());
              }
            } catch (SQLException e) {
              failures.add("tenant " + tenant + " failed: " + q.sql + "\n  sent: "
                  + Differential.rewrite(nl, q.sql) + "\n  " + e.getMessage());
            }
            if ("2".equals(tenant) && !expected.equals(Databases.query(unrestricted, q.sql))) {
              differentWithoutGate++;
            }
            compared++;
          }
          reuses += nl.shapeReuses() - reusesBefore;
          unparsed += nl.unparsedReuses() - unparsedBefore;
        }
      }
    }
    System.out.printf("differential: %d queries x %d tenants = %d comparisons, %d failures;"
        + " %d queries see other tenants' rows without the gate; %d admitted from learnt"
        + " shapes, %d of them without parsing the final SQL again%n", corpus.size(),
        TENANTS.length, compared, failures.size(), differentWithoutGate, reuses, unparsed);
    assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " comparisons failed:\n"
        + String.join("\n", failures.subList(0, Math.min(15, failures.size()))));
    assertEquals(corpus.size() * TENANTS.length, compared);
    assertTrue(differentWithoutGate * 2 > corpus.size(), "the comparison has no teeth: only "
        + differentWithoutGate + " of " + corpus.size() + " queries see other tenants' rows"
        + " without the gate");
    assertTrue(reuses >= 100, "only " + reuses + " literal variants reused a learnt shape");
  }

  /**
   * PostgreSQL syntax where a parser could disagree with PostgreSQL about which relations are
   * read. Each statement must be refused, fail on the target, or return exactly what row-level
   * security returns; a different result is a leak.
   */
  static final String[] HOSTILE = {
      "SELECT ARRAY(TABLE orders)",
      "SELECT * FROM (TABLE orders) t",
      "SELECT (SELECT count(*) FROM (TABLE customers) c)",
      "SELECT * FROM regions WHERE id = ANY (TABLE regions)",
      "SELECT * FROM orders *",
      "SELECT * FROM ONLY orders",
      "SELECT * FROM ONLY (orders)",
      "SELECT o FROM orders o",
      "SELECT row_to_json(o) FROM orders o",
      "SELECT (o).id FROM orders o",
      "SELECT * FROM orders WHERE (orders.*) IS NOT NULL",
      "SELECT * FROM xmltable('/r/x' PASSING (SELECT xmlelement(name r, xmlagg(xmlelement(name x,"
          + " id))) FROM orders) COLUMNS id int PATH '.') AS t",
      "SELECT * FROM unnest(ARRAY(SELECT id FROM orders)) AS u(id)",
      "SELECT * FROM ROWS FROM (unnest(ARRAY(SELECT id FROM customers))) AS r(id)",
      "SELECT count(*) FROM orders TABLESAMPLE BERNOULLI (100) REPEATABLE (1)",
      "SELECT status, count(*) FROM orders GROUP BY CUBE (status)",
      "SELECT * FROM orders NATURAL FULL JOIN customers",
      "SELECT * FROM \"orders\" AS \"O\"",
      "SELECT * FROM orders o(a, b, c)",
      "SELECT * FROM LATERAL (SELECT * FROM orders) x",
      "SELECT * FROM orders WHERE id IN (VALUES (1), (2), (3))",
      "SELECT * FROM (VALUES (1), (2)) v(id) JOIN orders USING (id)",
      "SELECT FROM orders",
      "SELECT * FROM orders WHERE EXISTS (SELECT FROM customers WHERE customers.id = 1)",
      "SELECT * FROM orders o WHERE o.id = SOME (SELECT customer_id FROM orders)",
      "SELECT 1 FROM orders HAVING count(*) > 0",
      "SELECT (WITH x AS (SELECT * FROM orders) SELECT count(*) FROM x)",
      "SELECT * FROM orders WHERE id IN (SELECT id FROM customers UNION TABLE regions)",
      "SELECT tableoid::regclass, * FROM orders",
      "SELECT ctid, id FROM orders",
      "SELECT * FROM orders WHERE status = E'open'",
      "SELECT * FROM orders WHERE status = U&'open'",
      "SELECT * FROM orders WHERE status = 'op'\n'en'",
      "SELECT * FROM orders WHERE status IS DISTINCT FROM 'x'",
      "SELECT * FROM orders WHERE amount BETWEEN SYMMETRIC 100 AND 10",
      "SELECT * FROM json_populate_recordset(null::orders, (SELECT json_agg(o) FROM orders o))",
      "SELECT (null::orders).*",
      "SELECT * FROM orders WHERE id = (SELECT max(id) FROM ONLY orders)",
      "SELECT * FROM orders o WHERE o.id = ANY (ARRAY(SELECT customer_id FROM orders))",
      "SELECT * FROM orders o JOIN customers c USING (corp_id)",
      "SELECT * FROM orders, LATERAL (SELECT * FROM customers c WHERE c.id = orders.customer_id"
          + " LIMIT 1) AS x",
      "SELECT count(*) FROM orders o WHERE o IS NOT NULL",
      "SELECT * FROM customers WHERE (id, corp_id) = ANY (SELECT customer_id, corp_id FROM orders)",
      "SELECT * FROM orders WHERE id = ALL (SELECT id FROM orders WHERE false)",
      "SELECT * FROM customers c WHERE c.name IN (SELECT name FROM " + "\"customers\")",
      "SELECT * FROM \"Products\" p, LATERAL unnest(ARRAY[p.id, p.price]) AS u(v)",
      "SELECT string_agg(name, ',') WITHIN GROUP (ORDER BY name) FROM customers",
      "SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY amount) FROM orders",
      "SELECT * FROM orders o WHERE o.id IN (WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT"
          + " n + 1 FROM r WHERE n < 5) SELECT n FROM r)",
      "SELECT * FROM customers WHERE id = (SELECT customer_id FROM orders ORDER BY id OFFSET 3"
          + " FETCH FIRST 1 ROW ONLY)"};

  @Test
  void hostileCorpus_isRefusedOrIdenticalToRowLevelSecurity() throws SQLException {
    List<String> leaks = new ArrayList<>();
    Map<String, Integer> outcomes = new TreeMap<>();
    try (Connection unrestricted = fixture.unrestricted();
        Connection secured = fixture.rowLevelSecured("2");
        TenantQueryRunner nl = runner(unrestricted, "2")) {
      for (String sql : HOSTILE) {
        List<String> expected;
        try {
          expected = Databases.query(secured, sql);
        } catch (SQLException e) {
          outcomes.merge("invalid for PostgreSQL", 1, Integer::sum);
          continue;
        }
        try {
          List<String> actual = nl.rows(sql);
          if (expected.equals(actual)) {
            outcomes.merge("identical", 1, Integer::sum);
          } else {
            leaks.add(sql + "\n  sent: " + Differential.rewrite(nl, sql));
          }
        } catch (StatementRefusedException e) {
          outcomes.merge("refused", 1, Integer::sum);
        } catch (SQLException e) {
          outcomes.merge("failed on the target", 1, Integer::sum);
        }
      }
    }
    System.out.println("hostile corpus: " + outcomes);
    assertTrue(leaks.isEmpty(), "leaks:\n" + String.join("\n", leaks));
  }

  /**
   * The hostile classes, generated (functions, predicate order, partitions, inheritance, views,
   * another schema, the tenants' own table, session-state changes, prepared statements with
   * hostile values), for every tenant through the gate on a superuser connection (target errors
   * unscrubbed) and for one tenant through the driver in-process, also after the connection's
   * schema, catalog, read-only and auto-commit settings were changed: each statement is refused,
   * or returns exactly what row-level security returns; an error never carries another tenant's
   * value; a relation row-level security cannot filter is refused.
   */
  @Test
  void generatedHostileClasses_areRefusedOrIdenticalToRowLevelSecurity() throws SQLException {
    HostileGenerator generator = new HostileGenerator(fixture.otherSchema);
    Differential d = new Differential(HostileGenerator::rowLevelSecurityCannotFilter);
    try (Connection unrestricted = fixture.unrestricted()) {
      for (String tenant : TENANTS) {
        List<String> others = fixture.otherTenantsValues(unrestricted, tenant);
        try (Connection secured = fixture.rowLevelSecured(tenant);
            GateQueryRunner gate = new GateQueryRunner(unrestricted, tenant)) {
          HostileRun.all(d, "gate", gate, null, secured, generator, others);
        }
        if ("2".equals(tenant)) {
          try (Connection secured = fixture.rowLevelSecured(tenant);
              DriverQueryRunner driver = new DriverQueryRunner(Databases.PG_URL, fixture.schema,
                  tenant)) {
            HostileRun.all(d, "in-process", driver, driver.connection(), secured, generator,
                others);
          }
        }
      }
    }
    System.out.println("hostile classes: " + d.total() + " comparisons " + d.outcomes());
    assertTrue(d.failures().isEmpty(), d.report(20));
    HostileRun.assertEveryClassRan(d, generator, "gate", "in-process");
  }
}
