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
 * Values said in another form than the stored one: a state said as a word for a stored code
 * (by the dictionary, by the code starting the word, by the word's letters, by the initials of
 * two words) and a country by its name, short name or adjective for its ISO code.
 */
class ValuesInOtherFormsTest {

  private static SmallDb db;
  private static Engine engine;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("values_in_other_forms",
        "CREATE TABLE workshops (shop_id INT PRIMARY KEY, shop_nm VARCHAR(40) NOT NULL,"
            + " ctry_cd CHAR(2) NOT NULL)",
        "CREATE TABLE repair_jobs (job_id INT PRIMARY KEY,"
            + " shop_id INT NOT NULL REFERENCES workshops, job_stat VARCHAR(4) NOT NULL,"
            + " labour_amt DECIMAL(10, 2) NOT NULL)",
        "CREATE TABLE spares (spare_id INT PRIMARY KEY, spare_nm VARCHAR(40) NOT NULL,"
            + " avail_cd VARCHAR(4) NOT NULL)",
        "INSERT INTO workshops VALUES (1, 'Quayside', 'GB'), (2, 'Liffey', 'IE'),"
            + " (3, 'Seine', 'FR'), (4, 'Elbe', 'DE'), (5, 'Mersey', 'GB')",
        "CREATE TABLE fitters (fitter_id INT PRIMARY KEY, first_nm VARCHAR(20) NOT NULL,"
            + " last_nm VARCHAR(20) NOT NULL, shop_id INT NOT NULL REFERENCES workshops)",
        "INSERT INTO fitters VALUES (1, 'Anna', 'Kowalczyk', 1), (2, 'Anna', 'Berg', 2),"
            + " (3, 'Tom', 'Kowalczyk', 3)",
        "INSERT INTO repair_jobs VALUES (1, 1, 'OPN', 100), (2, 1, 'WAIT', 50),"
            + " (3, 2, 'CXL', 70), (4, 3, 'DONE', 20), (5, 4, 'PND', 35), (6, 5, 'CXL', 10),"
            + " (7, 5, 'DONE', 15)",
        "INSERT INTO spares VALUES (1, 'Gasket', 'ST'), (2, 'Pump', 'BO'), (3, 'Valve', 'ST'),"
            + " (4, 'Hose', 'BO'), (5, 'Seal', 'DISC')");
    engine = db.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void aStateWord_namesTheCodeTheUsersDictionaryGives() throws SQLException {
    GeneratedQuery q = engine.ask("how many repair jobs were cancelled");
    assertEquals(List.of("2"), db.lines(q.sql()), q.sql());
  }

  @Test
  void aStateWord_namesTheCodeThatStartsItOrHasItsLetters() throws SQLException {
    GeneratedQuery waiting = engine.ask("how many repair jobs are waiting");
    assertEquals(List.of("1"), db.lines(waiting.sql()), waiting.sql());
    GeneratedQuery pending = engine.ask("total labour amount of pending repair jobs");
    assertEquals(List.of("35.00"), db.lines(pending.sql()), pending.sql());
  }

  @Test
  void twoWords_nameTheCodeOfTheirInitials() throws SQLException {
    GeneratedQuery q = engine.ask("which spares are on back order");
    assertEquals(List.of("Hose", "Pump"), db.lines(q.sql()), q.sql());
  }

  @Test
  void aCountrysShortNameOrAdjective_namesItsCode() throws SQLException {
    GeneratedQuery uk = engine.ask("how many workshops are in the UK");
    assertEquals(List.of("2"), db.lines(uk.sql()), uk.sql());
    GeneratedQuery irish = engine.ask("list the Irish workshops");
    assertEquals(List.of("2 Liffey IE"), db.lines(irish.sql()), irish.sql());
    GeneratedQuery germany = engine.ask("workshops in Germany");
    assertEquals(List.of("4 Elbe DE"), db.lines(germany.sql()), germany.sql());
  }

  @Test
  void aPerson_isShownAndGroupedByFirstAndLastName() throws SQLException {
    GeneratedQuery which = engine.ask("which fitters work at Quayside");
    assertEquals(List.of("Anna Kowalczyk"), db.lines(which.sql()), which.sql());
    GeneratedQuery named = engine.ask("which fitters are named Anna Berg");
    assertEquals(List.of("Anna Berg"), db.lines(named.sql()), named.sql());
  }

  @Test
  void aCountryCodeColumn_takesNoOtherStateWord() throws SQLException {
    GeneratedQuery q = engine.ask("how many workshops are there");
    assertEquals(List.of("5"), db.lines(q.sql()), q.sql());
    assertTrue(!q.sql().contains("ctry_cd"), q.sql());
  }
}
