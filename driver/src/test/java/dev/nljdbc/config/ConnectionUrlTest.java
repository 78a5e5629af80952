package dev.nljdbc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConnectionUrlTest {
  @Test
  void inProcess_keepsTheWholeTargetUrl() throws SQLException {
    ConnectionUrl url = ConnectionUrl.parse("jdbc:nl:jdbc:postgresql://localhost:5432/shop?ssl=false");
    assertEquals(ConnectionUrl.Mode.IN_PROCESS, url.mode());
    assertEquals("jdbc:postgresql://localhost:5432/shop?ssl=false", url.target());
  }

  @Test
  void remote_readsServerUrlAndProperties() throws SQLException {
    ConnectionUrl url = ConnectionUrl.parse("jdbc:nl:remote:url=http://h:8765;clarify=false");
    assertEquals(ConnectionUrl.Mode.REMOTE, url.mode());
    assertEquals("http://h:8765", url.target());
    assertEquals(Map.of("clarify", "false"), url.properties());
  }

  @Test
  void demo_isInProcess() throws SQLException {
    assertEquals("demo", ConnectionUrl.parse("jdbc:nl:demo").target());
  }

  @Test
  void demo_readsPropertiesAfterSemicolons() throws SQLException {
    ConnectionUrl url = ConnectionUrl.parse("jdbc:nl:demo;limits.maxRows=5;clarify=false");
    assertEquals(ConnectionUrl.Mode.IN_PROCESS, url.mode());
    assertEquals("demo", url.target());
    assertEquals(Map.of("limits.maxRows", "5", "clarify", "false"), url.properties());
  }

  @Test
  void foreignUrls_areNotAccepted() {
    assertFalse(ConnectionUrl.accepts("jdbc:postgresql://h/db"));
    assertFalse(ConnectionUrl.accepts(null));
    assertTrue(ConnectionUrl.accepts("jdbc:nl:demo"));
  }

  @Test
  void unusableUrls_fail08001() {
    for (String bad : new String[] {"jdbc:nl:", "jdbc:nl:postgres://h", "jdbc:nl:remote:host=h",
        "jdbc:nl:remote:url=ftp://h", "jdbc:nl:jdbc:nl:demo"}) {
      SQLException e = assertThrows(SQLException.class, () -> ConnectionUrl.parse(bad), bad);
      assertEquals("08001", e.getSQLState(), bad);
    }
  }
}
