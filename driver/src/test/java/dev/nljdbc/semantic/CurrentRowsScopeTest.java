package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where a dataset's current-rows condition applies, and where it must not. */
class CurrentRowsScopeTest {
  /** The model's default order of a consultants listing. */
  private static final String ORDER =
      " ORDER BY \"Consultants\".\"LastName\", \"Consultants\".\"FirstName\" DESC";

  private static String rewrite(String sql) throws Exception {
    return QuotedModelRewriterTest.rewrite(sql);
  }

  @Test
  void aCountOfTheConditionsColumn_getsNoCurrentRows() throws Exception {
    String sql = "SELECT EXTRACT(YEAR FROM \"LeaveDate\") AS y, COUNT(\"LeaveDate\") FROM"
        + " \"Consultants\" GROUP BY EXTRACT(YEAR FROM \"LeaveDate\") ORDER BY y";
    assertEquals(sql, rewrite(sql));
  }

  @Test
  void aValueSynonymOnTheSameColumn_replacesTheCurrentRows() throws Exception {
    ResolvedModel m = QuotedModelRewriterTest.model();
    Dataset consultants = m.model().dataset("Consultants");
    assertEquals("SELECT COUNT(*) FROM \"Consultants\" WHERE (\"Consultants\".\"LeaveDate\""
        + " IS NOT NULL)", new ModelSqlRewriter(m, Map.of(consultants,
            List.of("\"LeaveDate\" IS NOT NULL"))).rewrite("SELECT COUNT(*) FROM \"Consultants\""));
  }

  @Test
  void aPeriodOnTheDatasetsOwnDate_countsEveryRowOfThePeriod() throws Exception {
    String sql = "SELECT COUNT(*) FROM \"Consultants\" WHERE \"HireDate\" >= DATE '2026-01-01'";
    assertEquals(sql, rewrite(sql));
  }

  @Test
  void aDatasetOnlyJoined_getsNoCurrentRows() throws Exception {
    String sql = "SELECT SUM(\"Invoices\".\"NetAmount\") FROM \"Invoices\" JOIN \"Consultants\""
        + " ON \"Consultants\".\"Id\" = \"Invoices\".\"ConsultantId\""
        + " WHERE \"Consultants\".\"FirstName\" = 'Ann'";
    assertEquals(sql, rewrite(sql));
  }

  @Test
  void aJoinedDatasetWhoseColumnsAreListed_keepsItsCurrentRows() throws Exception {
    assertEquals("SELECT \"Consultants\".\"LastName\", SUM(\"Invoices\".\"NetAmount\") FROM"
        + " \"Invoices\" JOIN \"Consultants\" ON \"Consultants\".\"Id\" = \"Invoices\".\"ConsultantId\""
        + " WHERE (\"Consultants\".\"LeaveDate\" IS NULL) GROUP BY \"Consultants\".\"LastName\"",
        rewrite("SELECT \"Consultants\".\"LastName\", SUM(\"Invoices\".\"NetAmount\") FROM"
            + " \"Invoices\" JOIN \"Consultants\" ON \"Consultants\".\"Id\" ="
            + " \"Invoices\".\"ConsultantId\" GROUP BY \"Consultants\".\"LastName\""));
  }

  @Test
  void aJoinedDatasetListedBesideAPeriodOfTheSubject_getsNoCurrentRows() throws Exception {
    String sql = "SELECT \"Consultants\".\"LastName\", SUM(\"Invoices\".\"NetAmount\") FROM"
        + " \"Invoices\" JOIN \"Consultants\" ON \"Consultants\".\"Id\" ="
        + " \"Invoices\".\"ConsultantId\" WHERE \"Invoices\".\"IssuedOn\" >= CURRENT_DATE - 30"
        + " GROUP BY \"Consultants\".\"LastName\"";
    assertEquals(sql, rewrite(sql));
  }

  @Test
  void aRowPickedByItsName_getsNoCurrentRows() throws Exception {
    String sql = "SELECT COUNT(*) FROM \"Consultants\" WHERE \"LastName\" = 'Stone'";
    assertEquals(sql, rewrite(sql));
  }

  @Test
  void aConditionOnAnotherColumn_keepsItsCurrentRows() throws Exception {
    assertEquals("SELECT COUNT(*) FROM \"Consultants\" WHERE \"Id\" > 2 AND"
        + " (\"Consultants\".\"LeaveDate\" IS NULL)",
        rewrite("SELECT COUNT(*) FROM \"Consultants\" WHERE \"Id\" > 2"));
  }

  @Test
  void aPresentStateCount_keepsItsCurrentRows() throws Exception {
    assertEquals("SELECT COUNT(*) FROM \"Consultants\" WHERE (\"Consultants\".\"LeaveDate\" IS NULL)",
        rewrite("SELECT COUNT(*) FROM \"Consultants\""));
  }

  @Test
  void rowsPickedByTheirLinkToOtherRows_getNoCurrentRows() throws Exception {
    String sql = "SELECT * FROM \"Consultants\" WHERE \"Id\" IN (SELECT"
        + " \"Invoices\".\"ConsultantId\" FROM \"Invoices\""
        + " WHERE \"Invoices\".\"NetAmount\" > 100)";
    assertEquals(sql + ORDER, rewrite(sql));
  }

  @Test
  void rowsPickedByAListOfValues_keepTheirCurrentRows() throws Exception {
    assertEquals("SELECT * FROM \"Consultants\" WHERE \"LastName\" IN ('Stone', 'Ames')"
        + " AND (\"Consultants\".\"LeaveDate\" IS NULL)" + ORDER,
        rewrite("SELECT * FROM \"Consultants\" WHERE \"LastName\" IN ('Stone', 'Ames')"));
  }
}
