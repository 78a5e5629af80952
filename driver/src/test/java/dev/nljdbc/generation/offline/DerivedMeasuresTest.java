package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.testing.Engine;
import dev.nljdbc.testing.SmallDb;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Business shapes of measures the engine derives (docs/requirements.md, "Business shapes"):
 * medians and percentiles, a limit that keeps ties, ages and tenures from dates, and rows that
 * are late, each answered with the rows of a hand-written query on the demo and on small
 * schemas of another kind.
 */
class DerivedMeasuresTest {

  private static SmallDb staff;
  private static SmallDb members;
  private static Connection demo;
  private static Engine demoEngine;

  @BeforeAll
  static void open() throws SQLException {
    staff = new SmallDb("derived_staff",
        "CREATE TABLE departments (dept_id INT PRIMARY KEY, dept_name VARCHAR(40) NOT NULL)",
        "CREATE TABLE staff (staff_id INT PRIMARY KEY, full_name VARCHAR(40) NOT NULL,"
            + " dept_id INT NOT NULL REFERENCES departments(dept_id), birth_dt DATE NOT NULL,"
            + " hired_dt DATE NOT NULL, left_dt DATE)",
        "CREATE TABLE invoices (inv_id INT PRIMARY KEY, staff_id INT NOT NULL REFERENCES"
            + " staff(staff_id), amt DECIMAL(10,2) NOT NULL, issued_dt DATE NOT NULL,"
            + " due_dt DATE NOT NULL, paid_dt DATE, status VARCHAR(10) NOT NULL)",
        "INSERT INTO departments VALUES (1, 'Audit'), (2, 'Tax')",
        "INSERT INTO staff VALUES (1, 'Ann Lee', 1, CURRENT_DATE - 10000, CURRENT_DATE - 3000,"
            + " NULL), (2, 'Bo Chen', 1, CURRENT_DATE - 14000, CURRENT_DATE - 5000,"
            + " CURRENT_DATE - 1000), (3, 'Cy Diaz', 2, CURRENT_DATE - 9000,"
            + " CURRENT_DATE - 400, NULL)",
        "INSERT INTO invoices VALUES"
            + " (1, 1, 100.00, DATE '2025-01-01', DATE '2025-01-31', DATE '2025-02-10', 'paid'),"
            + " (2, 1, 200.00, DATE '2025-02-01', DATE '2025-03-03', DATE '2025-03-01', 'paid'),"
            + " (3, 2, 400.00, DATE '2025-03-01', DATE '2025-03-31', NULL, 'open'),"
            + " (4, 3, 800.00, DATE '2025-04-01', DATE '2025-05-01', DATE '2025-05-20', 'paid'),"
            + " (5, 3, 50.00, DATE '2025-05-01', DATE '2025-05-31', DATE '2025-05-02', 'paid')");
    members = new SmallDb("derived_members",
        "CREATE TABLE clubs (club_id INT PRIMARY KEY, club_name VARCHAR(40) NOT NULL)",
        "CREATE TABLE members (member_id INT PRIMARY KEY, member_name VARCHAR(40) NOT NULL,"
            + " club_id INT NOT NULL REFERENCES clubs(club_id), date_of_birth DATE NOT NULL,"
            + " joined_on DATE NOT NULL, cancelled_on DATE)",
        "CREATE TABLE parcels (parcel_id INT PRIMARY KEY, member_id INT NOT NULL REFERENCES"
            + " members(member_id), weight_kg DECIMAL(6,2) NOT NULL, promised_date DATE NOT NULL,"
            + " delivered_date DATE)",
        "INSERT INTO clubs VALUES (1, 'North'), (2, 'South')",
        "INSERT INTO members VALUES (1, 'Mia Holt', 1, CURRENT_DATE - 7300,"
            + " CURRENT_DATE - 800, NULL), (2, 'Raj Patel', 1, CURRENT_DATE - 18250,"
            + " CURRENT_DATE - 2000, CURRENT_DATE - 100), (3, 'Sam Ode', 2,"
            + " CURRENT_DATE - 11000, CURRENT_DATE - 50, NULL)",
        "INSERT INTO parcels VALUES (1, 1, 2.00, DATE '2025-01-05', DATE '2025-01-04'),"
            + " (2, 1, 4.00, DATE '2025-01-05', DATE '2025-01-09'),"
            + " (3, 2, 6.00, DATE '2025-02-01', DATE '2025-02-03'),"
            + " (4, 3, 9.00, DATE '2025-03-01', NULL), (5, 3, 9.00, DATE '2025-03-01',"
            + " DATE '2025-03-01')");
    demo = DriverManager.getConnection(DemoDatabase.url());
    demoEngine = new Engine(SchemaLoader.defaults().load(demo), null);
  }

  @AfterAll
  static void close() throws SQLException {
    staff.close();
    members.close();
    demo.close();
  }

  @Test
  void aMedianOrPercentile_isThePercentileOfTheMeasure() throws SQLException {
    GeneratedQuery median = staff.engine().ask("median invoice amount per department");
    assertEquals(staff.lines("SELECT d.dept_name, CAST(MEDIAN(i.amt) AS DECIMAL(10,2))"
        + " FROM invoices i JOIN staff s ON s.staff_id = i.staff_id JOIN departments d"
        + " ON d.dept_id = s.dept_id GROUP BY d.dept_name"),
        staff.lines("SELECT a, CAST(v AS DECIMAL(10,2)) FROM (" + median.sql() + ") t(a, v)"),
        median.sql());
    assertTrue(median.explanation().contains("median amt"), median.explanation());
    GeneratedQuery p90 = members.engine().ask("90th percentile of weight kg of parcels");
    assertEquals(List.of("9.00"), members.lines("SELECT CAST(v AS DECIMAL(6,2)) FROM ("
        + p90.sql() + ") t(v)"), p90.sql());
    assertTrue(p90.explanation().contains("90th percentile of weight kg"), p90.explanation());
    GeneratedQuery demoMedian = demoEngine.ask("median total amount of orders per region");
    assertEquals(lines("SELECT r.name, CAST(MEDIAN(o.total_amount) AS DECIMAL(12,2))"
        + " FROM orders o JOIN regions r ON r.region_id = o.region_id GROUP BY r.name"),
        lines("SELECT a, CAST(v AS DECIMAL(12,2)) FROM (" + demoMedian.sql() + ") t(a, v)"),
        demoMedian.sql());
  }

  @Test
  void topNWithTies_keepsTheRowsTyingWithTheLast() throws SQLException {
    GeneratedQuery tied = members.engine().ask("top 1 parcels by weight kg, ties included");
    assertEquals(List.of("4", "5"), members.lines("SELECT parcel_id FROM (" + tied.sql()
        + ") t"), tied.sql());
    assertTrue(tied.explanation().contains("tie"), tied.explanation());
    GeneratedQuery cut = members.engine().ask("top 1 parcels by weight kg");
    assertEquals(1, members.rows(cut.sql()), cut.sql());
    GeneratedQuery demoTies = demoEngine.ask("top 3 products by quantity, ties included");
    assertEquals(lines("SELECT p.name, SUM(l.quantity) FROM order_lines l JOIN products p"
        + " ON p.product_id = l.product_id GROUP BY p.product_id, p.name"
        + " ORDER BY SUM(l.quantity) DESC FETCH FIRST 3 ROWS WITH TIES"),
        lines(demoTies.sql()), demoTies.sql());
  }

  @Test
  void ageAndTenure_areYearsFromDates() throws SQLException {
    GeneratedQuery age = staff.engine().ask("average age of staff");
    assertEquals(staff.lines("SELECT CAST(AVG(DATEDIFF('DAY', birth_dt, CURRENT_DATE) / 365.25)"
        + " AS DECIMAL(8,1)) FROM staff"), staff.lines("SELECT CAST(v AS DECIMAL(8,1)) FROM ("
        + age.sql() + ") t(v)"), age.sql());
    assertTrue(age.explanation().contains("years from birth dt to today"), age.explanation());
    GeneratedQuery tenure = staff.engine().ask("average tenure of staff per department");
    assertEquals(staff.lines("SELECT d.dept_name, CAST(AVG(DATEDIFF('DAY', s.hired_dt,"
        + " COALESCE(s.left_dt, CURRENT_DATE)) / 365.25) AS DECIMAL(8,1)) FROM staff s"
        + " JOIN departments d ON d.dept_id = s.dept_id GROUP BY d.dept_name"),
        staff.lines("SELECT a, CAST(v AS DECIMAL(8,1)) FROM (" + tenure.sql() + ") t(a, v)"),
        tenure.sql());
    GeneratedQuery memberAge = members.engine().ask("average age of members per club");
    assertEquals(members.lines("SELECT c.club_name, CAST(AVG(DATEDIFF('DAY', m.date_of_birth,"
        + " CURRENT_DATE) / 365.25) AS DECIMAL(8,1)) FROM members m JOIN clubs c"
        + " ON c.club_id = m.club_id GROUP BY c.club_name"), members.lines("SELECT a,"
        + " CAST(v AS DECIMAL(8,1)) FROM (" + memberAge.sql() + ") t(a, v)"), memberAge.sql());
    GeneratedQuery memberTenure = members.engine().ask("average tenure of members");
    assertEquals(members.lines("SELECT CAST(AVG(DATEDIFF('DAY', joined_on,"
        + " COALESCE(cancelled_on, CURRENT_DATE)) / 365.25) AS DECIMAL(8,1)) FROM members"),
        members.lines("SELECT CAST(v AS DECIMAL(8,1)) FROM (" + memberTenure.sql() + ") t(v)"),
        memberTenure.sql());
  }

  @Test
  void paidLate_isOneDateAfterAnother() throws SQLException {
    GeneratedQuery late = staff.engine().ask("invoices paid late");
    assertEquals(List.of("1", "4"), staff.lines("SELECT inv_id FROM (" + late.sql() + ") t"),
        late.sql());
    assertTrue(late.explanation().contains("paid dt is after due dt"), late.explanation());
    GeneratedQuery count = staff.engine().ask("how many invoices were paid late?");
    assertEquals(2, staff.count(count.sql()), count.sql());
    GeneratedQuery delivered = members.engine().ask("parcels delivered late");
    assertEquals(List.of("2", "3"), members.lines("SELECT parcel_id FROM (" + delivered.sql()
        + ") t"), delivered.sql());
  }

  @Test
  void bestSelling_ranksBySoldUnits() throws SQLException {
    GeneratedQuery category = demoEngine.ask("the best-selling category");
    assertEquals(lines("SELECT c.name FROM order_lines l JOIN products p"
        + " ON p.product_id = l.product_id JOIN categories c ON c.category_id = p.category_id"
        + " GROUP BY c.category_id, c.name ORDER BY SUM(l.quantity) DESC LIMIT 1"),
        lines("SELECT a FROM (" + category.sql() + ") t(a, v)"), category.sql());
    GeneratedQuery worst = staff.engine().ask("the worst selling department");
    assertEquals(List.of("Audit"), staff.lines("SELECT a FROM (" + worst.sql() + ") t(a, v)"),
        worst.sql());
    assertTrue(worst.explanation().contains("lowest total amt first"), worst.explanation());
  }

  @Test
  void theCurrentVersion_isTheLatestNotAfterToday() throws SQLException {
    try (SmallDb prices = new SmallDb("derived_prices",
        "CREATE TABLE items (item_id INT PRIMARY KEY, item_name VARCHAR(40) NOT NULL)",
        "CREATE TABLE item_prices (price_id INT PRIMARY KEY, item_id INT NOT NULL REFERENCES"
            + " items(item_id), list_price DECIMAL(8,2) NOT NULL, effective_from DATE NOT NULL)",
        "INSERT INTO items VALUES (1, 'Kettle'), (2, 'Toaster')",
        "INSERT INTO item_prices VALUES (1, 1, 20.00, CURRENT_DATE - 400),"
            + " (2, 1, 25.00, CURRENT_DATE - 30), (3, 1, 30.00, CURRENT_DATE + 30),"
            + " (4, 2, 40.00, CURRENT_DATE - 10)")) {
      GeneratedQuery q = prices.engine().ask("current list price of each item");
      List<String> rows = prices.lines(q.sql());
      assertEquals(2, rows.size(), q.sql() + " " + rows);
      assertEquals(List.of("25.00", "40.00"), prices.lines("SELECT list_price FROM ("
          + q.sql() + ") t"), q.sql());
      assertTrue(q.explanation().contains("current version"), q.explanation());
      GeneratedQuery all = prices.engine().ask("list price of each item");
      assertEquals(4, prices.rows(all.sql()), all.sql());
    }
  }

  @Test
  void theCurrentVersion_onASecondSchema_isTheLatestNotAfterToday() throws SQLException {
    try (SmallDb pay = new SmallDb("derived_pay",
        "CREATE TABLE staff (staff_id INT PRIMARY KEY, full_name VARCHAR(40) NOT NULL)",
        "CREATE TABLE salary_history (entry_id INT PRIMARY KEY, staff_id INT NOT NULL"
            + " REFERENCES staff(staff_id), salary DECIMAL(10,2) NOT NULL, starts_on DATE NOT NULL)",
        "INSERT INTO staff VALUES (1, 'Ines Duarte'), (2, 'Tom Kerr'), (3, 'Li Wei')",
        "INSERT INTO salary_history VALUES (1, 1, 50000.00, CURRENT_DATE - 800),"
            + " (2, 1, 54000.00, CURRENT_DATE - 100), (3, 2, 61000.00, CURRENT_DATE - 900),"
            + " (4, 2, 65000.00, CURRENT_DATE + 20), (5, 3, 47000.00, CURRENT_DATE - 5)")) {
      GeneratedQuery q = pay.engine().ask("current salary of each staff member");
      assertEquals(List.of("47000.00", "54000.00", "61000.00"), pay.lines("SELECT salary FROM ("
          + q.sql() + ") t"), q.sql());
    }
  }

  /** The demo's rows, each its columns joined by spaces, sorted. */
  private static List<String> lines(String sql) throws SQLException {
    return SmallDb.lines(demo, sql);
  }
}
