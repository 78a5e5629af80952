package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.SQLException;
import java.sql.SQLWarning;
import org.junit.jupiter.api.Test;

/** A tenant sees the target's SQLState, never the values the target quoted. */
class TargetErrorsTest {
  @Test
  void valuesAreScrubbedAndTheStateKept() {
    SQLException e = TargetErrors.scrubbed(new SQLException(
        "ERROR: invalid value \"secret\" for \"YYYY\"\n  Detail: Value must be an integer.",
        "22007", 7), "SELECT * FROM t WHERE to_date(name, 'YYYY') IS NULL");
    assertEquals("ERROR: invalid value \"…\" for \"YYYY\"", e.getMessage());
    assertEquals("22007", e.getSQLState());
    assertEquals(7, e.getErrorCode());
    assertNull(e.getCause());
  }

  @Test
  void namesTheStatementHoldsStay() {
    SQLException e = TargetErrors.scrubbed(new SQLException(
        "ERROR: column \"nme\" does not exist at 42", "42703"), "SELECT nme FROM t");
    assertEquals("ERROR: column \"nme\" does not exist at …", e.getMessage());
    SQLException number = TargetErrors.scrubbed(new SQLException(
        "value 123456 is out of range, near '12'", "22003"), "SELECT 12 FROM t");
    assertEquals("value … is out of range, near '…'", number.getMessage());
  }

  @Test
  void everyWarningOfAChainIsScrubbedWithItsStateKept() {
    SQLWarning first = new SQLWarning("Truncated incorrect DOUBLE value: 'c10@other.example'",
        "22007", 1292);
    first.setNextWarning(new SQLWarning("Truncated incorrect DOUBLE value: 'status'", "01000",
        1292));
    SQLWarning shown = TargetErrors.scrubbedWarnings(first, "SELECT id FROM t WHERE status + 0 = 0");
    assertEquals("Truncated incorrect DOUBLE value: '…'", shown.getMessage());
    assertEquals("22007", shown.getSQLState());
    assertEquals(1292, shown.getErrorCode());
    assertEquals("Truncated incorrect DOUBLE value: 'status'",
        shown.getNextWarning().getMessage());
    assertNull(shown.getNextWarning().getNextWarning());
    assertNull(TargetErrors.scrubbedWarnings(null, "SELECT 1"));
  }

  @Test
  void anErrorWithoutState_getsOne_andKeepsItsMessageAndCode() {
    SQLException sqlite = new SQLException("[SQLITE_ERROR] SQL error or missing database (no such"
        + " column: nme)", null, 1);
    SQLException mapped = TargetErrors.fromTarget(sqlite);
    assertEquals("42000", mapped.getSQLState());
    assertEquals(sqlite.getMessage(), mapped.getMessage());
    assertEquals(1, mapped.getErrorCode());
    assertEquals(sqlite, mapped.getCause());
    assertEquals("HY000", TargetErrors.fromTarget(new SQLException("busy", null, 5))
        .getSQLState());
  }
}
