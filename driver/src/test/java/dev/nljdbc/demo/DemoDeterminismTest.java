package dev.nljdbc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Demo databases created under other names and for other days, to check generation itself. */
class DemoDeterminismTest {

  private static final LocalDate SOME_DAY = LocalDate.of(2025, 3, 14);
  private static final String REFERENCE_URL = url("determinism_reference");

  private static List<Object> reference;

  @BeforeAll
  static void createReference() throws SQLException {
    DemoDatabase.create(REFERENCE_URL, SOME_DAY);
    try (Connection connection = DriverManager.getConnection(REFERENCE_URL)) {
      reference = fingerprint(connection);
    }
  }

  @AfterAll
  static void dropReference() throws SQLException {
    try (Connection connection = DriverManager.getConnection(REFERENCE_URL)) {
      shutdown(connection);
    }
  }

  @Test
  void create_twiceForTheSameDay_givesTheSameData() throws SQLException {
    assertEquals(reference, fingerprint("determinism_same_day", SOME_DAY));
  }

  @Test
  void create_forAnotherDay_movesTheHistory() throws SQLException {
    LocalDate laterDay = SOME_DAY.plusYears(1);
    List<Object> later = fingerprint("determinism_later_day", laterDay);
    assertNotEquals(reference, later);
    assertEquals(SOME_DAY, ((Date) reference.get(0)).toLocalDate(), "latest order is today");
    assertEquals(laterDay, ((Date) later.get(0)).toLocalDate(), "latest order is today");
  }

  @Test
  void create_onTheFirstOfJanuary_coversTheThreePreviousYears() throws SQLException {
    LocalDate newYear = LocalDate.of(2026, 1, 1);
    String url = url("determinism_new_year");
    DemoDatabase.create(url, newYear);
    try (Connection connection = DriverManager.getConnection(url)) {
      List<Integer> years = new ArrayList<>();
      for (List<Object> row : Sql.rows(connection, "SELECT EXTRACT(YEAR FROM order_date) AS y"
          + " FROM orders GROUP BY y HAVING COUNT(*) > 300 ORDER BY y")) {
        years.add(((Number) row.get(0)).intValue());
      }
      assertEquals(List.of(2023, 2024, 2025), years);
      assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM orders"
          + " WHERE order_date > ? OR order_date < ?", newYear, LocalDate.of(2023, 1, 1)));
      shutdown(connection);
    }
  }

  @Test
  void create_onAFilledDatabase_addsNothing() throws SQLException {
    DemoDatabase.create(REFERENCE_URL, SOME_DAY.plusDays(1));
    try (Connection connection = DriverManager.getConnection(REFERENCE_URL)) {
      assertEquals(reference, fingerprint(connection));
    }
  }

  private static List<Object> fingerprint(String name, LocalDate today) throws SQLException {
    String url = url(name);
    DemoDatabase.create(url, today);
    try (Connection connection = DriverManager.getConnection(url)) {
      List<Object> fingerprint = fingerprint(connection);
      shutdown(connection);
      return fingerprint;
    }
  }

  private static List<Object> fingerprint(Connection connection) throws SQLException {
    List<Object> fingerprint = new ArrayList<>();
    fingerprint.add(Sql.value(connection, "SELECT MAX(order_date) FROM orders"));
    for (String sql : List.of(
        "SELECT COUNT(*), SUM(total_amount), SUM(discount_amount),"
            + " SUM(order_id * EXTRACT(DAY FROM order_date)), SUM(customer_id * region_id)"
            + " FROM orders",
        "SELECT COUNT(*), SUM(line_amount), SUM(product_id * quantity) FROM order_lines",
        "SELECT COUNT(*), SUM(unit_price), SUM(brand_id * category_id) FROM products",
        "SELECT COUNT(*), SUM(LENGTH(name) + LENGTH(email)), SUM(region_id),"
            + " SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END) FROM customers",
        "SELECT COUNT(*), SUM(LENGTH(email)), MAX(last_login), MIN(created_at) FROM users",
        "SELECT COUNT(*), SUM(insured_value), MAX(delivered_date) FROM shipments",
        "SELECT COUNT(*), SUM(bid_price), SUM(ask_price), SUM(last_price), SUM(volume)"
            + " FROM market_quotes")) {
      fingerprint.addAll(Sql.rows(connection, sql).get(0));
    }
    return fingerprint;
  }

  private static String url(String name) {
    return "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1;USER=sa;PASSWORD=";
  }

  private static void shutdown(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("SHUTDOWN");
    }
  }
}
