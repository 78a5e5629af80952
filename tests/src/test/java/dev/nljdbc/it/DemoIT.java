package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DemoIT {
  @Test
  void demoUrl_opensTheEmbeddedRetailDatabase() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement()) {
      assertEquals("H2", c.getMetaData().getDatabaseProductName());
      List<String> tables = new ArrayList<>();
      try (ResultSet rs = c.getMetaData().getTables(null, "PUBLIC", "%", new String[] {"TABLE"})) {
        while (rs.next()) {
          tables.add(rs.getString("TABLE_NAME"));
        }
      }
      assertTrue(tables.containsAll(List.of("ORDERS", "CUSTOMERS", "MARKET_QUOTES", "USERS")),
          tables.toString());
      try (ResultSet rs = s.executeQuery(
          "SELECT count(DISTINCT corp_id) FROM orders WHERE order_date <= CURRENT_DATE")) {
        assertTrue(rs.next());
        assertTrue(rs.getInt(1) >= 3);
      }
    }
  }
}
