package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A metric put into the shape of the query around it (see {@link MetricShapes}). */
class MetricShapesTest {

  private static String rewrite(String sql) throws Exception {
    return QuotedModelRewriterTest.rewrite(sql);
  }

  @Test
  void aConditionOnAMetric_isAConditionOnGroups() throws Exception {
    String sql = rewrite("SELECT \"Status\" FROM \"Invoices\" WHERE \"Invoices\".revenue > 100"
        + " AND \"NetAmount\" > 0");
    assertTrue(sql.contains("WHERE \"NetAmount\" > 0 GROUP BY \"Status\" HAVING SUM(CASE"), sql);
    assertTrue(sql.endsWith("END) > 100"), sql);
  }

  @Test
  void aConditionOnAMetricOverOneTablesStar_groupsByItsColumnsAsTheQueryQuotesThem()
      throws Exception {
    String sql = rewrite("SELECT \"Invoices\".* FROM \"Invoices\" WHERE \"Invoices\".revenue > 100");
    assertTrue(sql.contains("GROUP BY \"Invoices\".\"Id\", \"Invoices\".\"ConsultantId\","
        + " \"Invoices\".\"Status\", \"Invoices\".\"NetAmount\" HAVING"), sql);
  }

  @Test
  void aMetricSelectedAloneOverAJoinedTable_isOneValuePerRowOfIt() throws Exception {
    String sql = rewrite("SELECT DISTINCT \"Invoices\".revenue FROM \"Invoices\" JOIN"
        + " \"Consultants\" ON \"Consultants\".\"Id\" = \"Invoices\".\"ConsultantId\"");
    assertTrue(sql.startsWith("SELECT \"Consultants\".\"FirstName\", SUM(CASE"), sql);
    assertTrue(sql.endsWith("GROUP BY \"Consultants\".\"FirstName\""), sql);
    assertFalse(sql.contains("DISTINCT"), sql);
  }

  @Test
  void aTopNAfterAMetric_ranksByTheMetric() throws Exception {
    String sql = rewrite("SELECT \"Status\", SUM(\"Invoices\".revenue) FROM \"Invoices\""
        + " GROUP BY \"Status\" ORDER BY MAX(\"Invoices\".\"NetAmount\") DESC LIMIT 2");
    assertTrue(sql.contains("ORDER BY SUM(CASE"), sql);
    assertFalse(sql.contains("MAX("), sql);
  }

  @Test
  void aTopNByAnotherColumn_keepsItsOrder() throws Exception {
    String sql = rewrite("SELECT \"Status\", SUM(\"Invoices\".revenue) FROM \"Invoices\""
        + " GROUP BY \"Status\" ORDER BY MAX(\"Invoices\".\"Id\") DESC LIMIT 2");
    assertTrue(sql.contains("ORDER BY MAX(\"Invoices\".\"Id\") DESC"), sql);
  }

  @Test
  void aConditionOnAMetric_overEveryColumn_groupsByEachOfThem() throws Exception {
    String sql = rewrite("SELECT * FROM \"Invoices\" WHERE \"Invoices\".revenue > 100"
        + " ORDER BY \"Id\" DESC");
    assertTrue(sql.contains("GROUP BY \"Invoices\".\"Id\", \"Invoices\".\"ConsultantId\","
        + " \"Invoices\".\"Status\", \"Invoices\".\"NetAmount\" HAVING SUM(CASE"), sql);
    assertFalse(sql.contains("WHERE"), sql);
  }
}
