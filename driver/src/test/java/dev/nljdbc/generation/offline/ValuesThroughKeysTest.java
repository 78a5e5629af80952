package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.testing.Engine;
import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Values said as people say them, on two multi-tenant schemas whose foreign keys include the
 * tenant column: a value of a parent or lookup table reached through such a key (a branch's
 * city, a person's names), a country by its name where the rows hold its code (through the
 * lookup table's sibling columns, or with no lookup table at all), a camel-case value said as
 * words ("on hold" for {@code OnHold}), and a name said short ("Harbour Foods" for
 * {@code Harbour Foods Ltd}).
 */
class ValuesThroughKeysTest {

  private static SmallDb clinicDb;
  private static SmallDb libraryDb;
  private static Engine clinic;
  private static Engine library;

  @BeforeAll
  static void open() throws SQLException {
    clinicDb = SmallDb.fencedTo("org_id", "values_keys_clinic",
        "CREATE TABLE ref_ctry (org_id INT NOT NULL, ctry_cd CHAR(2) NOT NULL,"
            + " ctry_nm VARCHAR(40) NOT NULL, PRIMARY KEY (org_id, ctry_cd))",
        "CREATE TABLE client (org_id INT NOT NULL, client_id INT NOT NULL,"
            + " client_nm VARCHAR(60) NOT NULL, ctry_cd CHAR(2) NOT NULL,"
            + " PRIMARY KEY (org_id, client_id),"
            + " FOREIGN KEY (org_id, ctry_cd) REFERENCES ref_ctry (org_id, ctry_cd))",
        "CREATE TABLE vet (org_id INT NOT NULL, vet_no INT NOT NULL, first_nm VARCHAR(20),"
            + " last_nm VARCHAR(20), PRIMARY KEY (org_id, vet_no))",
        "CREATE TABLE visit (org_id INT NOT NULL, visit_id INT NOT NULL, client_id INT NOT NULL,"
            + " vet_no INT NOT NULL, visit_state VARCHAR(20) NOT NULL,"
            + " fee_amt DECIMAL(8, 2) NOT NULL, PRIMARY KEY (org_id, visit_id),"
            + " FOREIGN KEY (org_id, client_id) REFERENCES client (org_id, client_id),"
            + " FOREIGN KEY (org_id, vet_no) REFERENCES vet (org_id, vet_no))",
        "INSERT INTO ref_ctry VALUES (1, 'IE', 'Ireland'), (1, 'FR', 'France'),"
            + " (1, 'GB', 'United Kingdom'), (1, 'DE', 'Germany')",
        "INSERT INTO client VALUES (1, 1, 'Harbour Foods Ltd', 'IE'),"
            + " (1, 2, 'Liffey Stables', 'IE'), (1, 3, 'Seine Kennels', 'FR'),"
            + " (1, 4, 'Quayside Farm', 'GB'), (1, 5, 'Elbe Riding School', 'DE')",
        "INSERT INTO vet VALUES (1, 1, 'Nora', 'Quinn'), (1, 2, 'Paul', 'Quinn'),"
            + " (1, 3, 'Nora', 'Byrne')",
        "INSERT INTO visit VALUES (1, 1, 1, 1, 'Completed', 40), (1, 2, 1, 2, 'OnHold', 55),"
            + " (1, 3, 2, 3, 'Completed', 30), (1, 4, 3, 1, 'NoShow', 25),"
            + " (1, 5, 4, 3, 'OnHold', 60), (1, 6, 5, 2, 'Completed', 70),"
            + " (1, 7, 1, 3, 'Completed', 15)");
    clinic = clinicDb.engine();
    libraryDb = SmallDb.fencedTo("lib_id", "values_keys_library",
        "CREATE TABLE countries (lib_id INT NOT NULL, code CHAR(2) NOT NULL,"
            + " name VARCHAR(40) NOT NULL, PRIMARY KEY (lib_id, code))",
        "CREATE TABLE branch (lib_id INT NOT NULL, br_cd CHAR(3) NOT NULL,"
            + " br_nm VARCHAR(40) NOT NULL, city VARCHAR(40) NOT NULL,"
            + " country_code CHAR(2) NOT NULL, PRIMARY KEY (lib_id, br_cd))",
        "CREATE TABLE patron (lib_id INT NOT NULL, patron_id INT NOT NULL,"
            + " full_name VARCHAR(60) NOT NULL, PRIMARY KEY (lib_id, patron_id))",
        "CREATE TABLE loan (lib_id INT NOT NULL, loan_id INT NOT NULL, br_cd CHAR(3) NOT NULL,"
            + " patron_id INT NOT NULL, loan_state VARCHAR(20) NOT NULL,"
            + " PRIMARY KEY (lib_id, loan_id),"
            + " FOREIGN KEY (lib_id, br_cd) REFERENCES branch (lib_id, br_cd),"
            + " FOREIGN KEY (lib_id, patron_id) REFERENCES patron (lib_id, patron_id))",
        "INSERT INTO countries VALUES (1, 'IE', 'Ireland'), (1, 'GB', 'United Kingdom'),"
            + " (1, 'ES', 'Spain')",
        "INSERT INTO branch VALUES (1, 'DUB', 'Central Branch', 'Dublin', 'IE'),"
            + " (1, 'GAL', 'Harbour Branch', 'Galway', 'IE'),"
            + " (1, 'LDN', 'Riverside Branch', 'London', 'GB'),"
            + " (1, 'MAD', 'Plaza Branch', 'Madrid', 'ES')",
        "INSERT INTO patron VALUES (1, 1, 'Acorn Reading Circle'), (1, 2, 'Ada Byron'),"
            + " (1, 3, 'Tom Reilly')",
        "INSERT INTO loan VALUES (1, 1, 'DUB', 1, 'OnLoan'), (1, 2, 'DUB', 2, 'Returned'),"
            + " (1, 3, 'GAL', 3, 'OnLoan'), (1, 4, 'LDN', 1, 'PartlyReturned'),"
            + " (1, 5, 'MAD', 2, 'OnLoan'), (1, 6, 'DUB', 1, 'Returned')");
    library = libraryDb.engine();
  }

  @AfterAll
  static void close() throws SQLException {
    clinicDb.close();
    libraryDb.close();
  }

  private static List<String> answer(SmallDb db, GeneratedQuery q) throws SQLException {
    return db.lines(q.sql());
  }

  @Test
  void aValueOfAParentTable_joinsThroughAKeyWithTheTenantColumn() throws SQLException {
    GeneratedQuery vet = clinic.ask("total fee of visits by Paul Quinn");
    assertEquals(List.of("125.00"), answer(clinicDb, vet), vet.sql());
    GeneratedQuery city = library.ask("how many loans at the Galway branch");
    assertEquals(List.of("1"), answer(libraryDb, city), city.sql());
  }

  @Test
  void aCountrysName_conditionsTheCodeItsRowsHold() throws SQLException {
    GeneratedQuery clients = clinic.ask("how many clients are in Ireland");
    assertEquals(List.of("2"), answer(clinicDb, clients), clients.sql());
    GeneratedQuery visits = clinic.ask("total fee of visits for French clients");
    assertEquals(List.of("25.00"), answer(clinicDb, visits), visits.sql());
    GeneratedQuery branches = library.ask("how many branches are in Ireland");
    assertEquals(List.of("2"), answer(libraryDb, branches), branches.sql());
  }

  @Test
  void aCamelCaseValue_isSaidAsWords() throws SQLException {
    GeneratedQuery held = clinic.ask("how many visits are on hold");
    assertEquals(List.of("2"), answer(clinicDb, held), held.sql());
    GeneratedQuery noShow = clinic.ask("total fee of no show visits");
    assertEquals(List.of("25.00"), answer(clinicDb, noShow), noShow.sql());
    GeneratedQuery partly = library.ask("how many loans were partly returned");
    assertEquals(List.of("1"), answer(libraryDb, partly), partly.sql());
  }

  @Test
  void aNameSaidShort_linksTheLongerValueItBegins() throws SQLException {
    GeneratedQuery harbour = clinic.ask("total fee of visits for Harbour Foods");
    assertEquals(List.of("110.00"), answer(clinicDb, harbour), harbour.sql());
    GeneratedQuery acorn = library.ask("how many loans does Acorn Reading have");
    assertEquals(List.of("3"), answer(libraryDb, acorn), acorn.sql());
  }
}
