package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.SQLException;
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
