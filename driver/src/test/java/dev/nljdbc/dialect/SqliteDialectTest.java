package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteDialectTest {
  private final SqlDialect sqlite = SqliteDialect.DEFAULT;

  @Test
  void detectedFromItsProductNameAndUrl() {
    assertSame(sqlite, Dialects.ofProductName("SQLite"));
    assertSame(sqlite, Dialects.ofUrl("jdbc:sqlite:/tmp/shop.db"));
  }

  @Test
  void datesAreTextAndBooleansNumbers() {
    assertEquals("'2024-03-05'", sqlite.date(LocalDate.of(2024, 3, 5)));
    assertEquals("1", sqlite.booleanLiteral(true));
    assertEquals("0", sqlite.booleanLiteral(false));
    assertTrue(sqlite.untypedColumnsHoldText());
  }

  @Test
  void relativeDates_evaluateOnSqliteAsJavaComputesThem() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:")) {
      RelativeDates.assertEvaluateAsJava(c, sqlite, "SELECT date('now')", true);
    }
  }

  @Test
  void relativeDates_fromTheLastDaysOfAMonth_clampAsJavaDoes() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
        Statement s = c.createStatement()) {
      for (String day : new String[] {"2026-11-30", "2027-01-31", "2028-02-29", "2026-03-31",
          "2026-08-31"}) {
        LocalDate today = LocalDate.parse(day);
        for (DateAnchor anchor : DateAnchor.values()) {
          for (CalendarUnit unit : CalendarUnit.values()) {
            for (int offset : new int[] {-12, -2, -1, 1, 3}) {
              String sql = sqlite.relativeDate(anchor, offset, unit)
                  .replace("'now'", "'" + day + "'");
              assertEquals(RelativeDates.expected(today, anchor, offset, unit),
                  LocalDate.parse(H2DialectTest.one(s, sql)), day + ": " + sql);
            }
          }
        }
      }
    }
  }

  @Test
  void buckets_labelPeriodsInTimeOrder() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
        Statement s = c.createStatement()) {
      String d = "'2024-03-05'";
      assertEquals("2024", H2DialectTest.one(s, sqlite.bucket(d, CalendarUnit.YEAR)));
      assertEquals("2024-Q1", H2DialectTest.one(s, sqlite.bucket(d, CalendarUnit.QUARTER)));
      assertEquals("2024-03", H2DialectTest.one(s, sqlite.bucket(d, CalendarUnit.MONTH)));
      assertEquals("2024-03-05", H2DialectTest.one(s, sqlite.bucket(d, CalendarUnit.DAY)));
    }
  }

  @Test
  void identifierCaseSchemasAndDriver_agreeWithSqlitesMetadata() throws SQLException {
    String url = "jdbc:sqlite::memory:";
    try (Connection c = DriverManager.getConnection(url)) {
      MetadataAgreement.assertAgrees(sqlite, c, url);
    }
  }

  @Test
  void oneMainDatabase_withoutSchemasOrSystemTables() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:")) {
      assertEquals(new CatalogScope(null, null), sqlite.catalogScope(c));
    }
    assertEquals("\"parcel\"", sqlite.qualifiedTable("main", "parcel"));
    assertTrue(sqlite.isSystemTable("sqlite_sequence"));
    assertFalse(sqlite.isSystemTable("parcel"));
  }

  @Test
  void readOnlyProperties_openTheFileReadOnly(@TempDir Path dir) throws SQLException {
    String url = "jdbc:sqlite:" + dir.resolve("shop.db");
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE parcel (id INTEGER)");
    }
    assertTrue(Files.exists(dir.resolve("shop.db")));
    Properties properties = new Properties();
    properties.putAll(sqlite.readOnlyProperties());
    try (Connection c = DriverManager.getConnection(url, properties);
        Statement s = c.createStatement()) {
      assertThrows(SQLException.class, () -> s.execute("INSERT INTO parcel VALUES (1)"));
    }
  }
}
