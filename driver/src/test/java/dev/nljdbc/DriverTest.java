package dev.nljdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nljdbc.config.NlProperty;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class DriverTest {
  @Test
  void connect_returnsNullForForeignUrls() throws SQLException {
    assertNull(new Driver().connect("jdbc:postgresql://localhost/x", new Properties()));
  }

  @Test
  void driverManager_findsTheDriver() throws SQLException {
    assertInstanceOf(Driver.class, DriverManager.getDriver("jdbc:nl:demo"));
  }

  @Test
  void propertyInfo_listsEveryPropertyOfTheEnum() {
    DriverPropertyInfo[] infos = new Driver().getPropertyInfo("jdbc:nl:demo", new Properties());
    assertEquals(Arrays.stream(NlProperty.values()).map(NlProperty::key).toList(),
        Arrays.stream(infos).map(i -> i.name).toList());
    DriverPropertyInfo policy = infos[NlProperty.TENANT_POLICY.ordinal()];
    assertEquals("hybrid", policy.value);
    assertEquals(3, policy.choices.length);
  }

  @Test
  void badProperty_is22023BeforeAnyConnection() {
    Properties p = new Properties();
    p.setProperty("dialog.maxTurns", "zero");
    SQLException e = assertThrows(SQLException.class,
        () -> new Driver().connect("jdbc:nl:jdbc:h2:mem:never", p));
    assertEquals("22023", e.getSQLState());
  }

  @Test
  void badUrl_is08001() {
    SQLException e = assertThrows(SQLException.class,
        () -> new Driver().connect("jdbc:nl:mysql://h/db", new Properties()));
    assertEquals("08001", e.getSQLState());
  }
}
