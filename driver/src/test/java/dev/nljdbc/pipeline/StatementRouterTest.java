package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nljdbc.statement.Route;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StatementRouterTest {
  @ParameterizedTest
  @ValueSource(strings = {"Show me all users", "show tables", "show users", "describe orders",
      "table users", "by region", "sort by name", "limit 10",
      "count orders", "what about 2024?", "Only from last month", "top 5 customers",
      "show all", "show me the status of my orders", "list customers in Europe",
      "what's the total?", "compare sales by region", "update me on sales this week",
      "do we have customers in Asia?", "does any order exceed 500?", "set the year to 2023",
      "reset the filters", "start over", "explain why sales dropped", "analyze sales by region",
      "call volume by month", "copy of the invoice", "comment counts by product",
      "begin with orders from 2023", "release dates of products", "prepare a sales report",
      "execute the plan by month", "with the discount applied", "values of orders by month",
      "orders updated last week", "deleted users", "selected products by brand",
      "grand total by region", "after 2020 only", "created last month", "how many orders",
      "delete everything", "insert a customer named Bob", "update order 5 to shipped",
      "fetch first 10 orders from Europe", "load times by day",
      "Great. Can you tell me the first names of these 3 students?",
      "great, how many teachers are available"})
  void plainEnglish_isNaturalLanguage(String text) throws SQLException {
    assertEquals(Route.NATURAL_LANGUAGE, StatementRouter.route(text).route());
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT 1", "select * from orders where id = ?",
      "WITH t AS (SELECT 1 AS x) SELECT x FROM t", "SELECT 1 UNION SELECT 2",
      "DELETE FROM orders", "drop table orders", "SELECT 1; DROP TABLE orders",
      "insert into t values (1)", "UPDATE t SET a = 1",
      "set x = 1", "use tenant_b", "SET search_path TO other", "SET ROLE postgres",
      "set session authorization postgres", "SET app.tenant = '110'", "RESET ALL", "RESET ROLE",
      "reset search_path", "EXPLAIN SELECT 1", "EXPLAIN ANALYZE SELECT * FROM orders",
      "explain (format json) select 1", "COPY orders TO STDOUT", "copy (select 1) to stdout",
      "COPY orders (id, corp_id) FROM STDIN", "PREPARE p AS SELECT 1", "EXECUTE p",
      "execute p(1, 2)", "DO $$ BEGIN PERFORM 1; END $$", "DO 'select 1'", "do sleep(5)",
      "LOCK TABLE orders", "lock orders in exclusive mode", "VACUUM", "vacuum full orders",
      "ANALYZE", "ANALYZE orders", "analyze public.orders", "REFRESH MATERIALIZED VIEW v",
      "DECLARE c CURSOR FOR SELECT 1", "COMMENT ON TABLE orders IS 'x'",
      "ALTER SYSTEM SET work_mem = '1GB'", "GRANT SELECT ON orders TO public", "CALL p()",
      "call s.p(1)", "{call p()}", "{oj orders LEFT OUTER JOIN customers ON 1 = 1}",
      "{?= call f()}", "BEGIN", "start transaction", "COMMIT", "ROLLBACK", "END",
      "SAVEPOINT s", "RELEASE SAVEPOINT s", "LISTEN ch", "NOTIFY ch", "DISCARD ALL",
      "CHECKPOINT", "CLUSTER", "REINDEX TABLE orders", "SECURITY LABEL ON TABLE t IS 'x'",
      "LOAD 'plpgsql'", "IMPORT FOREIGN SCHEMA s FROM SERVER x INTO y", "SHOW search_path",
      "SHOW app.tenant", "show variables", "show create table orders", "desc orders",
      "SHOW COLUMNS FROM orders", "values (1), (2)", "(SELECT 1) UNION (SELECT 2)",
      "WITH RECURSIVE t AS (SELECT 1) SELECT * FROM t", "with t as (select 1) select * from t",
      "-- note\nSELECT 1", "MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE",
      "TRUNCATE orders", "CREATE TABLE t (a int)", "delete from orders where id = 1",
      "INSERT IGNORE INTO t VALUES (1)", "REPLACE INTO t VALUES (1)", "KILL 12",
      "FLUSH PRIVILEGES", "OPTIMIZE TABLE orders", "HANDLER t OPEN", "SET @a = 1",
      "select", "drop the brands table", "SHOW ALL", "SHOW TABLES", "DESCRIBE ORDERS",
      "TABLE ORDERS", "DO SLEEP", "SHOW IS_SUPERUSER",
      "WITH \"Tickets\" AS (SELECT 1 AS x) SELECT count(*) FROM Tickets", "VALUES (1)",
      "with \"t\" as (select 1) select * from \"t\"", "values (1, 'a'), (2, 'b')"})
  void sql_isSql(String text) throws SQLException {
    assertEquals(Route.SQL, StatementRouter.route(text).route());
  }

  @ParameterizedTest
  @ValueSource(strings = {"selec * from users", "SELEC * FROM users", "slect name from users",
      "seelct name, email from users", "delet from users where id = 1",
      "selct count(*) from orders", "insrt into t values (1)", "updte t set a = 1",
      "selec * frm users"})
  void nearMissOfAKeyword_isSql(String text) throws SQLException {
    assertEquals(Route.SQL, StatementRouter.route(text).route());
  }

  @Test
  void longSql_isAccepted_longQuestion_isNot() throws SQLException {
    String longSql = "SELECT 1 FROM t WHERE x IN (" + "1, ".repeat(20_000) + "1)";
    assertEquals(Route.SQL, StatementRouter.route(longSql).route());
    assertEquals("42000", assertThrows(SQLException.class,
        () -> StatementRouter.route("show " + "x ".repeat(40_000))).getSQLState());
  }

  @Test
  void forcedEnglish_winsOverAKeyword() throws SQLException {
    assertEquals(new RoutedText(Route.NATURAL_LANGUAGE, "analyze sales"),
        StatementRouter.route("/nl analyze sales"));
  }

  @Test
  void forcedRoutes_dropTheirPrefix() throws SQLException {
    assertEquals(new RoutedText(Route.SQL, "show tables"), StatementRouter.route("/sql show tables"));
    assertEquals(new RoutedText(Route.NATURAL_LANGUAGE, "select the best customers"),
        StatementRouter.route("/NL select the best customers"));
  }

  @Test
  void slashCommands_areCommands() throws SQLException {
    assertEquals(Route.COMMAND, StatementRouter.route("/history").route());
    assertEquals(Route.COMMAND, StatementRouter.route("  /new show customers").route());
  }

  @Test
  void leadingBlockComment_isNotACommand() throws SQLException {
    assertEquals(Route.SQL, StatementRouter.route("/* hint */ SELECT 1").route());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   ", "\n\t"})
  void emptyText_is42000(String text) {
    SQLException e = assertThrows(SQLException.class, () -> StatementRouter.route(text));
    assertEquals("42000", e.getSQLState());
  }

  @Test
  void oversizedText_is42000() {
    SQLException e = assertThrows(SQLException.class,
        () -> StatementRouter.route("x".repeat(1_000_001)));
    assertEquals("42000", e.getSQLState());
  }

  @Test
  void forcedRouteWithoutText_is42000() {
    assertEquals("42000", assertThrows(SQLException.class,
        () -> StatementRouter.route("/sql")).getSQLState());
  }
}
