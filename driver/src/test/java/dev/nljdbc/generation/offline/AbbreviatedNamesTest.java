package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.schema.SchemaLoader;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
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

  private static Connection db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = DriverManager.getConnection("jdbc:h2:mem:abbreviated_names;DB_CLOSE_DELAY=-1");
    try (Statement s = db.createStatement()) {
      s.execute("CREATE TABLE warehouses (whs_id INT PRIMARY KEY, whs_nm VARCHAR(40) NOT NULL,"
          + " city VARCHAR(40) NOT NULL)");
      s.execute("CREATE TABLE deliveries (dlv_id INT PRIMARY KEY, dlv_no VARCHAR(10) NOT NULL,"
          + " whs_id INT NOT NULL REFERENCES warehouses, dlv_amt DECIMAL(10, 2) NOT NULL,"
          + " refund_amt DECIMAL(10, 2) NOT NULL, sent_dt DATE NOT NULL)");
      s.execute("CREATE TABLE members (mbr_id INT PRIMARY KEY, mbr_nm VARCHAR(40) NOT NULL,"
          + " town VARCHAR(40) NOT NULL)");
      s.execute("CREATE TABLE charges (chg_id INT PRIMARY KEY,"
          + " mbr_id INT NOT NULL REFERENCES members, levy_amt DECIMAL(10, 2) NOT NULL,"
          + " rebate_amt DECIMAL(10, 2) NOT NULL, charged_dt DATE NOT NULL)");
      s.execute("INSERT INTO warehouses VALUES (1, 'Quay', 'Leith'), (2, 'Ridge', 'Brest'),"
          + " (3, 'Mill', 'Ghent')");
      s.execute("INSERT INTO deliveries VALUES (1, 'D-1', 1, 100, 5, DATE '2024-01-02'),"
          + " (2, 'D-2', 1, 250, 0, DATE '2024-02-03'), (3, 'D-3', 2, 75, 10, DATE '2024-03-04'),"
          + " (4, 'D-4', 3, 40, 40, DATE '2024-03-05')");
      s.execute("INSERT INTO members VALUES (1, 'Ona', 'Vigo'), (2, 'Per', 'Bergen')");
      s.execute("INSERT INTO charges VALUES (1, 1, 30, 3, DATE '2024-01-01'),"
          + " (2, 1, 45, 0, DATE '2024-02-01'), (3, 2, 60, 6, DATE '2024-02-11')");
    }
    engine = new Engine(SchemaLoader.defaults().load(db), null);
  }

  @AfterAll
  static void close() throws SQLException {
    try (Statement s = db.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    db.close();
  }

  @Test
  void theTableWordAndTheAmount_nameTheAbbreviatedColumn() throws SQLException {
    assertEquals(List.of("465.00"), rows(engine.ask("total delivery amount").sql()));
    assertEquals(List.of("135.00"), rows(engine.ask("total charge amount").sql()));
  }

  @Test
  void aComparisonWithAnAverage_ofTheAbbreviatedColumn() throws SQLException {
    GeneratedQuery q = engine.ask("deliveries above the average delivery amount");
    assertEquals(1, rows(q.sql()).size(), q.sql());
  }

  @Test
  void aColumnIsNamedWithoutItsKindSuffix() throws SQLException {
    GeneratedQuery levy = engine.ask("total levy per member");
    assertEquals(List.of("Ona 75.00", "Per 60.00"), sorted(rows(levy.sql())), levy.sql());
    GeneratedQuery names = engine.ask("list the names and cities of the warehouses");
    assertEquals(List.of("Mill Ghent", "Quay Leith", "Ridge Brest"),
        sorted(rows(names.sql())), names.sql());
  }

  @Test
  void aNumberOfRows_isNoIdentifierColumn() throws SQLException {
    GeneratedQuery q = engine.ask("number of deliveries per warehouse");
    assertTrue(!q.sql().toLowerCase(java.util.Locale.ROOT).contains("dlv_no"), q.sql());
    assertEquals(List.of("Mill 1", "Quay 2", "Ridge 1"), sorted(rows(q.sql())), q.sql());
  }

  private static List<String> sorted(List<String> rows) {
    List<String> s = new ArrayList<>(rows);
    s.sort(null);
    return s;
  }

  private static List<String> rows(String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          b.append(i > 1 ? " " : "").append(rs.getString(i));
        }
        out.add(b.toString());
      }
    }
    return out;
  }
}
