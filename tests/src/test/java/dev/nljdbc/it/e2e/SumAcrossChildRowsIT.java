package dev.nljdbc.it.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.it.NlAssert;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Regression: money grouped through child rows ("revenue by brand" reaches brands through order
 * lines) was summed from the parent's total, counting each order once per line. The totals over
 * all groups must equal the money actually recorded.
 */
class SumAcrossChildRowsIT {
  @Test
  void revenueByBrand_sumsEachLineOnce() throws SQLException {
    try (NlAssert nl = NlAssert.connect("jdbc:nl:demo", NlAssert.props("clarify", "false"))) {
      BigDecimal total = BigDecimal.ZERO;
      for (Map<String, Object> row : nl.ask("total revenue by brand").hasSomeRows().rows()) {
        total = total.add(row.values().stream().filter(v -> v instanceof BigDecimal)
            .map(v -> (BigDecimal) v).findFirst().orElseThrow());
      }
      assertEquals(0, total.compareTo(direct("SELECT sum(line_amount) FROM order_lines")),
          "sum over brands " + total);
    }
  }

  private static BigDecimal direct(String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(DemoDatabase.url());
        ResultSet rs = c.createStatement().executeQuery(sql)) {
      rs.next();
      return rs.getBigDecimal(1);
    }
  }
}
