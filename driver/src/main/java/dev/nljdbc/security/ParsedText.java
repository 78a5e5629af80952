package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.statement.Statements;

/**
 * What JSqlParser made of a text: the statements, and the chain of tokens the parser read to
 * make them, so that token-level checks need not scan the text a second time.
 */
final class ParsedText {
  private final Statements statements;
  private final Token start;
  private List<Token> tokens;
  private boolean tokensRead;

  /**
   * @param statements the parse result
   * @param start the parser's token before the first one it read ({@code CCJSqlParser.token}
   *     as constructed), whose {@code next} chain the parse fills in
   */
  ParsedText(Statements statements, Token start) {
    this.statements = statements;
    this.start = start;
  }

  Statements statements() {
    return statements;
  }

  /**
   * How many tokens of the given kind the parser read, or -1 when its token chain does not
   * reach the end of the text.
   */
  int count(int kind) {
    List<Token> tokens = tokens();
    if (tokens == null) {
      return -1;
    }
    int n = 0;
    for (Token t : tokens) {
      if (t.kind == kind) {
        n++;
      }
    }
    return n;
  }

  /** The tokens the parser read, in order, or null when its chain does not reach the end. */
  List<Token> tokens() {
    if (!tokensRead) {
      tokens = readTokens();
      tokensRead = true;
    }
    return tokens;
  }

  private List<Token> readTokens() {
    List<Token> read = new ArrayList<>();
    for (Token t = start == null ? null : start.next; t != null; t = t.next) {
      if (t.kind == CCJSqlParserConstants.EOF) {
        return read;
      }
      read.add(t);
    }
    return null;
  }
}
