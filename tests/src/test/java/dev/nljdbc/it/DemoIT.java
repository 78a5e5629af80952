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

  @Test
  void aRankingByAWordNothingNames_asksWhatItMeans_andTheAnswerRanksByIt() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("top 5 customers by loyalty")) {
        assertTrue(rs.next());
        assertEquals("vague_term", rs.getString("AMBIGUITY"));
        assertTrue(rs.getString("OPTIONS").contains(
            "orders total amount (column total_amount of orders)"), rs.getString("OPTIONS"));
      }
      try (ResultSet rs = s.executeQuery("orders.total_amount")) {
        String ran = s.getWarnings().getMessage();
        assertTrue(ran.contains("ORDER BY SUM(orders.total_amount) DESC, customers.name LIMIT 5"),
            ran);
        int rows = 0;
        while (rs.next()) {
          rows++;
        }
        assertEquals(5, rows);
      }
    }
  }

  @Test
  void aQuestionAboutUnrelatedTables_afterAListing_isANewQuestion() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("Show me all users")) {
        assertTrue(rs.next());
      }
      try (ResultSet rs = s.executeQuery("/explain average order value by brand")) {
        assertTrue(rs.next());
        String sql = rs.getString("SQL");
        assertEquals("new_query", rs.getString("INTENT"), sql);
        assertTrue(!sql.contains("users") && !sql.contains("corporations"), sql);
      }
      try (ResultSet rs = s.executeQuery("top 5 customers by loyalty")) {
        assertTrue(rs.next());
        if (s.getWarnings() == null) {
          assertEquals("vague_term", rs.getString("AMBIGUITY"));
        } else {
          String ran = s.getWarnings().getMessage();
          assertTrue(ran.contains("customers") && !ran.contains("users"), ran);
        }
      }
    }
  }

  @Test
  void aShortTextAboutARelatedTable_staysARefinement() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("show all orders")) {
        assertTrue(rs.next());
      }
      try (ResultSet rs = s.executeQuery("/explain total amount")) {
        assertTrue(rs.next());
        assertEquals("refinement", rs.getString("INTENT"), rs.getString("SQL"));
      }
    }
  }

  @Test
  void explain_saysItWouldAsk_whenRunningWouldAsk() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("/explain top 5 customers by loyalty")) {
        assertTrue(rs.next());
        assertEquals(null, rs.getString("SQL"));
        assertTrue(rs.getString("EXPLANATION").startsWith("would ask first: "),
            rs.getString("EXPLANATION"));
      }
      try (ResultSet rs = s.executeQuery("top 5 customers by loyalty")) {
        assertTrue(rs.next());
        assertEquals("vague_term", rs.getString("AMBIGUITY"));
      }
    }
  }

  @Test
  void everyAnswer_carriesItsReading_inTheWarningAndTheHistory() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("orders by status")) {
        assertTrue(rs.next());
        String reading = null;
        for (java.sql.SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
          reading = w.getMessage().startsWith("Reading: ") ? w.getMessage() : reading;
        }
        assertEquals("Reading: Counts orders per status.", reading);
      }
      try (ResultSet rs = s.executeQuery("/history")) {
        assertTrue(rs.next());
        assertEquals("Counts orders per status.", rs.getString("READING"));
      }
    }
  }

  @Test
  void withATenant_calendarPeriodsPassTheGate() throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "105");
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo", p);
        Statement s = c.createStatement()) {
      for (String q : List.of("orders last month", "orders last week", "orders this year",
          "orders last quarter")) {
        try (ResultSet rs = s.executeQuery("/new " + q)) {
          assertTrue(s.getWarnings().getMessage().contains("DATE_TRUNC"), q);
        }
      }
    }
  }
}
