package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every SQL shape the offline engine generates passes the security gate and runs on every
 * dialect (docs/requirements.md#generated-shapes): periods of every unit, trends, top N (with
 * ties too), nested conditions, set operations, medians and percentiles, ages, tenures, late
 * rows and current versions, on H2, PostgreSQL, MariaDB and SQLite, with and without a
 * tenant. A question the engine cannot turn into SQL is no failure here; SQL it generated that
 * the gate refuses or the target rejects is.
 */
class GeneratedShapesIT {
  /** One question per shape; the names are this test's own schema's. */
  static final List<String> SHAPES = List.of(
      "orders today", "orders yesterday", "orders this week", "orders last week",
      "orders this month", "orders last month", "orders this quarter", "orders last quarter",
      "orders this year", "orders last year", "orders in the last 30 days",
      "orders in the last 3 months", "orders in 2025", "orders in March 2025",
      "orders since 2025-01-01", "orders between 2025-01-01 and 2025-06-30",
      "total amount by day", "number of orders per week", "total amount by month",
      "orders by quarter", "total amount by year", "monthly total amount this year",
      "total amount by month last year", "top 3 customers by total amount",
      "top 5 orders by total amount", "bottom 2 regions by total amount",
      "customers with more than 2 orders", "orders above the average total amount",
      "the region with the highest total amount", "customers without orders",
      "customers who have not ordered in the last 6 months",
      "orders that are cancelled or returned", "orders not cancelled",
      "customers in Europe or Asia", "average total amount per customer by region",
      "how many customers ordered this year", "total amount this year vs last year",
      "what share of orders were cancelled?", "share of cancelled orders per region",
      "average days from order date to shipped date per region",
      "median total amount per region", "90th percentile of total amount",
      "median days from order date to shipped date per region",
      "top 2 customers by total amount, ties included", "top 2 orders by total amount with ties",
      "average age of customers per region", "average tenure of customers",
      "orders shipped late", "how many orders were shipped late per region",
      "current rate of each region");
  /** The shapes of derived measures, each of which must run on every target. */
  static final List<String> DERIVED = SHAPES.subList(SHAPES.indexOf(
      "median total amount per region"), SHAPES.size());

  private static final String[] DDL = {
      "CREATE TABLE regions (region_id INT PRIMARY KEY, corp_id INT NOT NULL, name VARCHAR(40))",
      "CREATE TABLE customers (customer_id INT PRIMARY KEY, corp_id INT NOT NULL,"
          + " name VARCHAR(40), region_id INT REFERENCES regions(region_id), created_at DATE,"
          + " birth_date DATE, joined_date DATE, left_date DATE)",
      "CREATE TABLE orders (order_id INT PRIMARY KEY, corp_id INT NOT NULL, customer_id INT"
          + " REFERENCES customers(customer_id), region_id INT REFERENCES regions(region_id),"
          + " order_date DATE, status VARCHAR(20), total_amount DECIMAL(10,2), shipped_date DATE,"
          + " due_date DATE)",
      "CREATE TABLE region_rates (rate_id INT PRIMARY KEY, corp_id INT NOT NULL, region_id INT"
          + " NOT NULL REFERENCES regions(region_id), rate DECIMAL(6,2),"
          + " effective_from DATE NOT NULL)",
      "INSERT INTO regions VALUES (1, 1, 'Europe'), (2, 1, 'Asia'), (3, 2, 'Americas')",
      "INSERT INTO region_rates VALUES (1, 1, 1, 1.10, DATE '2024-01-01'),"
          + " (2, 1, 1, 1.25, DATE '2025-01-01'), (3, 1, 1, 1.50, DATE '2099-01-01'),"
          + " (4, 1, 2, 2.00, DATE '2024-06-01'), (5, 2, 3, 3.00, DATE '2025-02-02')",
      "INSERT INTO customers VALUES (1, 1, 'Ann Lee', 1, DATE '2024-02-01', DATE '1980-05-01',"
          + " DATE '2015-01-01', NULL), (2, 1, 'Bo Chen', 2, DATE '2024-03-01',"
          + " DATE '1992-07-15', DATE '2019-03-01', DATE '2024-06-30'), (3, 2, 'Cy Diaz', 3,"
          + " DATE '2025-01-05', DATE '1975-01-20', DATE '2020-02-02', NULL), (4, 1, 'Di Eze', 1,"
          + " DATE '2025-04-01', DATE '2001-11-11', DATE '2023-09-09', NULL)",
      "INSERT INTO orders VALUES (1, 1, 1, 1, DATE '2025-01-10', 'shipped', 100.00,"
          + " DATE '2025-01-14', DATE '2025-01-12'), (2, 1, 1, 1, DATE '2025-03-15', 'cancelled',"
          + " 40.00, NULL, DATE '2025-03-20'), (3, 1, 2, 2, DATE '2024-11-20', 'returned', 75.50,"
          + " DATE '2024-11-21', DATE '2024-11-25'), (4, 2, 3, 3, DATE '2025-06-01', 'shipped',"
          + " 300.00, DATE '2025-06-03', DATE '2025-06-02'), (5, 1, 2, 2, CURRENT_DATE, 'shipped',"
          + " 100.00, CURRENT_DATE, CURRENT_DATE)"};

  @TempDir
  static Path files;
  private static final List<TestDatabases.Scratch> SCRATCH = new ArrayList<>();
  private static final List<String> TARGETS = new ArrayList<>();

  @BeforeAll
  static void createTargets() throws Exception {
    String h2 = "jdbc:h2:file:" + files.resolve("shapes").toAbsolutePath();
    create(h2, DDL);
    String sqlite = "jdbc:sqlite:" + files.resolve("shapes.db").toAbsolutePath();
    String[] sqliteDdl = DDL.clone();
    for (int i = 0; i < sqliteDdl.length; i++) {
      sqliteDdl[i] = sqliteDdl[i].replaceAll("DATE '([0-9-]+)'", "'$1'");
    }
    create(sqlite, sqliteDdl);
    TARGETS.add(h2);
    TARGETS.add(sqlite);
    for (Kind kind : Kind.values()) {
      TestDatabases.Scratch s = TestDatabases.scratch(kind, DDL);
      SCRATCH.add(s);
      TARGETS.add(s.url());
    }
    assertTrue(Files.exists(files.resolve("shapes.db")));
  }

  @AfterAll
  static void dropTargets() throws SQLException {
    for (TestDatabases.Scratch s : SCRATCH) {
      s.close();
    }
  }

  private static void create(String url, String[] ddl) throws SQLException {
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      for (String sql : ddl) {
        s.execute(sql);
      }
    }
  }

  @Test
  void everyShape_passesTheGate_andRuns_onEveryDialect_withAndWithoutATenant()
      throws SQLException {
    List<String> failures = new ArrayList<>();
    int ran = 0;
    for (String target : TARGETS) {
      for (boolean tenant : new boolean[] {false, true}) {
        Properties p = new Properties();
        p.setProperty("clarify", "false");
        if (tenant) {
          p.setProperty("tenant.column", "corp_id");
          p.setProperty("tenant.value", "1");
        }
        try (Connection c = DriverManager.getConnection("jdbc:nl:" + target, p);
            Statement s = c.createStatement()) {
          for (String question : SHAPES) {
            try (ResultSet rs = s.executeQuery("/new " + question)) {
              while (rs.next()) {
                rs.getObject(1);
              }
              boolean sqlRan = ranSql(s.getWarnings());
              ran += sqlRan ? 1 : 0;
              if (!sqlRan && DERIVED.contains(question)) {
                failures.add(c.getMetaData().getDatabaseProductName() + (tenant ? " tenant" : "")
                    + " '" + question + "': ran no SQL");
              }
            } catch (SQLException e) {
              if (!String.valueOf(e.getMessage()).startsWith("could not turn")
                  || DERIVED.contains(question)) {
                failures.add(c.getMetaData().getDatabaseProductName() + (tenant ? " tenant" : "")
                    + " '" + question + "': " + e.getSQLState() + " " + e.getMessage());
              }
            }
          }
        }
      }
    }
    assertTrue(failures.isEmpty(), failures.size() + " shapes failed:\n"
        + String.join("\n", failures));
    assertTrue(ran >= TARGETS.size() * 2 * (SHAPES.size() - 4),
        "generated SQL ran for only " + ran + " of " + TARGETS.size() * 2 * SHAPES.size());
  }

  @Test
  void percentilesTiesAndLateRows_areTheSameOnEveryDialect() throws SQLException {
    Map<String, List<String>> expected = new LinkedHashMap<>();
    expected.put("median total amount per region",
        List.of("Americas 300.00", "Asia 87.75", "Europe 70.00"));
    expected.put("90th percentile of total amount", List.of("220.00"));
    expected.put("top 2 orders by total amount with ties", List.of("1", "4", "5"));
    expected.put("orders shipped late", List.of("1", "4"));
    expected.put("current rate of each region", List.of("1.25", "2.00", "3.00"));
    List<String> failures = new ArrayList<>();
    for (String target : TARGETS) {
      Properties p = new Properties();
      p.setProperty("clarify", "false");
      try (Connection c = DriverManager.getConnection("jdbc:nl:" + target, p);
          Statement s = c.createStatement()) {
        for (Map.Entry<String, List<String>> e : expected.entrySet()) {
          List<String> rows = new ArrayList<>();
          try (ResultSet rs = s.executeQuery("/new " + e.getKey())) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
              if (e.getKey().startsWith("current")) {
                rows.add(rs.getBigDecimal("rate").setScale(2, RoundingMode.HALF_UP)
                    .toPlainString());
              } else {
                rows.add(e.getKey().startsWith("top") || e.getKey().endsWith("late")
                    ? rs.getString(1) : row(rs, n));
              }
            }
          }
          rows.sort(null);
          if (!rows.equals(e.getValue())) {
            failures.add(c.getMetaData().getDatabaseProductName() + " '" + e.getKey() + "': "
                + rows);
          }
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  /** A row's columns joined by spaces, numbers to two decimals. */
  private static String row(ResultSet rs, int columns) throws SQLException {
    List<String> parts = new ArrayList<>();
    for (int i = 1; i <= columns; i++) {
      Object v = rs.getObject(i);
      parts.add(v instanceof Number num ? new BigDecimal(num.toString())
          .setScale(2, RoundingMode.HALF_UP).toPlainString() : String.valueOf(v));
    }
    return String.join(" ", parts);
  }

  private static boolean ranSql(SQLWarning w) {
    for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
      if (String.valueOf(x.getMessage()).startsWith("nljdbc ran:")) {
        return true;
      }
    }
    return false;
  }
}
