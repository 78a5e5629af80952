package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.TermLink;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The seed examples on the embedded demo database (H2), checked by their rows. */
class DemoExamplesIT {

  private static Connection connection;
  private static Dialog dialog;

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection(DemoDatabase.url());
    dialog = new Dialog(connection, DemoDatabase.TENANT_COLUMN);
  }

  @AfterAll
  static void close() throws SQLException {
    connection.close();
  }

  @Test
  void users_thenLastMonth_thenSortedByName() throws SQLException {
    dialog.ask("Show me all users").returnsSameRowsAs("SELECT * FROM users");
    String lastMonth = "EXTRACT(YEAR FROM created_at) * 12 + EXTRACT(MONTH FROM created_at)"
        + " = EXTRACT(YEAR FROM CURRENT_DATE) * 12 + EXTRACT(MONTH FROM CURRENT_DATE) - 1";
    dialog.then("Only from last month")
        .returnsSameRowsAs("SELECT * FROM users WHERE " + lastMonth);
    assertTrue(dialog.query().refinementSummary().startsWith("Added a filter: created_at"),
        dialog.query().refinementSummary());
    dialog.then("Sort by name");
    List<String> names = dialog.rows("SELECT name FROM (" + dialog.query().sql() + ") q");
    List<String> sorted = new ArrayList<>(names);
    sorted.sort(null);
    assertEquals(sorted, names);
    assertEquals(dialog.rows("SELECT COUNT(*) FROM users WHERE " + lastMonth).get(0),
        String.valueOf(names.size()));
  }

  @Test
  void marketTrend_thenRegion_thenAfrica_thenTheNextYear() throws SQLException {
    int year = LocalDate.now().getYear() - 3;
    String month = "FORMATDATETIME(q.quote_date, 'yyyy-MM')";
    dialog.ask("Show market trend in " + year).returnsSameOrderedRowsAs("SELECT " + month
        + ", AVG(q.bid_price), AVG(q.ask_price), AVG(q.last_price) FROM market_quotes q"
        + " WHERE EXTRACT(YEAR FROM q.quote_date) = " + year + " GROUP BY " + month
        + " ORDER BY " + month);
    dialog.then("by region").returnsSameRowsAs("SELECT " + month + ", r.name,"
        + " AVG(q.bid_price), AVG(q.ask_price), AVG(q.last_price) FROM market_quotes q"
        + " JOIN regions r ON r.region_id = q.region_id WHERE EXTRACT(YEAR FROM q.quote_date) = "
        + year + " GROUP BY " + month + ", r.region_id, r.name");
    dialog.then("for Africa only").returnsSameRowsAs("SELECT " + month + ", r.name,"
        + " AVG(q.bid_price), AVG(q.ask_price), AVG(q.last_price) FROM market_quotes q"
        + " JOIN regions r ON r.region_id = q.region_id WHERE EXTRACT(YEAR FROM q.quote_date) = "
        + year + " AND r.name = 'Africa' GROUP BY " + month + ", r.region_id, r.name");
    dialog.then("what about " + (year + 1) + "?").returnsSameRowsAs("SELECT " + month
        + ", r.name, AVG(q.bid_price), AVG(q.ask_price), AVG(q.last_price) FROM market_quotes q"
        + " JOIN regions r ON r.region_id = q.region_id WHERE EXTRACT(YEAR FROM q.quote_date) = "
        + (year + 1) + " AND r.name = 'Africa' GROUP BY " + month + ", r.region_id, r.name");
    assertEquals(12, dialog.rows(dialog.query().sql()).size());
  }

  @Test
  void ordersPerStatus() throws SQLException {
    dialog.ask("how many orders per status").returnsSameRowsAs(
        "SELECT status, COUNT(*) FROM orders GROUP BY status");
  }

  @Test
  void topCustomersByTotalAmount() throws SQLException {
    dialog.ask("top 5 customers by total amount").returnsSameOrderedRowsAs("SELECT c.name,"
        + " SUM(o.total_amount) t FROM orders o JOIN customers c ON c.customer_id = o.customer_id"
        + " GROUP BY c.customer_id, c.name ORDER BY t DESC LIMIT 5");
  }

  @Test
  void averageOrderTotalByRegionLastYear() throws SQLException {
    dialog.ask("average order total by region last year").returnsSameRowsAs("SELECT r.name,"
        + " AVG(o.total_amount) FROM orders o JOIN regions r ON r.region_id = o.region_id"
        + " WHERE EXTRACT(YEAR FROM o.order_date) = EXTRACT(YEAR FROM CURRENT_DATE) - 1"
        + " GROUP BY r.region_id, r.name");
  }

  @Test
  void priceForAapl_reportsThePriceTie() throws SQLException {
    TermLink price = dialog.link("Show me the price for AAPL").term("price").orElseThrow();
    assertTrue(price.isAmbiguous());
    assertEquals(List.of("bid_price", "ask_price", "last_price"),
        price.tied().stream().map(LinkCandidate::label).map(String::toLowerCase).toList());
    dialog.ask("Show me the price for AAPL").returnsSameRowsAs("SELECT quote_date, bid_price,"
        + " ask_price, last_price FROM market_quotes WHERE symbol = 'AAPL'");
    assertTrue(dialog.query().confidence() < 0.8, "a tie lowers the confidence");
    assertFalse(dialog.query().sql().contains("corp_id"));
  }

  @Test
  void revenueByMonth_sumsTheSalesThatWereNotCancelled() throws SQLException {
    String month = "FORMATDATETIME(order_date, 'yyyy-MM')";
    dialog.ask("revenue by month this year").returnsSameOrderedRowsAs("SELECT " + month
        + ", SUM(total_amount) FROM orders WHERE EXTRACT(YEAR FROM order_date)"
        + " = EXTRACT(YEAR FROM CURRENT_DATE) AND status <> 'cancelled' GROUP BY " + month
        + " ORDER BY " + month);
  }
}
