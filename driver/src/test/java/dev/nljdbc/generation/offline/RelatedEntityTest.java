package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.testing.Engine;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Follow-ups that ask which entity the current rows belong to ("which vehicles were they
 * for?", "who were they for?"), and counts asked of sorted rows, run on H2 and checked against
 * hand-written SQL.
 */
class RelatedEntityTest {

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
  void whichParent_listsEachParentOfTheCurrentRowsOnce() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show delivered shipments");
    GeneratedQuery vehicles = engine.refine("which vehicles were they for?");
    assertRows("SELECT DISTINCT v.* FROM vehicles v JOIN shipments s ON s.vehicle_id = v.vehicle_id"
        + " WHERE s.status = 'delivered'", vehicles);
    assertTrue(vehicles.refinementSummary().contains("vehicles"), vehicles.refinementSummary());
    GeneratedQuery counted = engine.refine("how many are there?");
    assertRows("SELECT COUNT(DISTINCT vehicle_id) FROM shipments WHERE status = 'delivered'",
        counted);
  }

  @Test
  void aTotalAfterwards_isOfTheRowsTheEntitiesWereDrawnFrom() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show delivered shipments");
    engine.refine("which drivers were they for?");
    GeneratedQuery average = engine.refine("what is the average weight?");
    assertRows("SELECT AVG(weight_kg) FROM shipments WHERE status = 'delivered'", average);
  }

  @Test
  void whichParent_ofTheFirstFewRows_keepsTheirOrderAndLimitInside() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("the last 4 shipments");
    GeneratedQuery vehicles = engine.refine("which vehicles were they for?");
    assertTrue(vehicles.sql().contains("LIMIT 4"), vehicles.sql());
    assertRows("SELECT v.* FROM vehicles v WHERE v.vehicle_id IN (SELECT vehicle_id FROM"
        + " (SELECT * FROM shipments ORDER BY shipped_at DESC LIMIT 4) t)", vehicles);
    GeneratedQuery counted = engine.refine("how many are there?");
    assertRows("SELECT COUNT(DISTINCT vehicle_id) FROM (SELECT * FROM shipments"
        + " ORDER BY shipped_at DESC LIMIT 4) t", counted);
  }

  @Test
  void whichChildren_listsTheRowsBelongingToTheCurrentRows() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show depots in Oslo");
    GeneratedQuery vehicles = engine.refine("which vehicles do they have?");
    assertRows("SELECT v.* FROM vehicles v JOIN depots d ON d.depot_id = v.depot_id"
        + " WHERE d.city = 'Oslo'", vehicles);
  }

  @Test
  void their_namesTheRelatedTable() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show returned shipments");
    GeneratedQuery drivers = engine.refine("show their drivers");
    assertRows("SELECT DISTINCT d.* FROM drivers d JOIN shipments s ON s.driver_id = d.driver_id"
        + " WHERE s.status = 'returned'", drivers);
  }

  @Test
  void filtersOnTheNamedTable_stayOnIt() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show shipments of trucks");
    GeneratedQuery vehicles = engine.refine("which vehicles were they for?");
    assertRows("SELECT * FROM vehicles WHERE kind = 'truck'", vehicles);
  }

  @Test
  void grandparent_isReachedThroughTheRowsInBetween() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show vans");
    GeneratedQuery depots = engine.refine("which depots do they belong to?");
    assertRows("SELECT DISTINCT d.* FROM depots d JOIN vehicles v ON v.depot_id = d.depot_id"
        + " WHERE v.kind = 'van'", depots);
  }

  @Test
  void who_withSeveralTablesOfPeople_isAskedThenFollowsTheAnswer() throws SQLException {
    OfflineSqlGenerator generator = new OfflineSqlGenerator();
    Engine engine = new Engine(db.schema(), "fleet_id");
    GeneratedQuery returned = engine.ask("show returned shipments");
    GenerationRequest who = new GenerationRequest("show returned shipments who were they for",
        new RefinementContext("show returned shipments", returned, "who were they for?",
            List.of("show returned shipments")), db.schema(), "fleet_id", Map.of());
    List<String> choices = generator.relatedEntityChoices(who);
    assertEquals(List.of("drivers", "depots"), lower(choices));
    GenerationRequest answered = new GenerationRequest(who.question(), who.refinement(),
        db.schema(), "fleet_id", Map.of("who", choices.get(0)));
    assertTrue(generator.relatedEntityChoices(answered).isEmpty());
    assertRows("SELECT DISTINCT d.* FROM drivers d JOIN shipments s ON s.driver_id = d.driver_id"
        + " WHERE s.status = 'returned'", generator.generate(answered));
  }

  @Test
  void aQuestionAboutTheRowsThemselves_isNoFollowUpToAnotherTable() {
    OfflineSqlGenerator generator = new OfflineSqlGenerator();
    GenerationRequest request = new GenerationRequest("who are the drivers", null, db.schema(),
        "fleet_id", Map.of());
    assertTrue(generator.relatedEntityChoices(request).isEmpty());
  }

  @Test
  void aCountOfSortedRows_dropsTheSorting() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    engine.ask("show delivered shipments");
    engine.refine("sort them by weight");
    GeneratedQuery counted = engine.refine("how many are there?");
    assertFalse(counted.sql().toUpperCase(Locale.ROOT).contains("ORDER BY"), counted.sql());
    assertRows("SELECT COUNT(*) FROM shipments WHERE status = 'delivered'", counted);
  }

  private static List<String> lower(List<String> names) {
    List<String> lower = new ArrayList<>();
    for (String n : names) {
      lower.add(n.toLowerCase(Locale.ROOT));
    }
    return lower;
  }
}
