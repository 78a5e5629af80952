package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DialectsTest {

  @Test
  void everyDialectIsFoundByItsOwnName() {
    for (SqlDialect d : Dialects.all()) {
      assertSame(d, Dialects.ofProductName(d.name()), d.name());
    }
  }

  @Test
  void everyDialectHasItsOwnKey() {
    Set<String> keys = new HashSet<>();
    for (SqlDialect d : Dialects.all()) {
      keys.add(d.key());
    }
    keys.add(GenericDialect.DEFAULT.key());
    assertEquals(Dialects.all().size() + 1, keys.size());
  }

  @Test
  void everyKnownDialectHasItsFunctionAllowlist() {
    for (SqlDialect d : Dialects.all()) {
      assertNotNull(d.functionAllowlistResource(), d.name());
      assertNotNull(SqlDialect.class.getResource(d.functionAllowlistResource()), d.name());
    }
  }

  @Test
  void productNamesAndUrlsIgnoreCaseAndSpaces() {
    assertSame(PostgresqlDialect.DEFAULT, Dialects.ofProductName(" postgresql "));
    assertSame(H2Dialect.DEFAULT, Dialects.ofUrl("JDBC:H2:mem:x"));
  }
}
