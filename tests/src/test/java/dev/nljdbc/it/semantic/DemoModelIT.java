package dev.nljdbc.it.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.it.NlAssert;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** The embedded demo loads its shipped semantic model by default. */
class DemoModelIT {

  private static NlAssert demo(String... more) throws SQLException {
    String[] props = new String[more.length + 2];
    props[0] = "clarify";
    props[1] = "false";
    System.arraycopy(more, 0, props, 2, more.length);
    return NlAssert.connect("jdbc:nl:demo", NlAssert.props(props));
  }

  @Test
  void metricSynonym_usesTheMetricExpression() throws SQLException {
    try (NlAssert nl = demo()) {
      nl.ask("AOV by region").sqlContains("AVG(").sqlContains("total_amount").hasSomeRows();
    }
  }

  @Test
  void metricName_groupsByWhatTheQuestionAsks() throws SQLException {
    try (NlAssert nl = demo()) {
      nl.ask("units sold per product").sqlContains("SUM(").sqlContains("quantity")
          .hasSomeRows();
    }
  }

  /**
   * The metric of order lines with a period is dated by the lines' order, not by the creation
   * date of the product the lines reach first.
   */
  @Test
  void metricWithAPeriod_datesTheOrders() throws SQLException {
    try (NlAssert nl = demo();
        Connection c = DriverManager.getConnection(DemoDatabase.url());
        ResultSet rs = c.createStatement().executeQuery("SELECT SUM(l.quantity)"
            + " FROM order_lines l JOIN orders o ON o.order_id = l.order_id"
            + " WHERE YEAR(o.order_date) = YEAR(CURRENT_DATE)")) {
      rs.next();
      NlAssert.Answer a = nl.ask("total units sold this year").hasRows(1);
      assertEquals(rs.getLong(1), ((Number) a.rows().get(0).values().iterator().next())
          .longValue(), a.sql());
    }
  }

  @Test
  void valueSynonym_addsItsCondition() throws SQLException {
    try (NlAssert nl = demo()) {
      nl.ask("open orders this year").sqlContains("'pending'").hasSomeRows();
    }
  }

  @Test
  void datasetSynonym_namesTheTable() throws SQLException {
    try (NlAssert nl = demo()) {
      nl.ask("how many clients").sqlContains("customers").hasRows(1);
    }
  }

  @Test
  void expressionField_isItsExpression() throws SQLException {
    try (NlAssert nl = demo()) {
      nl.ask("total gross amount of orders").sqlContains("discount_amount").hasRows(1);
    }
  }

  @Test
  void noneLoadsNoModel() throws SQLException {
    try (NlAssert nl = demo("semantic.model", "none")) {
      NlAssert.Answer a = nl.ask("open orders this year");
      assertTrue(a.error() != null || !a.sql().contains("'pending'"), a.sql());
      nl.ask("how many orders").succeeded();
    }
  }
}
