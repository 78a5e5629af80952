package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Business measures the schema does not name (docs/requirements.md, B16 and B17): revenue
 * without the rows that never became money, and the headcount of the staff, each answered with
 * the rows of a hand-written query on two schemas of different kinds and spellings.
 */
class BusinessMeasuresTest {

  private static SmallDb erp;
  private static SmallDb gym;

  @BeforeAll
  static void open() throws SQLException {
    erp = new SmallDb("measures_erp",
        "CREATE TABLE depot_mst (depot_id INT PRIMARY KEY, depot_nm VARCHAR(40) NOT NULL)",
        "CREATE TABLE emp_mst (emp_id INT PRIMARY KEY, first_nm VARCHAR(40) NOT NULL,"
            + " depot_id INT NOT NULL REFERENCES depot_mst(depot_id), hire_dt DATE NOT NULL,"
            + " term_dt DATE)",
        "CREATE TABLE cust_mst (cust_id INT PRIMARY KEY, cust_nm VARCHAR(40) NOT NULL)",
        "CREATE TABLE inv_hdr (inv_id INT PRIMARY KEY, cust_id INT NOT NULL REFERENCES"
            + " cust_mst(cust_id), inv_dt DATE NOT NULL, net_amt DECIMAL(10,2) NOT NULL,"
            + " inv_stat_cd VARCHAR(3) NOT NULL)",
        "INSERT INTO depot_mst VALUES (1, 'North'), (2, 'South')",
        "INSERT INTO emp_mst VALUES (1, 'Ann', 1, DATE '2020-01-01', NULL),"
            + " (2, 'Bo', 1, DATE '2019-01-01', DATE '2024-05-01'),"
            + " (3, 'Cy', 2, DATE '2021-01-01', NULL), (4, 'Di', 2, DATE '2022-01-01', NULL)",
        "INSERT INTO cust_mst VALUES (1, 'Acme'), (2, 'Bolt')",
        "INSERT INTO inv_hdr VALUES (1, 1, DATE '2025-01-05', 100.00, 'PD'),"
            + " (2, 1, DATE '2025-02-05', 900.00, 'VD'), (3, 2, DATE '2025-02-07', 50.00, 'OPN'),"
            + " (4, 2, DATE '2025-03-01', 25.00, 'PD')");
    gym = new SmallDb("measures_gym",
        "CREATE TABLE sites (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL)",
        "CREATE TABLE staff_users (id INT PRIMARY KEY, first_name VARCHAR(40) NOT NULL,"
            + " site_id INT NOT NULL REFERENCES sites(id), hired_on DATE NOT NULL, left_on DATE)",
        "CREATE TABLE members (id INT PRIMARY KEY, first_name VARCHAR(40) NOT NULL,"
            + " site_id INT NOT NULL REFERENCES sites(id), joined_on DATE NOT NULL)",
        "CREATE TABLE charges (id INT PRIMARY KEY, member_id INT NOT NULL REFERENCES"
            + " members(id), billed_on DATE NOT NULL, amount DECIMAL(10,2) NOT NULL,"
            + " status VARCHAR(10) NOT NULL)",
        "INSERT INTO sites VALUES (1, 'Canal'), (2, 'Park')",
        "INSERT INTO staff_users VALUES (1, 'Eve', 1, DATE '2023-01-01', NULL),"
            + " (2, 'Fay', 2, DATE '2023-01-01', DATE '2024-01-01'),"
            + " (3, 'Gus', 2, DATE '2022-03-01', NULL)",
        "INSERT INTO members VALUES (1, 'Hal', 1, DATE '2024-01-01'),"
            + " (2, 'Ivy', 2, DATE '2024-02-01')",
        "INSERT INTO charges VALUES (1, 1, DATE '2025-01-01', 40.00, 'paid'),"
            + " (2, 1, DATE '2025-02-01', 40.00, 'failed'),"
            + " (3, 2, DATE '2025-02-01', 60.00, 'paid'),"
            + " (4, 2, DATE '2025-03-01', 60.00, 'refunded')");
  }

  @AfterAll
  static void close() throws SQLException {
    erp.close();
    gym.close();
  }

  @Test
  void revenue_leavesOutVoidCancelledFailedAndRefundedRows() throws SQLException {
    GeneratedQuery erpRevenue = erp.engine().ask("total revenue");
    assertEquals(List.of("175.00"), erp.lines(erpRevenue.sql()), erpRevenue.sql());
    GeneratedQuery byMonth = erp.engine().ask("revenue by month");
    assertEquals(List.of("100.00", "25.00", "50.00"), erp.lines("SELECT v FROM ("
        + byMonth.sql() + ") t(m, v)"), byMonth.sql());
    GeneratedQuery gymRevenue = gym.engine().ask("total revenue");
    assertEquals(List.of("100.00"), gym.lines(gymRevenue.sql()), gymRevenue.sql());
    GeneratedQuery refunds = gym.engine().ask("total amount of charges with status refunded");
    assertEquals(List.of("60.00"), gym.lines(refunds.sql()), refunds.sql());
  }

  /**
   * "Best-selling X this year" dates the sales, not the thing sold: the product created this
   * year that sold most last year loses to the old one that sold most this year.
   */
  @Test
  void bestSellingThisYear_datesTheSellingRows() throws SQLException {
    String yearStart = "CAST(DATE_TRUNC('YEAR', CURRENT_DATE) AS DATE)";
    try (SmallDb shop = new SmallDb("measures_shop",
        "CREATE TABLE products (product_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL,"
            + " created_on DATE NOT NULL)",
        "CREATE TABLE sales (sale_id INT PRIMARY KEY, product_id INT NOT NULL REFERENCES"
            + " products(product_id), sold_on DATE NOT NULL, quantity INT NOT NULL)",
        "INSERT INTO products VALUES (1, 'Towel', " + yearStart + "),"
            + " (2, 'Shaker', " + yearStart + " - 400)",
        "INSERT INTO sales VALUES (1, 1, " + yearStart + " - 10, 50),"
            + " (2, 2, " + yearStart + ", 5), (3, 1, " + yearStart + ", 1)");
        SmallDb orders = new SmallDb("measures_orders",
            "CREATE TABLE items (item_id INT PRIMARY KEY, item_desc VARCHAR(40) NOT NULL,"
                + " added_dt DATE NOT NULL)",
            "CREATE TABLE so_hdr (so_no INT PRIMARY KEY, ord_dt DATE NOT NULL)",
            "CREATE TABLE so_ln (ln_id INT PRIMARY KEY, so_no INT NOT NULL REFERENCES"
                + " so_hdr(so_no), item_id INT NOT NULL REFERENCES items(item_id),"
                + " qty_ord INT NOT NULL)",
            "INSERT INTO items VALUES (1, 'Drill', " + yearStart + "),"
                + " (2, 'Hinge', " + yearStart + " - 400)",
            "INSERT INTO so_hdr VALUES (1, " + yearStart + " - 10), (2, " + yearStart + ")",
            "INSERT INTO so_ln VALUES (1, 1, 1, 50), (2, 2, 2, 5), (3, 2, 1, 1)")) {
      GeneratedQuery product = shop.engine().ask("best-selling product this year");
      assertEquals(List.of("Shaker"), shop.lines("SELECT a FROM (" + product.sql()
          + ") t(a, v)"), product.sql());
      GeneratedQuery item = orders.engine().ask("best-selling item this year");
      assertEquals(List.of("Hinge"), orders.lines("SELECT a FROM (" + item.sql()
          + ") t(a, v)"), item.sql());
    }
  }

  /**
   * "Total quantity sold this year" of order lines, which have no date: the period dates the
   * order the lines belong to, not the creation date of the product they reach first.
   */
  @Test
  void periodOfRowsWithoutADate_datesTheirEventNotARecordsCreation() throws SQLException {
    String yearStart = "CAST(DATE_TRUNC('YEAR', CURRENT_DATE) AS DATE)";
    try (SmallDb shop = new SmallDb("measures_lines",
        "CREATE TABLE products (product_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL,"
            + " created_at TIMESTAMP NOT NULL)",
        "CREATE TABLE orders (order_id INT PRIMARY KEY, order_date DATE NOT NULL)",
        "CREATE TABLE order_lines (line_id INT PRIMARY KEY, product_id INT NOT NULL"
            + " REFERENCES products(product_id), order_id INT NOT NULL REFERENCES"
            + " orders(order_id), quantity INT NOT NULL)",
        "INSERT INTO products VALUES (1, 'Towel', " + yearStart + "),"
            + " (2, 'Shaker', " + yearStart + " - 400)",
        "INSERT INTO orders VALUES (1, " + yearStart + " - 10), (2, " + yearStart + ")",
        "INSERT INTO order_lines VALUES (1, 1, 1, 50), (2, 2, 2, 5), (3, 1, 2, 1)");
        SmallDb erpLines = new SmallDb("measures_inv_lines",
            "CREATE TABLE sku_mst (sku_id INT PRIMARY KEY, sku_desc VARCHAR(40) NOT NULL,"
                + " created_ts TIMESTAMP NOT NULL, updated_ts TIMESTAMP NOT NULL)",
            "CREATE TABLE inv_hdr (inv_no INT PRIMARY KEY, inv_dt DATE NOT NULL)",
            "CREATE TABLE inv_ln (ln_id INT PRIMARY KEY, sku_id INT NOT NULL REFERENCES"
                + " sku_mst(sku_id), inv_no INT NOT NULL REFERENCES inv_hdr(inv_no),"
                + " qty INT NOT NULL)",
            "INSERT INTO sku_mst VALUES (1, 'Drill', " + yearStart + ", " + yearStart + "),"
                + " (2, 'Hinge', " + yearStart + " - 400, " + yearStart + " - 400)",
            "INSERT INTO inv_hdr VALUES (1, " + yearStart + " - 10), (2, " + yearStart + ")",
            "INSERT INTO inv_ln VALUES (1, 1, 1, 50), (2, 2, 2, 5), (3, 1, 2, 1)")) {
      GeneratedQuery units = shop.engine().ask("total quantity sold this year");
      assertEquals(List.of("6"), shop.lines(units.sql()), units.sql());
      GeneratedQuery qty = erpLines.engine().ask("total qty this year");
      assertEquals(List.of("6"), erpLines.lines(qty.sql()), qty.sql());
    }
  }

  /** A rate right after a state is the share of rows in that state, on two schemas. */
  @Test
  void aRateOfAState_isAShareOfRows() throws SQLException {
    try (SmallDb classes = new SmallDb("measures_classes",
        "CREATE TABLE members (id INT PRIMARY KEY, first_name VARCHAR(40) NOT NULL,"
            + " region VARCHAR(10) NOT NULL)",
        "CREATE TABLE bookings (id INT PRIMARY KEY, member_id INT NOT NULL REFERENCES"
            + " members(id), booked_on DATE NOT NULL, status VARCHAR(12) NOT NULL)",
        "INSERT INTO members VALUES (1, 'Hal', 'North'), (2, 'Ivy', 'South')",
        "INSERT INTO bookings VALUES (1, 1, CURRENT_DATE, 'attended'),"
            + " (2, 1, CURRENT_DATE, 'no_show'), (3, 2, CURRENT_DATE, 'cancelled'),"
            + " (4, 2, CURRENT_DATE, 'attended')");
        SmallDb quotes = new SmallDb("measures_quotes",
            "CREATE TABLE quote_hdr (quote_id INT PRIMARY KEY, quote_dt DATE NOT NULL,"
                + " lead_src VARCHAR(10) NOT NULL, quote_stat VARCHAR(10) NOT NULL)",
            "INSERT INTO quote_hdr VALUES (1, CURRENT_DATE, 'web', 'won'),"
                + " (2, CURRENT_DATE, 'web', 'lost'), (3, CURRENT_DATE, 'phone', 'won'),"
                + " (4, CURRENT_DATE, 'phone', 'open')")) {
      GeneratedQuery noShow = classes.engine().ask("no-show rate of bookings");
      assertEquals(List.of("25"), classes.lines("SELECT CAST(v AS INT) FROM (" + noShow.sql()
          + ") t(v)"), noShow.sql());
      GeneratedQuery cancelled = classes.engine().ask("cancelled rate of bookings per region");
      assertEquals(List.of("North 0", "South 50"), classes.lines("SELECT a, CAST(v AS INT)"
          + " FROM (" + cancelled.sql() + ") t(a, v)"), cancelled.sql());
      GeneratedQuery won = quotes.engine().ask("won rate of quotes by lead src");
      assertEquals(List.of("phone 50", "web 50"), quotes.lines("SELECT a, CAST(v AS INT)"
          + " FROM (" + won.sql() + ") t(a, v)"), won.sql());
    }
  }

  @Test
  void headcount_countsTheStaffWhoHaveNotLeft() throws SQLException {
    GeneratedQuery erpCount = erp.engine().ask("what is our headcount?");
    assertEquals(List.of("3"), erp.lines(erpCount.sql()), erpCount.sql());
    GeneratedQuery byDepot = erp.engine().ask("headcount by depot");
    assertEquals(List.of("North 1", "South 2"), erp.lines(byDepot.sql()), byDepot.sql());
    GeneratedQuery gymCount = gym.engine().ask("headcount");
    assertEquals(List.of("2"), gym.lines(gymCount.sql()), gymCount.sql());
    GeneratedQuery bySite = gym.engine().ask("headcount per site");
    assertEquals(List.of("Canal 1", "Park 1"), gym.lines(bySite.sql()), bySite.sql());
  }
}
