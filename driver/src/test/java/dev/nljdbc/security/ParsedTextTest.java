package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT /*+ INDEX(o) */ o.id FROM orders o WHERE o.amount > 10 -- trailing",
      "WITH t AS (SELECT * FROM orders) SELECT * FROM t UNION ALL SELECT * FROM \"Orders\"",
      "SELECT c.name, (SELECT max(o.amount) FROM orders o WHERE o.customer_id = c.id) FROM"
          + " customers c, LATERAL (SELECT 1 AS one) l ORDER BY 2 DESC NULLS LAST LIMIT 5",
      "SELECT id, row_number() OVER (PARTITION BY region ORDER BY amount) FROM s.orders",
      "SELECT CASE WHEN a IN (1, 2) THEN 'x' ELSE N'y' END FROM t WHERE b BETWEEN ? AND ?",
      "SELECT ((((((((((1))))))))))+((((((((((2))))))))))"})
  void parsingAShapesTokens_givesWhatParsingTheTextGives(String sql) {
    StatementShape shape = StatementShape.of(sql, "105");
    assertEquals(SqlParsing.parse(sql, SecurityPolicy.defaults()).statements().toString(),
        SqlParsing.parse(sql, shape.tokens(), SecurityPolicy.defaults()).statements().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT FROM WHERE", "DELETE FROM t WHERE", "COPY t TO '/tmp/x'"})
  void aShapesTokensThatDoNotParse_areRefusedAsTheTextIs(String sql) {
    Refusal text = assertThrows(Refusal.class, () -> SqlParsing.parse(sql, SecurityPolicy.defaults()));
    Refusal tokens = assertThrows(Refusal.class, () -> SqlParsing.parse(sql,
        StatementShape.of(sql, null).tokens(), SecurityPolicy.defaults()));
    assertEquals(text.rule(), tokens.rule());
  }

  @Test
  void count_findsTheParameterMarksOutsideLiteralsAndComments() {
    ParsedText parsed = SqlParsing.parse(SQL, SecurityPolicy.defaults());
    assertEquals(3, parsed.count(SqlParsing.QUESTION_MARK));
    assertEquals(SqlParsing.countParameters(SQL), parsed.count(SqlParsing.QUESTION_MARK));
  }
}
