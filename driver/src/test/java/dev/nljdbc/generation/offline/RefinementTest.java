package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.testing.Engine;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Follow-ups edit the current query; their results are checked against hand-written SQL. */
class RefinementTest {

  private static LogisticsDb db;

  @BeforeAll
  static void open() throws SQLException {
    db = new LogisticsDb();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private static void assertRows(String expectedSql, GeneratedQuery q) throws SQLException {
    List<String> expected = new ArrayList<>(db.rows(expectedSql));
    List<String> actual = new ArrayList<>(db.rows(q.sql()));
    Collections.sort(expected);
    Collections.sort(actual);
    assertEquals(expected, actual, q.sql());
  }

  @Test
  void filterSortAndLimit_accumulate() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    GeneratedQuery all = engine.ask("show shipments");
    assertNull(all.refinementSummary());
    GeneratedQuery delivered = engine.refine("only delivered");
    assertRows("SELECT * FROM shipments WHERE status = 'delivered'", delivered);
    assertTrue(delivered.refinementSummary().startsWith("Added a filter: status"),
        delivered.refinementSummary());
    GeneratedQuery sorted = engine.refine("sort by weight descending");
    assertEquals(db.rows("SELECT * FROM shipments WHERE status = 'delivered'"
        + " ORDER BY weight_kg DESC"), db.rows(sorted.sql()), sorted.sql());
    GeneratedQuery limited = engine.refine("limit 5");
    assertEquals(db.rows("SELECT * FROM shipments WHERE status = 'delivered'"
        + " ORDER BY weight_kg DESC LIMIT 5"), db.rows(limited.sql()), limited.sql());
    assertEquals("Limited to 5 rows", limited.refinementSummary());
  }

  @Test
  void theMonthBefore_movesThePeriodBackOneMonth() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("how many shipments were shipped last month?");
    GeneratedQuery before = engine.refine("and the month before?");
    assertRows("SELECT COUNT(*) FROM shipments WHERE shipped_at >= DATEADD('MONTH', -2,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE)) AND shipped_at < DATEADD('MONTH', -1,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE))", before);
    assertTrue(before.refinementSummary().startsWith("Moved the period"),
        before.refinementSummary());
    GeneratedQuery yearBefore = engine.refine("and the year before?");
    assertRows("SELECT COUNT(*) FROM shipments WHERE shipped_at >= DATEADD('MONTH', -14,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE)) AND shipped_at < DATEADD('MONTH', -13,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE))", yearBefore);
  }

  @Test
  void theMonthBeforeThat_andThePreviousYear_moveThePeriod() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("how many shipments were shipped last month?");
    GeneratedQuery before = engine.refine("and the month before that?");
    assertRows("SELECT COUNT(*) FROM shipments WHERE shipped_at >= DATEADD('MONTH', -2,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE)) AND shipped_at < DATEADD('MONTH', -1,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE))", before);
    GeneratedQuery yearBefore = engine.refine("what about the previous year?");
    assertRows("SELECT COUNT(*) FROM shipments WHERE shipped_at >= DATEADD('MONTH', -14,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE)) AND shipped_at < DATEADD('MONTH', -13,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE))", yearBefore);
  }

  @Test
  void aWholeQuestionThatIsNoChange_runsOnItsOwn() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show shipments from Oslo");
    GeneratedQuery vehicles = engine.refine("and which vehicles are there?");
    assertRows("SELECT * FROM vehicles", vehicles);
    assertTrue(vehicles.refinementSummary().startsWith("Read as a question of its own"),
        vehicles.refinementSummary());
  }

  @Test
  void anEllipticalOtherSubject_afterConditions_isStillRefused() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show shipments from Oslo");
    SQLException refused = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
        () -> engine.refine("and the drivers?"));
    assertEquals("42000", refused.getSQLState());
  }

  @Test
  void period_isAddedThenReplaced() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("list all shipments");
    GeneratedQuery lastYear = engine.refine("Only from last year");
    assertRows("SELECT * FROM shipments WHERE EXTRACT(YEAR FROM shipped_at)"
        + " = EXTRACT(YEAR FROM CURRENT_DATE) - 1", lastYear);
    GeneratedQuery thisYear = engine.refine("what about this year?");
    assertRows("SELECT * FROM shipments WHERE EXTRACT(YEAR FROM shipped_at)"
        + " = EXTRACT(YEAR FROM CURRENT_DATE)", thisYear);
    assertTrue(thisYear.refinementSummary().startsWith("Replaced the period"),
        thisYear.refinementSummary());
  }

  @Test
  void trend_thenGroup_thenValue_thenAnotherYear() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    int year = java.time.LocalDate.now().getYear() - 1;
    engine.ask("shipment trend in " + year);
    GeneratedQuery byDepot = engine.refine("by depot");
    assertTrue(byDepot.sql().toLowerCase().contains("group by"), byDepot.sql());
    GeneratedQuery oslo = engine.refine("for Oslo only");
    assertRows("SELECT FORMATDATETIME(s.shipped_at, 'yyyy-MM'), d.depot_name, COUNT(*)"
        + " FROM shipments s JOIN vehicles v ON v.vehicle_id = s.vehicle_id"
        + " JOIN depots d ON d.depot_id = v.depot_id WHERE d.city = 'Oslo'"
        + " AND EXTRACT(YEAR FROM s.shipped_at) = " + year
        + " GROUP BY FORMATDATETIME(s.shipped_at, 'yyyy-MM'), d.depot_id, d.depot_name", oslo);
    GeneratedQuery other = engine.refine("what about " + (year - 1) + "?");
    assertRows("SELECT FORMATDATETIME(s.shipped_at, 'yyyy-MM'), d.depot_name, COUNT(*)"
        + " FROM shipments s JOIN vehicles v ON v.vehicle_id = s.vehicle_id"
        + " JOIN depots d ON d.depot_id = v.depot_id WHERE d.city = 'Oslo'"
        + " AND EXTRACT(YEAR FROM s.shipped_at) = " + (year - 1)
        + " GROUP BY FORMATDATETIME(s.shipped_at, 'yyyy-MM'), d.depot_id, d.depot_name", other);
  }

  @Test
  void valueOfTheSameColumn_replacesUnlessAdded() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("shipments from Oslo");
    GeneratedQuery porto = engine.refine("what about Porto?");
    assertTrue(porto.sql().contains("'Porto'") && !porto.sql().contains("'Oslo'"), porto.sql());
    GeneratedQuery both = engine.refine("also Lyon");
    assertTrue(both.sql().contains("'Porto'") && both.sql().contains("'Lyon'"), both.sql());
  }

  @Test
  void exclusion_andGroupingOfAListing() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show shipments");
    GeneratedQuery excluded = engine.refine("exclude returned");
    assertRows("SELECT * FROM shipments WHERE status <> 'returned'", excluded);
    GeneratedQuery grouped = engine.refine("by status");
    assertRows("SELECT status, COUNT(*) FROM shipments WHERE status <> 'returned'"
        + " GROUP BY status", grouped);
  }

  @Test
  void refinement_neverChangesThePreviousPlan() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    GeneratedQuery first = engine.ask("show vehicles");
    QueryPlan before = (QueryPlan) first.plan();
    String planText = before.toString();
    GeneratedQuery second = engine.refine("only trucks");
    assertNotNull(second.plan());
    assertEquals(planText, ((QueryPlan) first.plan()).toString());
    assertEquals("SELECT * FROM vehicles", first.sql());
  }

  @Test
  void feedbackAboutAnotherTable_generatesFromTheStandaloneQuestion() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show vehicles");
    GeneratedQuery drivers = engine.refine("show me all drivers", "show me all drivers");
    assertNull(drivers.refinementSummary());
    assertRows("SELECT * FROM drivers", drivers);
  }

  @Test
  void unknownFeedback_fallsBackToTheStandaloneQuestion() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show vehicles");
    GeneratedQuery q = engine.refine("hmm", "show vehicles with a capacity over 15000");
    assertRows("SELECT * FROM vehicles WHERE capacity_kg > 15000", q);
  }

  @Test
  void additivePeriod_isAnAlternative_andTheMaximumIsKept() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    int year = java.time.LocalDate.now().getYear();
    engine.ask("shipments in " + (year - 1));
    GeneratedQuery both = engine.refine("also those in " + year);
    assertRows("SELECT * FROM shipments WHERE EXTRACT(YEAR FROM shipped_at) >= " + (year - 1),
        both);
    engine.ask("average weight of shipments per status");
    GeneratedQuery top = engine.refine("which one has the highest?");
    assertEquals(db.rows("SELECT status, AVG(weight_kg) a FROM shipments GROUP BY status"
        + " ORDER BY a DESC LIMIT 1"), db.rows(top.sql()), top.sql());
  }

  @Test
  void forEachOfThose_groupsByTheShownColumn() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show the different kinds of vehicles");
    GeneratedQuery counted = engine.refine("for each of those, how many are there?");
    assertRows("SELECT kind, COUNT(*) FROM vehicles GROUP BY kind", counted);
  }
}
