package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.Engine;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Columns named with abbreviations: a column word that abbreviates its table's name
 * ({@code dlv_amt} in deliveries) is the table's word, so "delivery amount" names the column
 * wholly; and a kind suffix ({@code _amt}, {@code _nm}) is not needed to name a column
 * ("levy" for {@code levy_amt}, "names" for {@code whs_nm}). Two schema shapes.
 */
class AbbreviatedNamesTest {

  private static SmallDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("abbreviated_names",
        "CREATE TABLE warehouses (whs_id INT PRIMARY KEY, whs_nm VARCHAR(40) NOT NULL,"
            + " city VARCHAR(40) NOT NULL)",
        "CREATE TABLE deliveries (dlv_id INT PRIMARY KEY, dlv_no VARCHAR(10) NOT NULL,"
            + " whs_id INT NOT NULL REFERENCES warehouses, dlv_amt DECIMAL(10, 2) NOT NULL,"
            + " refund_amt DECIMAL(10, 2) NOT NULL, sent_dt DATE NOT NULL)",
        "CREATE TABLE members (mbr_id INT PRIMARY KEY, mbr_nm VARCHAR(40) NOT NULL,"
            + " town VARCHAR(40) NOT NULL)",
        "CREATE TABLE charges (chg_id INT PRIMARY KEY,"
            + " mbr_id INT NOT NULL REFERENCES members, levy_amt DECIMAL(10, 2) NOT NULL,"
            + " rebate_amt DECIMAL(10, 2) NOT NULL, charged_dt DATE NOT NULL)",
        "INSERT INTO warehouses VALUES (1, 'Quay', 'Leith'), (2, 'Ridge', 'Brest'),"
            + " (3, 'Mill', 'Ghent')",
        "INSERT INTO deliveries VALUES (1, 'D-1', 1, 100, 5, DATE '2024-01-02'),"
            + " (2, 'D-2', 1, 250, 0, DATE '2024-02-03'), (3, 'D-3', 2, 75, 10, DATE '2024-03-04'),"
            + " (4, 'D-4', 3, 40, 40, DATE '2024-03-05')",
        "INSERT INTO members VALUES (1, 'Ona', 'Vigo'), (2, 'Per', 'Bergen')",
        "INSERT INTO charges VALUES (1, 1, 30, 3, DATE '2024-01-01'),"
            + " (2, 1, 45, 0, DATE '2024-02-01'), (3, 2, 60, 6, DATE '2024-02-11')");
    engine = db.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void theTableWordAndTheAmount_nameTheAbbreviatedColumn() throws SQLException {
    assertEquals(List.of("465.00"), db.lines(engine.ask("total delivery amount").sql()));
    assertEquals(List.of("135.00"), db.lines(engine.ask("total charge amount").sql()));
  }

  @Test
  void aComparisonWithAnAverage_ofTheAbbreviatedColumn() throws SQLException {
    GeneratedQuery q = engine.ask("deliveries above the average delivery amount");
    assertEquals(1, db.lines(q.sql()).size(), q.sql());
  }

  @Test
  void aColumnIsNamedWithoutItsKindSuffix() throws SQLException {
    GeneratedQuery levy = engine.ask("total levy per member");
    assertEquals(List.of("Ona 75.00", "Per 60.00"), db.lines(levy.sql()), levy.sql());
    GeneratedQuery names = engine.ask("list the names and cities of the warehouses");
    assertEquals(List.of("Mill Ghent", "Quay Leith", "Ridge Brest"),
        db.lines(names.sql()), names.sql());
  }

  @Test
  void aNumberOfRows_isNoIdentifierColumn() throws SQLException {
    GeneratedQuery q = engine.ask("number of deliveries per warehouse");
    assertTrue(!q.sql().toLowerCase(java.util.Locale.ROOT).contains("dlv_no"), q.sql());
    assertEquals(List.of("Mill 1", "Quay 2", "Ridge 1"), db.lines(q.sql()), q.sql());
  }
}
