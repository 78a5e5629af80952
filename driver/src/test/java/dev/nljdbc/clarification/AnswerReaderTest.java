package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerReaderTest {
  static Question choice(boolean allowsOther, String... options) {
    return new Question("q1", new Ambiguity(AmbiguityType.COLUMN_AMBIGUITY, "price", null,
        "Which price?", QuestionKind.MULTIPLE_CHOICE, List.of(options), allowsOther,
        Severity.CRITICAL, Ambiguity.Rewrite.PICK, null));
  }

  static Question of(QuestionKind kind) {
    return new Question("q1", new Ambiguity(AmbiguityType.VAGUE_TERM, "recent", "recent",
        "When?", kind, List.of(), true, Severity.IMPORTANT, Ambiguity.Rewrite.PERIOD, null));
  }

  @Test
  void optionByNumber_isOneBased() throws SQLException {
    Question q = choice(false, "bid_price", "ask_price", "last_price");
    assertEquals("bid_price", AnswerReader.read(q, "1"));
    assertEquals("last_price", AnswerReader.read(q, " 3. "));
  }

  @Test
  void optionByText_ignoresCaseUnderscoresAndQuotes_andTakesAUniquePart() throws SQLException {
    Question q = choice(false, "bid_price", "ask_price", "last_price");
    assertEquals("ask_price", AnswerReader.read(q, "ASK_PRICE"));
    assertEquals("ask_price", AnswerReader.read(q, "'ask price'"));
    assertEquals("last_price", AnswerReader.read(q, "last"));
  }

  @Test
  void numberOutOfRange_andJunk_sayWhatWouldDo() {
    Question q = choice(false, "bid_price", "ask_price", "last_price");
    SQLException range = assertThrows(SQLException.class, () -> AnswerReader.read(q, "7"));
    assertEquals("42000", range.getSQLState());
    assertTrue(range.getMessage().contains("from 1 to 3"), range.getMessage());
    SQLException junk = assertThrows(SQLException.class, () -> AnswerReader.read(q, "price"));
    assertTrue(junk.getMessage().contains("bid_price | ask_price | last_price"));
    assertTrue(junk.getMessage().contains("/new"), junk.getMessage());
  }

  @Test
  void valueQuestions_acceptAValueOutsideTheSamples() throws SQLException {
    Question q = choice(true, "Africa", "Europe");
    assertEquals("Europe", AnswerReader.read(q, "europe"));
    assertEquals("Oceania", AnswerReader.read(q, "Oceania"));
  }

  @Test
  void numbers_areReadInEverydayForms() throws SQLException {
    Question q = of(QuestionKind.NUMBER);
    assertEquals("100000", AnswerReader.read(q, "100,000"));
    assertEquals("100000", AnswerReader.read(q, "100k"));
    assertEquals("1500000", AnswerReader.read(q, "$1.5m"));
    assertEquals("42000", assertThrows(SQLException.class,
        () -> AnswerReader.read(q, "a lot")).getSQLState());
  }

  @Test
  void periods_needPeriodWords() throws SQLException {
    Question q = of(QuestionKind.DATE_RANGE);
    assertEquals("last 7 days", AnswerReader.read(q, "last 7 days"));
    assertEquals("2024", AnswerReader.read(q, "2024"));
    assertThrows(SQLException.class, () -> AnswerReader.read(q, "soonish"));
  }

  @Test
  void strictFit_neverTakesFreeText() {
    assertTrue(AnswerReader.fitsStrictly(choice(false, "a_x", "b_y"), "2"));
    assertFalse(AnswerReader.fitsStrictly(choice(false, "a_x", "b_y"), "5"));
    assertFalse(AnswerReader.fitsStrictly(of(QuestionKind.TEXT), "anything"));
    assertTrue(AnswerReader.fitsStrictly(of(QuestionKind.DATE_RANGE), "this month"));
  }
}
