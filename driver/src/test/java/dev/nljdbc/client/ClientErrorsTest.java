package dev.nljdbc.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.DriverManager;
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
  void connect_toAServerUrlWithAPassword_neverShowsThePassword() {
    SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(
        "jdbc:nl:remote:url=http://ann:s3cret@127.0.0.1:1"));
    assertTrue(e.getSQLState().startsWith("08"), e.getSQLState() + " " + e.getMessage());
    for (Throwable t = e; t != null; t = t.getCause()) {
      assertFalse(String.valueOf(t.getMessage()).contains("s3cret"), t.getMessage());
    }
  }

  @Test
  void withShortSql_leavesAShortStatementAlone() {
    SQLException e = new SQLException("Error while executing SQL \"SELECT 1\": x", "42000");
    assertSame(e, ClientErrors.withShortSql(e, "SELECT 1"));
  }
}
