package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rows the question keeps by a state it names in its own words: the current version of a slowly
 * changing dimension that flags it, a yes/no flag named by an adjective, members who left by a
 * nullable leaving date, and a number of years that is the time since the members started.
 * Each answer is compared with the rows of a hand-written query.
 */
class CurrentFlagTest {

  private static SmallDb db;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("current_flag",
        "CREATE TABLE grp (grp_key INT PRIMARY KEY, grp_name VARCHAR(20) NOT NULL)",
        "CREATE TABLE dim_patron (patron_key INT PRIMARY KEY, patron_id VARCHAR(8) NOT NULL,"
            + " patron_name VARCHAR(30) NOT NULL, county VARCHAR(20) NOT NULL,"
            + " grp_key INT NOT NULL REFERENCES grp(grp_key), valid_from DATE NOT NULL,"
            + " valid_to DATE NOT NULL, is_current CHAR(1) NOT NULL)",
        "CREATE TABLE shop (shop_id INT PRIMARY KEY, shop_nm VARCHAR(30) NOT NULL,"
            + " actv_flg CHAR(1) NOT NULL)",
        "CREATE TABLE clerk (clerk_id INT PRIMARY KEY, clerk_nm VARCHAR(30) NOT NULL,"
            + " hire_dt DATE NOT NULL, quit_on DATE, wage DECIMAL(8,2) NOT NULL)",
        "INSERT INTO grp VALUES (1, 'Gold'), (2, 'Silver')",
        "INSERT INTO dim_patron VALUES"
            + " (1, 'P1', 'Ann', 'Kent', 1, DATE '2020-01-01', DATE '2023-01-01', 'N'),"
            + " (2, 'P1', 'Ann', 'Essex', 2, DATE '2023-01-01', DATE '9999-12-31', 'Y'),"
            + " (3, 'P2', 'Bo', 'Kent', 1, DATE '2021-01-01', DATE '9999-12-31', 'Y'),"
            + " (4, 'P3', 'Cy', 'Kent', 2, DATE '2019-01-01', DATE '2022-06-01', 'N'),"
            + " (5, 'P3', 'Cy', 'Essex', 1, DATE '2022-06-01', DATE '9999-12-31', 'Y')",
        "INSERT INTO shop VALUES (1, 'North', 'Y'), (2, 'South', 'N'), (3, 'East', 'Y')",
        "INSERT INTO clerk VALUES (1, 'Dee', CURRENT_DATE - 2000, NULL, 900),"
            + " (2, 'Eli', CURRENT_DATE - 3000, CURRENT_DATE - 300, 800),"
            + " (3, 'Fay', CURRENT_DATE - 400, NULL, 700)");
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  @Test
  void theCurrentRowsOfAFlaggedDimension_areOnePerThing() throws SQLException {
    GeneratedQuery byCounty = db.engine().ask("current patrons by county");
    assertEquals(List.of("Essex 2", "Kent 1"), db.lines(byCounty.sql()), byCounty.sql());
    GeneratedQuery have = db.engine().ask("how many patrons do we have?");
    assertEquals(List.of("3"), db.lines(have.sql()), have.sql());
  }

  @Test
  void anAdjectiveNamingAFlag_keepsTheRowsItSaysYesFor() throws SQLException {
    GeneratedQuery active = db.engine().ask("how many active shops are there?");
    assertEquals(List.of("2"), db.lines(active.sql()), active.sql());
  }

  @Test
  void membersWhoLeft_haveALeavingDate() throws SQLException {
    GeneratedQuery left = db.engine().ask("how many clerks have left?");
    assertEquals(List.of("1"), db.lines(left.sql()), left.sql());
    GeneratedQuery current = db.engine().ask("list the current clerks");
    assertEquals(2, db.lines(current.sql()).size(), current.sql());
  }

  @Test
  void yearsThatNameNoColumn_areTheTimeSinceTheStart() throws SQLException {
    GeneratedQuery over = db.engine().ask("how many clerks have been with us more than 4 years?");
    assertEquals(List.of("2"), db.lines(over.sql()), over.sql());
    GeneratedQuery under = db.engine().ask("clerks hired less than 2 years");
    assertEquals(1, db.lines(under.sql()).size(), under.sql());
  }

  /**
   * The word a flag or a leaving date was read from is accounted for in the word ledger the
   * clarification rules read: no unknown word the weak-evidence rule would ask about ("what does
   * 'active' mean?") while the query already keeps the flagged rows.
   */
  @Test
  void theWordOfAFlagOrALeavingDate_isAccountedFor() {
    SchemaLinking active = db.engine().link("how many active shops are there?", Map.of());
    assertFalse(active.unknown().contains("active"), active.accounted().toString());
    assertTrue(active.accounted().stream().anyMatch(e -> e.word().equals("active")
        && e.evidence() == WordLedger.Evidence.MEASURE && e.score() == 1),
        active.accounted().toString());
    SchemaLinking left = db.engine().link("how many clerks have left?", Map.of());
    assertFalse(left.unknown().contains("left"), left.accounted().toString());
  }
}
