package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which statements share a shape, and which literals a shape leaves out. */
class StatementShapeTest {
  private static String key(String sql) {
    return StatementShape.of(sql, "105").key();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "SELECT * FROM orders WHERE amount > 10 | SELECT * FROM orders WHERE amount > 250",
      "SELECT * FROM orders WHERE amount > 1.5 | SELECT  *  FROM orders\t WHERE amount > 2.75",
      "SELECT * FROM t WHERE name = 'ann' | SELECT * FROM t WHERE name = 'it''s'",
      "SELECT * FROM t WHERE name = N'ann' | SELECT * FROM t WHERE name = N'bob'",
      "SELECT * FROM t LIMIT 5 OFFSET 10 | SELECT * FROM t LIMIT 50 OFFSET 0",
      "SELECT * FROM t WHERE corp_id = 105 AND a = 1 | SELECT * FROM t WHERE corp_id = 105 AND a = 2"})
  void statementsThatDifferInLiterals_shareAShape(String a, String b) {
    assertEquals(key(a), key(b));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "SELECT * FROM orders WHERE amount > 10 | SELECT * FROM customers WHERE amount > 10",
      "SELECT * FROM t WHERE a > 10 | SELECT * FROM t WHERE a >= 10",
      "SELECT * FROM t WHERE a > 10 | SELECT * FROM t WHERE a > 10.0",
      "SELECT * FROM t WHERE a = 'x' | SELECT * FROM t WHERE a = E'x'",
      "SELECT * FROM t WHERE a = 'x' | SELECT * FROM t WHERE a = \"x\"",
      "select * from t | SELECT * FROM t",
      "SELECT * FROM t /* one */ | SELECT * FROM t /* two */",
      "SELECT * FROM t WHERE a = ?1 | SELECT * FROM t WHERE a = ?2",
      "SELECT * FROM t WHERE corp_id = 105 | SELECT * FROM t WHERE corp_id = 106",
      "SELECT * FROM t WHERE corp_id = 105 | SELECT * FROM t WHERE corp_id = 105.0",
      "SELECT * FROM t WHERE corp_id = '105' | SELECT * FROM t WHERE corp_id = '106'",
      "SELECT * FROM t WHERE a = 1 | SELECT * FROM t WHERE a = -1"})
  void statementsThatDifferInMoreThanPlainLiterals_haveOtherShapes(String a, String b) {
    assertNotEquals(key(a), key(b));
  }

  @Test
  void literals_areTheSlotImagesInTextOrder() {
    StatementShape s = StatementShape.of(
        "SELECT * FROM t WHERE a = 'x' AND corp_id = 105 AND b > 2.5 LIMIT ?1 OFFSET 7", "105");
    assertArrayEquals(new String[] {"'x'", "2.5", "7"}, s.literals());
  }

  @Test
  void withoutATenant_everyPlainLiteralIsASlot() {
    StatementShape s = StatementShape.of("SELECT * FROM t WHERE corp_id = 105", null);
    assertArrayEquals(new String[] {"105"}, s.literals());
  }

  @Test
  void textThatDoesNotTokenise_hasNoShape() {
    assertNull(StatementShape.of("SELECT 'unterminated", "105"));
  }

  @Test
  void commentsTheGateRefuses_areFoundInTheSamePass() {
    StatementShape s = StatementShape.of("SELECT 1 /*! , sleep(5) */", null);
    assertEquals(Rule.AMBIGUOUS_COMMENT, assertThrows(Refusal.class, s::checkComments).rule());
    StatementShape.of("SELECT 1 /* plain */ -- fine", null).checkComments();
  }
}
