package dev.nljdbc.generation.offline.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tokens, word forms, periods and comparisons. */
class ReadingTest {

  private static final LocalDate TODAY = LocalDate.of(2026, 11, 21);

  @Test
  void tokenizer_splitsWordsNumbersDatesQuotesAndSymbols() {
    List<Token> tokens = Tokenizer.tokenize("Le-Creuset items over 10,000 kg since 2024-03-01"
        + " named 'Big Pot' >= 2.5k");
    assertEquals(List.of("Le", "-", "Creuset", "items", "over", "10000", "kg", "since",
        "2024-03-01", "named", "Big Pot", ">=", "2500"),
        tokens.stream().map(Token::text).toList());
    assertEquals(Token.Kind.DATE, tokens.get(8).kind());
    assertEquals(Token.Kind.QUOTED, tokens.get(10).kind());
    assertEquals(Token.Kind.NUMBER, tokens.get(12).kind());
  }

  @Test
  void wordForms_matchPluralsAndVerbForms() {
    assertEquals(0.95, WordForms.similarity("statuses", "status"));
    assertEquals(0.95, WordForms.similarity("categories", "category"));
    assertEquals(0.95, WordForms.similarity("people", "person"));
    assertEquals(0.8, WordForms.similarity("shipped", "ship"));
    assertEquals(0, WordForms.similarity("order", "border"));
    assertEquals("category", WordForms.lemma("categories"));
    assertEquals(List.of("created", "at"), NameWords.ofIdentifier("createdAt"));
    assertEquals(List.of("weight", "kg"), NameWords.ofIdentifier("WEIGHT_KG"));
  }

  private static Period period(String text) {
    List<PeriodParser.Mention> found = PeriodParser.parse(Tokenizer.tokenize(text), TODAY);
    return found.isEmpty() ? null : found.get(0).period();
  }

  @Test
  void periods_relativeOnesAreComputedByTheDatabase() {
    Period lastMonth = period("only from last month");
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_MONTH, -1, TimeUnit.MONTH),
        lastMonth.from());
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_MONTH, 0, TimeUnit.MONTH),
        lastMonth.to());
    Period days = period("in the last 7 days");
    assertEquals(DateBound.relative(DateBound.Anchor.TODAY, -7, TimeUnit.DAY), days.from());
    assertNull(days.to());
    Period yesterday = period("yesterday");
    assertEquals(DateBound.relative(DateBound.Anchor.TODAY, -1, TimeUnit.DAY), yesterday.from());
    Period thisYear = period("this year");
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_YEAR, 0, TimeUnit.YEAR),
        thisYear.from());
  }

  @Test
  void periods_absoluteOnesAreDates() {
    Period y2025 = period("in 2025");
    assertEquals(LocalDate.of(2025, 1, 1), y2025.from().date());
    assertEquals(LocalDate.of(2026, 1, 1), y2025.to().date());
    assertEquals(2025, y2025.firstYear());
    Period q4 = period("Q4 2024");
    assertEquals(LocalDate.of(2024, 10, 1), q4.from().date());
    assertEquals(LocalDate.of(2025, 1, 1), q4.to().date());
    Period march = period("since March");
    assertEquals(LocalDate.of(2026, 3, 1), march.from().date());
    assertNull(march.to());
    Period december = period("in December");
    assertEquals(LocalDate.of(2025, 12, 1), december.from().date(), "the last December begun");
    Period range = period("between 2020 and 2022");
    assertEquals(LocalDate.of(2023, 1, 1), range.to().date());
    assertEquals(2022, range.lastYear());
    assertNull(period("may I see the trucks"));
  }

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
