package dev.nljdbc.it.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The seeds' own dialogs on the embedded demo, through the driver in both modes, checked
 * against the demo's data read directly.
 */
class SeedDialogsIT {
  private static NljdbcServer server;

  @BeforeAll
  static void startServer() {
    server = TestServers.start(null);
  }

  @AfterAll
  static void stopServer() {
    server.stop();
  }

  static Stream<Arguments> modes() {
    return Stream.of(Arguments.of("in-process", "jdbc:nl:demo"),
        Arguments.of("remote", TestServers.nlUrl(server)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void usersDialog_listsThenFiltersThenSorts(String mode, String url) throws SQLException {
    LocalDate firstOfThisMonth = LocalDate.now().withDayOfMonth(1);
    LocalDate firstOfLastMonth = firstOfThisMonth.minusMonths(1);
    try (NlAssert nl = NlAssert.connect(url)) {
      nl.ask("Show me all users").returnsColumns("name", "created_at")
          .hasRows(count("SELECT count(*) FROM users"));
      NlAssert.Answer lastMonth = nl.ask("Only from last month")
          .hasRows(count("SELECT count(*) FROM users WHERE created_at >= DATE '" + firstOfLastMonth
              + "' AND created_at < DATE '" + firstOfThisMonth + "'"))
          .hasSomeRows()
          .everyRow("created last month", row -> {
            LocalDate d = ((Timestamp) row.get("created_at")).toLocalDateTime().toLocalDate();
            return !d.isBefore(firstOfLastMonth) && d.isBefore(firstOfThisMonth);
          });
      List<Object> names = nl.ask("Sort by name").hasRows(lastMonth.rows().size()).values("name");
      List<String> sorted = new ArrayList<>();
      names.forEach(n -> sorted.add((String) n));
      sorted.sort(String::compareTo);
      assertEquals(sorted, names);
      List<Object> intents = nl.ask("/history").hasRows(3).values("INTENT");
      assertEquals(List.of("new_query", "refinement", "refinement"), intents);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void marketTrendDialog_drillsDownAndSwitchesTheYear(String mode, String url)
      throws SQLException {
    try (NlAssert nl = NlAssert.connect(url)) {
      nl.ask("Show market trend in 2023").hasSomeRows()
          .everyRow("in 2023", row -> String.valueOf(row.get("month")).startsWith("2023"));
      List<Object> regions = nl.ask("by region").returnsColumns("region").values("region");
      assertTrue(regions.stream().distinct().count() >= 3, regions.toString());
      nl.ask("for Africa only").hasSomeRows()
          .everyRow("in Africa", row -> "Africa".equals(row.get("region")))
          .everyRow("in 2023", row -> String.valueOf(row.get("month")).startsWith("2023"));
      nl.ask("what about 2024?").hasRows(12)
          .everyRow("in Africa", row -> "Africa".equals(row.get("region")))
          .everyRow("in 2024", row -> String.valueOf(row.get("month")).startsWith("2024"));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void everydayQuestions_matchTheDataReadDirectly(String mode, String url) throws SQLException {
    try (NlAssert nl = NlAssert.connect(url)) {
      Map<String, Long> byStatus = new HashMap<>();
      for (Map<String, Object> row : nl.ask("how many orders per status")
          .returnsColumns("status").rows()) {
        Object count = row.values().stream().filter(v -> v instanceof Number).findFirst().get();
        byStatus.put((String) row.get("status"), ((Number) count).longValue());
      }
      assertEquals(directGroups("SELECT status, count(*) FROM orders GROUP BY status"), byStatus);
      nl.ask("/new top 5 customers by total amount").hasRows(5).sqlContains("customers");
      nl.ask("/explain how many customers are in Europe").returnsColumns("SQL", "EXPLANATION")
          .hasRows(1);
    }
  }

  private static int count(String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(DemoDatabase.url());
        ResultSet rs = c.createStatement().executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  private static Map<String, Long> directGroups(String sql) throws SQLException {
    Map<String, Long> groups = new HashMap<>();
    try (Connection c = DriverManager.getConnection(DemoDatabase.url());
        ResultSet rs = c.createStatement().executeQuery(sql)) {
      while (rs.next()) {
        groups.put(rs.getString(1), rs.getLong(2));
      }
    }
    return groups;
  }
}
