package dev.nljdbc.generation.offline.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Names whose case a database folded away ({@code ticketOrder} became {@code ticketorder},
 * {@code lngStudentID} became {@code lngstudentid}) are split into the words they are made of;
 * a word on its own is never split, and a piece no word splits off only where the schema's
 * names show it is their convention.
 */
class RunTogetherWordsTest {

  /** A table whose columns are given as name:type (int, num, date, text, bool). */
  private static TableInfo table(String name, String... columns) {
    List<ColumnInfo> cs = new ArrayList<>();
    for (String c : columns) {
      String[] nt = c.split(":");
      String type = nt.length > 1 ? nt[1] : "text";
      int jdbc = switch (type) {
        case "int" -> Types.INTEGER;
        case "num" -> Types.NUMERIC;
        case "date" -> Types.DATE;
        case "bool" -> Types.BOOLEAN;
        default -> Types.VARCHAR;
      };
      String typeName = switch (type) {
        case "int" -> "int4";
        case "num" -> "numeric";
        case "date" -> "date";
        case "bool" -> "bool";
        default -> "varchar";
      };
      cs.add(new ColumnInfo(nt[0], jdbc, typeName, true, null, List.of()));
    }
    return new TableInfo(null, name, null, cs, List.of(cs.get(0).name()), List.of());
  }

  private static SchemaIndex index(TableInfo... tables) {
    return new SchemaIndex(new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, List.of(tables)),
        "orgid");
  }

  /** A MySQL camel-case schema folded to lower case by PostgreSQL. */
  private static final TableInfo[] FOLDED = {
      table("ticketorder", "orderid:int", "orgid:int", "orderdate:date", "subtotalamt:num",
          "feeamt:num", "netamt:num", "isrefunded:int", "createdat:date", "paidat:date"),
      table("eventperformer", "eventperformerid:int", "orgid:int", "isheadliner:int"),
      table("pricelevel", "pricelevelid:int", "orgid:int", "facevalue:num", "isactive:int"),
      table("staffuser", "staffid:int", "orgid:int", "firstname", "hiredate:date",
          "scannedat:date"),
      table("event", "eventid:int", "orgid:int", "eventdate:date", "enddate:date"),
      table("carpet", "carpetid:int", "orgid:int", "together", "nowhere")};

  @Test
  void aFoldedCamelCaseName_isSplitIntoItsWords() {
    SchemaIndex index = index(FOLDED);
    assertEquals(List.of("ticket", "order"), index.table("ticketorder").words);
    assertEquals(List.of("event", "performer"), index.table("eventperformer").words);
    assertEquals(List.of("price", "level"), index.table("pricelevel").words);
    assertEquals(List.of("staff", "user"), index.table("staffuser").words);
    TableEntry order = index.table("ticketorder");
    assertEquals(List.of("order", "date"), order.column("orderdate").words);
    assertEquals(List.of("subtotal", "amt"), order.column("subtotalamt").words);
    assertEquals(List.of("is", "refunded"), order.column("isrefunded").words);
    assertEquals(List.of("created", "at"), order.column("createdat").words);
    assertEquals(List.of("face", "value"), index.table("pricelevel").column("facevalue").words);
    assertEquals(List.of("scanned", "at"), index.table("staffuser").column("scannedat").words);
    assertEquals(List.of("hire", "date"), index.table("staffuser").column("hiredate").words);
  }

  @Test
  void aWordOnItsOwn_isNeverSplit() {
    SchemaIndex index = index(FOLDED);
    TableEntry carpet = index.table("carpet");
    assertEquals(List.of("carpet"), carpet.words);
    assertEquals(List.of("together"), carpet.column("together").words);
    assertEquals(List.of("nowhere"), carpet.column("nowhere").words);
    assertEquals(List.of("event"), index.table("event").words);
  }

  @Test
  void aPieceNoWord_splitsOffOnlyWhereSeveralNamesShareIt() {
    SchemaIndex index = index(
        table("orders", "orderid:int", "orgid:int", "qtyordered:int", "xyzshipped:date"),
        table("customer", "customerid:int", "orgid:int", "fullname"));
    TableEntry orders = index.table("orders");
    assertEquals(List.of("qtyordered"), orders.column("qtyordered").words);
    assertEquals(List.of("xyzshipped"), orders.column("xyzshipped").words);
    assertEquals(List.of("full", "name"), index.table("customer").column("fullname").words);
  }

  /** An Access database upsized to PostgreSQL: tbl tables, Hungarian type prefixes. */
  private static final TableInfo[] UPSIZED = {
      table("tblcentre", "lngcentreid:int", "lngcompanyid:int", "strcentrename", "strcity",
          "dtmopened:date", "intcapacity:int", "ysnactive:bool"),
      table("tbltutor", "lngtutorid:int", "lngcompanyid:int", "lngcentreid:int", "strfirstname",
          "strlastname", "dtmhired:date", "dtmleft:date", "curhourlyrate:num", "ysnactive:bool"),
      table("tblcourse", "lngcourseid:int", "lngcompanyid:int", "strcoursename", "curfee:num",
          "intsessioncount:int", "ysnactive:bool", "ysnonline:bool"),
      table("tblenrolment", "lngenrolmentid:int", "lngcompanyid:int", "lngcourseid:int",
          "dtmenrolled:date", "dtmended:date", "curagreedfee:num", "ysnrefunded:bool")};

  @Test
  void anUpsizedAccessSchema_losesItsTableMarkAndTypePrefixes() {
    SchemaIndex index = index(UPSIZED);
    TableEntry tutor = index.table("tbltutor");
    assertEquals(List.of("tutor"), tutor.words);
    assertEquals(List.of("enrolment"), index.table("tblenrolment").words);
    assertEquals(List.of("first", "name"), tutor.column("strfirstname").words);
    assertEquals(List.of("hourly", "rate"), tutor.column("curhourlyrate").words);
    assertEquals(List.of("left"), tutor.column("dtmleft").words);
    assertEquals(List.of("centre", "id"), tutor.column("lngcentreid").words);
    assertEquals(List.of("active"), tutor.column("ysnactive").words);
    assertEquals(ColumnKind.BOOLEAN, tutor.column("ysnactive").kind);
    assertEquals(List.of("fee"), index.table("tblcourse").column("curfee").words);
    assertEquals(List.of("ended"), index.table("tblenrolment").column("dtmended").words);
    assertEquals(List.of("centre", "name"),
        index.table("tblcentre").column("strcentrename").words);
  }

  @Test
  void tutors_nameTheTutorTable() {
    SchemaIndex index = index(UPSIZED);
    SchemaIndex.Named tutor = new SchemaIndex.Named(index.table("tbltutor"), null);
    assertTrue(index.named("tutors").contains(tutor), index.named("tutors").toString());
    double score = NameScore.score(Tokenizer.tokenize("tutors"), tutor);
    assertTrue(score >= 0.7, "score " + score);
  }

  /** An export whose custom objects and fields all end in {@code __c}. */
  private static final TableInfo[] EXPORTED = {
      table("rental_agreement__c", "id:int", "orgid:int", "name", "pickup_date__c:date",
          "daily_rate__c:num", "vehicle__c:int", "status__c", "createddate:date"),
      table("vehicle__c", "id:int", "orgid:int", "name", "plate_number__c", "status__c",
          "branch__c:int"),
      table("branch__c", "id:int", "orgid:int", "name", "city__c", "opened_date__c:date"),
  };

  @Test
  void anEndingEveryExportedNameShares_isNoWordOfThem() {
    SchemaIndex index = index(EXPORTED);
    TableEntry rental = index.table("rental_agreement__c");
    assertEquals(List.of("rental", "agreement"), rental.words);
    assertEquals(List.of("vehicle"), index.table("vehicle__c").words);
    assertEquals(List.of("pickup", "date"), rental.column("pickup_date__c").words);
    assertEquals(List.of("vehicle"), rental.column("vehicle__c").words);
    assertEquals(List.of("created", "date"), rental.column("createddate").words);
    assertEquals(List.of("name"), rental.column("name").words);
  }

  @Test
  void anEndingAFewNamesShare_staysTheirWord() {
    SchemaIndex index = index(
        table("plan_b", "id:int", "orgid:int", "name", "cost_c:num", "level_c:int"),
        table("plan_a", "id:int", "orgid:int", "name", "start_date:date", "end_date:date",
            "fee_amt:num", "tier_c:int"),
        table("member_c", "id:int", "orgid:int", "full_name", "plan_id:int", "joined_on:date"),
        table("coach_c", "id:int", "orgid:int", "full_name", "hired_on:date"),
        table("site_c", "id:int", "orgid:int", "site_name", "opened_on:date"));
    assertEquals(List.of("cost", "c"), index.table("plan_b").column("cost_c").words);
    assertEquals(List.of("member", "c"), index.table("member_c").words);
  }
}
