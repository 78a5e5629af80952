package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
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
          + " amount int, status varchar(10), KEY by_status (status))",
      "CREATE TABLE notes (id int PRIMARY KEY, body varchar(20))",
      "CREATE TABLE corporations (id int PRIMARY KEY, name varchar(20))",
      "INSERT INTO notes VALUES (1, 'first'), (2, 'second')",
      "CREATE VIEW order_view AS SELECT id, corp_id, amount, status FROM orders",
      "CREATE VIEW order_stats AS SELECT status, count(*) AS n FROM orders GROUP BY status"};

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

  private static final String[] CORPORATIONS = {"Acme", "Globex", "Initech"};

  private static String full;
  private static String only;
  /** A database whose {@code notes} has the tenant column: a session switched to it differs. */
  private static String sibling;
  private static NljdbcServer server;

  @BeforeAll
  static void setUp() throws SQLException {
    full = Databases.uniqueName("nlsec_full");
    only = full.replace("full", "only");
    sibling = full.replace("full", "sib");
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + full, "CREATE DATABASE " + only,
          "CREATE DATABASE " + sibling);
    }
    try (Connection c = Databases.mariadb(sibling)) {
      Databases.execute(c, "CREATE TABLE notes (id int PRIMARY KEY, corp_id int NOT NULL,"
          + " body varchar(20))", "INSERT INTO notes VALUES (1, 1, 's1'), (2, 2, 's2'),"
          + " (3, 3, 's3')");
    }
    for (String db : List.of(full, only)) {
      try (Connection c = Databases.mariadb(db)) {
        Databases.execute(c, SCHEMA);
        boolean tenantOnly = db.equals(only);
        Databases.execute(c, "INSERT INTO regions VALUES (1, 'Africa'), (2, 'Europe')");
        for (int i = 1; i <= CORPORATIONS.length; i++) {
          if (!tenantOnly || i == 2) {
            Databases.execute(c, "INSERT INTO corporations VALUES (" + i + ", '"
                + CORPORATIONS[i - 1] + "')");
          }
        }
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
    if (server != null) {
      server.stop();
    }
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "DROP DATABASE IF EXISTS " + full,
          "DROP DATABASE IF EXISTS " + only, "DROP DATABASE IF EXISTS " + sibling);
    }
  }

  private static String url(String database) {
    return TestDatabases.onDatabase(Kind.MARIADB, database);
  }

  /**
   * The MariaDB hostile classes ({@link MariaDbHostileGenerator}) as tenant 2 through the gate,
   * the driver in-process and an nljdbc server on loopback, with prepared statements and
   * connection-property changes: each statement is refused, fails without another tenant's
   * value in the error, or returns what the twin returns; server catalogues are refused.
   */
  @Test
  void generatedClassesInEveryMode_areRefusedOrIdenticalToTheTwin() throws SQLException {
    server = TestServers.start(url(full), "tenant.column=corp_id\ntenant.policy=inject\n"
        + "clarify=false\n", "tenant2,2,secret-2\n");
    MariaDbHostileGenerator suite = new MariaDbHostileGenerator(full, only, sibling);
    Differential d = new Differential(MariaDbHostileGenerator::twinCannotFilter,
        sql -> sql.replace(full, only));
    List<String> others = new ArrayList<>(OTHER_NAMES);
    others.addAll(List.of(CORPORATIONS[0], CORPORATIONS[2], "s1", "s3"));
    try (Connection all = Databases.mariadb(full); Connection twin = Databases.mariadb(only);
        GateQueryRunner gate = new GateQueryRunner(all, "2");
        DriverQueryRunner inProcess = DriverQueryRunner.inProcess(url(full), "2");
        DriverQueryRunner remote = DriverQueryRunner.remote(TestServers.nlUrl(server),
            "tenant2", "secret-2")) {
      HostileRun.all(d, "gate", gate, null, twin, suite, others);
      HostileRun.all(d, "in-process", inProcess, inProcess.connection(), twin, suite, others);
      HostileRun.all(d, "remote", remote, remote.connection(), twin, suite, others);
    }
    System.out.println("MariaDB hostile classes: " + d.total() + " comparisons "
        + d.outcomes());
    assertTrue(d.failures().isEmpty(), d.report(80));
    HostileRun.assertEveryClassRan(d, suite, "gate", "in-process", "remote");
  }

  @Test
  void hostileCorpus_isRefusedOrIdenticalToTheTenantOnlyTwin() throws SQLException {
    List<String> leaks = new ArrayList<>();
    Map<String, Integer> outcomes = new TreeMap<>();
    run(List.of(HOSTILE), leaks, outcomes);
    System.out.println("MariaDB hostile corpus: " + outcomes);
    assertTrue(leaks.isEmpty(), "leaks:\n" + String.join("\n", leaks));
  }

  /**
   * Generated hostile classes on MariaDB: functions off its allowlist in every spelling and
   * position, predicates that fail on a row, views with and without the tenant column. Each is
   * refused or identical to the twin, and no error carries another tenant's customer name.
   */
  @Test
  void generatedHostileClasses_areRefusedOrIdenticalToTheTwin() throws SQLException {
    List<String> statements = new ArrayList<>();
    for (String f : List.of("extractvalue(1, concat(0x7e, name))",
        "updatexml(1, concat(0x7e, name), 1)", "load_file('/etc/passwd')", "sleep(0)",
        "benchmark(1, md5(name))", "`lower`(name)", full + ".f(name)", "LOWER`x`(name)",
        "get_lock('x', 0)", "found_rows()")) {
      statements.add("SELECT " + f + " FROM customers");
      statements.add("SELECT id FROM customers WHERE id = 3 AND " + f + " IS NULL");
      statements.add("SELECT (SELECT count(*) FROM customers WHERE " + f + " IS NULL)");
      statements.add("WITH x AS (SELECT " + f + " AS v FROM customers) SELECT * FROM x");
      statements.add("SELECT id FROM customers ORDER BY " + f + ", id");
    }
    for (String failing : List.of("regexp_replace('x', name, '') = ''",
        "regexp_replace('x', concat(name, '('), '') = ''", "json_extract(name, '$') IS NULL",
        "CAST(name AS int) = 0", "str_to_date(name, '%Y') IS NULL")) {
      for (int id = 1; id <= 6; id++) {
        statements.add("SELECT * FROM customers WHERE id = " + id + " AND " + failing);
        statements.add("SELECT * FROM customers WHERE " + failing + " AND id = " + id);
      }
    }
    for (String r : List.of("order_view", "order_stats", "`order_stats`", full + ".order_stats")) {
      statements.add("SELECT * FROM " + r);
      statements.add("SELECT count(*) FROM " + r + " x");
      statements.add("SELECT * FROM regions WHERE EXISTS (SELECT 1 FROM " + r + " x)");
    }
    List<String> leaks = new ArrayList<>();
    Map<String, Integer> outcomes = new TreeMap<>();
    run(statements, leaks, outcomes);
    System.out.println("MariaDB generated hostile classes: " + outcomes);
    assertTrue(leaks.isEmpty(), "leaks:\n" + String.join("\n", leaks));
    assertTrue(outcomes.getOrDefault("refused", 0) >= 30, outcomes.toString());
  }

  /** Names of other tenants' customers. */
  private static final List<String> OTHER_NAMES = List.of("c2", "c3", "c5", "c6", "c8", "c9",
      "c11", "c12");

  private static void run(List<String> statements, List<String> leaks,
      Map<String, Integer> outcomes) throws SQLException {
    List<String> others = OTHER_NAMES;
    try (Connection all = Databases.mariadb(full); Connection twin = Databases.mariadb(only)) {
      SecurityGate gate = new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("corp_id", "2", TenantPolicy.INJECT), TenantTables.load(all, "corp_id"),
          "twin");
      for (String sql : statements) {
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
          for (String other : others) {
            if (String.valueOf(e.getMessage()).matches("(?s).*(?<![A-Za-z0-9_])" + other
                + "(?![A-Za-z0-9_]).*")) {
              leaks.add(sql + "\n  another tenant's value in the error: " + e.getMessage());
              break;
            }
          }
        }
      }
    }
  }
}
