package dev.nljdbc.dialog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Short follow-ups that regroup the current query ("split by employee and contractor", "by
 * source?"): the measure, period and filters are kept and one row per group comes back; rows
 * checked against hand-written SQL.
 */
class RegroupingFollowUpTest {
  private static SmallDb db;
  private static SchemaSnapshot schema;

  @BeforeAll
  static void createDesk() throws SQLException {
    db = new SmallDb("regrouping_follow_up",
        "CREATE TABLE drivers (driver_id INT PRIMARY KEY, full_name VARCHAR(40), "
            + "driver_type VARCHAR(10))",
        "CREATE TABLE driver_pay (pay_id INT PRIMARY KEY, driver_id INT REFERENCES "
            + "drivers(driver_id), paid_on DATE, gross_amount DECIMAL(10,2))",
        "CREATE TABLE enquiries (enquiry_id INT PRIMARY KEY, lead_source VARCHAR(20), "
            + "received_on DATE)",
        "CREATE TABLE repairs (repair_id INT PRIMARY KEY, source VARCHAR(20), cost DECIMAL(10,2))",
        "CREATE TABLE staff (staff_id INT PRIMARY KEY, dept_cd VARCHAR(3), hired_on DATE)",
        "INSERT INTO staff VALUES (1, 'OPS', CURRENT_DATE), (2, 'OPS', CURRENT_DATE), "
            + "(3, 'FIN', CURRENT_DATE)",
        "INSERT INTO drivers VALUES (1, 'Ann Lee', 'employee'), (2, 'Bo Chan', 'contractor'), "
            + "(3, 'Cy Dunn', 'employee'), (4, 'Di Egan', 'agency')",
        "INSERT INTO driver_pay VALUES (1, 1, CURRENT_DATE, 100), (2, 2, CURRENT_DATE, 70), "
            + "(3, 3, CURRENT_DATE, 50), (4, 4, CURRENT_DATE, 30), "
            + "(5, 1, DATEADD('YEAR', -2, CURRENT_DATE), 900)",
        "INSERT INTO enquiries VALUES (1, 'website', CURRENT_DATE), (2, 'website', CURRENT_DATE), "
            + "(3, 'walk in', CURRENT_DATE), (4, 'phone', DATEADD('YEAR', -2, CURRENT_DATE))",
        "INSERT INTO repairs VALUES (1, 'phone', 10), (2, 'portal', 20), (3, 'staff', 5)");
    schema = db.schema();
  }

  @AfterAll
  static void drop() throws SQLException {
    db.close();
  }

  private static PendingTurn run(Conversation c, String text) throws SQLException {
    PendingTurn turn = assertInstanceOf(Reply.Run.class, c.ask(text)).turn();
    c.completed(turn, turn.sql(), 1);
    return turn;
  }

  @Test
  void splitByTwoValues_groupsByTheirColumn_keepingTheTotal() throws SQLException {
    Conversation c = Conversation.builder(new OfflineSqlGenerator(), () -> schema).build();
    run(c, "total gross amount of driver pay this year");
    PendingTurn split = run(c, "split by employee and contractor");
    assertEquals(db.lines("SELECT d.driver_type, SUM(p.gross_amount) FROM driver_pay p "
        + "JOIN drivers d ON d.driver_id = p.driver_id WHERE d.driver_type IN ('employee', "
        + "'contractor') AND YEAR(p.paid_on) = YEAR(CURRENT_DATE) GROUP BY d.driver_type "
        + "ORDER BY d.driver_type"), db.lines(split.sql()), split.sql());
  }

  @Test
  void byAWordOfACurrentColumn_regroupsTheCurrentRows_notAnotherTable() throws SQLException {
    Conversation c = Conversation.builder(new OfflineSqlGenerator(), () -> schema).build();
    run(c, "how many enquiries did we receive this year?");
    PendingTurn bySource = run(c, "by source?");
    assertEquals(Intent.REFINEMENT, bySource.intent());
    assertEquals(db.lines("SELECT lead_source, COUNT(*) FROM enquiries "
        + "WHERE YEAR(received_on) = YEAR(CURRENT_DATE) GROUP BY lead_source "
        + "ORDER BY lead_source"), db.lines(bySource.sql()), bySource.sql());
  }

  @Test
  void byAFullWordOfAnAbbreviatedColumn_groupsTheCurrentCount() throws SQLException {
    Conversation c = Conversation.builder(new OfflineSqlGenerator(), () -> schema).build();
    run(c, "how many staff do we have?");
    PendingTurn byDepartment = run(c, "by department");
    assertEquals(db.lines("SELECT dept_cd, COUNT(*) FROM staff GROUP BY dept_cd ORDER BY dept_cd"),
        db.lines(byDepartment.sql()), byDepartment.sql());
  }
}
