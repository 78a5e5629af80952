package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * MariaDB syntax where parsers disagree, against a twin database holding only tenant 2's rows:
 * each statement must be refused, fail on the target, or return what the twin returns.
 */
class MariaDbTenantTwinIT {
  private static final String[] SCHEMA = {
      "CREATE TABLE regions (id int PRIMARY KEY, name varchar(20))",
      "CREATE TABLE customers (id int PRIMARY KEY, corp_id int NOT NULL, name varchar(20),"
          + " region_id int)",
      "CREATE TABLE orders (id int PRIMARY KEY, corp_id int NOT NULL, customer_id int,"
          + " amount int, status varchar(10), KEY by_status (status))"};

  private static final String[] HOSTILE = {
      "SELECT * FROM orders",
      "SELECT * FROM `orders` o FORCE INDEX (by_status) WHERE o.status = 'open'",
      "SELECT * FROM orders USE INDEX ()",
      "SELECT * FROM orders o STRAIGHT_JOIN customers c ON c.id = o.customer_id",
      "SELECT STRAIGHT_JOIN * FROM orders o JOIN customers c ON c.id = o.customer_id",
      "SELECT SQL_CALC_FOUND_ROWS id FROM orders",
      "SELECT HIGH_PRIORITY id FROM orders",
      "SELECT SQL_NO_CACHE id FROM orders",
      "SELECT * FROM (orders)",
      "SELECT * FROM orders ORDER BY id LIMIT 1, 2",
      "SELECT * FROM orders WHERE status = \"open\"",
      "SELECT \"orders\".id FROM orders",
      "SELECT * FROM orders WHERE status = _utf8mb4'open'",
      "SELECT * FROM orders WHERE status = N'open'",
      "SELECT * FROM orders WHERE status = 'op' 'en'",
      "SELECT * FROM orders WHERE status = x'6f70656e'",
      "SELECT * FROM orders WHERE status REGEXP '^o'",
      "SELECT * FROM orders WHERE status LIKE 'o%' ESCAPE '|'",
      "SELECT id DIV 2, id MOD 3 FROM orders",
      "SELECT * FROM orders WHERE id = 1 XOR id = 2",
      "SELECT /*! STRAIGHT_JOIN */ * FROM orders",
      "SELECT 1 /*!, (SELECT count(*) FROM orders) */",
      "SELECT 1 --1\n",
      "SELECT * FROM orders WHERE id = 1 #, (SELECT count(*) FROM orders)",
      "SELECT * FROM orders o NATURAL JOIN customers c",
      "SELECT * FROM orders WHERE (customer_id, corp_id) IN (SELECT id, corp_id FROM customers)",
      "SELECT * FROM dual",
      "SELECT 1 FROM DUAL WHERE EXISTS (SELECT 1 FROM orders)",
      "VALUES (1), (2)",
      "SELECT id FROM orders INTERSECT SELECT customer_id FROM orders",
      "SELECT id FROM orders EXCEPT SELECT id FROM customers",
      "SELECT * FROM orders o WHERE o.amount > ANY (SELECT amount FROM orders)",
      "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3)"
          + " SELECT * FROM r JOIN orders ON orders.id = r.n",
      "WITH orders AS (SELECT * FROM orders WHERE amount > 50) SELECT * FROM orders",
      "WITH Orders AS (SELECT 1 AS id) SELECT * FROM orders",
      "WITH a AS (SELECT * FROM b), b AS (SELECT 1 AS x) SELECT * FROM a",
      "SELECT * FROM JSON_TABLE((SELECT JSON_ARRAYAGG(id) FROM orders), '$[*]'"
          + " COLUMNS (id int PATH '$')) AS j",
      "SELECT id, row_number() OVER (PARTITION BY status ORDER BY id) FROM orders",
      "SELECT id, sum(amount) OVER w FROM orders WINDOW w AS (ORDER BY id)",
      "SELECT * FROM orders PROCEDURE ANALYSE()",
      "SELECT * FROM orders LIMIT 2 ROWS EXAMINED 100",
      "SELECT * FROM orders ORDER BY id FETCH FIRST 2 ROWS ONLY",
      "SELECT * FROM orders WHERE corp_id = '1abc'",
      "SELECT GROUP_CONCAT(name ORDER BY name SEPARATOR ';') FROM customers",
      "SELECT * FROM orders WHERE status IN (SELECT status FROM orders GROUP BY status"
          + " HAVING count(*) > 1)",
      "SELECT c.name, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id) FROM customers c"
          + " LEFT JOIN regions r ON r.id = c.region_id",
      "SELECT * FROM regions r RIGHT JOIN customers c ON c.region_id = r.id",
      "SELECT * FROM orders WHERE amount > (SELECT AVG(amount) FROM orders)",
      "SELECT * FROM orders WHERE id IN (SELECT id FROM orders) OR 1 = 1",
      "SELECT * FROM orders o, LATERAL (SELECT 1) x",
      "TABLE orders",
      "SELECT * FROM orders INTO @x",
      "SELECT * FROM orders LOCK IN SHARE MODE",
      "SELECT 'a\\\\', ' , (SELECT count(*) FROM orders) AS leaked, ' -- '"};

  private static String full;
  private static String only;

  @BeforeAll
  static void setUp() throws SQLException {
    full = Databases.uniqueName("nlsec_full");
    only = full.replace("full", "only");
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + full, "CREATE DATABASE " + only);
    }
    for (String db : List.of(full, only)) {
      try (Connection c = Databases.mariadb(db)) {
        Databases.execute(c, SCHEMA);
        boolean tenantOnly = db.equals(only);
        Databases.execute(c, "INSERT INTO regions VALUES (1, 'Africa'), (2, 'Europe')");
        for (int i = 1; i <= 12; i++) {
          int corp = 1 + i % 3;
          if (!tenantOnly || corp == 2) {
            Databases.execute(c, "INSERT INTO customers VALUES (" + i + ", " + corp + ", 'c" + i
                + "', " + (1 + i % 2) + ")");
          }
        }
        for (int i = 1; i <= 30; i++) {
          int corp = 1 + (i * 7) % 3;
          if (!tenantOnly || corp == 2) {
            Databases.execute(c, "INSERT INTO orders VALUES (" + i + ", " + corp + ", "
                + (1 + (i * 5) % 13) + ", " + ((i * 37) % 200) + ", '"
                + (i % 3 == 0 ? "open" : "paid") + "')");
          }
        }
      }
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "DROP DATABASE IF EXISTS " + full,
          "DROP DATABASE IF EXISTS " + only);
    }
  }

  @Test
  void hostileCorpus_isRefusedOrIdenticalToTheTenantOnlyTwin() throws SQLException {
    List<String> leaks = new ArrayList<>();
    Map<String, Integer> outcomes = new TreeMap<>();
    try (Connection all = Databases.mariadb(full); Connection twin = Databases.mariadb(only)) {
      SecurityGate gate = new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("corp_id", "2", TenantPolicy.INJECT), TenantTables.load(all, "corp_id"),
          "twin");
      for (String sql : HOSTILE) {
        List<String> expected;
        try {
          expected = Databases.query(twin, sql);
        } catch (SQLException e) {
          outcomes.merge("invalid for MariaDB", 1, Integer::sum);
          continue;
        }
        AdmittedStatement a;
        try {
          a = gate.admit(sql);
        } catch (StatementRefusedException e) {
          outcomes.merge("refused", 1, Integer::sum);
          continue;
        }
        try (PreparedStatement ps = all.prepareStatement(a.sql())) {
          a.bind(ps, List.of());
          try (ResultSet rs = ps.executeQuery()) {
            if (expected.equals(Databases.rows(rs))) {
              outcomes.merge("identical", 1, Integer::sum);
            } else {
              leaks.add(sql + "\n  sent: " + a.sql());
            }
          }
        } catch (SQLException e) {
          outcomes.merge("failed on the target", 1, Integer::sum);
        }
      }
    }
    System.out.println("MariaDB hostile corpus: " + outcomes);
    assertTrue(leaks.isEmpty(), "leaks:\n" + String.join("\n", leaks));
  }
}
