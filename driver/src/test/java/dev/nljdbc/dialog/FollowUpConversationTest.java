package dev.nljdbc.dialog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Short follow-ups typed in one conversation (docs/clarification.md#follow-ups): a period moved
 * ("and the month before that?"), and a whole question that is no change to the current query,
 * run on its own rather than refused; their rows are checked against hand-written SQL.
 */
class FollowUpConversationTest {
  private static SmallDb db;
  private static SchemaSnapshot schema;

  @BeforeAll
  static void createShop() throws SQLException {
    db = new SmallDb("follow_up_conversation",
        "CREATE TABLE customers (customer_id INT PRIMARY KEY, name VARCHAR(40))",
        "CREATE TABLE orders (order_id INT PRIMARY KEY, customer_id INT REFERENCES "
            + "customers(customer_id), order_date DATE, status VARCHAR(20), "
            + "total_amount DECIMAL(10,2))",
        "INSERT INTO customers VALUES (1, 'Ann'), (2, 'Bo')",
        "INSERT INTO orders VALUES "
            + "(1, 1, DATEADD('MONTH', -1, CURRENT_DATE), 'shipped', 10), "
            + "(2, 2, DATEADD('MONTH', -2, CURRENT_DATE), 'shipped', 20), "
            + "(3, 2, DATEADD('MONTH', -2, CURRENT_DATE), 'cancelled', 30), "
            + "(4, 1, DATEADD('MONTH', -3, CURRENT_DATE), 'cancelled', 40)");
    schema = db.schema();
  }

  @AfterAll
  static void drop() throws SQLException {
    db.close();
  }

  private static Conversation conversation() {
    return Conversation.builder(new OfflineSqlGenerator(), () -> schema).build();
  }

  private static PendingTurn run(Conversation c, String text) throws SQLException {
    PendingTurn turn = assertInstanceOf(Reply.Run.class, c.ask(text)).turn();
    c.completed(turn, turn.sql(), 1);
    return turn;
  }

  private static List<String> rows(String sql) throws SQLException {
    return db.lines(sql);
  }

  @Test
  void theMonthBeforeThat_movesThePeriodBack() throws SQLException {
    Conversation c = conversation();
    run(c, "how many orders were placed last month?");
    PendingTurn before = run(c, "and the month before that?");
    assertEquals(Intent.REFINEMENT, before.intent());
    assertEquals(rows("SELECT COUNT(*) FROM orders WHERE order_date >= DATEADD('MONTH', -2,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE)) AND order_date < DATEADD('MONTH', -1,"
        + " DATE_TRUNC('MONTH', CURRENT_DATE))"), rows(before.sql()), before.sql());
  }

  @Test
  void aWholeQuestionAfterAList_runsOnItsOwn() throws SQLException {
    Conversation c = conversation();
    run(c, "show the cancelled orders");
    PendingTurn customers = run(c, "and which customers are there?");
    assertEquals(rows("SELECT * FROM customers"), rows(customers.sql()), customers.sql());
  }

  @Test
  void anEllipticalOtherSubject_afterConditions_isRefused() throws SQLException {
    Conversation c = conversation();
    run(c, "show the cancelled orders");
    SQLException refused = assertThrows(SQLException.class, () -> c.ask("and the customers?"));
    assertEquals("42000", refused.getSQLState());
  }
}
