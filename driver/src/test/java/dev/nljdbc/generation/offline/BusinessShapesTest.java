package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.Engine;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Business shapes beyond linking (docs/requirements.md, "Business shapes"): periods set against
 * each other, absent rows in a recent period, periods on quantities sold, superlatives over child
 * rows and time units after "by", each answered with the rows of a hand-written query.
 */
class BusinessShapesTest {

  private static final String YEAR_START = "CAST(DATE_TRUNC('YEAR', CURRENT_DATE) AS DATE)";
  private static SmallDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("business_shapes",
        "CREATE TABLE customers (customer_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL,"
            + " created_at DATE NOT NULL)",
        "CREATE TABLE products (product_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL,"
            + " created_at DATE NOT NULL)",
        "CREATE TABLE orders (order_id INT PRIMARY KEY, customer_id INT NOT NULL REFERENCES"
            + " customers(customer_id), order_date DATE NOT NULL, total_amount DECIMAL(10,2),"
            + " status VARCHAR(20) NOT NULL)",
        "CREATE TABLE order_lines (line_id INT PRIMARY KEY, order_id INT NOT NULL REFERENCES"
            + " orders(order_id), product_id INT NOT NULL REFERENCES products(product_id),"
            + " units INT NOT NULL)",
        "INSERT INTO customers VALUES (1, 'Ada', CURRENT_DATE - 1100),"
            + " (2, 'Bo', CURRENT_DATE - 1100), (3, 'Cy', CURRENT_DATE - 20)",
        "INSERT INTO products VALUES (1, 'Hammer', CURRENT_DATE - 1100),"
            + " (2, 'Saw', CURRENT_DATE - 1)",
        "INSERT INTO orders VALUES (1, 1, CURRENT_DATE - 10, 100.00, 'shipped'),"
            + " (2, 2, CURRENT_DATE - 700, 50.00, 'cancelled'),"
            + " (3, 1, " + YEAR_START + ", 30.00, 'shipped'),"
            + " (4, 1, " + YEAR_START + " - 1, 70.00, 'shipped')",
        "INSERT INTO order_lines VALUES (1, 3, 1, 5), (2, 4, 1, 1), (3, 1, 1, 19),"
            + " (4, 4, 2, 20), (5, 1, 2, 2)");
    engine = db.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void periodsSetAgainstEachOther_areOneRowPerPeriod() throws SQLException {
    for (String question : List.of("total amount this year vs last year",
        "total amount this year compared to last year")) {
      GeneratedQuery q = engine.ask(question);
      assertEquals(db.lines("SELECT EXTRACT(YEAR FROM order_date), SUM(total_amount) FROM orders"
          + " WHERE order_date >= DATEADD(YEAR, -1, " + YEAR_START + ")"
          + " AND order_date < DATEADD(YEAR, 1, " + YEAR_START + ")"
          + " GROUP BY EXTRACT(YEAR FROM order_date)"), db.lines(q.sql()), q.sql());
    }
  }

  @Test
  void noOrderInTheLastMonths_datesTheAbsentRows() throws SQLException {
    GeneratedQuery q = engine.ask("customers with no order in the last 6 months");
    List<String> gold = db.lines("SELECT * FROM customers WHERE customer_id NOT IN"
        + " (SELECT customer_id FROM orders WHERE order_date >= DATEADD(MONTH, -6, CURRENT_DATE))");
    assertEquals(gold, db.lines(q.sql()), q.sql());
    assertTrue(gold.stream().anyMatch(l -> l.contains("Bo")), gold.toString());
  }

  @Test
  void aPeriodOnSoldQuantities_datesTheSales() throws SQLException {
    GeneratedQuery q = engine.ask("total units per product this year");
    List<String> gold = db.lines("SELECT p.name, SUM(l.units) FROM order_lines l"
        + " JOIN products p ON p.product_id = l.product_id JOIN orders o ON o.order_id = l.order_id"
        + " WHERE o.order_date >= " + YEAR_START + " GROUP BY p.product_id, p.name");
    assertEquals(gold, db.lines(q.sql()), q.sql());
    assertTrue(gold.stream().anyMatch(l -> l.startsWith("Hammer")), gold.toString());
  }

  @Test
  void mostUnitsSold_ranksBySum() throws SQLException {
    GeneratedQuery all = engine.ask("products that sold the most units");
    List<String> ranked = db.lines(all.sql());
    assertEquals(List.of("Hammer 25", "Saw 22"), ranked, all.sql());
    assertTrue(all.sql().contains("SUM(") && all.sql().contains("DESC"), all.sql());
    GeneratedQuery one = engine.ask("the product that sold the most units");
    assertEquals(List.of("Hammer 25"), db.lines(one.sql()), one.sql());
  }

  @Test
  void aShareOfRows_isAPercentage() throws SQLException {
    GeneratedQuery q = engine.ask("what share of orders were cancelled?");
    assertEquals(List.of("25.0"), db.lines("SELECT CAST(ROUND(v, 1) AS VARCHAR) FROM ("
        + q.sql() + ") t(v)"), q.sql());
    GeneratedQuery perCustomer = engine.ask("percentage of cancelled orders per customer");
    assertEquals(List.of("Ada 0", "Bo 100"), db.lines("SELECT c, CAST(ROUND(v, 0) AS INT) FROM ("
        + perCustomer.sql() + ") t(c, v)"), perCustomer.sql());
  }

  @Test
  void aWordNamingAColumn_isNoShare() throws SQLException {
    try (SmallDb census = new SmallDb("share_census",
        "CREATE TABLE city (city_id INT PRIMARY KEY, name VARCHAR(40), hispanic DECIMAL(5,2),"
            + " black DECIMAL(5,2))",
        "INSERT INTO city VALUES (1, 'Avon', 12.5, 30.0), (2, 'Bree', 40.0, 5.0)")) {
      GeneratedQuery q = census.engine().ask("what is the percentage of hispanics in cities with"
          + " a black percentage above 10?");
      assertEquals(List.of("12.50"), census.lines(q.sql()), q.sql());
    }
  }

  @Test
  void daysBetweenTwoDates_isAMeasure() throws SQLException {
    try (SmallDb desk = new SmallDb("days_between",
        "CREATE TABLE agents (agent_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL)",
        "CREATE TABLE tickets (ticket_id INT PRIMARY KEY, agent_id INT NOT NULL REFERENCES"
            + " agents(agent_id), opened_at DATE NOT NULL, closed_at DATE)",
        "INSERT INTO agents VALUES (1, 'Ann'), (2, 'Ben')",
        "INSERT INTO tickets VALUES (1, 1, DATE '2025-01-01', DATE '2025-01-03'),"
            + " (2, 1, DATE '2025-01-01', DATE '2025-01-07'), (3, 2, DATE '2025-02-01', NULL),"
            + " (4, 2, DATE '2025-02-01', DATE '2025-02-11')")) {
      GeneratedQuery average = desk.engine().ask("average days from opened to closed per agent");
      assertEquals(List.of("Ann 4", "Ben 10"), desk.lines("SELECT a, CAST(v AS INT) FROM ("
          + average.sql() + ") t(a, v)"), average.sql());
      GeneratedQuery longest = desk.engine().ask("how long from opened at to closed at, longest");
      assertEquals(List.of("10"), desk.lines(longest.sql()), longest.sql());
    }
  }

  @Test
  void aSelfReference_readsTheNamedRowsReportsOrManager() throws SQLException {
    try (SmallDb staff = new SmallDb("self_reference",
        "CREATE TABLE employees (emp_id INT PRIMARY KEY, first_name VARCHAR(40),"
            + " last_name VARCHAR(40), manager_id INT REFERENCES employees(emp_id))",
        "INSERT INTO employees VALUES (1, 'Ann', 'Lee', NULL), (2, 'Bo', 'Chen', 1),"
            + " (3, 'Cy', 'Diaz', 1), (4, 'Di', 'Eze', 2)")) {
      assertRows(staff, "who reports to Ann Lee?", "Bo", "Cy");
      assertRows(staff, "employees managed by Ann Lee", "Bo", "Cy");
      assertRows(staff, "who does Bo Chen report to?", "Ann");
      assertRows(staff, "who is Di Eze's manager?", "Bo");
      GeneratedQuery count = staff.engine().ask("how many people report to Ann Lee");
      assertEquals(2, staff.count(count.sql()), count.sql());
    }
    try (SmallDb fleet = new SmallDb("self_reference_fleet",
        "CREATE TABLE drivers (driver_no INT PRIMARY KEY, driver_name VARCHAR(40),"
            + " supervisor_no INT REFERENCES drivers(driver_no))",
        "INSERT INTO drivers VALUES (10, 'Mia Holt', NULL), (11, 'Raj Patel', 10),"
            + " (12, 'Sam Ode', 11)")) {
      assertRows(fleet, "drivers supervised by Mia Holt", "Raj Patel");
      assertRows(fleet, "who is Sam Ode's supervisor", "Raj Patel");
    }
  }

  /** The question's rows are one per name, each row showing its name. */
  private static void assertRows(SmallDb db, String question, String... names)
      throws SQLException {
    GeneratedQuery q = db.engine().ask(question);
    List<String> rows = db.lines(q.sql());
    assertEquals(names.length, rows.size(), q.sql() + " " + rows);
    for (int i = 0; i < names.length; i++) {
      String name = names[i];
      assertTrue(rows.stream().anyMatch(r -> r.contains(name)), q.sql() + " " + rows);
    }
  }

  @Test
  void byMonth_isNoUnknownWord() throws SQLException {
    assertFalse(engine.link("total amount by month", Map.of()).unmatched().contains("month"));
    GeneratedQuery q = engine.ask("total amount by month");
    assertEquals(db.lines("SELECT FORMATDATETIME(order_date, 'yyyy-MM'), SUM(total_amount)"
        + " FROM orders GROUP BY FORMATDATETIME(order_date, 'yyyy-MM')"), db.lines(q.sql()),
        q.sql());
  }
}
