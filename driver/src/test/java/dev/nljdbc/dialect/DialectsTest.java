package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
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
  void everyDialectClassIsRecognised() {
    Set<Class<?>> known = new HashSet<>();
    for (SqlDialect d : Dialects.all()) {
      known.add(d.getClass());
    }
    known.add(GenericDialect.class);
    JavaClasses classes = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages(SqlDialect.class.getPackageName());
    for (JavaClass c : classes) {
      if (c.isAssignableTo(SqlDialect.class) && !c.getModifiers().contains(JavaModifier.ABSTRACT)) {
        assertTrue(known.contains(c.reflect()), c.getName() + " is missing from Dialects.ALL");
      }
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
