package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/** Fills the demo schema, in foreign-key order, from the fixed-seed generators. */
final class DemoData {

  private final DemoTimeline timeline;

  DemoData(DemoTimeline timeline) {
    this.timeline = timeline;
  }

  void fill(Connection connection) throws SQLException {
    new ReferenceWriter().write(connection);
    Map<Corporation, List<Product>> products = new ProductWriter(timeline).write(connection);
    Map<Corporation, List<Customer>> customers = new CustomerWriter(timeline).write(connection);
    new UserWriter(timeline).write(connection);
    try (OrderWriter orders = new OrderWriter(connection, timeline)) {
      orders.write(products, customers);
    }
    markLapsedCustomers(connection);
    new QuoteWriter(timeline).write(connection);
  }

  /** Customers who signed up over a year ago and have not ordered for a year are inactive. */
  private void markLapsedCustomers(Connection connection) throws SQLException {
    try (PreparedStatement update = connection.prepareStatement(
        "UPDATE customers c SET status = 'inactive' WHERE c.created_at < ? AND NOT EXISTS"
            + " (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id"
            + " AND o.order_date >= ?)")) {
      LocalDate yearAgo = timeline.date(timeline.lastDay()).minusYears(1);
      update.setObject(1, yearAgo.atStartOfDay());
      update.setObject(2, yearAgo);
      update.executeUpdate();
    }
  }
}
