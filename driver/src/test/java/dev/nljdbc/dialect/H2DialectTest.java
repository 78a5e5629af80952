package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

class H2DialectTest {
  private final SqlDialect h2 = H2Dialect.DEFAULT;

  @Test
  void detectedFromItsProductNameAndUrl() {
    assertSame(h2, Dialects.ofProductName("H2"));
    assertSame(h2, Dialects.ofUrl("jdbc:h2:mem:shop"));
    assertSame(GenericDialect.DEFAULT, Dialects.ofProductName("H2O Warehouse"),
        "only the product named H2 is H2");
  }

  @Test
  void upperCaseNamesPrintInLowerCase_othersAreQuoted() {
    assertEquals("parcel", h2.identifier("PARCEL"));
    assertEquals("\"Parcel\"", h2.identifier("Parcel"));
    assertEquals("\"ORDER\"", h2.identifier("ORDER"));
  }

  @Test
  void relativeDates_evaluateOnH2AsJavaComputesThem() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:h2dialect_dates")) {
      RelativeDates.assertEvaluateAsJava(c, h2, "SELECT CURRENT_DATE", true);
    }
  }

  @Test
  void buckets_labelPeriodsInTimeOrder() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:h2dialect_buckets");
        Statement s = c.createStatement()) {
      String d = "DATE '2024-03-05'";
      assertEquals("2024", one(s, h2.bucket(d, CalendarUnit.YEAR)));
      assertEquals("2024-Q1", one(s, h2.bucket(d, CalendarUnit.QUARTER)));
      assertEquals("2024-03", one(s, h2.bucket(d, CalendarUnit.MONTH)));
      assertEquals("2024-W10", one(s, h2.bucket(d, CalendarUnit.WEEK)));
      assertEquals("2024-03-05", one(s, h2.bucket(d, CalendarUnit.DAY)));
    }
  }

  @Test
  void catalogScopeAndSearchPath_areTheCurrentSchema() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:h2dialect_scope")) {
      assertEquals(new CatalogScope(null, "PUBLIC"), h2.catalogScope(c));
      assertEquals(List.of("PUBLIC"), h2.searchPath(c));
      h2.applyTenantSetting(c, "7");
    }
  }

  @Test
  void identifierCaseSchemasAndDriver_agreeWithH2sMetadata() throws SQLException {
    String url = "jdbc:h2:mem:h2dialect_metadata";
    try (Connection c = DriverManager.getConnection(url)) {
      MetadataAgreement.assertAgrees(h2, c, url);
    }
  }

  @Test
  void searchPathKey_followsTheCurrentSchema() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:h2dialect_key");
        Statement s = c.createStatement()) {
      String before = h2.searchPathKey(c);
      s.execute("CREATE SCHEMA other");
      s.execute("SET SCHEMA other");
      assertFalse(before.equals(h2.searchPathKey(c)), before);
      s.execute("SET SCHEMA PUBLIC");
      assertEquals(before, h2.searchPathKey(c));
    }
  }

  @Test
  void securityRules_cteDoesNotHideATable() {
    assertFalse(h2.cteShadowsRelations());
    assertFalse(h2.bindsUntypedParameters());
    assertEquals("/dev/nljdbc/security/functions/h2.txt", h2.functionAllowlistResource());
  }

  static String one(Statement s, String expression) throws SQLException {
    try (ResultSet rs = s.executeQuery("SELECT " + expression)) {
      rs.next();
      return rs.getString(1);
    }
  }
}
