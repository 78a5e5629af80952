package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.testing.Engine;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.Select;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What the pipeline relies on: one SELECT, 42000 errors, determinism, speed. */
class GeneratorContractTest {

  private static final List<String> QUESTIONS = List.of("show me all vehicles",
      "how many trucks", "shipments over 10000 kg", "shipments in the last 90 days",
      "total weight of shipments per depot", "top 3 vehicles by total weight",
      "drivers without shipments", "shipment trend this year by depot",
      "average declared value of shipments by vehicle kind", "shipments excluding returned",
      "which driver was hired most recently", "drivers with at least 2 shipments",
      "shipments from Oslo or Porto in Q4 2025", "count of vans per depot sorted by city");

  private static LogisticsDb db;

  @BeforeAll
  static void open() throws SQLException {
    db = new LogisticsDb();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void everyQuery_isOneSelect_thatRuns() throws Exception {
    Engine engine = new Engine(db.schema(), "fleet_id");
    for (String question : QUESTIONS) {
      GeneratedQuery q = engine.ask(question);
      Statement parsed = CCJSqlParserUtil.parse(q.sql());
      assertInstanceOf(Select.class, parsed, question + " -> " + q.sql());
      db.rows(q.sql());
      assertTrue(q.confidence() > 0 && q.confidence() <= 1, question);
      assertTrue(!q.explanation().isBlank(), question);
    }
  }

  @Test
  void unknownWords_fail42000_namingThemAndTheTables() {
    SQLException e = assertThrows(SQLException.class,
        () -> new Engine(db.schema(), "fleet_id").ask("show me the unicorns"));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().startsWith("no table matches 'unicorns'; tables: depots,"),
        e.getMessage());
  }

  @Test
  void emptyQuestion_fails42000() {
    SQLException e = assertThrows(SQLException.class,
        () -> new Engine(db.schema(), "fleet_id").ask("  "));
    assertEquals("42000", e.getSQLState());
  }

  @Test
  void sameRequest_sameSql_acrossInstances() throws SQLException {
    for (String question : QUESTIONS) {
      assertEquals(new Engine(db.schema(), "fleet_id").ask(question).sql(),
          new Engine(db.schema(), "fleet_id").ask(question).sql(), question);
    }
  }

  @Test
  void refinementOfAQueryWithoutAPlan_generatesFromTheQuestion() throws SQLException {
    GeneratedQuery foreign = new GeneratedQuery("SELECT * FROM vehicles", "from a model", 0.9,
        null, null);
    GeneratedQuery q = new OfflineSqlGenerator().generate(new GenerationRequest(
        "show vehicles sorted by plate", new RefinementContext("show vehicles", foreign,
            "sorted by plate", List.of("show vehicles")), db.schema(), "fleet_id", Map.of()));
    assertEquals(db.rows("SELECT * FROM vehicles ORDER BY plate"), db.rows(q.sql()));
  }

  @Test
  void hostileText_staysInsideOneStringLiteral() throws Exception {
    String question = "drivers named 'x'') OR 1=1; DROP TABLE drivers; --'";
    GeneratedQuery q = new Engine(db.schema(), "fleet_id").ask(question);
    Statement parsed = CCJSqlParserUtil.parse(q.sql());
    assertInstanceOf(Select.class, parsed, q.sql());
    assertTrue(q.sql().startsWith("SELECT "), q.sql());
    db.rows(q.sql());
  }
}
