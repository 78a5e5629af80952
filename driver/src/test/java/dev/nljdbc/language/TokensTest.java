package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
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
}
