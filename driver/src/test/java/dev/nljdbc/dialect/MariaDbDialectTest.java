package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The SQL text; MariaDB runs it in {@code DialectDatabasesIT}. */
class MariaDbDialectTest {
  private final SqlDialect maria = MariaDbDialect.DEFAULT;

  @Test
  void detectedFromMariaDbAndMySqlProductNamesAndUrls() {
    assertSame(maria, Dialects.ofProductName("MariaDB"));
    assertSame(maria, Dialects.ofProductName("MySQL"));
    assertSame(maria, Dialects.ofUrl("jdbc:mariadb://127.0.0.1:3306/shop"));
    assertSame(maria, Dialects.ofUrl("jdbc:mysql://127.0.0.1:3306/shop"));
  }

  @Test
  void backticks_andBackslashesEscapedInStrings() {
    assertEquals("Parcel", maria.identifier("Parcel"));
    assertEquals("`order`", maria.identifier("order"));
    assertEquals("`a``b`", maria.quoteIdentifier("a`b"));
    assertEquals("'back\\\\slash'", maria.string("back\\slash"));
    assertTrue(maria.identifiersIgnoreCase());
  }

  @Test
  void relativeDates_useIntervalsAndMakeDate() {
    assertEquals("(MAKEDATE(YEAR(CURRENT_DATE), 1) - INTERVAL 1 YEAR)",
        maria.relativeDate(DateAnchor.START_OF_YEAR, -1, CalendarUnit.YEAR));
    assertEquals("DATE_FORMAT(d, '%Y-%m')", maria.bucket("d", CalendarUnit.MONTH));
  }

  @Test
  void securityRules_cteHidesATable() {
    assertTrue(maria.cteShadowsRelations());
    assertEquals("/dev/nljdbc/security/functions/mariadb.txt",
        maria.functionAllowlistResource());
  }
}
