package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every way a JDBC client can send SQL goes through the security gate. */
class GateEntryPointsIT {
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void create() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE sales (id int primary key, corp_id int, amount numeric)",
        "INSERT INTO sales VALUES (1,105,10),(2,105,20),(3,207,300),(4,207,400)");
  }

  @AfterAll
  static void drop() throws SQLException {
    scratch.close();
  }

  private static Connection tenant105() throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "105");
    return DriverManager.getConnection(scratch.nlUrl(), p);
  }

  @Test
  void preparedStatement_bindsClientParametersAndTheTenant() throws SQLException {
    try (Connection c = tenant105();
        PreparedStatement ps = c.prepareStatement(
            "SELECT id FROM sales WHERE amount >= ? AND amount <= ? ORDER BY id")) {
      assertEquals(2, ps.getParameterMetaData().getParameterCount());
      ps.setInt(1, 0);
      ps.setInt(2, 1000);
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next());
        assertEquals(1, rs.getInt(1));
        assertTrue(rs.next());
        assertEquals(2, rs.getInt(1));
        assertFalse(rs.next());
      }
    }
  }

  @Test
  void statementBatch_isRefused() throws SQLException {
    try (Connection c = tenant105(); Statement s = c.createStatement()) {
      s.addBatch("UPDATE sales SET amount = 0");
      SQLException e = assertThrows(SQLException.class, s::executeBatch);
      assertEquals("42501", e.getSQLState(), e.getMessage());
      s.clearBatch();
      s.addBatch("SELECT 1");
      assertEquals("42501", assertThrows(SQLException.class, s::executeBatch).getSQLState());
    }
    assertUntouched();
  }

  @Test
  void preparedBatch_isRefused() throws SQLException {
    try (Connection c = tenant105();
        PreparedStatement ps = c.prepareStatement("SELECT id FROM sales WHERE id = ?")) {
      ps.setInt(1, 1);
      ps.addBatch();
      assertEquals("42501", assertThrows(SQLException.class, ps::executeBatch).getSQLState());
    }
  }

  @Test
  void preparedWrite_isRefusedAtPrepare() throws SQLException {
    try (Connection c = tenant105()) {
      SQLException e = assertThrows(SQLException.class,
          () -> c.prepareStatement("DELETE FROM sales WHERE id = ?"));
      assertEquals("42501", e.getSQLState());
    }
    assertUntouched();
  }

  @Test
  void executeUpdate_isRefused() throws SQLException {
    try (Connection c = tenant105(); Statement s = c.createStatement()) {
      assertEquals("42501", assertThrows(SQLException.class,
          () -> s.executeUpdate("UPDATE sales SET amount = 0")).getSQLState());
      assertEquals("42501", assertThrows(SQLException.class,
          () -> s.execute("SELECT 1; DELETE FROM sales")).getSQLState());
    }
    assertUntouched();
  }

  @Test
  void rejectPolicy_refusesWrittenSqlWithoutTheFilter_butFiltersQuestions() throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "105");
    p.setProperty("tenant.policy", "reject");
    p.setProperty("clarify", "false");
    try (NlAssert nl = NlAssert.connect(scratch.nlUrl(), p)) {
      nl.ask("SELECT id FROM sales").failsWith("42501");
      assertEquals(List.of(1, 2),
          nl.ask("SELECT id FROM sales WHERE corp_id = 105 ORDER BY id").values("id"));
      assertEquals(List.of(1, 2), nl.ask("show all sales sorted by id").values("id"));
    }
  }

  @Test
  void tenantColumnWithoutValue_is22023() {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    SQLException e = assertThrows(SQLException.class,
        () -> DriverManager.getConnection(scratch.nlUrl(), p));
    assertEquals("22023", e.getSQLState());
  }

  private static void assertUntouched() throws SQLException {
    try (Connection d = DriverManager.getConnection(scratch.url());
        ResultSet rs = d.createStatement().executeQuery("SELECT sum(amount) FROM sales")) {
      rs.next();
      assertEquals(730, rs.getInt(1));
    }
  }
}
