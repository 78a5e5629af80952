package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A weekly series on a schema of its own (a help desk, beside the shop of
 * {@link BusinessShapesTest}): the week of the date the rows are about, never the date a parent
 * row was created, each week's count as a hand-written query gives it.
 */
class WeeklySeriesTest {

  private static final String WEEK = "EXTRACT(ISO_WEEK_YEAR FROM %1$s) * 100"
      + " + EXTRACT(ISO_WEEK FROM %1$s)";
  private static SmallDb db;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("weekly_series",
        "CREATE TABLE agents (agent_id INT PRIMARY KEY, full_name VARCHAR(40) NOT NULL,"
            + " created_at DATE NOT NULL)",
        "CREATE TABLE tickets (ticket_id INT PRIMARY KEY, agent_id INT NOT NULL REFERENCES"
            + " agents(agent_id), opened_on DATE NOT NULL, priority VARCHAR(10) NOT NULL)",
        "INSERT INTO agents VALUES (1, 'Ana Ruiz', CURRENT_DATE - 400),"
            + " (2, 'Ben Okoro', CURRENT_DATE - 3)",
        "INSERT INTO tickets VALUES (1, 1, CURRENT_DATE - 21, 'high'),"
            + " (2, 1, CURRENT_DATE - 20, 'low'), (3, 2, CURRENT_DATE - 14, 'low'),"
            + " (4, 2, CURRENT_DATE - 7, 'high'), (5, 1, CURRENT_DATE - 7, 'low'),"
            + " (6, 2, CURRENT_DATE - 6, 'low'), (7, 1, CURRENT_DATE, 'high')");
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void ticketsPerWeek_countsEachWeekOfTheOpeningDate() throws SQLException {
    for (String question : List.of("number of tickets per week", "tickets opened each week",
        "weekly ticket count")) {
      GeneratedQuery q = db.engine().ask(question);
      String week = String.format(WEEK, "opened_on");
      List<String> gold = db.lines("SELECT COUNT(*) FROM tickets GROUP BY " + week
          + " ORDER BY " + week);
      assertEquals(gold, db.lines("SELECT n FROM (" + q.sql() + ") t(w, n) ORDER BY w"),
          question + ": " + q.sql());
      assertTrue(q.sql().contains("opened_on") && !q.sql().contains("created_at"),
          question + ": " + q.sql());
    }
  }
}
