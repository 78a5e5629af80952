package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A statement of a learnt shape whose literals are plain is admitted without parsing its final
 * SQL again, exactly as the full check admits it; any other literal takes the parse and the
 * validation, so the shortcut never admits what the full check refuses.
 */
class LiteralSpliceTest {
  private static final String TEMPLATE = "SELECT o.id, c.name FROM orders o JOIN customers c"
      + " ON c.id = o.customer_id WHERE o.amount > %s AND c.name <> %s ORDER BY 1 LIMIT %s";

  private final SecurityMetrics learning = new SecurityMetrics();
  private final SecurityGate learner = gate(learning);

  private static SecurityGate gate(SecurityMetrics metrics) {
    TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
        .searchPath("public")
        .tenantTable("public", "orders", Types.INTEGER)
        .tenantTable("public", "customers", Types.INTEGER)
        .build();
    try {
      return new SecurityGate(SecurityPolicy.defaults(),
          TenantScope.of("corp_id", "105", TenantPolicy.INJECT), tables, "t", metrics);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The outcome of the full check on a gate that has learnt nothing: the SQL, or the refusal. */
  private static String fullCheck(String sql) {
    SecurityMetrics fresh = new SecurityMetrics();
    String outcome = outcome(gate(fresh), sql);
    assertEquals(0, fresh.shapeReuses());
    return outcome;
  }

  private static String outcome(SecurityGate gate, String sql) {
    try {
      AdmittedStatement a = gate.admit(sql);
      List<Object> d = new ArrayList<>();
      d.add(a.sql());
      d.add(a.parameterCount());
      d.add(a.tenantFilterAdded());
      d.add(a.tenantFilterPresentInSource());
      return d.toString();
    } catch (StatementRefusedException e) {
      return "refused " + e.rule();
    } catch (SQLException e) {
      return "failed " + e.getSQLState();
    }
  }

  private String learnThenAdmit(String amount, String name, String limit) throws SQLException {
    learner.admit(String.format(TEMPLATE, "10", "'ann'", "5"));
    return outcome(learner, String.format(TEMPLATE, amount, name, limit));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "250 | 'bob' | 20",
      "0 | '' | 1",
      "999999999 | 'o''brien' | 7",
      "12 | 'x'' OR 1 = 1 --' | 3",
      "25 | '/* not a comment */' | 3",
      "1 | 'zoë' | 3",
      "42 | '; DELETE FROM orders' | 3",
      "42 | U&'b\\006Fb' | 3"})
  void plainLiterals_skipTheParse_andAreAdmittedAsTheFullCheckAdmitsThem(String amount,
      String name, String limit) throws SQLException {
    String viaSplice = learnThenAdmit(amount, name, limit);
    assertEquals(1, learning.unparsedReuses(), viaSplice);
    assertEquals(fullCheck(String.format(TEMPLATE, amount, name, limit)), viaSplice);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "007 | 'bob' | 20",
      "1e5 | 'bob' | 20",
      "12345678901 | 'bob' | 20",
      "99999999999999999999 | 'bob' | 20",
      "10 | 'a\\' | 20",
      "10 | 'a\\'' OR 1=1 --' | 20",
      "10 | 'what?' | 20",
      "10 | 'a$$b' | 20",
      "10 | 'tab\there' | 20",
      "10 | E'bob' | 20",
      "10 | 'bob' | 2147483648"})
  void otherLiterals_takeTheParse_andGetTheFullCheckOutcome(String amount, String name,
      String limit) throws SQLException {
    String sql = String.format(TEMPLATE, amount, name, limit).replace("\\t", "\t");
    learner.admit(String.format(TEMPLATE, "10", "'ann'", "5"));
    String outcome = outcome(learner, sql);
    assertEquals(0, learning.unparsedReuses(), outcome);
    assertEquals(fullCheck(sql), outcome);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.amount"
          + " > (SELECT 1) AND c.name <> 'bob' ORDER BY 1 LIMIT 3",
      "SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.amount"
          + " > 10 /* 1 */ AND c.name <> 'bob' ORDER BY 1 LIMIT 3",
      "SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.amount"
          + " > 10 AND c.name <> $$bob$$ ORDER BY 1 LIMIT 3",
      "SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.amount"
          + " > 10 AND c.name <> 'bob' OR 1 = 1 ORDER BY 1 LIMIT 3",
      "SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.amount"
          + " > 105 AND c.name <> 'bob' ORDER BY 1 LIMIT 3"})
  void textThatIsNoLiteralChange_neverSkipsTheParse(String sql) throws SQLException {
    learner.admit(String.format(TEMPLATE, "10", "'ann'", "5"));
    String outcome = outcome(learner, sql);
    assertEquals(0, learning.unparsedReuses(), outcome);
    assertEquals(fullCheck(sql), outcome);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"12.5 | true", "0.25 | true", "1.0 | true", "2.50 | false",
      "12345678.5 | false"})
  void decimals_skipTheParseOnlyInTheirPlainestSpelling(String amount, boolean plain)
      throws SQLException {
    learner.admit(String.format(TEMPLATE, "2.5", "'ann'", "5"));
    String sql = String.format(TEMPLATE, amount, "'bob'", "3");
    String outcome = outcome(learner, sql);
    assertEquals(1, learning.shapeReuses(), outcome);
    assertEquals(plain ? 1 : 0, learning.unparsedReuses(), outcome);
    assertEquals(fullCheck(sql), outcome);
  }

  @Test
  void theTenantValueAsALiteral_isAnotherShape() throws SQLException {
    learner.admit(String.format(TEMPLATE, "10", "'ann'", "5"));
    String sql = String.format(TEMPLATE, "105", "'105'", "3");
    assertEquals(fullCheck(sql), outcome(learner, sql));
    assertEquals(0, learning.shapeReuses());
  }

  @Test
  void aShapeLearntFromLiteralsThatAreNotPlain_isLearntAgainFromPlainOnes() throws SQLException {
    learner.admit(String.format(TEMPLATE, "0010", "'a?'", "5"));
    String plain = String.format(TEMPLATE, "20", "'b'", "5");
    assertEquals(fullCheck(plain), outcome(learner, plain));
    assertEquals(0, learning.unparsedReuses());
    String next = String.format(TEMPLATE, "30", "'c'", "6");
    assertEquals(fullCheck(next), outcome(learner, next));
    assertEquals(1, learning.unparsedReuses());
    assertEquals(2, learning.shapeReuses());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "'o''brien' | true",
      "'x\\' OR 1 = 1 -- ' | false",
      "'x\\'' OR 1 = 1 -- ' | false",
      "'x\\\\' | false",
      "'x\\u0027' | false"})
  void onMariaDb_onlyPlainStringsSkipTheParse(String literal, boolean plain) throws SQLException {
    TenantTables tables = TenantTables.builder("corp_id").database("MariaDB").searchPath("shop")
        .tenantTable("shop", "orders", Types.INTEGER).build();
    SecurityMetrics metrics = new SecurityMetrics();
    SecurityGate mariaDb = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), tables, "t", metrics);
    SecurityGate fresh = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), tables, "t");
    String template = "SELECT id FROM orders WHERE note = %s AND amount > 10";
    mariaDb.admit(String.format(template, "'ann'"));
    String sql = String.format(template, literal);
    assertEquals(outcome(fresh, sql), outcome(mariaDb, sql));
    assertEquals(plain ? 1 : 0, metrics.unparsedReuses());
  }

  @Test
  void repeatedStatementsOfTheShape_allSkipTheParse() throws SQLException {
    learner.admit(String.format(TEMPLATE, "10", "'ann'", "5"));
    for (int i = 0; i < 20; i++) {
      String sql = String.format(TEMPLATE, Integer.toString(200 + i), "'n" + i + "'", "3");
      assertEquals(fullCheck(sql), outcome(learner, sql));
    }
    assertEquals(20, learning.unparsedReuses());
    assertEquals(20, learning.shapeReuses());
  }

  @Test
  void aSplicedTextWithOtherTokens_doesNotMatch() {
    String finalSql = "SELECT a FROM t WHERE b > 10 AND c = 'x'";
    List<net.sf.jsqlparser.parser.Token> tokens = SqlParsing.tokenList(finalSql);
    int[] slotOf = new int[tokens.size()];
    java.util.Arrays.fill(slotOf, -1);
    slotOf[7] = 0;
    slotOf[11] = 1;
    String[] learnt = {"10", "'x'"};
    LiteralSplice splice = LiteralSplice.of(finalSql, tokens, slotOf, learnt,
        PolicyInspector.singleQuery(SqlParsing.parse(finalSql, SecurityPolicy.defaults())
            .statements()));
    assertTrue(splice != null);
    assertTrue(splice.matches("SELECT a FROM t WHERE b > 11 AND c = 'y'",
        new String[] {"11", "'y'"}));
    assertFalse(splice.matches("SELECT a FROM t WHERE b > 11 AND c = 'y' -- z",
        new String[] {"11", "'y'"}));
    assertFalse(splice.matches("SELECT a FROM t WHERE b > 11 AND c = 'y' OR 1 = 1",
        new String[] {"11", "'y' OR 1 = 1"}));
    assertFalse(splice.matches("SELECT a FROM t WHERE b > 'y' AND c = 'y'",
        new String[] {"'y'", "'y'"}));
    assertFalse(splice.matches("SELECT a FROM t WHERE b > 11 AND c = 'y'",
        new String[] {"12", "'y'"}));
  }

  @Test
  void aLiteralTheParserConverts_neverSkipsTheParse() {
    String finalSql = "SELECT a FROM t WHERE b > {d '2024-01-02'} AND c = 'x'";
    List<net.sf.jsqlparser.parser.Token> tokens = SqlParsing.tokenList(finalSql);
    int[] slotOf = new int[tokens.size()];
    java.util.Arrays.fill(slotOf, -1);
    for (int i = 0; i < tokens.size(); i++) {
      if (tokens.get(i).image.equals("'2024-01-02'")) {
        slotOf[i] = 0;
      } else if (tokens.get(i).image.equals("'x'")) {
        slotOf[i] = 1;
      }
    }
    assertEquals(null, LiteralSplice.of(finalSql, tokens, slotOf,
        new String[] {"'2024-01-02'", "'x'"},
        PolicyInspector.singleQuery(SqlParsing.parse(finalSql, SecurityPolicy.defaults())
            .statements())));
  }

  @ParameterizedTest
  @ValueSource(strings = {"{d '2024-01-02'}", "{ts '2024-01-02 10:00:00'}", "{t '10:00:00'}"})
  void escapedDateLiterals_getTheFullCheckOutcome(String literal) throws SQLException {
    String template = "SELECT id FROM orders WHERE created > %s AND amount > %s";
    learner.admit(String.format(template, literal, "10"));
    for (String other : new String[] {literal.replace("02", "03"), literal.replace("02", "2"),
        literal.replace("2024", "garbage")}) {
      String sql = String.format(template, other, "11");
      assertEquals(fullCheck(sql), outcome(learner, sql));
    }
  }

  @Test
  void plainLiterals() {
    int number = CCJSqlParserConstants.S_LONG;
    int decimal = CCJSqlParserConstants.S_DOUBLE;
    int string = CCJSqlParserConstants.S_CHAR_LITERAL;
    assertTrue(PlainLiteral.is(number, "0"));
    assertTrue(PlainLiteral.is(number, "123456789"));
    assertFalse(PlainLiteral.is(number, "1234567890"));
    assertFalse(PlainLiteral.is(number, "01"));
    assertTrue(PlainLiteral.is(decimal, "12.5"));
    assertFalse(PlainLiteral.is(decimal, ".5"));
    assertFalse(PlainLiteral.is(decimal, "5."));
    assertFalse(PlainLiteral.is(decimal, "1e5"));
    assertFalse(PlainLiteral.is(decimal, "2.50"));
    assertTrue(PlainLiteral.is(string, "'it''s'"));
    assertTrue(PlainLiteral.is(string, "N'x'"));
    assertTrue(PlainLiteral.is(string, "''"));
    assertFalse(PlainLiteral.is(string, "'a'b'"));
    assertFalse(PlainLiteral.is(string, "'a\\'"));
    assertFalse(PlainLiteral.is(string, "E'a'"));
    assertFalse(PlainLiteral.is(string, "U&'a'"));
    assertFalse(PlainLiteral.is(string, "'a\u0000'"));
    assertFalse(PlainLiteral.is(string, "'a?'"));
    assertFalse(PlainLiteral.is(string, "'$$'"));
    assertFalse(PlainLiteral.is(CCJSqlParserConstants.S_IDENTIFIER, "a"));
  }
}
