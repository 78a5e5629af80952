package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.CalendarUnit;
import dev.nljdbc.dialect.CatalogScope;
import dev.nljdbc.dialect.DateAnchor;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.dialect.IdentifierCase;
import dev.nljdbc.dialect.MariaDbDialect;
import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The PostgreSQL and MariaDB dialects' SQL and catalog rules, run on the databases themselves. */
class DialectDatabasesIT {

  @Test
  void postgresql_datesBucketsScopeAndTenantSetting() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL);
        Connection c = DriverManager.getConnection(scratch.url())) {
      SqlDialect pg = Dialects.of(c);
      assertSame(PostgresqlDialect.DEFAULT, pg);
      assertEvaluateAsJava(c, pg);
      assertBuckets(c, pg, "DATE '2024-03-05'", "2024-W10");
      assertEquals(new CatalogScope(null, scratch.name()), pg.catalogScope(c));
      assertEquals(scratch.name(), pg.searchPath(c).get(1), "after pg_catalog");
      c.setAutoCommit(false);
      pg.applyTenantSetting(c, "7");
      assertEquals("7", one(c, "current_setting('" + PostgresqlDialect.TENANT_SETTING + "')"));
      pg.applyTenantSetting(c, null);
      assertEquals("", one(c, "current_setting('" + PostgresqlDialect.TENANT_SETTING + "')"));
      c.rollback();
    }
  }

  @Test
  void mariadb_datesBucketsAndScope() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.MARIADB);
        Connection c = DriverManager.getConnection(scratch.url())) {
      SqlDialect maria = Dialects.of(c);
      assertSame(MariaDbDialect.DEFAULT, maria);
      assertEvaluateAsJava(c, maria);
      assertBuckets(c, maria, "DATE '2024-03-05'", "2024-W10");
      assertEquals(new CatalogScope(scratch.name(), null), maria.catalogScope(c));
      assertTrue(maria.searchPath(c).contains(scratch.name()));
    }
  }

  @Test
  void postgresql_traitsTimeoutSearchPathKeyAndFreeConnections() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL)) {
      assertTraits(scratch.url(), IdentifierCase.LOWER, true);
      try (Connection c = withTimeout(scratch.url(), 4321);
          Connection base = TestDatabases.direct(Kind.POSTGRESQL)) {
        SqlDialect pg = Dialects.of(c);
        assertEquals("4321ms", one(c, "current_setting('statement_timeout')"));
        assertTrue(pg.streamsInTransaction() && pg.hasTenantSetting());
        assertTrue(pg.searchPathKey(c).contains(scratch.name()), pg.searchPathKey(c));
        assertNotEquals(pg.searchPathKey(base), pg.searchPathKey(c));
        assertFreeConnections(c, pg, "current_setting('max_connections')");
      }
    }
  }

  @Test
  void mariadb_traitsTimeoutSearchPathKeyAndFreeConnections() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.MARIADB)) {
      assertTraits(scratch.url(), IdentifierCase.MIXED, false);
      try (Connection c = withTimeout(scratch.url(), 4321);
          Connection base = TestDatabases.direct(Kind.MARIADB)) {
        SqlDialect maria = Dialects.of(c);
        assertEquals(4.321, Double.parseDouble(one(c, "@@max_statement_time")), 0.0005);
        assertFalse(maria.streamsInTransaction() || maria.hasTenantSetting());
        assertTrue(maria.searchPathKey(c).contains(scratch.name()), maria.searchPathKey(c));
        assertNotEquals(maria.searchPathKey(base), maria.searchPathKey(c));
        assertFreeConnections(c, maria, "@@max_connections");
      }
    }
  }

  /** What the dialect says of identifiers, schemas and drivers is what the database reports. */
  private static void assertTraits(String url, IdentifierCase unquoted, boolean schemas)
      throws SQLException {
    try (Connection c = DriverManager.getConnection(url)) {
      SqlDialect d = Dialects.of(c);
      DatabaseMetaData md = c.getMetaData();
      assertSame(d, Dialects.ofUrl(url));
      assertEquals(unquoted, d.unquotedCase());
      assertEquals(unquoted == IdentifierCase.LOWER, md.storesLowerCaseIdentifiers());
      assertEquals(unquoted == IdentifierCase.UPPER, md.storesUpperCaseIdentifiers());
      assertEquals(schemas, d.hasSchemas());
      assertEquals(schemas, md.supportsSchemasInTableDefinitions());
      assertTrue(url.startsWith(d.urlPrefix()), url);
      assertEquals(DriverManager.getDriver(url).getClass().getName(), d.bundledDriverClass());
    }
  }

  private static Connection withTimeout(String url, long millis) throws SQLException {
    Properties p = new Properties();
    p.putAll(Dialects.ofUrl(url).statementTimeoutProperties(url, millis));
    return DriverManager.getConnection(url, p);
  }

  /** Fewer connections are free than the server allows (this one is open), and some are. */
  private static void assertFreeConnections(Connection c, SqlDialect d, String maxConnections)
      throws SQLException {
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(d.freeConnectionsQuery())) {
      assertTrue(rs.next());
      int free = rs.getInt(1);
      int max = Integer.parseInt(one(c, maxConnections));
      assertTrue(free > 0 && free < max, free + " free of " + max);
    }
  }

  private static void assertBuckets(Connection c, SqlDialect d, String date, String week)
      throws SQLException {
    assertEquals("2024", one(c, d.bucket(date, CalendarUnit.YEAR)));
    assertEquals("2024-Q1", one(c, d.bucket(date, CalendarUnit.QUARTER)));
    assertEquals("2024-03", one(c, d.bucket(date, CalendarUnit.MONTH)));
    assertEquals(week, one(c, d.bucket(date, CalendarUnit.WEEK)));
    assertEquals("2024-03-05", one(c, d.bucket(date, CalendarUnit.DAY)));
  }

  private static void assertEvaluateAsJava(Connection c, SqlDialect d) throws SQLException {
    LocalDate today = LocalDate.parse(one(c, "CURRENT_DATE"));
    for (DateAnchor anchor : DateAnchor.values()) {
      for (CalendarUnit unit : CalendarUnit.values()) {
        for (int offset : new int[] {-2, 0, 1}) {
          String sql = d.relativeDate(anchor, offset, unit);
          assertEquals(expected(today, anchor, offset, unit), LocalDate.parse(one(c, sql)), sql);
        }
      }
    }
  }

  private static LocalDate expected(LocalDate today, DateAnchor a, int offset, CalendarUnit unit) {
    LocalDate anchor = switch (a) {
      case START_OF_WEEK -> today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
      case START_OF_MONTH -> today.withDayOfMonth(1);
      case START_OF_QUARTER ->
          today.withDayOfMonth(1).withMonth((today.getMonthValue() - 1) / 3 * 3 + 1);
      case START_OF_YEAR -> today.withDayOfYear(1);
      default -> today;
    };
    return switch (unit) {
      case DAY -> anchor.plusDays(offset);
      case WEEK -> anchor.plusWeeks(offset);
      case MONTH -> anchor.plusMonths(offset);
      case QUARTER -> anchor.plusMonths(3L * offset);
      default -> anchor.plusYears(offset);
    };
  }

  private static String one(Connection c, String expression) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT " + expression)) {
      rs.next();
      String value = rs.getString(1);
      return value.length() > 10 && value.charAt(4) == '-' ? value.substring(0, 10) : value;
    }
  }
}
