package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.spec.DateChoice;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.testing.Engine;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which date of a table a period, "the last N" or a state word means (EventDate): on a schema of
 * tables with several dates each, by the SQL's date column and the choices left to ask about.
 */
class EventDateTest {

  private static Connection connection;
  private static SchemaSnapshot schema;
  private static final OfflineSqlGenerator GENERATOR = new OfflineSqlGenerator();

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:eventdate;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE members (member_id INT PRIMARY KEY, full_name VARCHAR(40) NOT NULL,"
          + " birth_dt DATE NOT NULL, joined_dt DATE NOT NULL, club_id INT NOT NULL)");
      s.execute("CREATE TABLE reservations (res_id INT PRIMARY KEY,"
          + " member_id INT NOT NULL REFERENCES members, booked_on DATE NOT NULL,"
          + " stay_dt DATE NOT NULL, cancelled_at TIMESTAMP, guests INT NOT NULL,"
          + " club_id INT NOT NULL)");
      s.execute("CREATE TABLE shipments (shipment_id INT PRIMARY KEY,"
          + " created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,"
          + " dispatched_at TIMESTAMP NOT NULL, delivered_at TIMESTAMP, weight_kg INT NOT NULL,"
          + " club_id INT NOT NULL)");
      s.execute("CREATE TABLE tenancies (tenancy_id INT PRIMARY KEY, start_dt DATE NOT NULL,"
          + " end_dt DATE NOT NULL, rent_amt DECIMAL(8, 2) NOT NULL, club_id INT NOT NULL)");
      s.execute("CREATE TABLE visits (visit_id INT PRIMARY KEY, logged_at TIMESTAMP NOT NULL,"
          + " visit_dt DATE NOT NULL, club_id INT NOT NULL)");
      s.execute("CREATE TABLE bills (bill_id INT PRIMARY KEY,"
          + " member_id INT NOT NULL REFERENCES members, amount DECIMAL(8, 2) NOT NULL,"
          + " issued_dt DATE NOT NULL, paid_dt DATE, club_id INT NOT NULL)");
      s.execute("CREATE TABLE payments (pmt_id INT PRIMARY KEY,"
          + " bill_id INT NOT NULL REFERENCES bills, due_dt DATE NOT NULL, paid_dt DATE,"
          + " amt DECIMAL(8, 2) NOT NULL, club_id INT NOT NULL)");
      s.execute("CREATE TABLE students (stu_id INT PRIMARY KEY, stu_nm VARCHAR(40) NOT NULL,"
          + " enrol_dt DATE NOT NULL, grad_dt DATE, gpa DECIMAL(3, 2) NOT NULL,"
          + " club_id INT NOT NULL)");
      s.execute("CREATE TABLE enrolments (enr_id INT PRIMARY KEY,"
          + " stu_id INT NOT NULL REFERENCES students, enrolled_at TIMESTAMP NOT NULL,"
          + " dropped_at TIMESTAMP, grade VARCHAR(2), club_id INT NOT NULL)");
      s.execute("CREATE TABLE prescriptions (rx_id INT PRIMARY KEY, drug_nm VARCHAR(20) NOT NULL,"
          + " issued_dt DATE NOT NULL, club_id INT NOT NULL)");
      s.execute("CREATE TABLE invoices (inv_id INT PRIMARY KEY, amt_due DECIMAL(8, 2) NOT NULL,"
          + " issued_dt DATE NOT NULL, paid_dt DATE, club_id INT NOT NULL)");
    }
    schema = SchemaLoader.defaults().load(connection);
  }

  @AfterAll
  static void close() throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    connection.close();
  }

  private static String sql(String question) throws SQLException {
    return sql(question, Map.of());
  }

  private static String sql(String question, Map<String, String> resolutions)
      throws SQLException {
    return GENERATOR.generate(new GenerationRequest(question, null, schema, "club_id",
        resolutions)).sql().toLowerCase(java.util.Locale.ROOT);
  }

  private static List<DateChoice> choices(String question) {
    return GENERATOR.dateChoices(new GenerationRequest(question, null, schema, "club_id",
        Map.of()));
  }

  private static void assertDate(String question, String expected, String... notUsed)
      throws SQLException {
    String sql = sql(question);
    assertTrue(sql.contains(expected), question + " -> " + sql);
    for (String other : notUsed) {
      assertFalse(sql.contains(other), question + " -> " + sql);
    }
    assertEquals(List.of(), choices(question), question);
  }

  @Test
  void oneEventDate_isTakenWithoutAChoice() throws SQLException {
    assertDate("shipments last week", "dispatched_at >=", "created_at", "updated_at",
        "delivered_at");
    assertDate("members this year", "joined_dt >=", "birth_dt");
    assertDate("tenancies this year", "start_dt >=", "end_dt");
    assertDate("visits last month", "visit_dt >=", "logged_at");
    assertDate("bills of last month", "issued_dt >=", "paid_dt >=");
  }

  @Test
  void twoPlausibleDates_areAChoice_defaultNotTheBookingDate() throws SQLException {
    String sql = sql("reservations last month");
    assertTrue(sql.contains("stay_dt >="), sql);
    assertFalse(sql.contains("booked_on"), sql);
    List<DateChoice> choices = choices("reservations last month");
    assertEquals(1, choices.size());
    assertEquals(List.of("stay_dt", "booked_on"),
        choices.get(0).columns().stream().map(c -> c.toLowerCase(java.util.Locale.ROOT))
            .toList());
    assertEquals("date of reservations", choices.get(0).key());
    assertEquals("last month", choices.get(0).phrase());
    assertTrue(DateChoice.isKey(choices.get(0).key()));
  }

  @Test
  void anAnswer_settlesTheChoice() throws SQLException {
    Map<String, String> answer = Map.of("date of reservations", "reservations.booked_on");
    String sql = sql("how many reservations were there last month?", answer);
    assertTrue(sql.contains("booked_on >="), sql);
    assertFalse(sql.contains("stay_dt"), sql);
    assertEquals(List.of(), GENERATOR.dateChoices(new GenerationRequest(
        "reservations last month", null, schema, "club_id", answer)));
    assertTrue(sql("the last 3 reservations", answer).contains("order by booked_on desc"));
  }

  @Test
  void wordsOfTheQuestion_pickTheDate() throws SQLException {
    assertDate("reservations booked last month", "booked_on >=", "stay_dt");
    assertDate("shipments delivered last week", "delivered_at >=", "dispatched_at");
    assertDate("students who graduated this year", "grad_dt >=", "enrol_dt", "grade");
    assertDate("students who enrolled last year", "enrol_dt >=", "enrolled_at", "join");
    assertDate("members who joined this year", "joined_dt >=", "birth_dt");
  }

  @Test
  void futurePeriod_neverFiltersABookingDate() throws SQLException {
    assertDate("reservations next week", "stay_dt >=", "booked_on");
    assertDate("upcoming reservations", "stay_dt >= current_date", "booked_on");
    assertDate("reservations in the future", "stay_dt >= current_date", "booked_on");
    assertDate("reservations in the next 7 days", "stay_dt < dateadd(day, 7, current_date)",
        "booked_on");
  }

  @Test
  void periodOfAGroupedQuestion_filtersTheSubjectsOwnDate() throws SQLException {
    String sql = sql("number of reservations per member this month");
    assertTrue(sql.contains("reservations.stay_dt >="), sql);
    assertFalse(sql.contains("joined_dt"), sql);
  }

  @Test
  void oneStateWord_oneCondition() throws SQLException {
    for (String q : List.of("payments that are unpaid", "invoices that are unpaid",
        "show the unpaid payments", "total amount of payments that are unpaid")) {
      String sql = sql(q);
      assertTrue(sql.contains("paid_dt is null"), q + " -> " + sql);
      assertFalse(sql.contains("is not null"), q + " -> " + sql);
    }
    String paid = sql("payments that are paid");
    assertTrue(paid.contains("paid_dt is not null") && !paid.contains("paid_dt is null"), paid);
  }

  @Test
  void theLastN_newestFirstByTheEventDate() throws SQLException {
    assertTrue(sql("the last 5 reservations").endsWith("order by stay_dt desc limit 5"));
    assertTrue(sql("the last 3 shipments").endsWith("order by dispatched_at desc limit 3"));
    String enrol = sql("the last 5 students to enrol");
    assertTrue(enrol.startsWith("select * from") && enrol.endsWith("order by enrol_dt desc limit 5"),
        enrol);
  }

  @Test
  void participleOfTheEventDate_isNoGrouping() throws SQLException {
    String sql = sql("how many prescriptions were issued?");
    assertTrue(sql.startsWith("select count(*)"), sql);
    assertFalse(sql.contains("group by"), sql);
  }

  @Test
  void refinedPeriod_movesToTheDateItsWordsName() throws SQLException {
    Engine engine = new Engine(schema, "club_id");
    engine.ask("how many shipments last month?");
    String same = engine.refine("and this month?").sql().toLowerCase(java.util.Locale.ROOT);
    assertTrue(same.contains("dispatched_at >="), same);
    String moved = engine.refine("only those delivered this week").sql()
        .toLowerCase(java.util.Locale.ROOT);
    assertTrue(moved.contains("delivered_at >=") && !moved.contains("dispatched_at >="), moved);
  }

  @Test
  void ageComparedWithANumber_filtersTheBirthDate() throws SQLException {
    String older = sql("members older than 60");
    assertTrue(older.contains("birth_dt <") && older.contains("-60"), older);
    String younger = sql("members younger than 30");
    assertTrue(younger.contains("birth_dt >=") && younger.contains("-30"), younger);
    assertFalse(younger.contains("joined_dt"), younger);
  }

  @Test
  void comparingYears_countsPerYear() throws SQLException {
    String sql = sql("compare enrolments this year and last year");
    assertTrue(sql.contains("count(*)") && sql.contains("group by extract(year from enrolled_at)"),
        sql);
  }

  @Test
  void aParticipleAfterItsTableWord_namesNoColumnToShow() throws SQLException {
    String sql = sql("students enrolled in more than 2 enrolments");
    assertFalse(sql.contains("select distinct enrolments.enrolled_at")
        || sql.startsWith("select enrolled_at"), sql);
    String shown = sql("students enrolled with a gpa above 3");
    assertFalse(shown.contains("enrolled_at"), shown);
  }
}
