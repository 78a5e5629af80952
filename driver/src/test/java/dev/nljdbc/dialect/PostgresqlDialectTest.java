package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The SQL text; PostgreSQL runs it in {@code DialectDatabasesIT}. */
class PostgresqlDialectTest {
  private final SqlDialect pg = PostgresqlDialect.DEFAULT;

  @Test
  void detectedFromItsProductNameAndUrl() {
    assertSame(pg, Dialects.ofProductName("PostgreSQL"));
    assertSame(pg, Dialects.ofUrl("jdbc:postgresql://127.0.0.1:5432/shop"));
  }

  @Test
  void lowerCaseNamesGoUnquoted_othersAndReservedWordsAreQuoted() {
    assertEquals("parcel", pg.identifier("parcel"));
    assertEquals("\"Parcel\"", pg.identifier("Parcel"));
    assertEquals("\"user\"", pg.identifier("user"));
    assertEquals("'O''Brien'", pg.string("O'Brien"));
  }

  @Test
  void relativeDates_useDateTruncAndIntervals() {
    assertEquals("CURRENT_DATE", pg.relativeDate(DateAnchor.TODAY, 0, CalendarUnit.DAY));
    assertEquals("CAST(CAST(date_trunc('quarter', CURRENT_DATE) AS DATE) - INTERVAL '6 months'"
        + " AS DATE)", pg.relativeDate(DateAnchor.START_OF_QUARTER, -2, CalendarUnit.QUARTER));
    assertEquals("to_char(d, 'IYYY-\"W\"IW')", pg.bucket("d", CalendarUnit.WEEK));
  }

  @Test
  void securityRules_cteHidesATable_andParametersMayBeUntyped() {
    assertTrue(pg.cteShadowsRelations());
    assertTrue(pg.bindsUntypedParameters());
    assertEquals("/dev/nljdbc/security/functions/postgresql.txt", pg.functionAllowlistResource());
    assertEquals("app.tenant", PostgresqlDialect.TENANT_SETTING);
    assertTrue(pg.promptNotes().contains("INTERVAL '1 month'"));
  }
}
