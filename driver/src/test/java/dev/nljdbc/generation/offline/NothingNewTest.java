package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.Engine;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Feedback that names nothing and asks for no change ("show me the data") is the current query. */
class NothingNewTest {

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
  void feedbackThatNamesNothing_keepsTheCurrentQuery() throws SQLException {
    Engine engine = new Engine(db.schema(), "fleet_id");
    GeneratedQuery delivered = engine.ask("show delivered shipments");
    GeneratedQuery again = engine.refine("show me the data", "show me the data");
    assertEquals(delivered.sql(), again.sql());
    assertEquals("Nothing to change: the current query again", again.refinementSummary());
    GeneratedQuery counted = engine.refine("how many?", "how many?");
    assertEquals(db.rows("SELECT COUNT(*) FROM shipments WHERE status = 'delivered'"),
        db.rows(counted.sql()), counted.sql());
  }
}
