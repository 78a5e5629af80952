package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.Engine;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Questions on a schema the engine was never told about, checked by their result rows. */
class PlannerTest {

  private static LogisticsDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new LogisticsDb();
    engine = new Engine(db.schema(), "fleet_id");
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private static void assertSameRows(String expectedSql, String question) throws SQLException {
    GeneratedQuery q = engine.ask(question);
    List<String> expected = new ArrayList<>(db.rows(expectedSql));
    List<String> actual = new ArrayList<>(db.rows(q.sql()));
    Collections.sort(expected);
    Collections.sort(actual);
    assertEquals(expected, actual, question + " -> " + q.sql());
  }

  private static void assertSameOrderedRows(String expectedSql, String question)
      throws SQLException {
    GeneratedQuery q = engine.ask(question);
    assertEquals(db.rows(expectedSql), db.rows(q.sql()), question + " -> " + q.sql());
  }

  @Test
  void listing_allRowsOfTheNamedTable() throws SQLException {
    assertSameRows("SELECT * FROM vehicles", "show me all vehicles");
    assertSameRows("SELECT * FROM drivers", "List drivers");
  }

  @Test
  void synonym_namesTheTable() throws SQLException {
    assertSameRows("SELECT * FROM vehicles", "list all lorries");
    assertSameRows("SELECT * FROM shipments", "show consignments");
  }

  @Test
  void sampledValue_filtersItsColumn_evenThroughAPlural() throws SQLException {
    assertSameRows("SELECT COUNT(*) FROM vehicles WHERE kind = 'truck'", "how many trucks");
    assertSameRows("SELECT * FROM drivers WHERE status = 'on leave'", "drivers on leave");
  }

  @Test
  void valueOfAReferencedTable_joinsAlongForeignKeys() throws SQLException {
    assertSameRows("SELECT s.* FROM shipments s JOIN vehicles v ON v.vehicle_id = s.vehicle_id"
        + " JOIN depots d ON d.depot_id = v.depot_id WHERE d.city = 'Oslo'",
        "shipments from Oslo");
  }

  @Test
  void numericComparison_withAUnitNamingTheColumn() throws SQLException {
    assertSameRows("SELECT * FROM shipments WHERE weight_kg > 10000",
        "shipments over 10000 kg");
    assertSameRows("SELECT * FROM shipments WHERE weight_kg BETWEEN 2000 AND 5000",
        "shipments between 2000 and 5000 kg");
    assertSameRows("SELECT * FROM vehicles WHERE capacity_kg >= 20000",
        "vehicles with a capacity of at least 20,000");
  }

  @Test
  void relativePeriods_onTheTablesDateColumn() throws SQLException {
    assertSameRows("SELECT * FROM shipments WHERE shipped_at >= CURRENT_DATE - 90",
        "shipments in the last 90 days");
    assertSameRows("SELECT COUNT(*) FROM shipments WHERE shipped_at >= DATE_TRUNC('YEAR',"
        + " CURRENT_DATE)", "how many shipments this year");
    assertSameRows("SELECT * FROM shipments WHERE shipped_at >= DATEADD(MONTH, -1,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE)) AND shipped_at < DATE_TRUNC('MONTH', CURRENT_DATE)",
        "shipments last month");
  }

  @Test
  void aggregates_countSumAverageMinimumMaximum() throws SQLException {
    assertSameRows("SELECT COUNT(*) FROM shipments", "how many shipments are there?");
    assertSameRows("SELECT SUM(weight_kg) FROM shipments", "total weight of all shipments");
    assertSameRows("SELECT AVG(declared_value) FROM shipments",
        "average declared value of shipments");
    assertSameRows("SELECT MIN(capacity_kg) FROM vehicles", "minimum capacity of vehicles");
    assertSameRows("SELECT MAX(weight_kg) FROM shipments", "what is the heaviest shipment weight");
  }

  @Test
  void grouping_byAColumnAndByAReferencedTable() throws SQLException {
    assertSameRows("SELECT status, COUNT(*) FROM shipments GROUP BY status",
        "how many shipments per status");
    assertSameRows("SELECT d.depot_name, SUM(s.weight_kg) FROM shipments s JOIN vehicles v"
        + " ON v.vehicle_id = s.vehicle_id JOIN depots d ON d.depot_id = v.depot_id"
        + " GROUP BY d.depot_id, d.depot_name", "total weight of shipments per depot");
    assertSameRows("SELECT v.kind, AVG(s.declared_value) FROM shipments s JOIN vehicles v"
        + " ON v.vehicle_id = s.vehicle_id GROUP BY v.kind",
        "average declared value of shipments by vehicle kind");
  }

  @Test
  void topN_ranksEntitiesByAMeasureOfTheirRows() throws SQLException {
    assertSameOrderedRows("SELECT v.plate, SUM(s.weight_kg) w FROM shipments s JOIN vehicles v"
        + " ON v.vehicle_id = s.vehicle_id GROUP BY v.vehicle_id, v.plate ORDER BY w DESC"
        + " LIMIT 3", "top 3 vehicles by total weight");
    assertSameOrderedRows("SELECT * FROM vehicles ORDER BY capacity_kg DESC LIMIT 2",
        "the 2 vehicles with the largest capacity");
  }

  @Test
  void exclusion_ofASampledValue() throws SQLException {
    assertSameRows("SELECT * FROM shipments WHERE status <> 'returned'",
        "shipments excluding returned");
    assertSameRows("SELECT * FROM shipments WHERE status <> 'returned'",
        "shipments that were not returned");
  }

  @Test
  void tableWithoutRows_inAnotherTable() throws SQLException {
    assertSameRows("SELECT * FROM drivers WHERE driver_id NOT IN"
        + " (SELECT driver_id FROM shipments WHERE driver_id IS NOT NULL)",
        "drivers without shipments");
  }

  @Test
  void sortingAndSuperlatives() throws SQLException {
    assertSameOrderedRows("SELECT * FROM drivers ORDER BY full_name",
        "drivers sorted by full name");
    assertSameOrderedRows("SELECT full_name FROM drivers ORDER BY hired_on DESC LIMIT 1",
        "which driver was hired most recently");
  }

  @Test
  void trend_groupsByMonthOfTheDateColumn_inTimeOrder() throws SQLException {
    GeneratedQuery q = engine.ask("shipment trend this year");
    List<String> rows = db.rows(q.sql());
    List<String> sorted = new ArrayList<>(rows);
    Collections.sort(sorted);
    assertEquals(sorted, rows, "months in order: " + q.sql());
    assertFalse(rows.isEmpty());
    assertTrue(rows.get(0).matches("\\d{4}-\\d{2}\\|.*"), rows.get(0));
  }

  @Test
  void tenantColumn_isNeverAJoinPathNorASampledValue() throws SQLException {
    String sql = engine.ask("number of drivers per depot").sql().toLowerCase();
    assertFalse(sql.contains("fleet_id"), sql);
  }
}
