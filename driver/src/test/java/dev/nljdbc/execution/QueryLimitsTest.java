package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.config.NlConfig;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueryLimitsTest {
  @Test
  void generatedSql_isCappedAtTheDefault_clientSqlIsNot() throws SQLException {
    QueryLimits limits = QueryLimits.of(NlConfig.defaults());
    assertEquals(new RowCap(10_000, "limits.maxRows"), limits.rowCap(true, 0));
    assertEquals(RowCap.NONE, limits.rowCap(false, 0));
    assertEquals(10_001, limits.rowCap(true, 0).targetMaxRows());
    assertEquals(0, limits.rowCap(false, -1).targetMaxRows());
  }

  @Test
  void explicitMaxRows_capsEveryQuery_andZeroIsNoCap() throws SQLException {
    QueryLimits seven = QueryLimits.of(NlConfig.of(Map.of("limits.maxRows", "7")));
    assertEquals(new RowCap(7, "limits.maxRows"), seven.rowCap(false, 0));
    QueryLimits none = QueryLimits.of(NlConfig.of(Map.of("limits.maxRows", "0")));
    assertEquals(RowCap.NONE, none.rowCap(true, 0));
  }

  @Test
  void statementMaxRows_lowersTheCap_andNeverRaisesIt() throws SQLException {
    QueryLimits limits = QueryLimits.of(NlConfig.defaults());
    assertEquals(new RowCap(20_000, "Statement.setMaxRows"), limits.rowCap(false, 20_000));
    assertEquals(new RowCap(10_000, "limits.maxRows"), limits.rowCap(true, 20_000));
    assertEquals(new RowCap(2, "Statement.setMaxRows"), limits.rowCap(true, 2));
  }

  @Test
  void warning_namesTheCapAndTheSetting_andTheMarkRoundTrips() {
    RowCap cap = new RowCap(10_000, "limits.maxRows");
    String w = cap.warning().getMessage();
    assertTrue(w.contains("10000 rows") && w.contains("limits.maxRows"), w);
    String marked = cap.mark("SELECT 1");
    assertEquals(cap, RowCap.marked(marked));
    assertEquals("SELECT 1", RowCap.unmarked(marked));
    assertEquals(RowCap.NONE, RowCap.marked("SELECT 1"));
    assertEquals("SELECT 1", RowCap.NONE.mark("SELECT 1"));
  }
}
