package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one tokenizer, and the word view the rules read. */
class TokensTest {

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
  void aCode_isOneWord_notANumber() {
    List<Token> tokens = Tokenizer.tokenize("premium history of policy P-00011 and INV-2024-7");
    assertEquals(List.of("premium", "history", "of", "policy", "P-00011", "and", "INV-2024-7"),
        tokens.stream().map(Token::text).toList());
    assertEquals(Token.Kind.WORD, tokens.get(4).kind());
    assertEquals(List.of("Saint", "-", "Malo", "top", "-", "10", "Q4", "-", "2024", "Jan", "-",
        "2024"), Tokenizer.tokenize("Saint-Malo top-10 Q4-2024 Jan-2024").stream()
        .map(Token::text).toList());
  }

  @Test
  void apostrophes_splitAPossessiveAndAContraction_underscoresAndDigitsStayInAWord() {
    assertEquals(List.of("customer", "'s", "order_id", "q4", "do", "not"),
        Words.of("customer's order_id Q4 don't").lower());
    assertEquals(List.of("3", "place"), Words.of("3rd place").lower());
  }

  @Test
  void aNegatedAuxiliary_isTheAuxiliaryAndNot_withOrWithoutItsApostrophe() {
    assertEquals(List.of("customers", "who", "have", "not", "ordered"),
        Words.of("customers who haven't ordered").lower());
    assertEquals(List.of("are", "not", "can", "not", "will", "not", "is", "not"),
        Words.of("aren\u2019t can't won't isnt").lower());
    assertEquals(List.of("what", "'s", "the", "parent", "want"),
        Words.of("whats the parent want").lower());
    List<Token> tokens = Tokenizer.tokenize("haven't");
    assertEquals(0, tokens.get(0).start());
    assertEquals(4, tokens.get(0).end());
    assertEquals(4, tokens.get(1).start());
    assertEquals(7, tokens.get(1).end());
  }

  @Test
  void phrasesOfThePresent_areFoundAsSpans() {
    List<int[]> spans = PresentTime.spans(Tokenizer.tokenize(
        "open orders right now, so far at the moment"));
    assertEquals(3, spans.size());
    assertEquals(2, spans.get(0)[0]);
    assertEquals(4, spans.get(0)[1]);
    assertEquals(5, spans.get(1)[0]);
    assertEquals(7, spans.get(2)[0]);
    assertEquals(10, spans.get(2)[1]);
  }

  @Test
  void words_leaveOutPunctuationButKeepWhereEachWordIs() {
    Words w = Words.of("Sales, by region -- for 'New York'!");
    assertEquals(List.of("sales", "by", "region", "for", "new york"), w.lower());
    assertEquals("'New York'", w.typed(4));
    assertEquals("Sales", w.typed(0));
    assertEquals("by region -- for", w.text(1, 4));
    assertEquals("Sales region", w.textWithout(0, 3, Set.of(1)));
    assertEquals(7, w.start(1));
    assertEquals("", w.word(9));
    assertEquals("", w.word(-1));
  }

  @Test
  void words_findAndSkipWordsOfASet() {
    Words w = Words.of("please ok show them the total");
    assertEquals(2, w.skip(0, Lexicon.COURTESY));
    assertEquals(3, w.indexOf(0, Lexicon.ANAPHORA));
    assertTrue(w.is(2, "show", "them"));
    assertFalse(w.is(2, "show", "it"));
    assertTrue(w.contains(Lexicon.PLURAL_ANAPHORA));
  }

  @Test
  void numbers_inDigitsOrWords_areCounts() {
    Words w = Words.of("top 10,000 or three dozen items");
    assertTrue(w.isNumber(1));
    assertEquals("10000", w.word(1));
    assertFalse(w.isNumber(3));
    assertTrue(w.isCount(3));
    assertTrue(w.isCount(4));
    assertFalse(w.isCount(5));
  }

  @Test
  void nullAndEmptyText_haveNoWords() {
    assertTrue(Words.of(null).isEmpty());
    assertTrue(Words.of("  ?! ").isEmpty());
    assertTrue(Tokenizer.tokenize(null).isEmpty());
  }
}
