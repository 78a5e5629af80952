package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GenericDialectTest {
  private final SqlDialect generic = GenericDialect.DEFAULT;

  @Test
  void answersForDatabasesNoOtherDialectKnows() {
    assertSame(generic, Dialects.ofProductName("Apache Derby"));
    assertSame(generic, Dialects.ofProductName(null));
    assertSame(generic, Dialects.ofUrl("jdbc:derby:memory:shop"));
  }

  @Test
  void ansiSql_fetchFirstAndNoLimitInSamples() {
    assertEquals(" FETCH FIRST 5 ROWS ONLY", generic.limit(5));
    assertEquals("SELECT DISTINCT c FROM t WHERE c IS NOT NULL",
        generic.distinctSample("c", "t", "c IS NOT NULL", 100, 51));
    assertEquals("(CURRENT_DATE - INTERVAL '7' DAY)",
        generic.relativeDate(DateAnchor.TODAY, -1, CalendarUnit.WEEK));
  }

  @Test
  void securityRules_areTheConservativeOnes() {
    assertFalse(generic.cteShadowsRelations());
    assertFalse(generic.bindsUntypedParameters());
    assertFalse(generic.identifiersIgnoreCase());
    assertNull(generic.functionAllowlistResource());
    assertEquals(Map.of(), generic.readOnlyProperties());
  }
}
