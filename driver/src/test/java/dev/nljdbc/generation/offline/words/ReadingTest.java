package dev.nljdbc.generation.offline.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.language.Token;
import dev.nljdbc.language.Tokenizer;
import dev.nljdbc.language.WordNumbers;
import java.math.BigDecimal;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Comparisons read from the tokens of a question. */
class ReadingTest {

  private static Comparison comparison(String text) {
    List<Token> tokens = WordNumbers.normalize(Tokenizer.tokenize(text));
    return ComparisonParser.parse(tokens, new BitSet()).get(0);
  }

  @Test
  void comparisons_readTheOperatorAndTheUnit() {
    Comparison over = comparison("shipments over 10000 kg");
    assertEquals(CompareOp.GT, over.op());
    assertEquals(new BigDecimal("10000"), over.value());
    assertEquals("kg", over.unit());
    assertEquals(CompareOp.GE, comparison("at least two orders").op());
    assertEquals(CompareOp.LE, comparison("no more than 5").op());
    assertEquals(CompareOp.GE, comparison("3 or more").op());
    Comparison between = comparison("between 10 and 20");
    assertEquals(CompareOp.BETWEEN, between.op());
    assertEquals(new BigDecimal("20"), between.upper());
    Comparison older = comparison("older than 30");
    assertEquals(CompareOp.GT, older.op());
    assertTrue(older.concept().columnWords().contains("age"));
    Comparison hinted = comparison("singers above age 20");
    assertEquals(CompareOp.GT, hinted.op());
    assertEquals(2, hinted.hintIndex());
    assertTrue(comparison("grade 9 or 10").bare());
    assertEquals(List.of(new BigDecimal("10")), comparison("grade 9 or 10").alternatives());
  }
}
