package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.SqlDialect;
import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Valid SQL whose names JSqlParser 5.4 reserves passes the gate (words PostgreSQL and MariaDB
 * both accept there), with the keywords quoted as the target folds them; nothing else changes.
 */
class KeywordNamesTest {
  private static TenantTables catalogue(String database) {
    return TenantTables.builder("corp_id").database(database).searchPath("public")
        .tenantTable("public", "orders", Types.INTEGER)
        .table("public", "regions")
        .build();
  }

  private static SecurityGate tenantGate(String database) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "7", TenantPolicy.INJECT), catalogue(database), "alice");
  }

  private static SecurityGate openGate(String database) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(), null, catalogue(database), "alice");
  }

  private static SqlDialect dialect(String database) {
    return catalogue(database).dialect();
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT count(*) AS returns FROM regions",
      "SELECT count(*) AS current FROM regions",
      "SELECT name AS unknown, code AS statement FROM regions",
      "SELECT r.name, count(*) AS errors FROM regions r GROUP BY r.name ORDER BY errors DESC",
      "SELECT current.name FROM regions AS current",
      "SELECT current.name FROM regions AS current WHERE current.code = 'N' ORDER BY 1",
      "SELECT x.returns FROM (SELECT count(*) AS returns FROM regions) x",
      "SELECT name AS prior FROM regions ORDER BY prior, name LIMIT 3",
      "SELECT count(*) AS import FROM regions GROUP BY code HAVING count(*) > 1",
      "SELECT name AS unbounded FROM regions UNION SELECT name FROM regions",
      "SELECT count(*) AS returns FROM regions;"})
  void validStatementsWithKeywordNames_passTheGate(String sql) throws SQLException {
    for (String database : new String[] {"PostgreSQL", "MariaDB"}) {
      AdmittedStatement a = openGate(database).admit(sql);
      assertTrue(a.sql().contains(database.equals("MariaDB") ? "`" : "\""), a.sql());
    }
  }

  @Test
  void quotedNames_foldAsTheTargetFoldsUnquotedOnes() {
    assertEquals("SELECT count(*) AS \"returns\" FROM t ORDER BY \"returns\"",
        KeywordNames.quote("SELECT count(*) AS Returns FROM t ORDER BY RETURNS",
            dialect("PostgreSQL")));
    assertEquals("SELECT count(*) AS `Returns` FROM t",
        KeywordNames.quote("SELECT count(*) AS Returns FROM t", dialect("MariaDB")));
    assertEquals("SELECT \"current\".x FROM t AS \"current\"",
        KeywordNames.quote("SELECT current.x FROM t AS current", dialect("PostgreSQL")));
  }

  @Test
  void wordsOutsideNamePositions_stayAsWritten() {
    SqlDialect pg = dialect("PostgreSQL");
    assertNull(KeywordNames.quote("SELECT CAST(x AS returns) FROM t", pg));
    assertNull(KeywordNames.quote("SELECT x AS from FROM t", pg));
    assertEquals("SELECT x FROM t AS \"returns\" JOIN u AS full ON 1 = 1",
        KeywordNames.quote("SELECT x FROM t AS returns JOIN u AS full ON 1 = 1", pg));
    assertNull(KeywordNames.quote("WITH current AS (SELECT 1) SELECT * FROM current", pg));
    assertNull(KeywordNames.quote("SELECT 'AS returns' FROM t", pg));
    assertEquals("SELECT 1 AS \"returns\" FROM t ORDER BY NULL, current_date",
        KeywordNames.quote("SELECT 1 AS returns FROM t ORDER BY NULL, current_date", pg));
    assertEquals("SELECT 1 AS \"returns\" FROM t WHERE returns > 1",
        KeywordNames.quote("SELECT 1 AS returns FROM t WHERE returns > 1", pg));
    assertNull(KeywordNames.quote("SELECT 1 AS returns FROM t", null));
    assertNull(KeywordNames.quote("SELECT 'unterminated AS returns", pg));
  }

  @Test
  void tenantTableUnderAKeywordAlias_isStillFenced() throws SQLException {
    for (String database : new String[] {"PostgreSQL", "MariaDB"}) {
      AdmittedStatement a = tenantGate(database).admit(
          "SELECT current.id FROM orders AS current WHERE current.corp_id = 8");
      assertTrue(a.tenantScoped() && a.tenantFilterAdded(), a.sql());
      assertTrue(a.sql().contains("corp_id = ?"), a.sql());
    }
  }

  @Test
  void hostileTextBehindAKeywordAlias_isRefusedAsWithoutIt() throws SQLException {
    SecurityGate gate = tenantGate("PostgreSQL");
    assertEquals(Rule.DENIED_FUNCTION, refused(gate, "SELECT pg_sleep(1) AS returns"));
    assertEquals(Rule.SINGLE_STATEMENT,
        refused(gate, "SELECT 1 AS returns FROM regions; DELETE FROM orders"));
    assertEquals(Rule.READ_ONLY, refused(gate, "DELETE FROM orders AS current"));
    assertEquals(Rule.AMBIGUOUS_COMMENT,
        refused(gate, "SELECT 1 AS returns /*! , secret */ FROM regions"));
    Rule system = refused(gate, "SELECT current.rolpassword FROM pg_authid AS current");
    assertTrue(system != Rule.UNPARSEABLE, system.toString());
  }

  /**
   * Text the target reads differently from JSqlParser (a backslash ending a string, a dollar
   * quote, a hash comment) is refused with a keyword alias as without one: the quoting never
   * reaches inside what the target takes for a literal or a comment.
   */
  @Test
  void lexicalDifferencesAroundAKeywordAlias_areRefused() throws SQLException {
    SecurityGate postgres = tenantGate("PostgreSQL");
    SecurityGate mariadb = tenantGate("MariaDB");
    refused(postgres, "SELECT E'\\' AS returns FROM orders WHERE name = ''");
    refused(postgres, "SELECT $$ AS returns FROM orders $$ AS x FROM regions");
    refused(postgres, "SELECT $a$ AS returns FROM orders");
    refused(mariadb, "SELECT 'a\\' AS returns FROM orders WHERE name = ''");
    refused(mariadb, "SELECT 1 AS returns # , x\n FROM orders");
  }

  @Test
  void textThatStillDoesNotParse_staysASyntaxError() throws SQLException {
    SecurityGate gate = openGate("PostgreSQL");
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT x AS from FROM regions"));
    assertEquals(Rule.UNPARSEABLE, e.rule());
    assertEquals(Rule.UNPARSEABLE, refused(gate, "SELECT count(*) AS returns FROM WHERE"));
  }

  private static Rule refused(SecurityGate gate, String sql) {
    return assertThrows(StatementRefusedException.class, () -> gate.admit(sql)).rule();
  }
}
