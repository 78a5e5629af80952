package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every read-only rule refuses with 42501 and a message naming the rule. */
class PolicyRulesTest {
  private final SecurityGate gate = new SecurityGate();

  static Stream<Arguments> refusals() {
    return Stream.of(
        Arguments.of("SELEC * FROM orders", Rule.UNPARSEABLE),
        Arguments.of("by region", Rule.UNPARSEABLE),
        Arguments.of("", Rule.UNPARSEABLE),
        Arguments.of("   ", Rule.UNPARSEABLE),
        Arguments.of("SELECT 1; SELECT 2", Rule.SINGLE_STATEMENT),
        Arguments.of("SELECT 1; DROP TABLE orders", Rule.SINGLE_STATEMENT),
        Arguments.of("INSERT INTO orders VALUES (1)", Rule.READ_ONLY),
        Arguments.of("UPDATE orders SET amount = 0", Rule.READ_ONLY),
        Arguments.of("DELETE FROM orders", Rule.READ_ONLY),
        Arguments.of("MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE", Rule.READ_ONLY),
        Arguments.of("CREATE TABLE x (a int)", Rule.READ_ONLY),
        Arguments.of("DROP TABLE orders", Rule.READ_ONLY),
        Arguments.of("ALTER TABLE orders ADD COLUMN x int", Rule.READ_ONLY),
        Arguments.of("TRUNCATE orders", Rule.READ_ONLY),
        Arguments.of("GRANT SELECT ON orders TO bob", Rule.READ_ONLY),
        Arguments.of("SET search_path = other", Rule.READ_ONLY),
        Arguments.of("SHOW search_path", Rule.READ_ONLY),
        Arguments.of("Show me all users", Rule.READ_ONLY),
        Arguments.of("EXPLAIN ANALYZE SELECT 1", Rule.READ_ONLY),
        Arguments.of("WITH gone AS (DELETE FROM orders RETURNING *) SELECT * FROM gone",
            Rule.READ_ONLY),
        Arguments.of("WITH x AS (INSERT INTO orders VALUES (1) RETURNING id) SELECT * FROM x",
            Rule.READ_ONLY),
        Arguments.of("COPY orders TO STDOUT", Rule.COPY),
        Arguments.of("COPY orders FROM '/tmp/x.csv'", Rule.COPY),
        Arguments.of("SELECT * INTO copy_of_orders FROM orders", Rule.SELECT_INTO),
        Arguments.of("SELECT * FROM orders INTO OUTFILE '/tmp/x'", Rule.SELECT_INTO),
        Arguments.of("SELECT * FROM orders FOR UPDATE", Rule.LOCKING_READ),
        Arguments.of("SELECT * FROM orders FOR SHARE", Rule.LOCKING_READ),
        Arguments.of("SELECT * FROM orders FOR NO KEY UPDATE", Rule.LOCKING_READ),
        Arguments.of("SELECT * FROM orders FOR UPDATE SKIP LOCKED", Rule.LOCKING_READ),
        Arguments.of("SELECT * FROM (SELECT * FROM orders FOR UPDATE) x", Rule.LOCKING_READ),
        Arguments.of("SELECT pg_sleep(10)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT PG_CATALOG.PG_SLEEP(10)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT \"pg_sleep\"(10)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT sleep(10)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT benchmark(1000000, md5('x'))", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT pg_read_file('/etc/passwd')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT pg_read_binary_file('/etc/passwd')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT * FROM pg_ls_dir('.')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT lo_import('/etc/passwd')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT lo_export(1, '/tmp/x')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT lo_get(1)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT * FROM dblink('host=evil', 'SELECT 1') AS t(a int)",
            Rule.DENIED_FUNCTION),
        Arguments.of("SELECT dblink_connect('x')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT pg_terminate_backend(1)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT pg_cancel_backend(1)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT set_config('app.tenant', '2', false)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT load_file('/etc/passwd')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT query_to_xml('SELECT * FROM orders', true, true, '')",
            Rule.DENIED_FUNCTION),
        Arguments.of("SELECT table_to_xml('orders', true, true, '')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT pg_advisory_lock(1)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT nextval('orders_id_seq')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT * FROM CSVREAD('/etc/passwd')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT FILE_READ('/etc/passwd')", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT id FROM orders WHERE amount > (SELECT pg_sleep(1))::int",
            Rule.DENIED_FUNCTION),
        Arguments.of("SELECT count(*) OVER (ORDER BY pg_sleep(1)) FROM orders",
            Rule.DENIED_FUNCTION),
        Arguments.of("SELECT * FROM pg_authid", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM pg_catalog.pg_shadow", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM pg_user_mappings", Rule.DENIED_RELATION),
        Arguments.of("SELECT query FROM pg_stat_activity", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM pg_stats WHERE tablename = 'orders'", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM mysql.user", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM `mysql`.`user`", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM information_schema.user_privileges", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM INFORMATION_SCHEMA.PROCESSLIST", Rule.DENIED_RELATION),
        Arguments.of("SELECT * FROM performance_schema.events_statements_history",
            Rule.DENIED_RELATION),
        Arguments.of("SELECT 1 WHERE EXISTS (SELECT 1 FROM pg_authid)", Rule.DENIED_RELATION),
        Arguments.of("SELECT mysql.some_function(1)", Rule.DENIED_FUNCTION),
        Arguments.of("SELECT 'a\\', ' , (SELECT * FROM orders) , '", Rule.AMBIGUOUS_LITERAL),
        Arguments.of("SELECT \"a\\\" AS x, \" , (SELECT secret FROM orders) , \"",
            Rule.AMBIGUOUS_LITERAL),
        Arguments.of("SELECT $$ a FROM orders $$", Rule.AMBIGUOUS_LITERAL),
        Arguments.of("SELECT * FROM orders WHERE id = ?1", Rule.PARAMETERS),
        Arguments.of("SELECT * FROM orders WHERE id = :id", Rule.PARAMETERS),
        Arguments.of("SELECT * FROM orders WHERE id = $1", Rule.PARAMETERS),
        Arguments.of("TABLE orders", Rule.UNSUPPORTED),
        Arguments.of("SELECT NEXT VALUE FOR seq", Rule.DENIED_FUNCTION));
  }

  @ParameterizedTest(name = "{1}: {0}")
  @MethodSource("refusals")
  void refusesWith42501NamingTheRule(String sql, Rule rule) {
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> gate.admit(sql));
    assertEquals("42501", e.getSQLState());
    assertEquals(rule, e.rule(), e.getMessage());
    assertTrue(e.getMessage().contains("rule " + rule.id() + ":"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT 1",
      "SELECT * FROM orders WHERE id = ?",
      "SELECT o.id, sum(l.amount) FROM orders o JOIN lines l ON l.order_id = o.id GROUP BY o.id",
      "WITH t AS (SELECT 1 AS a) SELECT a FROM t",
      "SELECT * FROM orders ORDER BY id DESC LIMIT 10 OFFSET 5",
      "SELECT current_setting('app.tenant')",
      "SELECT * FROM generate_series(1, 3) g",
      "VALUES (1), (2)",
      "SELECT 'O''Brien', 'a\\b', E'tab'",
      "SELECT * FROM information_schema.tables",
      "SELECT lower(name), lpad(name, 3) FROM customers",
      "SELECT 1;"})
  void admitsReadOnlyQueries(String sql) throws SQLException {
    gate.admit(sql);
  }

  @Test
  void refusesWhatCannotBeParsedInTime() {
    StringBuilder junk = new StringBuilder("SELECT ");
    while (junk.length() < 100_000) {
      junk.append("((((((((((CASE WHEN (a");
    }
    long start = System.nanoTime();
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> gate.admit(junk.toString()));
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertEquals(Rule.UNPARSEABLE, e.rule());
    assertTrue(millis < 10_000, "took " + millis + " ms");
  }

  @Test
  void refusesStatementsLongerThanThePolicyAllows() {
    SecurityGate small = new SecurityGate(SecurityPolicy.builder().maxSqlLength(1000).build());
    String sql = "SELECT 1 " + " ".repeat(2000);
    assertEquals(Rule.TOO_LONG,
        assertThrows(StatementRefusedException.class, () -> small.admit(sql)).rule());
  }

  @Test
  void policyCanDenyMoreAndAllowLess() throws SQLException {
    SecurityPolicy policy = SecurityPolicy.builder().denyFunctions("md5").allow("pg_stat*")
        .build();
    SecurityGate custom = new SecurityGate(policy);
    assertEquals(Rule.DENIED_FUNCTION,
        assertThrows(StatementRefusedException.class, () -> custom.admit("SELECT md5('x')"))
            .rule());
    custom.admit("SELECT * FROM pg_stat_user_tables");
  }

  @Test
  void commentsAndHintsNeverReachTheTarget() throws SQLException {
    String sql = gate.admit("SELECT /*+ SeqScan(o) */ id -- trailing\n FROM orders o /* x */")
        .sql();
    assertEquals("SELECT id FROM orders o", sql);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT 1 /*!50000 , (SELECT secret FROM orders) */",
      "SELECT 1 /*! , (SELECT secret FROM orders) */",
      "SELECT 1 /*M!100000 , (SELECT secret FROM orders) */",
      "SELECT 1 --(SELECT secret FROM orders LIMIT 1)\n",
      "SELECT 1 /* outer /* inner */ , 2 */"})
  void commentsADatabaseWouldReadAsSql_areRefused(String sql) {
    assertEquals(Rule.AMBIGUOUS_COMMENT,
        assertThrows(StatementRefusedException.class, () -> gate.admit(sql)).rule());
  }

  @Test
  void plainCommentsAndCommentLikeLiterals_areFine() throws SQLException {
    assertEquals("SELECT '--x', '/*!' FROM t",
        gate.admit("SELECT '--x', '/*!' /* plain */ FROM t -- plain\n--\n").sql());
  }
}
