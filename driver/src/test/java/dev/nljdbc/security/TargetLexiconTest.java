package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.Dialects;
import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names that open a dollar-quoted string on PostgreSQL and {@code #}, a comment on MariaDB: the
 * gate's rendering holds them as JSqlParser read them, the target would read them otherwise.
 */
class TargetLexiconTest {
  private static SecurityGate open(String product) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(), null,
        TenantTables.withoutTenant(Dialects.ofProductName(product)), "t");
  }

  private static Rule refusal(SecurityGate gate, String sql) {
    return assertThrows(StatementRefusedException.class, () -> gate.admit(sql), sql).rule();
  }

  /** To PostgreSQL each is a string from the first tag to the second, and SQL after it. */
  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT $a$ || ' $a$ || pg_sleep(1)::text || $b$ ' $b$",
      "SELECT $a$, ' $a$, (SELECT count(*) FROM pg_authid) AS n, $b$ ', $b$",
      "SELECT $a$, ' $a$, * FROM orders WHERE $b$ ', $b$ IS NOT NULL",
      "SELECT 1 AS $x$, ' $x$ FROM orders -- '", "SELECT x FROM $t$", "SELECT @$a$5$a$",
      "SELECT @@$a$ FROM t", "SELECT x::$a$ FROM t", "SELECT t.$a$ FROM t"})
  void namesStartingWithDollar_areRefusedEverywhere(String sql) throws SQLException {
    for (SecurityGate gate : new SecurityGate[] {new SecurityGate(), open("PostgreSQL"),
        open("MariaDB"), open("H2")}) {
      assertEquals(Rule.AMBIGUOUS_LITERAL, refusal(gate, sql));
    }
  }

  @Test
  void namesStartingWithDollar_areRefusedWithATenant() throws SQLException {
    TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
        .searchPath("public").tenantTable("public", "orders", Types.INTEGER).build();
    SecurityGate gate = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "7", TenantPolicy.INJECT), tables, "t");
    assertEquals(Rule.AMBIGUOUS_LITERAL,
        refusal(gate, "SELECT $a$, ' $a$, * FROM orders WHERE $b$ ', $b$ IS NOT NULL"));
    assertEquals(Rule.AMBIGUOUS_LITERAL, refusal(gate, "SELECT $a$ FROM orders"));
  }

  @Test
  void dollarsInsideNamesAndQuotedNames_areNames() throws SQLException {
    SecurityGate gate = open("PostgreSQL");
    assertEquals("SELECT a$b$c FROM t", gate.admit("SELECT a$b$c FROM t").sql());
    assertEquals("SELECT @a$b$ FROM t", gate.admit("SELECT @a$b$ FROM t").sql());
    assertEquals("SELECT 1 AS \"$a$\"", gate.admit("SELECT 1 AS \"$a$\"").sql());
    assertEquals("SELECT '$a$ x $a$'", gate.admit("SELECT '$a$ x $a$'").sql());
  }

  /** To MariaDB the rest of the first line is a comment, and the literal's next line is SQL. */
  @ParameterizedTest
  @ValueSource(strings = {"SELECT 1 # 2, '\n, (SELECT count(*) FROM mysql.user) AS n -- '",
      "SELECT 1 # 2", "SELECT a #> '{a}' FROM t", "SELECT a #>> '{a}' FROM t",
      "SELECT 1 FROM #t"})
  void hash_isRefusedWhereItMayStartAComment(String sql) throws SQLException {
    for (SecurityGate gate : new SecurityGate[] {new SecurityGate(), open("MariaDB"),
        open("MySQL"), open("H2"), open("SomethingElse")}) {
      assertEquals(Rule.AMBIGUOUS_COMMENT, refusal(gate, sql));
    }
  }

  @Test
  void hash_isAnOperatorOnPostgreSql() throws SQLException {
    SecurityGate gate = open("PostgreSQL");
    for (String sql : new String[] {"SELECT 5 # 3", "SELECT d #> '{a,b}' FROM t",
        "SELECT d #>> '{a}' FROM t", "SELECT '#' AS \"#\""}) {
      assertEquals(sql, gate.admit(sql).sql());
    }
  }

  @Test
  void hashInsideLiteralsAndQuotedNames_isText() throws SQLException {
    SecurityGate gate = open("MariaDB");
    assertEquals("SELECT '#', `a#b` FROM t", gate.admit("SELECT '#', `a#b` FROM t").sql());
  }

  @Test
  void openGateOnMariaDb_readsUnicodeEscapesAndQuestionMarksAsMariaDbDoes() throws SQLException {
    SecurityGate gate = open("MariaDB");
    assertEquals("SELECT U & '3' FROM t", gate.admit("SELECT U&'3' FROM t").sql());
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT d ?? 'k' FROM t"));
    assertEquals(Rule.UNSUPPORTED, e.rule());
    assertTrue(e.getMessage().contains("PostgreSQL only"), e.getMessage());
    assertEquals("SELECT 'dat'", open("PostgreSQL").admit("SELECT U&'d\\0061t'").sql());
  }

  /** MariaDB reads {@code --} as a comment only before an ASCII space or control character. */
  @Test
  void dashesBeforeAUnicodeSpace_areRefusedLikeDashesBeforeALetter() throws SQLException {
    SecurityGate gate = open("MariaDB");
    for (String sql : new String[] {"SELECT 1 --\u2003x", "SELECT 1 --\u00a0x", "SELECT 1 --x"}) {
      assertEquals(Rule.AMBIGUOUS_COMMENT, refusal(gate, sql));
    }
    assertEquals("SELECT 1", gate.admit("SELECT 1 --\tx").sql());
    assertEquals("SELECT 1", gate.admit("SELECT 1 -- x").sql());
  }

  /** On MariaDB {@code E'x'} is the column E named 'x': the gate would read a string. */
  @Test
  void escapeStrings_areRefusedWhereTheyAreAColumnAndAnAlias() throws SQLException {
    assertEquals(Rule.AMBIGUOUS_LITERAL, refusal(open("MariaDB"), "SELECT E'abc' FROM t"));
    assertEquals(Rule.AMBIGUOUS_LITERAL, refusal(open("H2"), "SELECT e'abc' FROM t"));
    assertEquals("SELECT E'abc' FROM t", open("PostgreSQL").admit("SELECT E'abc' FROM t").sql());
    assertEquals("SELECT N'abc' FROM t", open("MariaDB").admit("SELECT N'abc' FROM t").sql());
  }
}
