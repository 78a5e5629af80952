package dev.nljdbc.dialog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * New or refinement (docs/requirements.md#new-or-refinement): a refinement needs a cue or a
 * fragment; a complete question is new whatever came before, and a repeated one runs again.
 */
class NewOrRefinementTest {
  private static Connection db;
  private static SchemaSnapshot schema;

  @BeforeAll
  static void createShop() throws SQLException {
    db = DriverManager.getConnection("jdbc:h2:mem:new_or_refinement;DB_CLOSE_DELAY=-1");
    try (Statement s = db.createStatement()) {
      s.execute("CREATE TABLE regions (region_id INT PRIMARY KEY, name VARCHAR(40))");
      s.execute("CREATE TABLE customers (customer_id INT PRIMARY KEY, name VARCHAR(40), "
          + "region_id INT REFERENCES regions(region_id))");
      s.execute("CREATE TABLE orders (order_id INT PRIMARY KEY, customer_id INT REFERENCES "
          + "customers(customer_id), region_id INT REFERENCES regions(region_id), order_date "
          + "DATE, status VARCHAR(20), total_amount DECIMAL(10,2))");
      s.execute("INSERT INTO regions VALUES (1, 'Europe'), (2, 'Asia')");
      s.execute("INSERT INTO customers VALUES (1, 'Ann', 1), (2, 'Bo', 2)");
      s.execute("INSERT INTO orders VALUES (1, 1, 1, CURRENT_DATE, 'cancelled', 10), "
          + "(2, 2, 2, CURRENT_DATE, 'shipped', 20)");
    }
    schema = SchemaLoader.defaults().load(db);
  }

  @AfterAll
  static void drop() throws SQLException {
    try (Statement s = db.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    db.close();
  }

  private static Conversation conversation() {
    return Conversation.builder(new OfflineSqlGenerator(), () -> schema).build();
  }

  private static PendingTurn run(Conversation c, String text) throws SQLException {
    PendingTurn turn = assertInstanceOf(Reply.Run.class, c.ask(text)).turn();
    c.completed(turn, turn.sql(), 2);
    return turn;
  }

  @Test
  void completeQuestionsInARow_areEachNew() throws SQLException {
    Conversation c = conversation();
    run(c, "orders last week");
    PendingTurn average = run(c, "average order amount by region");
    assertEquals(Intent.NEW_QUERY, average.intent());
    assertFalse(average.sql().toUpperCase().contains("ORDER_DATE >="), average.sql());
    PendingTurn cancelled = run(c, "cancelled orders this year");
    assertEquals(Intent.NEW_QUERY, cancelled.intent());
    assertFalse(cancelled.sql().toUpperCase().contains("AVG"), cancelled.sql());
    assertEquals(Intent.NEW_QUERY, run(c, "top customers by total amount").intent());
    assertEquals(Intent.NEW_QUERY, run(c, "total amount per status").intent());
    assertEquals(Intent.NEW_QUERY, run(c, "how many customers are there?").intent());
  }

  @Test
  void aCompleteQuestionWithARefinementWordInside_isNew() throws SQLException {
    Conversation c = conversation();
    run(c, "orders last week");
    PendingTurn own = run(c, "which customers are in Europe but not in Asia?");
    assertEquals(Intent.NEW_QUERY, own.intent());
    assertFalse(own.sql().toUpperCase().contains("ORDER_DATE"), own.sql());
    run(c, "orders last week");
    assertEquals(Intent.REFINEMENT, run(c, "only the cancelled ones").intent());
  }

  @Test
  void aPronounBoundInTheQuestion_isNoBackReference() throws SQLException {
    Conversation c = conversation();
    run(c, "orders last week");
    PendingTurn own = run(c, "customers in Europe and their orders");
    assertEquals(Intent.NEW_QUERY, own.intent());
    assertEquals("customers in Europe and their orders", own.request().question(),
        "not expanded with the question before");
    assertFalse(own.sql().toUpperCase().contains("ORDER_DATE"), own.sql());
    run(c, "orders last week");
    assertEquals(Intent.REFINEMENT, run(c, "which customers were they for?").intent());
    run(c, "customers in Europe");
    assertEquals(Intent.REFINEMENT, run(c, "show the orders of those customers").intent());
  }

  @Test
  void fragmentsAndCues_stayRefinements() throws SQLException {
    Conversation c = conversation();
    run(c, "cancelled orders this year");
    PendingTurn byRegion = run(c, "by region");
    assertEquals(Intent.REFINEMENT, byRegion.intent());
    assertTrue(byRegion.sql().contains("cancelled"), byRegion.sql());
    assertEquals(Intent.REFINEMENT, run(c, "only shipped ones").intent());
    assertEquals(Intent.REFINEMENT, run(c, "total amount").intent());
    assertEquals(Intent.REFINEMENT, run(c, "with status shipped").intent());
  }

  @Test
  void theSameQuestionTwice_runsAgain() throws SQLException {
    Conversation c = conversation();
    PendingTurn first = run(c, "orders by status");
    PendingTurn again = run(c, "orders by status");
    assertEquals(Intent.NEW_QUERY, again.intent());
    assertEquals(first.sql(), again.sql());
    run(c, "total amount by region");
    assertEquals(Intent.NEW_QUERY, run(c, "Total amount by region?").intent());
  }

  @Test
  void everyAnswer_carriesItsReading_inTheTurnAndTheHistory() throws SQLException {
    Conversation c = conversation();
    PendingTurn turn = run(c, "orders by status");
    assertEquals("Counts orders per status.", turn.reading());
    PendingTurn refined = run(c, "only cancelled");
    assertTrue(refined.reading().contains("cancelled"), refined.reading());
    Turn last = c.turns().get(c.turns().size() - 1);
    assertEquals(refined.reading(), last.reading());
    Object[] row = ((Reply.Show) c.command("/history")).table().rows().get(0);
    assertEquals("Counts orders per status.", row[9]);
  }
}
