package dev.nljdbc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** nljdbc's keys written in a target URL are taken out of it, whatever the URL's style. */
class TargetUrlTest {
  @Test
  void postgresqlQueryString_losesOurKeys_andKeepsTheDriversOwn() throws SQLException {
    ConnectionUrl url = ConnectionUrl.parse("jdbc:nl:jdbc:postgresql://h:5432/db?user=u"
        + "&tenant.column=corp_id&tenant.value=2&sslmode=disable&limits.maxRows=5");
    assertEquals("jdbc:postgresql://h:5432/db?user=u&sslmode=disable", url.target());
    assertEquals(Map.of("tenant.column", "corp_id", "tenant.value", "2", "limits.maxRows", "5"),
        url.properties());
  }

  @Test
  void mariadbQueryString_withAnEmptyPassword() throws SQLException {
    TargetUrl url = TargetUrl.split("jdbc:mariadb://h:3306/db?user=root&password="
        + "&tenant.value=2&tenant.column=org_id");
    assertEquals("jdbc:mariadb://h:3306/db?user=root&password=", url.url());
    assertEquals(Map.of("tenant.value", "2", "tenant.column", "org_id"), url.properties());
  }

  @Test
  void semicolonParameters_asH2WritesThem() throws SQLException {
    TargetUrl url = TargetUrl.split("jdbc:h2:mem:shop;MODE=PostgreSQL;tenant.column=corp_id;"
        + "tenant.value=7;DB_CLOSE_DELAY=-1");
    assertEquals("jdbc:h2:mem:shop;MODE=PostgreSQL;DB_CLOSE_DELAY=-1", url.url());
    assertEquals(Map.of("tenant.column", "corp_id", "tenant.value", "7"), url.properties());
  }

  @Test
  void onlyOurKeys_andTheQueryMarkGoesWithTheLastOne() throws SQLException {
    TargetUrl url = TargetUrl.split("jdbc:postgresql://h/db?tenant.value=a%20b&clarify=false");
    assertEquals("jdbc:postgresql://h/db", url.url());
    assertEquals(Map.of("tenant.value", "a b", "clarify", "false"), url.properties());
  }

  @Test
  void theTargetsOwnSettings_stay() throws SQLException {
    String plain = "jdbc:mariadb://h/db?pool=true&sessionVariables=a=1&user=x";
    assertEquals(plain, TargetUrl.split(plain).url());
    assertTrue(TargetUrl.split(plain).properties().isEmpty());
    assertFalse(TargetUrl.isOurs("pool"));
    assertTrue(TargetUrl.isOurs("pool.maxSize"));
    assertTrue(TargetUrl.isOurs("tenant.colum"));
    assertTrue(TargetUrl.isOurs("clarify"));
  }

  @Test
  void aMisspeltKeyInTheUrl_failsAsInProperties() throws SQLException {
    ConnectionUrl url = ConnectionUrl.parse("jdbc:nl:jdbc:postgresql://h/db?user=u"
        + "&tenant.colum=corp_id&tenant.value=2");
    assertEquals("jdbc:postgresql://h/db?user=u", url.target());
    SQLException e = assertThrows(SQLException.class, () -> NlConfig.of(url.properties()));
    assertEquals("22023", e.getSQLState());
    assertTrue(e.getMessage().contains("tenant.colum"), e.getMessage());
  }

  @Test
  void aKeyWrittenTwice_is22023() {
    SQLException e = assertThrows(SQLException.class, () -> TargetUrl.split(
        "jdbc:postgresql://h/db?tenant.value=1&tenant.value=2"));
    assertEquals("22023", e.getSQLState());
  }
}
