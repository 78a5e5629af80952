package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.offline.index.CodeRemarks;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.testing.Engine;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * States said as words for the short codes a column stores, on two schemas: a shop chain whose
 * column comments document the codes ("O = open, C = closed", "'A' active / 'L' on leave /
 * 'T' terminated"), and a carrier whose codes only the data suggests ({@code CX} for
 * cancelled, {@code DELV} for delivered, {@code T} for terminated), a guess the ledger records.
 */
class StateCodesTest {

  private static SmallDb shopDb;
  private static SmallDb carrierDb;
  private static Engine shop;
  private static Engine carrier;

  @BeforeAll
  static void open() throws SQLException {
    shopDb = SmallDb.fencedTo("co_no", "state_codes_shop",
        "CREATE TABLE str_mst (co_no INT NOT NULL, str_no INT NOT NULL,"
            + " str_nm VARCHAR(40) NOT NULL, stat_cd CHAR(1) NOT NULL,"
            + " PRIMARY KEY (co_no, str_no))",
        "COMMENT ON COLUMN str_mst.stat_cd IS 'Store status: O = open, C = closed for good,"
            + " R = remodelling (reopens later)'",
        "CREATE TABLE emp_mst (co_no INT NOT NULL, emp_no INT NOT NULL,"
            + " emp_nm VARCHAR(40) NOT NULL, str_no INT NOT NULL, stat_cd CHAR(1) NOT NULL,"
            + " PRIMARY KEY (co_no, emp_no),"
            + " FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no))",
        "COMMENT ON COLUMN emp_mst.stat_cd IS '''A'' active / ''L'' on leave /"
            + " ''T'' terminated (term date set)'",
        "CREATE TABLE ord_hdr (co_no INT NOT NULL, ord_no INT NOT NULL, str_no INT NOT NULL,"
            + " ord_stat CHAR(1) NOT NULL, PRIMARY KEY (co_no, ord_no),"
            + " FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no))",
        "COMMENT ON COLUMN ord_hdr.ord_stat IS 'N new; S shipped; X cancelled'",
        "CREATE TABLE svc_job (co_no INT NOT NULL, job_no INT NOT NULL, str_no INT NOT NULL,"
            + " svc_cd VARCHAR(4) NOT NULL, PRIMARY KEY (co_no, job_no),"
            + " FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no))",
        "COMMENT ON COLUMN svc_job.svc_cd IS 'Customer segment: COM commercial,"
            + " RES residential, GOV government'",
        "INSERT INTO str_mst VALUES (1, 1, 'Harbour', 'O'), (1, 2, 'Quay', 'O'),"
            + " (1, 3, 'Mill', 'C'), (1, 4, 'Bridge', 'R'), (1, 5, 'Market', 'O')",
        "INSERT INTO emp_mst VALUES (1, 1, 'Ann', 1, 'A'), (1, 2, 'Bob', 1, 'L'),"
            + " (1, 3, 'Cat', 2, 'T'), (1, 4, 'Dan', 2, 'A'), (1, 5, 'Eve', 3, 'T'),"
            + " (1, 6, 'Fay', 5, 'A')",
        "INSERT INTO ord_hdr VALUES (1, 1, 1, 'N'), (1, 2, 1, 'S'), (1, 3, 2, 'X'),"
            + " (1, 4, 2, 'S'), (1, 5, 5, 'X'), (1, 6, 5, 'S')",
        "INSERT INTO svc_job VALUES (1, 1, 1, 'COM'), (1, 2, 1, 'RES'), (1, 3, 2, 'GOV'),"
            + " (1, 4, 2, 'COM'), (1, 5, 5, 'RES')");
    shop = shopDb.engine();
    carrierDb = SmallDb.fencedTo("org_id", "state_codes_carrier",
        "CREATE TABLE driver (org_id INT NOT NULL, drv_id INT NOT NULL,"
            + " drv_nm VARCHAR(40) NOT NULL, drv_stat_cd CHAR(1) NOT NULL,"
            + " PRIMARY KEY (org_id, drv_id))",
        "CREATE TABLE depot (org_id INT NOT NULL, depot_id INT NOT NULL,"
            + " depot_nm VARCHAR(40) NOT NULL, rgn_cd CHAR(1) NOT NULL,"
            + " PRIMARY KEY (org_id, depot_id))",
        "CREATE TABLE shipment (org_id INT NOT NULL, shp_id INT NOT NULL,"
            + " drv_id INT NOT NULL, depot_id INT NOT NULL, shp_status VARCHAR(5) NOT NULL,"
            + " weight_kg INT NOT NULL, PRIMARY KEY (org_id, shp_id),"
            + " FOREIGN KEY (org_id, drv_id) REFERENCES driver (org_id, drv_id),"
            + " FOREIGN KEY (org_id, depot_id) REFERENCES depot (org_id, depot_id))",
        "INSERT INTO driver VALUES (1, 1, 'Ava', 'A'), (1, 2, 'Ben', 'T'), (1, 3, 'Cy', 'A'),"
            + " (1, 4, 'Dee', 'L'), (1, 5, 'Ed', 'T'), (1, 6, 'Flo', 'T')",
        "INSERT INTO depot VALUES (1, 1, 'Northgate', 'N'), (1, 2, 'Westbay', 'W'),"
            + " (1, 3, 'Eastfield', 'E')",
        "INSERT INTO shipment VALUES (1, 1, 1, 1, 'PLAN', 10), (1, 2, 1, 2, 'TRANS', 20),"
            + " (1, 3, 3, 3, 'DELV', 30), (1, 4, 3, 1, 'DELV', 40), (1, 5, 4, 2, 'CX', 50),"
            + " (1, 6, 1, 3, 'DELV', 60), (1, 7, 4, 1, 'CX', 70)");
    carrier = carrierDb.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    shopDb.close();
    carrierDb.close();
  }

  private static List<String> answer(SmallDb db, GeneratedQuery q) throws SQLException {
    return db.lines(q.sql());
  }

  @Test
  void aComment_documentsTheCodes() {
    Map<String, List<String>> codes = CodeRemarks.of(
        "Store status: O = open, C = closed for good, R = remodelling (reopens later)",
        Set.of("O", "C"));
    assertEquals(Map.of("O", List.of("open"), "C", List.of("closed", "for", "good"),
        "R", List.of("remodelling")), codes);
    assertEquals(Map.of("A", List.of("active"), "L", List.of("on", "leave"),
        "T", List.of("terminated")),
        CodeRemarks.of("'A' active / 'L' on leave / 'T' terminated (term date set)", Set.of()));
    assertEquals(Map.of("CX", List.of("cancelled"), "DELV", List.of("delivered")),
        CodeRemarks.of("CX: cancelled; DELV: delivered", Set.of()));
    assertEquals("closed", CodeRemarks.head(List.of("closed", "for", "good")));
    assertEquals("leave", CodeRemarks.head(List.of("on", "leave")));
    assertTrue(CodeRemarks.of("The date the store opened, in local time.", Set.of()).isEmpty());
  }

  @Test
  void aCodeTheCommentDocuments_isSaidAsItsMeaning() throws SQLException {
    GeneratedQuery open = shop.ask("how many stores are open?");
    assertEquals(List.of("3"), answer(shopDb, open), open.sql());
    GeneratedQuery closed = shop.ask("list the closed stores");
    assertOneRowWith("Mill", answer(shopDb, closed), closed.sql());
    GeneratedQuery terminated = shop.ask("how many terminated employees?");
    assertEquals(List.of("2"), answer(shopDb, terminated), terminated.sql());
    GeneratedQuery leave = shop.ask("which employees are on leave?");
    assertOneRowWith("Bob", answer(shopDb, leave), leave.sql());
    GeneratedQuery cancelled = shop.ask("how many cancelled orders?");
    assertEquals(List.of("2"), answer(shopDb, cancelled), cancelled.sql());
    assertTrue(shop.link("how many cancelled orders?", Map.of()).guessed().isEmpty(),
        "a documented code is no guess");
    GeneratedQuery terminations = shop.ask("how many terminations?");
    assertEquals(List.of("2"), answer(shopDb, terminations), terminations.sql());
    GeneratedQuery cancellations = shop.ask("number of cancellations");
    assertEquals(List.of("2"), answer(shopDb, cancellations), cancellations.sql());
  }

  @Test
  void aDocumentedCode_isNotReadFromTheLettersOfAnotherWord() throws SQLException {
    SchemaLinking complete = shop.link("how many service jobs did we complete?", Map.of());
    assertFalse(linkedValue(complete, "complete", "COM"), complete.terms().toString());
    GeneratedQuery commercial = shop.ask("how many commercial service jobs?");
    assertEquals(List.of("2"), answer(shopDb, commercial), commercial.sql());
  }

  @Test
  void aCodeOnlyTheDataSuggests_isAGuess() throws SQLException {
    GeneratedQuery cancelled = carrier.ask("how many cancelled shipments?");
    assertEquals(List.of("2"), answer(carrierDb, cancelled), cancelled.sql());
    GeneratedQuery delivered = carrier.ask("total weight of delivered shipments");
    assertEquals(List.of("130"), answer(carrierDb, delivered), delivered.sql());
    GeneratedQuery terminated = carrier.ask("how many terminated drivers?");
    assertEquals(List.of("3"), answer(carrierDb, terminated), terminated.sql());
    GeneratedQuery cancellations = carrier.ask("how many cancellations?");
    assertEquals(List.of("2"), answer(carrierDb, cancellations), cancellations.sql());
    SchemaLinking linking = carrier.link("how many cancelled shipments?", Map.of());
    assertEquals(List.of("cancelled"), linking.guessed());
    assertTrue(linkedValue(linking, "cancelled", "CX"), linking.terms().toString());
  }

  @Test
  void aGuess_needsAColumnOfStatesAndAWordOfState() {
    SchemaLinking region = carrier.link("how many eastern depots?", Map.of());
    assertFalse(linkedValue(region, "eastern", "E"), region.terms().toString());
    SchemaLinking noun = carrier.link("shipments by driver name", Map.of());
    assertTrue(noun.guessed().isEmpty(), noun.terms().toString());
  }

  private static void assertOneRowWith(String value, List<String> rows, String sql) {
    assertTrue(rows.size() == 1 && rows.get(0).contains(value), sql + " gave " + rows);
  }

  private static boolean linkedValue(SchemaLinking linking, String term, String value) {
    for (TermLink t : linking.terms()) {
      if (t.term().equalsIgnoreCase(term)) {
        return t.candidates().stream().anyMatch(c -> value.equals(c.value()));
      }
    }
    return false;
  }
}
