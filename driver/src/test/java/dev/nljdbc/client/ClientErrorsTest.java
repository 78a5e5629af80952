package dev.nljdbc.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class ClientErrorsTest {

  @Test
  void withShortSql_cutsALongStatementButKeepsStateCodeAndReason() {
    String sql = "SELECT " + "x, ".repeat(100_000) + "1";
    SQLException cause = new SQLException("server side");
    SQLException e = new SQLException("Error while executing SQL \"" + sql
        + "\": refused: only read-only queries", "42501", 7, cause);

    SQLException shown = ClientErrors.withShortSql(e, sql);

    assertTrue(shown.getMessage().length() < 400, shown.getMessage().length() + " characters");
    assertTrue(shown.getMessage().endsWith("refused: only read-only queries"), shown.getMessage());
    assertEquals("42501", shown.getSQLState());
    assertEquals(7, shown.getErrorCode());
    assertSame(cause, shown.getCause());
  }

  @Test
  void withShortSql_leavesAShortStatementAlone() {
    SQLException e = new SQLException("Error while executing SQL \"SELECT 1\": x", "42000");
    assertSame(e, ClientErrors.withShortSql(e, "SELECT 1"));
  }
}
