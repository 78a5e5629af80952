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
 * A nullable text column rows have or lack: "customers without a phone" is
 * {@code phone IS NULL}, "books with an isbn" {@code isbn IS NOT NULL}; a number compared after
 * a numeric column stays a comparison. Two shapes.
 */
class NullableTextStateTest {

  private static SmallDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("nullable_text_state",
        "CREATE TABLE customers (cust_id INT PRIMARY KEY, cust_name VARCHAR(40) NOT NULL,"
            + " phone VARCHAR(20))",
        "CREATE TABLE books (book_id INT PRIMARY KEY, title VARCHAR(40) NOT NULL,"
            + " isbn VARCHAR(20), pages INT)",
        "INSERT INTO customers VALUES (1, 'Ada', '555-1'), (2, 'Bo', NULL),"
            + " (3, 'Cy', NULL)",
        "INSERT INTO books VALUES (1, 'Ash', '978-1', 90), (2, 'Elm', NULL, 300),"
            + " (3, 'Oak', '978-3', 150), (4, 'Yew', '978-4', NULL)");
    engine = db.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void rowsWithoutTheText_areThoseWhereItIsNull() throws SQLException {
    GeneratedQuery q = engine.ask("list the customers without a phone");
    assertEquals(2, db.rows(q.sql()), q.sql());
    GeneratedQuery books = engine.ask("how many books have no isbn?");
    assertEquals(1, db.count(books.sql()), books.sql());
  }

  @Test
  void rowsWithTheText_areThoseWhereItIsSet() throws SQLException {
    GeneratedQuery q = engine.ask("how many books have an isbn?");
    assertEquals(3, db.count(q.sql()), q.sql());
    GeneratedQuery compared = engine.ask("books with pages above 100");
    assertEquals(2, db.rows(compared.sql()), compared.sql());
  }
}
