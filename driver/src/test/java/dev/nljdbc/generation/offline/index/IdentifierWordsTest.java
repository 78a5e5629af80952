package dev.nljdbc.generation.offline.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.language.Tokenizer;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The words of identifiers in a naming convention's style: a table mark or prefix all tables
 * share is no word, nor is a column prefix that shortens its table's name; and a short word
 * that abbreviates a word used elsewhere in the schema is found by that word.
 */
class IdentifierWordsTest {

  private static TableInfo table(String name, String... columns) {
    List<ColumnInfo> cs = new ArrayList<>();
    for (String c : columns) {
      cs.add(new ColumnInfo(c, Types.VARCHAR, "varchar", true, null, List.of()));
    }
    return new TableInfo(null, name, null, cs, List.of(columns[0]), List.of());
  }

  private static final List<TableInfo> PREFIXED = List.of(
      table("tblVessel", "vsId", "fleetId", "vsName", "vsFlagCd", "vsBuiltDt"),
      table("tblVoyage", "vyId", "fleetId", "vyVesselId", "vyDepartPlannedDt", "vyCargoTons"),
      table("tblPort", "ptId", "fleetId", "ptName", "ptCountryCd"));

  @Test
  void aPrefixEveryTableShares_isNoWordOfTheirNames() {
    assertEquals("tbl", IdentifierWords.tablePrefix(PREFIXED));
    assertEquals(List.of("vessel"), IdentifierWords.table("tblVessel", "tbl"));
    assertNull(IdentifierWords.tablePrefix(List.of(table("order_lines", "id"),
        table("orders", "id"), table("order_notes", "id"))));
  }

  @Test
  void aColumnPrefixThatShortensTheTableName_isNoWordOfTheColumn() {
    SchemaIndex index = new SchemaIndex(
        new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, PREFIXED), "fleetId");
    TableEntry voyage = index.table("tblVoyage");
    assertEquals(List.of("voyage"), voyage.words);
    assertEquals(List.of("depart", "planned", "dt"), voyage.column("vyDepartPlannedDt").words);
    assertEquals(List.of("cargo", "tons"), voyage.column("vyCargoTons").words);
    assertEquals(List.of("fleet", "id"), voyage.column("fleetId").words);
  }

  @Test
  void aPrefixThatIsTheTablesOwnWord_orFewColumnsShare_staysAWord() {
    TableInfo users = table("users", "user_id", "user_name", "user_email", "created");
    assertNull(IdentifierWords.columnPrefix(users, List.of("users"), null));
    TableInfo shipments = table("shipments", "shp_id", "shp_wt", "sent_on", "carrier",
        "origin", "destination");
    assertNull(IdentifierWords.columnPrefix(shipments, List.of("shipments"), null));
  }

  @Test
  void aShortWord_isFoundByTheWordItAbbreviatesElsewhereInTheSchema() {
    SchemaIndex index = new SchemaIndex(new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, List.of(
        table("customer_groups", "id", "label"),
        table("orders", "ord_id", "cust_ref", "total"))), null);
    boolean found = false;
    for (SchemaIndex.Named n : index.named("customer")) {
      found |= n.column() != null && n.column().name.equals("cust_ref");
    }
    assertTrue(found, index.named("customer").toString());
  }

  @Test
  void aWordWithTheLettersOfAnotherInOrder_isNoAbbreviationOfIt() {
    SchemaIndex index = new SchemaIndex(new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, List.of(
        table("depots", "depot_id", "city"),
        table("vehicles", "vehicle_id", "capacity_kg", "quantity_max", "qty"))), null);
    boolean city = false;
    for (SchemaIndex.Named n : index.named("capacity")) {
      city |= n.column() != null && n.column().name.equals("city");
    }
    assertFalse(city, index.named("capacity").toString());
    assertTrue(SchemaIndex.keepsSecondSound("qty", "quantity"));
    assertTrue(SchemaIndex.keepsSecondSound("cust", "customer"));
    assertFalse(SchemaIndex.keepsSecondSound("city", "capacity"));
  }

  @Test
  void aPartOfAFlagsName_isWeakEvidence() {
    SchemaIndex index = new SchemaIndex(new SchemaSnapshot("v", PostgresqlDialect.DEFAULT,
        List.of(table("staff", "staff_id", "is_people_mgr", "full_nm"))), null);
    TableEntry staff = index.table("staff");
    SchemaIndex.Named flag = new SchemaIndex.Named(staff, staff.column("is_people_mgr"));
    assertTrue(NameScore.score(Tokenizer.tokenize("people"), flag) < 0.7);
    assertTrue(NameScore.score(Tokenizer.tokenize("people manager"), flag) >= 0.7);
  }

  @Test
  void aShortEndingSeveralTablesShare_isAKindEnding_anEnglishOneIsNot() {
    List<TableInfo> tables = List.of(table("bk_mst", "bk_no"), table("mbr_mst", "mbr_no"),
        table("ln_hdr", "ln_no"), table("rsv_hdr", "rsv_no"), table("order_line", "id"),
        table("invoice_line", "id"), table("fee_xfr", "id"));
    assertEquals(java.util.Set.of("mst", "hdr"), IdentifierWords.kindEndings(tables, null, false,
        RunTogetherWords.NONE));
    assertEquals(java.util.Set.of("mst", "hdr"), IdentifierWords.kindEndings(tables, null, true,
        RunTogetherWords.NONE));
  }
}
