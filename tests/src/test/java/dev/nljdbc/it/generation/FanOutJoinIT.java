package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Two fact tables that only share a parent (orders and products both belong to a corporation)
 * are joined through the table that links them (order lines), never up to the shared parent
 * and down again, which would pair every order with every product of its corporation.
 */
class FanOutJoinIT {

  @Test
  void averageOrderValueByBrand_joinsThroughOrderLines() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("/explain average order value by brand")) {
      assertTrue(rs.next());
      String sql = rs.getString("SQL");
      assertTrue(sql.contains("order_lines"), sql);
      assertFalse(sql.contains("products.corp_id = corporations.corp_id"), sql);
    }
  }
}
