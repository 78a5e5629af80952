package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.Engine;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * "How many client invoices": a singular word naming one table right before a plural word
 * naming another only qualifies it; the head word names the rows counted or listed. Two shapes.
 */
class CompoundNounTest {

  private static SmallDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("compound_nouns",
        "CREATE TABLE clients (client_id INT PRIMARY KEY, client_name VARCHAR(40))",
        "CREATE TABLE invoices (invoice_id INT PRIMARY KEY,"
            + " client_id INT REFERENCES clients, total DECIMAL(8, 2))",
        "CREATE TABLE teams (team_id INT PRIMARY KEY, team_name VARCHAR(40))",
        "CREATE TABLE players (player_id INT PRIMARY KEY,"
            + " team_id INT NOT NULL REFERENCES teams, player_name VARCHAR(40), town VARCHAR(40))",
        "INSERT INTO clients VALUES (1, 'Ada'), (2, 'Bo'), (3, 'Cy')",
        "INSERT INTO invoices VALUES (1, 1, 10), (2, 1, 20), (3, 2, 30), (4, 2, 5),"
            + " (5, NULL, 7)",
        "INSERT INTO teams VALUES (1, 'Reds'), (2, 'Blues')",
        "INSERT INTO players VALUES (1, 1, 'Ari', 'Oslo'), (2, 1, 'Bea', 'Bergen'),"
            + " (3, 2, 'Cal', 'Oslo'), (4, 2, 'Dag', 'Oslo')");
    engine = db.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void theHeadWord_isCounted() throws SQLException {
    GeneratedQuery invoices = engine.ask("how many client invoices are there?");
    assertEquals(5, db.count(invoices.sql()), invoices.sql());
    GeneratedQuery players = engine.ask("how many team players do we have?");
    assertEquals(4, db.count(players.sql()), players.sql());
  }

  @Test
  void theHeadWord_isListed() throws SQLException {
    GeneratedQuery q = engine.ask("list the team players in Oslo");
    assertEquals(3, db.rows(q.sql()), q.sql());
  }

  @Test
  void aTableNamedApart_isStillTheSubject() throws SQLException {
    GeneratedQuery q = engine.ask("how many clients have invoices?");
    assertEquals(2, db.count(q.sql()), q.sql());
    GeneratedQuery teams = engine.ask("how many teams have players?");
    assertEquals(2, db.count(teams.sql()), teams.sql());
  }
}
