package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * pgjdbc's escaped operators ({@code ??}) and PostgreSQL's Unicode escapes ({@code U&'...'}):
 * read as PostgreSQL reads them, sent as pgjdbc expects them, never a way around the gate.
 */
class SpellingsTest {
  private final TenantTables postgres = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("public")
      .tenantTable("public", "orders", Types.INTEGER)
      .table("public", "regions")
      .build();
  private final TenantTables mariadb = TenantTables.builder("corp_id").database("MariaDB")
      .searchPath("test")
      .tenantTable("test", "orders", Types.INTEGER)
      .build();

  private SecurityGate tenantGate(TenantTables tables) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "7", TenantPolicy.INJECT), tables, "t");
  }

  private static String normalized(String sql) {
    return Spellings.of(sql).text;
  }

  @Test
  void escapedOperators_becomeTheOperators() {
    Spellings.Normalized n = Spellings.of("SELECT d ?? 'k', d ??| a, d ??& a, d ? 'k' FROM t");
    assertEquals("SELECT d ? 'k', d ?| a, d ?& a, d ? 'k' FROM t", n.text);
    assertEquals(1, n.questionOperators);
    assertEquals("SELECT\td ?\r\n 'k' , ? FROM t\nWHERE x ?| y",
        normalized("SELECT\td ??\r\n 'k' , ? FROM t\nWHERE x ??| y"));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT 'a ?? b', \"c??\" FROM t /* ?? */ WHERE x = ? -- ??",
      "SELECT d ? ? FROM t",
      "SELECT $$ ?? U&'\\0061' $$",
      "SELECT 'U&''\\0061''', U & 'x', \"U\"&'x'",
      "SELECT $q$ ?? $q$"})
  void literalsNamesCommentsAndSpacedMarks_stayAsWritten(String sql) {
    assertEquals(sql, normalized(sql));
  }

  @Test
  void unicodeEscapes_becomePlainLiteralsAndNames() {
    assertEquals("SELECT 'dat', \"ta\" FROM \"orders\"",
        normalized("SELECT U&'d\\0061t', u&\"t\\0061\" FROM U&\"\\006Frders\""));
    assertEquals("SELECT 'dat' , 'a!b'", normalized("SELECT U&'d!0061t' UESCAPE '!' ,"
        + " U&'a!!b' UESCAPE '!'"));
    assertEquals("SELECT 'it''s \\ \uD83D\uDE00 \uD83D\uDE00', \"a\"\"b\"",
        normalized("SELECT U&'it\\0027s \\\\ \\+01F600 \\D83D\\DE00', U&\"a\\0022b\""));
  }

  @Test
  void unicodeEscapeStringsContinuedOnTheNextLine_areJoinedAsPostgresqlJoinsThem() {
    assertEquals("SELECT 'xa' AS a", normalized("SELECT U&'x'\n  '\\0061' AS a"));
    assertEquals("SELECT 'xba', 'c' 'd'",
        normalized("SELECT U&'x!0062'\r\n'!0061' UESCAPE '!', U&'c' 'd'"));
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit("SELECT U&'x' -- c\n '\\0061'"));
    assertEquals(Rule.UNSUPPORTED, e.rule());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT U&'\\zz12'",
      "SELECT U&'\\006'",
      "SELECT U&'\\0000'",
      "SELECT U&'\\D83D'",
      "SELECT U&'\\DE00'",
      "SELECT U&'\\+110000'",
      "SELECT U&'a' UESCAPE '+'",
      "SELECT U&'a' UESCAPE 'ab'"})
  void invalidUnicodeEscapes_areAClearRefusal(String sql) {
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit(sql));
    assertEquals("42601", e.getSQLState(), "PostgreSQL's own state for it");
    assertEquals(Rule.UNPARSEABLE, e.rule());
    assertTrue(e.getMessage().contains("invalid Unicode escape at line 1, column 8"),
        e.getMessage());
  }

  @Test
  void invalidUnicodeEscapeInAStatementThatIsNoQuery_isRefusedAsSuch() {
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit("DELETE FROM t WHERE a = U&'\\zz'"));
    assertEquals("42501", e.getSQLState());
    assertEquals(Rule.READ_ONLY, e.rule());
  }

  @Test
  void withoutTenant_operatorsAreSentEscapedAndParametersCount() throws SQLException {
    SecurityGate gate = new SecurityGate();
    AdmittedStatement plain = gate.admit("SELECT d ? 'k', d ?| a, d ?& a FROM t");
    assertEquals("SELECT d ?? 'k', d ??| a, d ??& a FROM t", plain.sql());
    assertEquals(0, plain.parameterCount());
    AdmittedStatement escaped = gate.admit("SELECT d ?? ?, ? FROM t WHERE d ??| ? AND x = ?"
        + " OFFSET ? LIMIT ?");
    assertEquals(6, escaped.clientParameterCount());
    assertEquals(6, escaped.parameterCount());
    assertEquals(List.of(1, 2, 3, 4, 6, 5), List.of(escaped.parameterIndex(1),
        escaped.parameterIndex(2), escaped.parameterIndex(3), escaped.parameterIndex(4),
        escaped.parameterIndex(5), escaped.parameterIndex(6)));
    assertTrue(escaped.sql().startsWith("SELECT d ?? ?, ? FROM t WHERE d ??| ? AND x = ?"),
        escaped.sql());
  }

  @Test
  void withTenant_operatorsAreSentEscapedBesideTheTenantParameter() throws SQLException {
    AdmittedStatement a = tenantGate(postgres).admit("SELECT id FROM orders o WHERE o.data ??"
        + " ? AND to_jsonb(o) ?& ARRAY['x']");
    assertTrue(a.tenantFilterAdded());
    assertEquals(1, a.clientParameterCount());
    assertEquals(2, a.parameterCount());
    assertTrue(a.sql().contains("o.data ?? ? AND to_jsonb(o) ??& ARRAY['x']"), a.sql());
    assertFalse(a.sql().contains("jsonb_exists"), a.sql());
  }

  @Test
  void escapedOperatorWhereAParameterStands_isRefused() {
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit("SELECT ?? FROM t"));
    assertEquals(Rule.PARAMETERS, e.rule());
  }

  @Test
  void operatorsOnADatabaseWithoutThem_areRefused() throws SQLException {
    SecurityGate gate = tenantGate(mariadb);
    for (String sql : new String[] {"SELECT d ? 'k' FROM orders", "SELECT d ?? 'k' FROM orders"}) {
      StatementRefusedException e = assertThrows(StatementRefusedException.class,
          () -> gate.admit(sql));
      assertEquals(Rule.UNSUPPORTED, e.rule(), sql);
      assertTrue(e.getMessage().contains("PostgreSQL only"), e.getMessage());
    }
  }

  @Test
  void onMariaDb_theTextStaysAsMariaDbReadsIt() {
    String sql = "SELECT U&'x', d ?? 'k' FROM orders";
    assertEquals(sql, Spellings.of(sql, mariadb).text);
    assertEquals("SELECT 'x', d ? 'k' FROM orders", Spellings.of(sql, postgres).text);
    assertEquals("SELECT 'x', d ? 'k' FROM orders", Spellings.of(sql, null).text);
  }

  @Test
  void namesSpelledWithEscapes_areTheNamesTheySpell() throws SQLException {
    SecurityGate gate = tenantGate(postgres);
    AdmittedStatement a = gate.admit("SELECT count(*) FROM U&\"\\006Frders\"");
    assertTrue(a.tenantFilterAdded());
    assertTrue(a.sql().contains("corp_id = ?"), a.sql());
    assertEquals(Rule.UNKNOWN_RELATION, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT * FROM U&\"\\006Frders_x\"")).rule());
    assertEquals(Rule.UNLISTED_FUNCTION, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT U&\"current_s!0065tting\" UESCAPE '!'('x')")).rule());
    assertEquals(Rule.DENIED_FUNCTION, assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit("SELECT U&\"pg_sl\\0065ep\"(1)")).rule());
    assertEquals(Rule.DENIED_RELATION, assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit("SELECT * FROM U&\"pg_sh\\0061dow\"")).rule());
  }

  /**
   * {@code d ? ?} and {@code d ?? ??} have one shape; the second has no place for its second
   * operator, and a learnt shape must not admit it with a parameter pgjdbc would not count.
   */
  @Test
  void escapedOperatorWhereNoneFits_isRefusedAlsoAfterItsShapeWasLearnt() throws SQLException {
    for (TenantTables tables : new TenantTables[] {null, postgres}) {
      SecurityGate gate = tables == null ? new SecurityGate(SecurityPolicy.builder().build())
          : new SecurityGate(SecurityPolicy.builder().build(),
              TenantScope.of("corp_id", "7", TenantPolicy.INJECT), tables, "t");
      assertEquals(1, gate.admit("SELECT d ? ? FROM orders").clientParameterCount());
      assertEquals(Rule.PARAMETERS, assertThrows(StatementRefusedException.class,
          () -> gate.admit("SELECT d ?? ?? FROM orders")).rule());
    }
  }
}
