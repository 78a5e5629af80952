package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nljdbc.statement.Route;
import java.sql.SQLException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class StatementRouterTest {
  @ParameterizedTest
  @ValueSource(strings = {"Show me all users", "show tables", "show users", "describe orders",
      "table users", "use tenant_b", "set x = 1", "by region", "sort by name", "limit 10",
      "count orders", "what about 2024?", "Only from last month", "top 5 customers"})
  void plainEnglish_isNaturalLanguage(String text) throws SQLException {
    assertEquals(Route.NATURAL_LANGUAGE, StatementRouter.route(text).route());
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT 1", "select * from orders where id = ?",
      "WITH t AS (SELECT 1 AS x) SELECT x FROM t", "SELECT 1 UNION SELECT 2",
      "DELETE FROM orders", "drop table orders", "SELECT 1; DROP TABLE orders",
      "insert into t values (1)", "UPDATE t SET a = 1"})
  void sql_isSql(String text) throws SQLException {
    assertEquals(Route.SQL, StatementRouter.route(text).route());
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
        () -> StatementRouter.route("x".repeat(100 * 1024)));
    assertEquals("42000", e.getSQLState());
  }

  @Test
  void forcedRouteWithoutText_is42000() {
    assertEquals("42000", assertThrows(SQLException.class,
        () -> StatementRouter.route("/sql")).getSQLState());
  }
}
