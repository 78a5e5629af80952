package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Tables of a legacy naming convention: abbreviated names that end in a word saying the kind of
 * table ({@code _mst} master, {@code _hdr} header, {@code _dtl} detail). The ending is no word a
 * question says, so "books" names {@code bk_mst} as a whole. Two schema shapes.
 */
class KindEndingsTest {

  private static SmallDb library;
  private static SmallDb garage;

  @BeforeAll
  static void open() throws SQLException {
    library = new SmallDb("kind_endings_library",
        "CREATE TABLE bk_mst (bk_no INT PRIMARY KEY, ttl_txt VARCHAR(40) NOT NULL,"
            + " pg_cnt INT NOT NULL)",
        "CREATE TABLE mbr_mst (mbr_no INT PRIMARY KEY, mbr_nm VARCHAR(40) NOT NULL)",
        "CREATE TABLE brn_mst (brn_no INT PRIMARY KEY, brn_nm VARCHAR(40) NOT NULL)",
        "INSERT INTO bk_mst VALUES (1, 'Dune', 412), (2, 'Emma', 380), (3, 'Ulysses', 730)",
        "INSERT INTO mbr_mst VALUES (1, 'Ona'), (2, 'Per')",
        "INSERT INTO brn_mst VALUES (1, 'Quay')");
    garage = new SmallDb("kind_endings_garage",
        "CREATE TABLE veh_mst (veh_no INT PRIMARY KEY, plt_txt VARCHAR(10) NOT NULL)",
        "CREATE TABLE prt_mst (prt_no INT PRIMARY KEY, prt_desc VARCHAR(40) NOT NULL)",
        "CREATE TABLE ro_hdr (ro_no INT PRIMARY KEY, veh_no INT NOT NULL REFERENCES veh_mst,"
            + " opn_dt DATE NOT NULL)",
        "CREATE TABLE ro_dtl (ro_no INT NOT NULL REFERENCES ro_hdr, ln_no INT NOT NULL,"
            + " prt_amt DECIMAL(10, 2) NOT NULL, PRIMARY KEY (ro_no, ln_no))",
        "CREATE TABLE inv_hdr (inv_no INT PRIMARY KEY, ro_no INT NOT NULL REFERENCES ro_hdr,"
            + " inv_dt DATE NOT NULL)",
        "CREATE TABLE inv_dtl (inv_no INT NOT NULL REFERENCES inv_hdr, ln_no INT NOT NULL,"
            + " chg_amt DECIMAL(10, 2) NOT NULL, PRIMARY KEY (inv_no, ln_no))",
        "INSERT INTO veh_mst VALUES (1, 'AB-1'), (2, 'CD-2'), (3, 'EF-3'), (4, 'GH-4')",
        "INSERT INTO ro_hdr VALUES (1, 1, DATE '2024-01-02'), (2, 2, DATE '2024-02-03')",
        "INSERT INTO ro_dtl VALUES (1, 1, 10), (1, 2, 20), (2, 1, 5)",
        "INSERT INTO inv_hdr VALUES (1, 1, DATE '2024-01-09')",
        "INSERT INTO inv_dtl VALUES (1, 1, 30)");
  }

  @AfterAll
  static void close() throws SQLException {
    library.close();
    garage.close();
  }

  @Test
  void aMasterEnding_isNoWordTheQuestionMustSay() throws SQLException {
    GeneratedQuery books = library.engine().ask("how many books are there?");
    assertEquals(List.of("3"), library.lines(books.sql()), books.sql());
    GeneratedQuery members = library.engine().ask("how many members do we have");
    assertEquals(List.of("2"), members.sql() == null ? List.of()
        : library.lines(members.sql()), members.sql());
  }

  @Test
  void headerAndDetailEndings_besideMasterTables() throws SQLException {
    GeneratedQuery vehicles = garage.engine().ask("how many vehicles are there");
    assertEquals(List.of("4"), garage.lines(vehicles.sql()), vehicles.sql());
  }

}
