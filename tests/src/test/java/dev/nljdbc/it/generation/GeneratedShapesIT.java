package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every SQL shape the offline engine generates passes the security gate and runs on every
 * dialect (docs/requirements.md#generated-shapes): periods of every unit, trends, top N, nested
 * conditions and set operations, on H2, PostgreSQL, MariaDB and SQLite, with and without a
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
      "average days from order date to shipped date per region");

  private static final String[] DDL = {
      "CREATE TABLE regions (region_id INT PRIMARY KEY, corp_id INT NOT NULL, name VARCHAR(40))",
      "CREATE TABLE customers (customer_id INT PRIMARY KEY, corp_id INT NOT NULL,"
          + " name VARCHAR(40), region_id INT REFERENCES regions(region_id), created_at DATE)",
      "CREATE TABLE orders (order_id INT PRIMARY KEY, corp_id INT NOT NULL, customer_id INT"
          + " REFERENCES customers(customer_id), region_id INT REFERENCES regions(region_id),"
          + " order_date DATE, status VARCHAR(20), total_amount DECIMAL(10,2), shipped_date DATE)",
      "INSERT INTO regions VALUES (1, 1, 'Europe'), (2, 1, 'Asia'), (3, 2, 'Americas')",
      "INSERT INTO customers VALUES (1, 1, 'Ann Lee', 1, DATE '2024-02-01'),"
          + " (2, 1, 'Bo Chen', 2, DATE '2024-03-01'), (3, 2, 'Cy Diaz', 3, DATE '2025-01-05'),"
          + " (4, 1, 'Di Eze', 1, DATE '2025-04-01')",
      "INSERT INTO orders VALUES (1, 1, 1, 1, DATE '2025-01-10', 'shipped', 100.00,"
          + " DATE '2025-01-14'), (2, 1, 1, 1, DATE '2025-03-15', 'cancelled', 40.00, NULL),"
          + " (3, 1, 2, 2, DATE '2024-11-20', 'returned', 75.50, DATE '2024-11-21'),"
          + " (4, 2, 3, 3, DATE '2025-06-01', 'shipped', 300.00, DATE '2025-06-03'),"
          + " (5, 1, 2, 2, CURRENT_DATE, 'shipped', 20.00, CURRENT_DATE)"};

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
              ran += ranSql(s.getWarnings()) ? 1 : 0;
            } catch (SQLException e) {
              if (!String.valueOf(e.getMessage()).startsWith("could not turn")) {
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

  private static boolean ranSql(SQLWarning w) {
    for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
      if (String.valueOf(x.getMessage()).startsWith("nljdbc ran:")) {
        return true;
      }
    }
    return false;
  }
}
