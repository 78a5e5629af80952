package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;
import org.junit.jupiter.api.Test;

/** The tokens a parse keeps are the text's tokens, so checks over them need no second scan. */
class ParsedTextTest {
  private static final String SQL = "SELECT a, '?' AS q FROM t /* ? */ WHERE a = ? AND b IN"
      + " (SELECT c FROM u WHERE d > ?) ORDER BY 1 LIMIT ?";

  @Test
  void tokens_areTheTokenManagersTokens() {
    List<String> scanned = new ArrayList<>();
    CCJSqlParserTokenManager tm =
        new CCJSqlParserTokenManager(new SimpleCharStream(new StringProvider(SQL)));
    for (Token t = tm.getNextToken(); t.kind != CCJSqlParserConstants.EOF; t = tm.getNextToken()) {
      scanned.add(t.image);
    }
    List<String> parsed = new ArrayList<>();
    for (Token t : SqlParsing.parse(SQL, SecurityPolicy.defaults()).tokens()) {
      parsed.add(t.image);
    }
    assertEquals(scanned, parsed);
  }

  @Test
  void count_findsTheParameterMarksOutsideLiteralsAndComments() {
    ParsedText parsed = SqlParsing.parse(SQL, SecurityPolicy.defaults());
    assertEquals(3, parsed.count(SqlParsing.QUESTION_MARK));
    assertEquals(SqlParsing.countParameters(SQL), parsed.count(SqlParsing.QUESTION_MARK));
  }
}
