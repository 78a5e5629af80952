package dev.nljdbc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The shared demo database behind {@link DemoDatabase#url()}. */
class DemoDatabaseTest {

  private static final List<String> TENANT_TABLES = List.of("corporations", "products",
      "customers", "users", "orders", "order_lines", "shipments", "market_quotes");
  private static final List<String> REFERENCE_TABLES = List.of("regions", "brands", "categories");

  private static Connection connection;

  @BeforeAll
  static void connect() throws SQLException {
    connection = DriverManager.getConnection(DemoDatabase.url());
  }

  @AfterAll
  static void close() throws SQLException {
    connection.close();
  }

  @Test
  void url_isIdempotent() throws Exception {
    String first = DemoDatabase.url();
    String second = DemoDatabase.url();
    assertSame(first, second);
    assertEquals(Corporation.values().length, Sql.count(connection,
        "SELECT COUNT(*) FROM corporations"), "the database was filled twice");
  }

  @Test
  void url_isThreadSafe() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> urls = pool.invokeAll(
          List.of(DemoDatabase::url, DemoDatabase::url, DemoDatabase::url, DemoDatabase::url));
      for (Future<String> url : urls) {
        assertEquals(DemoDatabase.url(), url.get());
      }
    } finally {
      pool.shutdown();
    }
    assertEquals(Corporation.values().length,
        Sql.count(connection, "SELECT COUNT(*) FROM corporations"));
  }

  @Test
  void url_connectsWithNoPropertiesAndAsSa() throws SQLException {
    try (Connection plain = DriverManager.getConnection(DemoDatabase.url());
        Connection sa = DriverManager.getConnection(DemoDatabase.url(), "sa", "")) {
      assertEquals("SA", plain.getMetaData().getUserName());
      assertTrue(Sql.count(sa, "SELECT COUNT(*) FROM orders") > 0);
    }
  }

  @Test
  void tenantTables_carryTheTenantColumn_referenceTablesDoNot() throws SQLException {
    for (String table : TENANT_TABLES) {
      assertTrue(columns(table).contains(DemoDatabase.TENANT_COLUMN), table);
    }
    for (String table : REFERENCE_TABLES) {
      Set<String> columns = columns(table);
      assertTrue(columns.contains("name"), table + " exists with a name");
      assertTrue(!columns.contains(DemoDatabase.TENANT_COLUMN), table);
    }
  }

  @Test
  void everyTable_hasAPrimaryKey() throws SQLException {
    DatabaseMetaData metaData = connection.getMetaData();
    for (String table : allTables()) {
      try (ResultSet keys = metaData.getPrimaryKeys(null, "PUBLIC", upper(table))) {
        assertTrue(keys.next(), table);
      }
    }
  }

  @Test
  void foreignKeys_areDeclared() throws SQLException {
    Set<String> edges = new HashSet<>();
    DatabaseMetaData metaData = connection.getMetaData();
    for (String table : allTables()) {
      try (ResultSet keys = metaData.getImportedKeys(null, "PUBLIC", upper(table))) {
        while (keys.next()) {
          edges.add((keys.getString("FKTABLE_NAME") + "." + keys.getString("FKCOLUMN_NAME")
              + "->" + keys.getString("PKTABLE_NAME") + "." + keys.getString("PKCOLUMN_NAME"))
              .toLowerCase(Locale.ROOT));
        }
      }
    }
    for (String edge : List.of(
        "products.brand_id->brands.brand_id",
        "products.category_id->categories.category_id",
        "customers.region_id->regions.region_id",
        "orders.customer_id->customers.customer_id",
        "orders.region_id->regions.region_id",
        "order_lines.order_id->orders.order_id",
        "order_lines.product_id->products.product_id",
        "shipments.order_id->orders.order_id",
        "market_quotes.region_id->regions.region_id")) {
      assertTrue(edges.contains(edge), edge + " in " + edges);
    }
    for (String table : TENANT_TABLES) {
      if (!table.equals("corporations")) {
        assertTrue(edges.contains(table + ".corp_id->corporations.corp_id"), table);
      }
    }
  }

  @Test
  void foreignKeys_haveNoOrphans_andAreEnforced() throws SQLException {
    int keys = 0;
    DatabaseMetaData metaData = connection.getMetaData();
    for (String table : allTables()) {
      try (ResultSet key = metaData.getImportedKeys(null, "PUBLIC", upper(table))) {
        while (key.next()) {
          keys++;
          String child = key.getString("FKTABLE_NAME");
          String column = key.getString("FKCOLUMN_NAME");
          String parent = key.getString("PKTABLE_NAME");
          assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM " + child + " c"
              + " WHERE NOT EXISTS (SELECT 1 FROM " + parent + " p"
              + " WHERE p." + key.getString("PKCOLUMN_NAME") + " = c." + column + ")"),
              child + "." + column);
        }
      }
    }
    assertEquals(16, keys);
    try (Connection writer = DriverManager.getConnection(DemoDatabase.url())) {
      writer.setAutoCommit(false);
      SQLException refused = assertThrows(SQLException.class, () -> writer.createStatement()
          .executeUpdate("UPDATE orders SET customer_id = -1 WHERE order_id = 1"));
      assertEquals("23506", refused.getSQLState());
      writer.rollback();
    }
  }

  @Test
  void severalCorporations_haveRowsInEveryTenantTable() throws SQLException {
    assertEquals(1, Sql.count(connection, "SELECT COUNT(*) FROM corporations WHERE corp_id = 105"));
    for (String table : TENANT_TABLES) {
      assertEquals(Corporation.values().length,
          Sql.count(connection, "SELECT COUNT(DISTINCT corp_id) FROM " + table), table);
    }
  }

  @Test
  void orders_coverTheLastThreeCalendarYears_andNothingIsAfterToday() throws SQLException {
    LocalDate today = LocalDate.now();
    for (int year = today.getYear() - 3; year < today.getYear(); year++) {
      for (Corporation corporation : Corporation.values()) {
        assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM orders WHERE corp_id = ?"
            + " AND EXTRACT(YEAR FROM order_date) = ?", corporation.id(), year) > 50,
            corporation.label() + " in " + year);
      }
    }
    assertEquals(0, Sql.count(connection,
        "SELECT COUNT(*) FROM orders WHERE order_date > CURRENT_DATE"));
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM shipments"
        + " WHERE shipped_date > CURRENT_DATE OR delivered_date > CURRENT_DATE"));
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM market_quotes"
        + " WHERE quote_date > CURRENT_DATE"));
    for (String table : List.of("products", "customers", "users")) {
      assertEquals(0, Sql.count(connection,
          "SELECT COUNT(*) FROM " + table + " WHERE created_at >= CURRENT_DATE"), table);
    }
  }

  @Test
  void seedExamples_haveData() throws SQLException {
    LocalDate today = LocalDate.now();
    int threeYearsAgo = today.getYear() - 3;
    assertEquals(1, Sql.count(connection, "SELECT COUNT(*) FROM brands WHERE name = 'Le Creuset'"));
    assertEquals(1, Sql.count(connection, "SELECT COUNT(*) FROM regions WHERE name = 'Africa'"));
    for (int year = threeYearsAgo; year < today.getYear(); year++) {
      assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM orders o"
          + " JOIN regions r ON r.region_id = o.region_id"
          + " WHERE o.corp_id = 105 AND r.name = 'Africa' AND EXTRACT(YEAR FROM o.order_date) = ?",
          year) > 10, "sales for Africa in " + year);
      assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM order_lines l"
          + " JOIN orders o ON o.order_id = l.order_id"
          + " JOIN products p ON p.product_id = l.product_id"
          + " JOIN brands b ON b.brand_id = p.brand_id"
          + " WHERE o.corp_id = 105 AND b.name = 'Le Creuset'"
          + " AND EXTRACT(YEAR FROM o.order_date) = ? AND EXTRACT(QUARTER FROM o.order_date) = 4",
          year) > 5, "Le Creuset sales in Q4 " + year);
      assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM market_quotes q"
          + " JOIN regions r ON r.region_id = q.region_id"
          + " WHERE q.corp_id = 105 AND r.name = 'Africa' AND EXTRACT(YEAR FROM q.quote_date) = ?",
          year) > 200, "market trend in Africa in " + year);
    }
    assertTrue(Sql.count(connection, "SELECT COUNT(DISTINCT region_id) FROM market_quotes"
        + " WHERE corp_id = 105") == 6, "market trend by region");
    assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM market_quotes"
        + " WHERE corp_id = 105 AND symbol = 'AAPL'") > 700, "price for AAPL");
  }

  @Test
  void users_includeSomeCreatedLastMonth_forEveryCorporation() throws SQLException {
    LocalDate firstOfThisMonth = LocalDate.now().withDayOfMonth(1);
    for (Corporation corporation : Corporation.values()) {
      assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM users WHERE corp_id = ?"
          + " AND created_at >= ? AND created_at < ?", corporation.id(),
          firstOfThisMonth.minusMonths(1), firstOfThisMonth) >= 3, corporation.label());
    }
    assertEquals(0, Sql.count(connection,
        "SELECT COUNT(*) FROM users WHERE last_login < created_at"));
    assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM users WHERE status = 'inactive'") > 0);
  }

  @Test
  void marketQuotes_haveExactlyThreePriceColumns_andBidNeverAboveAsk() throws SQLException {
    Set<String> prices = new HashSet<>();
    for (String column : columns("market_quotes")) {
      if (column.contains("price")) {
        prices.add(column);
      }
    }
    assertEquals(Set.of("bid_price", "ask_price", "last_price"), prices);
    assertEquals(0, Sql.count(connection,
        "SELECT COUNT(*) FROM market_quotes WHERE bid_price > ask_price"));
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM market_quotes"
        + " WHERE last_price < bid_price OR last_price > ask_price OR bid_price <= 0"));
  }

  @Test
  void amounts_addUp() throws SQLException {
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM orders o"
        + " WHERE o.total_amount + o.discount_amount <>"
        + " (SELECT SUM(l.line_amount) FROM order_lines l WHERE l.order_id = o.order_id)"));
    assertEquals(0, Sql.count(connection,
        "SELECT COUNT(*) FROM order_lines WHERE line_amount <> quantity * unit_price"));
    assertEquals(0, Sql.count(connection,
        "SELECT COUNT(*) FROM order_lines l JOIN orders o ON o.order_id = l.order_id"
            + " WHERE l.corp_id <> o.corp_id"));
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM shipments s"
        + " JOIN orders o ON o.order_id = s.order_id WHERE s.corp_id <> o.corp_id"
        + " OR s.declared_value <> o.total_amount OR s.insured_value < s.declared_value"
        + " OR s.shipped_date <= o.order_date OR s.delivered_date <= s.shipped_date"));
    assertTrue(Sql.count(connection, "SELECT COUNT(*) FROM orders WHERE discount_amount > 0")
        > 100, "some orders are discounted");
  }

  @Test
  void orderStatus_matchesShipments() throws SQLException {
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM orders o"
        + " JOIN shipments s ON s.order_id = o.order_id"
        + " WHERE o.status IN ('pending', 'cancelled')"
        + " OR (o.status = 'shipped') <> (s.delivered_date IS NULL)"));
    assertEquals(0, Sql.count(connection, "SELECT COUNT(*) FROM orders o"
        + " WHERE o.status NOT IN ('pending', 'cancelled')"
        + " AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.order_id)"));
    for (String status : List.of("pending", "shipped", "delivered", "returned", "cancelled")) {
      assertNotNull(Sql.value(connection, "SELECT MIN(order_id) FROM orders WHERE status = ?",
          status), status);
    }
  }

  private static List<String> allTables() {
    List<String> tables = new ArrayList<>(TENANT_TABLES);
    tables.addAll(REFERENCE_TABLES);
    return tables;
  }

  private static Set<String> columns(String table) throws SQLException {
    Set<String> columns = new HashSet<>();
    try (ResultSet resultSet =
        connection.getMetaData().getColumns(null, "PUBLIC", upper(table), null)) {
      while (resultSet.next()) {
        columns.add(resultSet.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
      }
    }
    return columns;
  }

  private static String upper(String name) {
    return name.toUpperCase(Locale.ROOT);
  }
}
