package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one list of number words, and where they count. */
class NumbersTest {

  private static List<String> normalized(String text) {
    return WordNumbers.normalize(Tokenizer.tokenize(text)).stream()
        .map(t -> t.kind() + ":" + t.text()).toList();
  }

  @Test
  void numberWords_haveTheirValues() {
    assertEquals(3, WordNumbers.value("three"));
    assertEquals(12, WordNumbers.value("dozen"));
    assertEquals(1_000, WordNumbers.value("thousand"));
    assertEquals(-1, WordNumbers.value("several"));
    assertTrue(WordNumbers.isNumberWord("fifteen"));
    assertFalse(WordNumbers.isNumberWord("first"));
  }

  @Test
  void aNumberWordBecomesANumberWhereItCounts() {
    assertEquals(List.of("WORD:at", "WORD:least", "NUMBER:2", "WORD:orders"),
        normalized("at least two orders"));
    assertEquals("NUMBER:3", normalized("top three customers").get(1));
    assertEquals("NUMBER:1", normalized("more than a single item").get(3));
  }

  @Test
  void aNumberWordStaysAWordWhereItCountsNothing() {
    assertEquals("WORD:one", normalized("one of the customers").get(0));
    assertEquals("WORD:one", normalized("the one with the most orders").get(1));
    assertEquals("WORD:two", normalized("two customers").get(0));
  }

  @Test
  void periodsReadNumberWordsToo() {
    PeriodParser.Mention m = PeriodParser.parse(Tokenizer.tokenize("in the last three months"),
        java.time.LocalDate.of(2026, 11, 21)).get(0);
    assertEquals(DateBound.relative(DateBound.Anchor.TODAY, -3, TimeUnit.MONTH),
        m.period().from());
  }
}
