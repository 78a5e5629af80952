package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * Generates SELECT statements over {@link PgTenantFixture}'s schema, deterministically from a
 * seed, combining the constructs tenant rewriters get wrong: joins of every type, subqueries in
 * every clause, CTEs (including names that shadow tables), set operations, LATERAL, window
 * functions, quoted, qualified and mixed-case names, and comments. Every query's result is
 * deterministic (LIMIT only after a total order), so results compare as multisets.
 */
final class QueryGenerator {

  /** A generated statement and the constructs it exercises. */
  static final class Query {
    final String sql;
    final Set<String> features;

    Query(String sql, Set<String> features) {
      this.sql = sql;
      this.features = features;
    }
  }

  private static final class Rel {
    final String name;
    final String[] spellings;
    final String[] predicates;
    final String intColumn;
    final String textColumn;

    Rel(String name, String[] spellings, String intColumn, String textColumn,
        String... predicates) {
      this.name = name;
      this.spellings = spellings;
      this.intColumn = intColumn;
      this.textColumn = textColumn;
      this.predicates = predicates;
    }
  }

  private final Rel customers;
  private final Rel orders;
  private final Rel lines;
  private final Rel products;
  private final Rel regions;
  private final String otherSchema;
  private final Rel[] all;

  private Random random;
  private Random literals;
  private Set<String> features;

  QueryGenerator(String schema, String otherSchema) {
    this.otherSchema = otherSchema;
    String s = schema;
    customers = new Rel("customers", new String[] {"customers", "CUSTOMERS", "Customers",
        "\"customers\"", s + ".customers", "\"" + s + "\".\"customers\"", s + ".Customers"},
        "region_id", "tier", "#.tier = 'gold'", "#.region_id IS NULL", "#.region_id > 2",
        "#.name LIKE 'c1%'", "#.id % 2 = 0");
    orders = new Rel("orders", new String[] {"orders", "ORDERS", "Orders", "\"orders\"",
        s + ".orders", "\"" + s + "\".orders"}, "amount", "status", "#.amount > 100",
        "#.status = 'open'", "#.amount BETWEEN 20 AND 120", "#.customer_id < 10");
    lines = new Rel("order_lines", new String[] {"order_lines", "ORDER_LINES",
        s + ".order_lines", "\"order_lines\""}, "qty", null, "#.qty > 2", "#.price < 15",
        "#.product_id IN (1, 2, 3)");
    products = new Rel("Products", new String[] {"\"Products\"", s + ".\"Products\""}, "price",
        "\"Name\"", "#.price > 20", "#.\"Name\" <> 'p3'");
    regions = new Rel("regions", new String[] {"regions", "REGIONS", s + ".regions"}, "id",
        "name", "#.name <> 'Asia'", "#.id < 4");
    all = new Rel[] {customers, orders, lines, products, regions};
  }

  /** {@code count} distinct statements from {@code seed}. */
  List<Query> generate(int count, long seed) {
    return generate(count, seed, seed);
  }

  /**
   * {@code count} distinct statements whose structure comes from {@code seed} and whose varying
   * literal values come from {@code literalSeed}: two calls with one seed and two literal seeds
   * give statements of the same shapes with (partly) different literals.
   */
  List<Query> generate(int count, long seed, long literalSeed) {
    random = new Random(seed);
    literals = new Random(literalSeed);
    Map<String, Query> out = new LinkedHashMap<>();
    int family = 0;
    for (int attempts = 0; out.size() < count && attempts < count * 50; attempts++) {
      features = new TreeSet<>();
      String sql = family(family++ % FAMILIES);
      sql = decorate(sql);
      out.putIfAbsent(sql, new Query(sql, features));
    }
    return new ArrayList<>(out.values());
  }

  private static final int FAMILIES = 28;

  private String family(int n) {
    switch (n) {
      case 0: return simple();
      case 1: return selectStar();
      case 2: return join2();
      case 3: return join3();
      case 4: return commaJoin();
      case 5: return selectListSubquery();
      case 6: return whereSubquery();
      case 7: return havingSubquery();
      case 8: return orderBySubquery();
      case 9: return groupByAndFunctionArgSubquery();
      case 10: return onClauseSubquery();
      case 11: return cte();
      case 12: return cteShadowing();
      case 13: return realTableNamedLikeCteElsewhere();
      case 14: return cteChain();
      case 15: return recursiveCte();
      case 16: return setOperation();
      case 17: return lateral();
      case 18: return window();
      case 19: return nestedDerived();
      case 20: return usingOrNatural();
      case 21: return otherSchema();
      case 22: return quotedProducts();
      case 23: return valuesJoin();
      case 24: return distinct();
      case 25: return referenceOnly();
      case 26: return aggregates();
      default: return caseExpressions();
    }
  }

  // ---- building blocks

  private <T> T pick(T[] options) {
    return options[random.nextInt(options.length)];
  }

  private int literal(int bound) {
    return literals.nextInt(bound);
  }

  private boolean chance(int percent) {
    return random.nextInt(100) < percent;
  }

  private String ref(Rel rel) {
    String spelling = pick(rel.spellings);
    if (!spelling.equals(rel.spellings[0])) {
      features.add(spelling.contains(".") ? "qualified-name" : spelling.contains("\"")
          ? "quoted-name" : "mixed-case-name");
    }
    return spelling;
  }

  private String pred(Rel rel, String alias) {
    String p = pick(rel.predicates).replace("#", alias);
    if (chance(20)) {
      features.add("or-precedence");
      p = p + " OR " + pick(rel.predicates).replace("#", alias);
    }
    return p;
  }

  /** A comment, or nothing. */
  private String c() {
    if (!chance(25)) {
      return " ";
    }
    features.add("comment");
    return pick(new String[] {" /* orders */ ", " /* FROM customers */ ", " -- trailing\n ",
        " /* ; DELETE FROM orders; */ ", " /* nested -- dash */ ", " --\n "});
  }

  private String joinType() {
    String t = pick(new String[] {"JOIN", "INNER JOIN", "LEFT JOIN", "LEFT OUTER JOIN",
        "RIGHT JOIN", "FULL JOIN", "FULL OUTER JOIN"});
    features.add(t.startsWith("LEFT") ? "left-join" : t.startsWith("RIGHT") ? "right-join"
        : t.startsWith("FULL") ? "full-join" : "inner-join");
    return t;
  }

  private String decorate(String sql) {
    int d = random.nextInt(100);
    if (d < 10) {
      features.add("derived-table");
      return "SELECT count(*) AS n FROM (" + sql + ") w";
    }
    if (d < 18) {
      features.add("cte");
      return "WITH w AS (" + sql + ") SELECT count(*) AS n FROM w";
    }
    return sql;
  }

  // ---- families

  private String simple() {
    Rel rel = pick(all);
    String a = pick(new String[] {"t", "x1", "Src"});
    return "SELECT" + c() + a + ".id" + (rel.textColumn != null ? ", " + a + "." + rel.textColumn
        : "") + c() + "FROM " + ref(rel) + " " + a + c() + "WHERE " + pred(rel, a);
  }

  private String selectStar() {
    features.add("select-star");
    Rel rel = pick(new Rel[] {customers, orders, lines, products});
    if (chance(50)) {
      return "SELECT * FROM" + c() + ref(rel) + c();
    }
    String a = "s";
    return "SELECT * FROM " + ref(rel) + " AS " + a + " WHERE " + pred(rel, a);
  }

  private String join2() {
    int k = random.nextInt(5);
    String[][] pairs = {
        {"customers", "orders", "b.customer_id = a.id"},
        {"orders", "order_lines", "b.order_id = a.id"},
        {"customers", "regions", "a.region_id = b.id"},
        {"order_lines", "Products", "a.product_id = b.id"},
        {"regions", "customers", "b.region_id = a.id"}};
    Rel ra = rel(pairs[k][0]);
    Rel rb = rel(pairs[k][1]);
    String where = chance(40) ? " WHERE " + (chance(50) ? "b.id IS NULL" : pred(rb, "b")) : "";
    return "SELECT a.id AS a_id, b.id AS b_id FROM " + ref(ra) + " a " + joinType() + c()
        + ref(rb) + " b ON " + pairs[k][2] + where;
  }

  private String join3() {
    return "SELECT c.name, o.id AS order_id, l.id AS line_id FROM " + ref(customers) + " c "
        + joinType() + " " + ref(orders) + " o ON o.customer_id = c.id " + joinType() + " "
        + ref(lines) + " l ON l.order_id = o.id" + (chance(50) ? " WHERE " + pred(orders, "o")
        : "");
  }

  private String commaJoin() {
    features.add("comma-join");
    return "SELECT c.id, o.amount FROM " + ref(customers) + " c, " + ref(orders) + " o, "
        + ref(regions) + " r WHERE o.customer_id = c.id AND c.region_id = r.id AND ("
        + pred(orders, "o") + ")";
  }

  private String selectListSubquery() {
    features.add("subquery-select-list");
    String sub = pick(new String[] {
        "(SELECT count(*) FROM " + ref(orders) + " o WHERE o.customer_id = c.id) AS n",
        "(SELECT max(o.amount) FROM " + ref(orders) + " o WHERE o.customer_id = c.id) AS top",
        "c.id IN (SELECT customer_id FROM " + ref(orders) + ") AS buyer",
        "EXISTS (SELECT 1 FROM " + ref(orders) + " o WHERE o.customer_id = c.id AND "
            + pred(orders, "o") + ") AS has_order",
        "(SELECT count(*) FROM " + ref(customers) + ") AS everyone"});
    return "SELECT c.id, " + sub + " FROM " + ref(chance(70) ? customers : regions) + " c";
  }

  private String whereSubquery() {
    features.add("subquery-where");
    String cond = pick(new String[] {
        "c.id IN (SELECT customer_id FROM " + ref(orders) + " o WHERE " + pred(orders, "o") + ")",
        "c.id NOT IN (SELECT customer_id FROM " + ref(orders) + " WHERE customer_id IS NOT NULL)",
        "EXISTS (SELECT 1 FROM " + ref(orders) + " o WHERE o.customer_id = c.id)",
        "NOT EXISTS (SELECT 1 FROM " + ref(orders) + " o WHERE o.customer_id = c.id)",
        "c.region_id = (SELECT min(region_id) FROM " + ref(customers) + ")",
        "c.id > ALL (SELECT customer_id FROM " + ref(orders) + " WHERE amount > 150)",
        "c.id = ANY (SELECT customer_id FROM " + ref(orders) + " WHERE status = 'void')",
        "c.region_id IN (SELECT id FROM " + ref(regions) + " WHERE name <> 'Asia')"});
    return "SELECT c.id, c.name FROM " + ref(customers) + " c WHERE " + cond
        + (chance(30) ? " OR c.tier = 'gold'" : "");
  }

  private String havingSubquery() {
    features.add("subquery-having");
    String having = pick(new String[] {
        "EXISTS (SELECT 1 FROM " + ref(orders) + " o WHERE o.status = t.status AND o.amount > 150)",
        "count(*) > (SELECT count(*) / 10 FROM " + ref(orders) + ")",
        "t.status IN (SELECT status FROM " + ref(orders) + " WHERE amount < 30)",
        "sum(t.amount) > (SELECT avg(amount) FROM " + ref(orders) + ")"});
    return "SELECT t.status, count(*) AS n, sum(t.amount) AS total FROM " + ref(orders)
        + " t GROUP BY t.status HAVING " + having;
  }

  private String orderBySubquery() {
    features.add("subquery-order-by");
    return "SELECT c.id, c.name FROM " + ref(customers) + " c ORDER BY (SELECT count(*) FROM "
        + ref(orders) + " o WHERE o.customer_id = c.id) DESC, c.id LIMIT " + (2 + literal(6));
  }

  private String groupByAndFunctionArgSubquery() {
    if (chance(50)) {
      features.add("subquery-group-by");
      return "SELECT (SELECT max(amount) FROM " + ref(orders) + ") AS top, count(*) AS n FROM "
          + ref(customers) + " c GROUP BY (SELECT max(amount) FROM " + ref(orders) + ")";
    }
    features.add("subquery-function-argument");
    return "SELECT c.id, coalesce((SELECT sum(o.amount) FROM " + ref(orders)
        + " o WHERE o.customer_id = c.id), 0) AS spent, greatest(c.id, (SELECT min(id) FROM "
        + ref(orders) + ")) AS g FROM " + ref(customers) + " c";
  }

  private String onClauseSubquery() {
    features.add("subquery-on");
    return "SELECT c.id, o.id AS order_id FROM " + ref(customers) + " c " + joinType() + " "
        + ref(orders) + " o ON o.customer_id = c.id AND o.id IN (SELECT order_id FROM "
        + ref(lines) + " WHERE qty > 2)";
  }

  private String cte() {
    features.add("cte");
    return "WITH big AS (SELECT * FROM " + ref(orders) + " WHERE " + pred(orders, "orders")
        .replace("orders.", "") + ") SELECT c.name, big.amount FROM big " + joinType() + " "
        + ref(customers) + " c ON c.id = big.customer_id";
  }

  private String cteShadowing() {
    features.add("cte-shadowing");
    String min = String.valueOf(literal(150));
    return pick(new String[] {
        "WITH orders AS (SELECT * FROM orders WHERE amount > " + min + ") SELECT id, amount FROM"
            + " orders",
        "WITH customers AS (SELECT id, name FROM customers WHERE tier = 'gold') SELECT c.id,"
            + " (SELECT count(*) FROM customers) AS n FROM customers c",
        "WITH orders AS (SELECT customer_id, sum(amount) AS total FROM orders GROUP BY"
            + " customer_id) SELECT c.name, orders.total FROM " + ref(customers) + " c JOIN"
            + " orders ON orders.customer_id = c.id",
        "SELECT o.id FROM " + ref(orders) + " o WHERE o.customer_id IN (WITH customers AS"
            + " (SELECT * FROM customers WHERE id > " + min + " / 10) SELECT id FROM customers)"});
  }

  private String realTableNamedLikeCteElsewhere() {
    features.add("cte-name-reused-outside-scope");
    return pick(new String[] {
        "SELECT (SELECT count(*) FROM orders) AS real_orders, x.n FROM (WITH orders AS (SELECT 1"
            + " AS n) SELECT n FROM orders) x",
        "SELECT a.n, o.id FROM (WITH orders AS (SELECT 7 AS n) SELECT n FROM orders) a, "
            + ref(orders) + " o WHERE o.amount > 120",
        "SELECT c.id FROM " + ref(customers) + " c WHERE EXISTS (WITH orders AS (SELECT 1 AS id)"
            + " SELECT 1 FROM orders) AND c.id IN (SELECT customer_id FROM orders)",
        "WITH recent AS (WITH orders AS (SELECT 3 AS id) SELECT id FROM orders) SELECT"
            + " recent.id, (SELECT count(*) FROM orders) FROM recent"});
  }

  private String cteChain() {
    features.add("cte-chain");
    return "WITH a AS (SELECT customer_id, amount FROM " + ref(orders) + " WHERE " + "amount > "
        + literal(100) + "), b AS (SELECT c.name, a.amount FROM a JOIN " + ref(customers)
        + " c ON c.id = a.customer_id), r AS (SELECT * FROM " + ref(regions)
        + ") SELECT b.name, sum(b.amount) AS total, (SELECT count(*) FROM r) AS regions FROM b"
        + " GROUP BY b.name";
  }

  private String recursiveCte() {
    features.add("recursive-cte");
    return "WITH RECURSIVE walk(n, id) AS (SELECT 1, min(id) FROM " + ref(orders)
        + " UNION ALL SELECT walk.n + 1, (SELECT min(o.id) FROM " + ref(orders)
        + " o WHERE o.id > walk.id) FROM walk WHERE walk.n < " + (3 + literal(4))
        + ") SELECT n, id FROM walk";
  }

  private String setOperation() {
    features.add("set-operation");
    String op = pick(new String[] {"UNION", "UNION ALL", "INTERSECT", "EXCEPT"});
    String left = pick(new String[] {"SELECT id FROM " + ref(customers),
        "SELECT customer_id FROM " + ref(orders) + " WHERE " + pred(orders, "orders"),
        "SELECT id FROM " + ref(regions)});
    String right = pick(new String[] {"SELECT customer_id FROM " + ref(orders),
        "SELECT id FROM " + otherSchema + ".customers", "SELECT order_id FROM " + ref(lines),
        "SELECT region_id FROM " + ref(customers)});
    if (chance(30)) {
      return "(" + left + ") " + op + " (" + right + ") " + op + " (SELECT product_id FROM "
          + ref(lines) + " WHERE qty = 1)";
    }
    return left + " " + op + c() + right;
  }

  private String lateral() {
    features.add("lateral");
    String inner = "(SELECT o.id, o.amount FROM " + ref(orders) + " o WHERE o.customer_id = c.id"
        + " ORDER BY o.amount DESC, o.id LIMIT " + (1 + literal(3)) + ")";
    return pick(new String[] {
        "SELECT c.id, x.id AS order_id, x.amount FROM " + ref(customers) + " c, LATERAL " + inner
            + " x",
        "SELECT c.id, x.id AS order_id FROM " + ref(customers) + " c LEFT JOIN LATERAL " + inner
            + " x ON true",
        "SELECT c.id, x.id AS order_id FROM " + ref(customers) + " c CROSS JOIN LATERAL " + inner
            + " x WHERE " + pred(customers, "c"),
        "SELECT r.name, x.n FROM " + ref(regions) + " r, LATERAL (SELECT count(*) AS n FROM "
            + ref(customers) + " c WHERE c.region_id = r.id) x"});
  }

  private String window() {
    features.add("window-function");
    return pick(new String[] {
        "SELECT id, row_number() OVER (PARTITION BY status ORDER BY amount, id) AS rn, sum(amount)"
            + " OVER (PARTITION BY customer_id) AS s FROM " + ref(orders),
        "SELECT id, rank() OVER (ORDER BY amount DESC) AS rk, count(*) OVER () AS total FROM "
            + ref(orders) + " WHERE " + pred(orders, "orders"),
        "SELECT c.id, sum(o.amount) OVER (PARTITION BY c.tier ORDER BY c.id) AS running FROM "
            + ref(customers) + " c " + joinType() + " " + ref(orders) + " o ON o.customer_id = c.id",
        "SELECT r.id, row_number() OVER (ORDER BY (SELECT count(*) FROM " + ref(customers)
            + " c WHERE c.region_id = r.id), r.id) AS rn FROM " + ref(regions) + " r",
        "SELECT id, lag(amount) OVER (ORDER BY id) AS prev, first_value(id) OVER (PARTITION BY"
            + " status ORDER BY id) AS first_id FROM " + ref(orders)});
  }

  private String nestedDerived() {
    features.add("derived-table");
    return "SELECT b.id, b.amount FROM (SELECT a.id, a.amount FROM (SELECT id, amount, status"
        + " FROM " + ref(orders) + c() + ") a WHERE a.status <> 'void') b WHERE b.amount > "
        + literal(150);
  }

  private String usingOrNatural() {
    features.add("using-or-natural");
    return pick(new String[] {
        "SELECT count(*) AS n FROM " + ref(customers) + " JOIN " + ref(orders) + " USING"
            + " (corp_id)",
        "SELECT id, corp_id FROM " + ref(customers) + " JOIN " + ref(orders) + " USING (id, corp_id)",
        "SELECT * FROM " + ref(customers) + " NATURAL JOIN " + otherSchema + ".customers xc",
        "SELECT id FROM " + ref(orders) + " " + joinType() + " " + ref(lines) + " USING (id)"});
  }

  private String otherSchema() {
    features.add("qualified-name");
    return pick(new String[] {
        "SELECT * FROM " + otherSchema + ".customers",
        "SELECT x.id, c.id AS main_id FROM " + otherSchema + ".customers x " + joinType() + " "
            + ref(customers) + " c ON c.id + 100 = x.id",
        "SELECT name FROM " + otherSchema + ".customers UNION ALL SELECT name FROM "
            + ref(customers)});
  }

  private String quotedProducts() {
    features.add("quoted-name");
    return pick(new String[] {
        "SELECT p.\"Name\", sum(l.qty) AS qty FROM " + ref(products) + " p " + joinType() + " "
            + ref(lines) + " l ON l.product_id = p.id GROUP BY p.\"Name\"",
        "SELECT * FROM " + ref(products) + " WHERE price > " + literal(40),
        "SELECT \"Products\".id FROM \"Products\" WHERE \"Products\".price < 30"});
  }

  private String valuesJoin() {
    features.add("values");
    return "SELECT v.n, (SELECT count(*) FROM " + ref(orders) + " o WHERE o.amount > v.n) AS"
        + " above FROM (VALUES (10), (100), (" + literal(200) + ")) v(n)";
  }

  private String distinct() {
    if (chance(50)) {
      return "SELECT DISTINCT status FROM " + ref(orders);
    }
    return "SELECT DISTINCT ON (customer_id) customer_id, id, amount FROM " + ref(orders)
        + " ORDER BY customer_id, amount DESC, id";
  }

  private String referenceOnly() {
    return pick(new String[] {"SELECT * FROM " + ref(regions), "SELECT id, body FROM notes",
        "SELECT r.name, n.body FROM " + ref(regions) + " r " + joinType() + " notes n ON n.id = r.id"});
  }

  private String aggregates() {
    features.add("aggregate");
    return "SELECT count(*) AS n, count(DISTINCT customer_id) AS customers, sum(amount) FILTER"
        + " (WHERE status = 'open') AS open_total, max(amount) AS top FROM " + ref(orders)
        + (chance(50) ? " WHERE " + pred(orders, "orders")
        : "");
  }

  private String caseExpressions() {
    features.add("subquery-case");
    return "SELECT c.id, CASE WHEN EXISTS (SELECT 1 FROM " + ref(orders) + " o WHERE"
        + " o.customer_id = c.id AND o.status = 'open') THEN 'open' WHEN c.id IN (SELECT"
        + " customer_id FROM " + ref(orders) + ") THEN 'buyer' ELSE 'none' END AS kind FROM "
        + ref(customers) + " c";
  }

  private Rel rel(String name) {
    for (Rel r : all) {
      if (r.name.equals(name)) {
        return r;
      }
    }
    throw new IllegalArgumentException(name);
  }
}
