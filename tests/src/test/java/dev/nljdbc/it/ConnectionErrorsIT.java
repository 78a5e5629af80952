package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ConnectionErrorsIT {
  @Test
  void unreachableTarget_reportsTheTargets08State() {
    SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(
        "jdbc:nl:jdbc:postgresql://127.0.0.1:1/nowhere?user=postgres&connectTimeout=2"));
    assertTrue(e.getSQLState().startsWith("08"), e.getSQLState() + " " + e.getMessage());
  }

  @Test
  void unreachableServer_is08001() {
    SQLException e = assertThrows(SQLException.class,
        () -> DriverManager.getConnection("jdbc:nl:remote:url=http://127.0.0.1:1"));
    assertEquals("08001", e.getSQLState(), e.getMessage());
  }

  @Test
  void badProperty_is22023() {
    Properties p = new Properties();
    p.setProperty("limits.maxRows", "-5");
    SQLException e = assertThrows(SQLException.class,
        () -> DriverManager.getConnection(TestDatabases.nlUrl(TestDatabases.Kind.POSTGRESQL), p));
    assertEquals("22023", e.getSQLState());
    assertTrue(e.getMessage().contains("limits.maxRows"), e.getMessage());
  }

  @Test
  void badUrl_is08001() {
    SQLException e = assertThrows(SQLException.class,
        () -> DriverManager.getConnection("jdbc:nl:oracle:thin:@h"));
    assertEquals("08001", e.getSQLState());
  }
}
