package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.testing.Engine;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * "Top N entities by number of children" ranks the entities by their count of child rows,
 * ties broken by the entity's label; and a stored value spelled like a cue word is a value.
 */
class RankingByCountTest {

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
  void topN_byNumberOfChildRows_breaksTiesByLabel() throws SQLException {
    GeneratedQuery q = new Engine(db.schema(), "fleet_id")
        .ask("top 2 vehicles by number of shipments");
    assertEquals(db.rows("SELECT v.plate FROM vehicles v JOIN shipments s"
        + " ON s.vehicle_id = v.vehicle_id GROUP BY v.vehicle_id, v.plate"
        + " ORDER BY COUNT(*) DESC, v.plate LIMIT 2"), db.rows(q.sql()), q.sql());
  }

  @Test
  void topN_byNumberOfGrandchildRows() throws SQLException {
    GeneratedQuery q = new Engine(db.schema(), "fleet_id")
        .ask("top 1 depots by number of shipments");
    assertEquals(db.rows("SELECT d.depot_name FROM depots d JOIN vehicles v"
        + " ON v.depot_id = d.depot_id JOIN shipments s ON s.vehicle_id = v.vehicle_id"
        + " GROUP BY d.depot_id, d.depot_name ORDER BY COUNT(*) DESC, d.depot_name LIMIT 1"),
        db.rows(q.sql()), q.sql());
  }

  @Test
  void aCapitalisedValue_thatSpellsACueWord_isTheValue() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:ranking_values;DB_CLOSE_DELAY=-1");
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE funds (fund_id INT PRIMARY KEY, fund_nm VARCHAR(40) NOT NULL,"
          + " style VARCHAR(20) NOT NULL, launched_on DATE NOT NULL)");
      s.execute("INSERT INTO funds VALUES (1, 'Alder', 'Income', DATE '2020-01-01'),"
          + " (2, 'Birch', 'Growth', DATE '2021-02-01'), (3, 'Cedar', 'Growth', DATE '2022-03-01')");
      Engine engine = new Engine(SchemaLoader.defaults().load(c), null);
      engine.ask("how many funds have the Income style?");
      GeneratedQuery growth = engine.refine("and in Growth?");
      try (Statement q = c.createStatement();
          java.sql.ResultSet rs = q.executeQuery(growth.sql())) {
        rs.next();
        assertEquals(1, rs.getMetaData().getColumnCount(), growth.sql());
        assertEquals(2, rs.getInt(1), growth.sql());
      } finally {
        s.execute("DROP ALL OBJECTS");
      }
    }
  }
}
