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
 * Rows that have related rows: "regions that have a sale" reaches the sales through the
 * stores; "how many stores were audited?" reads the participle of an audit's date as "have an
 * audit". Two shapes.
 */
class PresenceTest {

  private static SmallDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("presence",
        "CREATE TABLE regions (region_id INT PRIMARY KEY, region_name VARCHAR(40))",
        "CREATE TABLE stores (store_id INT PRIMARY KEY,"
            + " region_id INT NOT NULL REFERENCES regions, store_name VARCHAR(40))",
        "CREATE TABLE sales (sale_id INT PRIMARY KEY,"
            + " store_id INT NOT NULL REFERENCES stores, total DECIMAL(8, 2))",
        "CREATE TABLE audits (audit_id INT PRIMARY KEY,"
            + " store_id INT NOT NULL REFERENCES stores, audited_dt DATE NOT NULL)",
        "CREATE TABLE articles (article_id INT PRIMARY KEY, title VARCHAR(40))",
        "CREATE TABLE article_checks (check_id INT PRIMARY KEY,"
            + " article_id INT NOT NULL REFERENCES articles, checked_on DATE NOT NULL)",
        "INSERT INTO regions VALUES (1, 'North'), (2, 'South'), (3, 'East')",
        "INSERT INTO stores VALUES (1, 1, 'Alpha'), (2, 1, 'Beta'), (3, 2, 'Gamma'),"
            + " (4, 3, 'Delta')",
        "INSERT INTO sales VALUES (1, 1, 10), (2, 1, 20), (3, 3, 5)",
        "INSERT INTO audits VALUES (1, 1, DATE '2024-01-01'), (2, 1, DATE '2024-06-01'),"
            + " (3, 4, DATE '2024-03-01')",
        "INSERT INTO articles VALUES (1, 'One'), (2, 'Two'), (3, 'Three')",
        "INSERT INTO article_checks VALUES (1, 2, DATE '2024-02-02')");
    engine = db.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void rowsOfAGrandchildTable_areRequired() throws SQLException {
    GeneratedQuery q = engine.ask("how many regions have a sale?");
    assertEquals(2, db.count(q.sql()), q.sql());
    GeneratedQuery listed = engine.ask("regions that have an audit");
    assertEquals(2, db.rows(listed.sql()), listed.sql());
  }

  @Test
  void theParticipleOfAChildsDate_requiresSuchRows() throws SQLException {
    GeneratedQuery stores = engine.ask("how many stores were audited?");
    assertEquals(2, db.count(stores.sql()), stores.sql());
    GeneratedQuery articles = engine.ask("articles that have been checked");
    assertEquals(1, db.rows(articles.sql()), articles.sql());
  }
}
