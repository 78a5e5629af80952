package dev.nljdbc.it.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.generation.LogisticsPostgresIT;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Multi-turn dialogs through the driver on a PostgreSQL logistics schema the code has never
 * seen, with its own tenant column ({@code fleet_id}) and a second fleet's rows that must never
 * show. Results are compared with hand-written queries restricted to the fleet.
 */
class UnseenSchemaDialogIT {
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void create() throws SQLException {
    String[] otherFleet = {
        "INSERT INTO depots VALUES (9, 'Rival Yard', 'Lyon', 8)",
        "INSERT INTO clients VALUES (9, 'Rival Goods', 'retail', 8)",
        "INSERT INTO vehicles VALUES (9, 9, 'RV-009', 'truck', 40000, 8)",
        "INSERT INTO shipments SELECT 100 + i, 9, NULL, 9, 30000, 999, 9999, 9999, 'delivered',"
            + " CURRENT_DATE - i, 8 FROM generate_series(1, 20) i"};
    scratch = TestDatabases.scratch(Kind.POSTGRESQL, Stream.concat(
        Arrays.stream(LogisticsPostgresIT.DDL), Arrays.stream(otherFleet)).toArray(String[]::new));
  }

  @AfterAll
  static void drop() throws SQLException {
    scratch.close();
  }

  private static NlAssert fleet7() throws SQLException {
    return NlAssert.connect(scratch.nlUrl(),
        NlAssert.props("tenant.column", "fleet_id", "tenant.value", "7"));
  }

  @Test
  void trucksDialog_filterThenSortThenLimit() throws SQLException {
    try (NlAssert nl = fleet7()) {
      nl.ask("show me the trucks").hasRows(count("SELECT count(*) FROM vehicles"
          + " WHERE kind = 'truck' AND fleet_id = 7"));
      nl.ask("only with capacity over 15000 kg").everyRow("over 15000",
          row -> ((Number) row.get("capacity_kg")).intValue() > 15000)
          .hasRows(count("SELECT count(*) FROM vehicles WHERE kind = 'truck'"
              + " AND capacity_kg > 15000 AND fleet_id = 7"));
      List<Object> plates = nl.ask("sort by capacity").values("capacity_kg");
      List<Object> sorted = new ArrayList<>(plates);
      sorted.sort((a, b) -> Integer.compare(((Number) a).intValue(), ((Number) b).intValue()));
      assertEquals(sorted, plates);
      nl.ask("limit 2").hasRows(2);
    }
  }

  @Test
  void shipmentWeightsByDepot_joinAlongKeysAndStayInTheFleet() throws SQLException {
    try (NlAssert nl = fleet7()) {
      Set<String> cities = new HashSet<>();
      for (var row : nl.ask("total weight of shipments by depot city").rows()) {
        row.values().stream().filter(v -> v instanceof String)
            .forEach(v -> cities.add((String) v));
      }
      assertEquals(Set.of("Lyon", "Porto", "Oslo"), cities);
      BigDecimal total = (BigDecimal) nl.ask("/new what is the total weight of all shipments")
          .hasRows(1).rows().get(0).values().iterator().next();
      assertEquals(0, total.compareTo(decimal("SELECT sum(weight_kg) FROM shipments"
          + " WHERE fleet_id = 7")));
    }
  }

  @Test
  void clientsSynonymAndExclusion() throws SQLException {
    try (NlAssert nl = fleet7()) {
      nl.ask("list customers").hasRows(count("SELECT count(*) FROM clients WHERE fleet_id = 7"));
      nl.ask("/new how many shipments were not delivered")
          .hasRows(1)
          .everyRow("counts the fleet's undelivered shipments", row -> row.values().stream()
              .anyMatch(v -> v instanceof Number && ((Number) v).intValue() == uncheckedCount(
                  "SELECT count(*) FROM shipments WHERE status <> 'delivered' AND fleet_id = 7")));
    }
  }

  private static int uncheckedCount(String sql) {
    try {
      return count(sql);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int count(String sql) throws SQLException {
    return decimal(sql).intValue();
  }

  private static BigDecimal decimal(String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(scratch.url());
        ResultSet rs = c.createStatement().executeQuery(sql)) {
      rs.next();
      return rs.getBigDecimal(1);
    }
  }
}
