package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One hostile regression per known leak class of tenant rewriters. Where H2 speaks the SQL, the
 * rewritten query runs on every tenant's data and must return what the original returns on
 * tenant 1's data alone; elsewhere the rewritten text is asserted.
 */
class TenantLeakRegressionTest {
  private static H2Twins db;

  private final TenantTables catalogue = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("pg_catalog", "public")
      .tenantTable("public", "orders", Types.INTEGER)
      .tenantTable("public", "customers", Types.INTEGER)
      .tenantTable("sales", "orders", Types.INTEGER)
      .tenantTable("public", "MixedCase", Types.INTEGER)
      .table("public", "regions")
      .table("public", "report")
      .table("archive", "customers")
      .build();

  @BeforeAll
  static void open() throws SQLException {
    db = new H2Twins();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private String rewrite(String sql) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), catalogue, "test").admit(sql).sql();
  }

  private static String restricted(String table, String alias) {
    return "(SELECT * FROM " + table + " nl_t WHERE nl_t.corp_id = ? OFFSET 0) " + alias;
  }

  @Test
  void inSubqueryInSelectList_isRestricted() throws SQLException {
    db.assertSameAsTenantOnly(
        "SELECT c.id, c.id IN (SELECT customer_id FROM orders) AS buyer FROM regions r"
            + " JOIN customers c ON c.region_id = r.id");
    db.assertSameAsTenantOnly("SELECT r.name, (SELECT count(*) FROM customers c"
        + " WHERE c.region_id = r.id) AS n FROM regions r");
  }

  @Test
  void existsInHaving_isRestricted() throws SQLException {
    db.assertSameAsTenantOnly("SELECT r.id, count(*) FROM regions r GROUP BY r.id"
        + " HAVING EXISTS (SELECT 1 FROM customers c WHERE c.region_id = r.id)");
  }

  @Test
  void subqueriesInEveryClause_areRestricted() throws SQLException {
    db.assertSameAsTenantOnly("SELECT r.id FROM regions r"
        + " WHERE r.id IN (SELECT region_id FROM customers) ORDER BY r.id");
    db.assertSameAsTenantOnly("SELECT r.id FROM regions r"
        + " WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.region_id = r.id)");
    db.assertSameAsTenantOnly("SELECT r.id FROM regions r ORDER BY (SELECT count(*)"
        + " FROM customers c WHERE c.region_id = r.id) DESC, r.id LIMIT 2");
    db.assertSameAsTenantOnly("SELECT (SELECT max(amount) FROM orders) AS top FROM regions"
        + " GROUP BY (SELECT max(amount) FROM orders)");
    db.assertSameAsTenantOnly("SELECT r.id, coalesce((SELECT sum(o.amount) FROM orders o"
        + " JOIN customers c ON c.id = o.customer_id WHERE c.region_id = r.id), 0) FROM regions r");
    db.assertSameAsTenantOnly("SELECT r.id, CASE WHEN EXISTS (SELECT 1 FROM customers c"
        + " WHERE c.region_id = r.id) THEN 'yes' ELSE 'no' END FROM regions r");
    db.assertSameAsTenantOnly("SELECT r.name, c.name FROM regions r JOIN customers c"
        + " ON c.region_id = r.id AND c.id IN (SELECT customer_id FROM orders WHERE amount > 50)");
    db.assertSameAsTenantOnly("SELECT r.id FROM regions r"
        + " WHERE r.id > ALL (SELECT region_id FROM customers WHERE name LIKE 'secret%')");
  }

  @Test
  void orPrecedence_keepsTheFilterOutsideTheOr() throws SQLException {
    db.assertSameAsTenantOnly("SELECT * FROM orders WHERE amount = 74 OR status = 'open'");
    db.assertSameAsTenantOnly("SELECT * FROM orders WHERE corp_id = 1 OR 1 = 1");
    db.assertSameAsTenantOnly("SELECT * FROM orders o WHERE o.corp_id = 2 OR o.amount > 0");
  }

  @Test
  void cteShadowingARealTable_isRestrictedInItsBody() throws SQLException {
    db.assertSameAsTenantOnly(
        "WITH orders AS (SELECT * FROM orders WHERE amount > 10) SELECT * FROM orders");
    assertEquals("WITH orders AS (SELECT * FROM " + restricted("orders", "orders")
            + " WHERE amount > 10) SELECT * FROM orders",
        rewrite("WITH orders AS (SELECT * FROM orders WHERE amount > 10) SELECT * FROM orders"));
  }

  @Test
  void realTableNamedLikeACteInAnotherScope_isRestricted() throws SQLException {
    db.assertSameAsTenantOnly("SELECT a.id, o.amount FROM (WITH orders AS (SELECT 1 AS id)"
        + " SELECT id FROM orders) a, orders o");
    db.assertSameAsTenantOnly("SELECT (SELECT count(*) FROM customers) AS n FROM"
        + " (WITH customers AS (SELECT 1 AS id) SELECT id FROM customers) x");
    assertEquals("SELECT * FROM (WITH orders AS (SELECT 1 AS id) SELECT id FROM orders) a, "
            + restricted("orders", "o"),
        rewrite("SELECT * FROM (WITH orders AS (SELECT 1 AS id) SELECT id FROM orders) a,"
            + " orders o"));
  }

  @Test
  void cteNamedLikeARealTable_onH2_isTheRealTable() throws SQLException {
    db.assertSameAsTenantOnly("WITH orders AS (SELECT 1 AS id) SELECT * FROM orders");
    db.assertSameAsTenantOnly("WITH customers AS (SELECT * FROM customers WHERE id > 3)"
        + " SELECT c.name FROM customers c");
  }

  @Test
  void cteSeesOnlyEarlierCtes_forwardReferenceIsARealTable() throws SQLException {
    assertEquals("WITH a AS (SELECT * FROM " + restricted("orders", "orders")
            + "), orders AS (SELECT 1 AS id) SELECT * FROM a, orders",
        rewrite("WITH a AS (SELECT * FROM orders), orders AS (SELECT 1 AS id)"
            + " SELECT * FROM a, orders"));
  }

  @Test
  void cteNameQuotedDifferently_isTreatedAsTheRealTable() throws SQLException {
    assertEquals("WITH \"orders\" AS (SELECT 1 AS id) SELECT * FROM "
            + restricted("orders", "orders"),
        rewrite("WITH \"orders\" AS (SELECT 1 AS id) SELECT * FROM orders"));
  }

  @Test
  void cteNameDifferingOnlyInNonAsciiCase_isTreatedAsTheRealTable() throws SQLException {
    TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
        .searchPath("public").tenantTable("public", "é", Types.INTEGER).build();
    String sql = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), tables, "test")
        .admit("WITH É AS (SELECT 1 AS id) SELECT * FROM é").sql();
    assertEquals("WITH É AS (SELECT 1 AS id) SELECT * FROM " + restricted("é", "é"), sql);
  }

  @Test
  void recursiveCte_isRestrictedWhereItReadsTables() throws SQLException {
    db.assertSameAsTenantOnly("WITH RECURSIVE chain(id, n) AS (SELECT id, 1 FROM orders"
        + " UNION ALL SELECT o.id, chain.n + 1 FROM chain JOIN orders o ON o.id = chain.id + 3"
        + " WHERE chain.n < 4) SELECT * FROM chain");
  }

  @Test
  void leftAndRightJoins_stayOuterJoins() throws SQLException {
    db.assertSameAsTenantOnly("SELECT r.id, c.id FROM regions r LEFT JOIN customers c"
        + " ON c.region_id = r.id");
    db.assertSameAsTenantOnly("SELECT c.id, o.id FROM customers c LEFT JOIN orders o"
        + " ON o.customer_id = c.id");
    db.assertSameAsTenantOnly("SELECT c.id, r.id FROM customers c RIGHT JOIN regions r"
        + " ON c.region_id = r.id");
    db.assertSameAsTenantOnly("SELECT o.id, c.id FROM customers c RIGHT OUTER JOIN orders o"
        + " ON o.customer_id = c.id WHERE c.id IS NULL");
  }

  @Test
  void fullJoin_keepsItsType() throws SQLException {
    assertEquals("SELECT * FROM " + restricted("customers", "c") + " FULL JOIN "
            + restricted("orders", "o") + " ON o.customer_id = c.id",
        rewrite("SELECT * FROM customers c FULL JOIN orders o ON o.customer_id = c.id"));
  }

  @Test
  void quotedMixedCaseAndQualifiedNames_areRestricted() throws SQLException {
    db.assertSameAsTenantOnly("SELECT * FROM \"ORDERS\"");
    db.assertSameAsTenantOnly("SELECT * FROM PUBLIC.Orders o");
    db.assertSameAsTenantOnly("SELECT o.id FROM public.\"ORDERS\" o JOIN Customers C"
        + " ON C.id = o.customer_id");
    assertEquals("SELECT * FROM " + restricted("\"MixedCase\"", "\"MixedCase\""),
        rewrite("SELECT * FROM \"MixedCase\""));
    assertEquals("SELECT * FROM " + restricted("sales.orders", "orders"),
        rewrite("SELECT * FROM sales.orders"));
    assertEquals("SELECT * FROM " + restricted("\"public\".\"orders\"", "x"),
        rewrite("SELECT * FROM \"public\".\"orders\" x"));
    assertEquals("SELECT * FROM " + restricted("mydb.public.orders", "orders"),
        rewrite("SELECT * FROM mydb.public.orders"));
    assertEquals("SELECT * FROM " + restricted("`orders`", "`orders`"),
        rewrite("SELECT * FROM `orders`"));
  }

  @Test
  void twoUnaliasedTablesOfTheSameNameInOneFromList_areRefusedWithAdvice() {
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> rewrite("SELECT * FROM public.orders NATURAL JOIN sales.orders"));
    assertEquals(Rule.UNSUPPORTED, e.rule());
    assertTrue(e.getMessage().contains("need aliases"), e.getMessage());
  }

  @Test
  void sameNameInASchemaWithoutTheColumn_isNotRestricted() throws SQLException {
    assertEquals("SELECT * FROM archive.customers", rewrite("SELECT * FROM archive.customers"));
  }

  @Test
  void commentsAndHints_doNotHideReferences() throws SQLException {
    db.assertSameAsTenantOnly("SELECT /*+ INDEX(o) */ * FROM /* customers */ orders o -- x");
    assertEquals("SELECT * FROM " + restricted("orders", "orders"),
        rewrite("SELECT /*+ no */ * FROM -- comment\n orders /* trailing */"));
  }

  @Test
  void unparseableSql_isRefusedNotPassedThrough() throws SQLException {
    SecurityGate gate = db.gate(TenantPolicy.INJECT);
    assertEquals(Rule.UNPARSEABLE, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM orders WHERE")).rule());
    assertEquals(Rule.UNPARSEABLE, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM orders # comment the filter away")).rule());
  }

  @Test
  void stackedStatements_areRefused() throws SQLException {
    SecurityGate gate = db.gate(TenantPolicy.INJECT);
    assertEquals(Rule.SINGLE_STATEMENT, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM orders WHERE corp_id = 1; SELECT * FROM orders"))
        .rule());
  }

  @Test
  void everySetOperationBranch_isRestricted() throws SQLException {
    db.assertSameAsTenantOnly("SELECT id FROM orders UNION ALL SELECT id FROM lines");
    db.assertSameAsTenantOnly("SELECT customer_id FROM orders UNION SELECT id FROM customers"
        + " UNION SELECT id FROM regions");
    db.assertSameAsTenantOnly("SELECT id FROM customers INTERSECT SELECT customer_id FROM orders");
    db.assertSameAsTenantOnly("SELECT id FROM regions EXCEPT SELECT region_id FROM customers");
    db.assertSameAsTenantOnly("(SELECT id FROM orders ORDER BY id LIMIT 3) UNION ALL"
        + " (SELECT id FROM lines ORDER BY id LIMIT 3)");
  }

  @Test
  void lateralItems_areRestricted() throws SQLException {
    assertEquals("SELECT c.id, x.total FROM " + restricted("customers", "c")
            + ", LATERAL(SELECT sum(amount) AS total FROM " + restricted("orders", "o")
            + " WHERE o.customer_id = c.id) x",
        rewrite("SELECT c.id, x.total FROM customers c, LATERAL (SELECT sum(amount) AS total"
            + " FROM orders o WHERE o.customer_id = c.id) x"));
    assertEquals("SELECT * FROM regions r LEFT JOIN LATERAL(SELECT * FROM "
            + restricted("orders", "o") + " WHERE o.id = r.id LIMIT 1) x ON true",
        rewrite("SELECT * FROM regions r LEFT JOIN LATERAL (SELECT * FROM orders o"
            + " WHERE o.id = r.id LIMIT 1) x ON true"));
  }

  @Test
  void windowFunctions_seeOnlyTheTenantsRows() throws SQLException {
    db.assertSameAsTenantOnly("SELECT id, sum(amount) OVER (PARTITION BY status ORDER BY id),"
        + " rank() OVER (ORDER BY amount DESC, id) FROM orders");
    db.assertSameAsTenantOnly("SELECT r.id, row_number() OVER (ORDER BY (SELECT count(*)"
        + " FROM customers c WHERE c.region_id = r.id), r.id) FROM regions r");
  }

  @Test
  void subqueriesInValuesAndFunctionArguments_areRestricted() throws SQLException {
    db.assertSameAsTenantOnly("VALUES ((SELECT count(*) FROM orders), 1)");
    db.assertSameAsTenantOnly("SELECT abs((SELECT min(amount) - max(amount) FROM orders)),"
        + " coalesce(NULL, (SELECT max(name) FROM customers))");
    db.assertSameAsTenantOnly("SELECT count(*) FILTER (WHERE amount > (SELECT avg(amount)"
        + " FROM orders)) FROM orders");
  }

  @Test
  void nestedDerivedTables_areRestricted() throws SQLException {
    db.assertSameAsTenantOnly("SELECT * FROM (SELECT * FROM (SELECT id, amount FROM orders) a"
        + " WHERE amount > 10) b");
    db.assertSameAsTenantOnly("SELECT * FROM (SELECT c.id FROM (customers c JOIN orders o"
        + " ON o.customer_id = c.id)) x");
  }

  @Test
  void selectStar_keepsTheOriginalColumns() throws SQLException {
    AdmittedStatement a = db.gate(TenantPolicy.INJECT)
        .admit("SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id");
    try (PreparedStatement ps = db.full.prepareStatement(a.sql());
        PreparedStatement raw = db.full.prepareStatement(
            "SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id")) {
      a.bind(ps, List.of());
      try (ResultSet rs = ps.executeQuery(); ResultSet orig = raw.executeQuery()) {
        int n = orig.getMetaData().getColumnCount();
        assertEquals(n, rs.getMetaData().getColumnCount());
        for (int i = 1; i <= n; i++) {
          assertEquals(orig.getMetaData().getColumnLabel(i), rs.getMetaData().getColumnLabel(i));
        }
      }
    }
  }

  @Test
  void anotherTenantsLiteral_cannotWidenTheFilter() throws SQLException {
    db.assertSameAsTenantOnly("SELECT * FROM orders WHERE corp_id = 2");
    db.assertSameAsTenantOnly("SELECT * FROM orders WHERE corp_id IN (1, 2, 3)");
  }

  @Test
  void spoofedRestrictionShape_isRestrictedAgain() throws SQLException {
    db.assertSameAsTenantOnly("SELECT * FROM (SELECT * FROM orders nl_t"
        + " WHERE nl_t.corp_id = 2) orders");
    db.assertSameAsTenantOnly("SELECT * FROM (SELECT * FROM orders nl_t"
        + " WHERE nl_t.corp_id = ?) orders", 2);
  }

  @Test
  void tenantTableInAPositionNoFilterFits_isRefused() throws SQLException {
    SecurityGate gate = db.gate(TenantPolicy.INJECT);
    assertThrows(StatementRefusedException.class, () -> gate.admit("TABLE orders"));
    assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM orders FOR UPDATE OF orders"));
  }

  @Test
  void unknownRelation_isRefusedWithATenant() throws SQLException {
    assertEquals(Rule.UNKNOWN_RELATION, assertThrows(StatementRefusedException.class,
        () -> db.gate(TenantPolicy.INJECT).admit("SELECT * FROM created_after_loading")).rule());
  }

  @Test
  void parseDifferential_tableInParentheses_isRefused() throws SQLException {
    // PostgreSQL reads (TABLE orders) as the table orders; JSqlParser as a table named TABLE.
    SecurityGate gate = db.gate(TenantPolicy.INJECT);
    assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM (TABLE orders) t"));
    assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit("SELECT * FROM (TABLE orders) t"));
    assertEquals(Rule.UNKNOWN_RELATION, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM (\"TABLE\" orders) t")).rule());
  }

  @Test
  void parseDifferential_tableKeywordInsideExpressions_isRefused() throws SQLException {
    // JSqlParser: a function with the "extra keyword" TABLE; PostgreSQL: a subquery on orders.
    SecurityGate gate = db.gate(TenantPolicy.INJECT);
    for (String sql : List.of("SELECT ARRAY(TABLE orders)",
        "SELECT * FROM regions WHERE id = ALL (TABLE orders)",
        "SELECT * FROM regions WHERE id = ANY (TABLE customers)")) {
      assertEquals(Rule.UNSUPPORTED,
          assertThrows(StatementRefusedException.class, () -> gate.admit(sql)).rule(), sql);
    }
    gate.admit("SELECT * FROM regions WHERE name <> 'table' AND name <> 'FROM'");
    gate.admit("SELECT \"from\".id FROM regions \"from\"");
  }

  @Test
  void rewrittenSql_bindsTheTenantValueNeverSplicesIt() throws SQLException {
    String sql = rewrite("SELECT * FROM orders");
    assertFalse(sql.contains("105"), sql);
    assertTrue(sql.contains("= ?"), sql);
  }
}
