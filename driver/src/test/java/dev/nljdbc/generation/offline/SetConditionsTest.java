package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Intersections, differences and nested conditions ("both yoga and boxing", "yoga but no
 * boxing", "sessions with the trainer with the highest rate"), current rows of a table that
 * keeps history, and top-1 answers without the ordering column: on an H2 schema, by the SQL and
 * by the rows it returns.
 */
class SetConditionsTest {

  private static Connection connection;
  private static SchemaSnapshot schema;
  private static final OfflineSqlGenerator GENERATOR = new OfflineSqlGenerator();

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:setconditions;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE members (member_id INT PRIMARY KEY, full_nm VARCHAR(40) NOT NULL,"
          + " city VARCHAR(20) NOT NULL, age INT NOT NULL)");
      s.execute("CREATE TABLE trainers (trainer_id INT PRIMARY KEY,"
          + " trainer_nm VARCHAR(40) NOT NULL, fee_rate DECIMAL(8, 2) NOT NULL)");
      s.execute("CREATE TABLE sessions (session_id INT PRIMARY KEY,"
          + " member_id INT NOT NULL REFERENCES members,"
          + " trainer_id INT NOT NULL REFERENCES trainers, sport VARCHAR(20) NOT NULL,"
          + " held_dt DATE NOT NULL)");
      s.execute("CREATE TABLE memberships (mship_id INT PRIMARY KEY,"
          + " member_id INT NOT NULL REFERENCES members, tier VARCHAR(10) NOT NULL,"
          + " monthly_price DECIMAL(8, 2) NOT NULL, valid_from DATE NOT NULL, valid_to DATE)");
      s.execute("CREATE TABLE guests (guest_id INT PRIMARY KEY, first_name VARCHAR(20) NOT NULL,"
          + " middle_name VARCHAR(20), last_name VARCHAR(20) NOT NULL, registered_dt DATE NOT NULL)");
      s.execute("INSERT INTO guests VALUES (1, 'Ida', 'Marie', 'Vik', DATE '2024-03-01'),"
          + " (2, 'Ola', 'Jon', 'Berg', DATE '2023-05-01')");
      s.execute("INSERT INTO members VALUES (1, 'Ana Lind', 'Oslo', 45),"
          + " (2, 'Bo Krag', 'Oslo', 25), (3, 'Cy Dahl', 'Bergen', 52), (4, 'Di Moe', 'Bergen', 28)");
      s.execute("INSERT INTO trainers VALUES (1, 'Eva Holt', 40), (2, 'Finn Aas', 65),"
          + " (3, 'Gro Berg', 50)");
      s.execute("INSERT INTO sessions VALUES (1, 1, 1, 'yoga', DATE '2024-01-05'),"
          + " (2, 1, 2, 'boxing', DATE '2024-01-06'), (3, 2, 1, 'yoga', DATE '2024-01-07'),"
          + " (4, 3, 2, 'boxing', DATE '2024-01-08'), (5, 3, 3, 'swimming', DATE '2024-01-09'),"
          + " (6, 4, 2, 'yoga', DATE '2024-01-10'), (7, 4, 3, 'yoga', DATE '2024-01-11')");
      s.execute("INSERT INTO memberships VALUES"
          + " (1, 1, 'silver', 30, DATE '2023-01-01', DATE '2023-12-31'),"
          + " (2, 1, 'gold', 50, DATE '2024-01-01', NULL),"
          + " (3, 2, 'gold', 50, DATE '2023-01-01', DATE '2023-12-31'),"
          + " (4, 2, 'silver', 30, DATE '2024-01-01', NULL),"
          + " (5, 3, 'silver', 30, DATE '2023-06-01', NULL)");
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
    return GENERATOR.generate(new GenerationRequest(question, null, schema, null, Map.of()))
        .sql();
  }

  /** The first column of the rows the question's SQL returns, sorted as text. */
  private static List<String> firstColumn(String question) throws SQLException {
    List<String> values = new ArrayList<>();
    try (Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery(sql(question))) {
      while (rs.next()) {
        values.add(rs.getString(1));
      }
    }
    values.sort(null);
    return values;
  }

  private static String lower(String sql) {
    return sql.toLowerCase(Locale.ROOT);
  }

  @Test
  void bothValuesOfARelatedTable_areAnIntersection() throws SQLException {
    String sql = lower(sql("members who did both yoga and boxing sessions"));
    assertFalse(sql.contains("in ('yoga', 'boxing')"), sql);
    assertTrue(sql.contains("sport = 'yoga'") && sql.contains("sport = 'boxing'"), sql);
    assertEquals(List.of("1"), firstColumn("members who did both yoga and boxing sessions"));
  }

  @Test
  void aValueButNotAnother_isADifference() throws SQLException {
    String question = "members with yoga sessions but no boxing sessions";
    String sql = lower(sql(question));
    assertTrue(sql.contains("not in"), sql);
    assertFalse(sql.contains("sport = 'yoga' and sessions.sport = 'boxing'")
        || sql.contains("sport = 'yoga' and sport = 'boxing'"), sql);
    assertEquals(List.of("2", "4"), firstColumn(question));
  }

  @Test
  void valuesJoinedByOr_stayAlternatives() throws SQLException {
    String sql = lower(sql("members with yoga or boxing sessions"));
    assertTrue(sql.contains("in ('yoga', 'boxing')"), sql);
  }

  @Test
  void aSuperlativeOfTheRelatedRow_isANestedCondition() throws SQLException {
    String question = "sessions with the trainer with the highest fee rate";
    String sql = lower(sql(question));
    assertTrue(sql.contains("= (select max(fee_rate) from trainers)"), sql);
    assertFalse(sql.contains("limit"), sql);
    assertEquals(List.of("2", "4", "6"), firstColumn(question));
  }

  @Test
  void aSuperlativeOfTheSubject_staysALimit() throws SQLException {
    String sql = lower(sql("the trainer with the highest fee rate"));
    assertTrue(sql.contains("order by fee_rate desc") && sql.contains("limit 1"), sql);
  }

  @Test
  void presentTense_readsTheCurrentRowsOfAHistoryTable() throws SQLException {
    String sql = lower(sql("average monthly price of memberships"));
    assertTrue(sql.contains("valid_to is null"), sql);
    String tier = lower(sql("which members are on the gold tier?"));
    assertTrue(tier.contains("valid_to is null"), tier);
  }

  @Test
  void pastWordsAndTheirDates_readEveryRow() throws SQLException {
    for (String question : List.of("which members were on the gold tier?",
        "average monthly price of all memberships ever",
        "memberships with valid to before 2024-01-01", "history of memberships")) {
      String sql = lower(sql(question));
      assertFalse(sql.contains("valid_to is null"), question + " -> " + sql);
    }
  }

  @Test
  void tablesWithoutAnEndDate_keepEveryRow() throws SQLException {
    String sql = lower(sql("how many sessions are there?"));
    assertFalse(sql.contains("is null"), sql);
  }

  @Test
  void aTopRowOrderedByAColumnOfAnotherTable_showsOnlyWhatWasAsked() throws SQLException {
    String question = "which member had the latest session?";
    String sql = sql(question);
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      assertEquals(1, rs.getMetaData().getColumnCount(), sql);
      assertTrue(rs.next(), sql);
      assertEquals("Di Moe", rs.getString(1), sql);
    }
  }

  @Test
  void conditionsJoinedByOr_areAlternatives() throws SQLException {
    String question = "members in Bergen or with more than 1 session";
    String sql = lower(sql(question));
    assertTrue(sql.contains(" or "), sql);
    assertEquals(List.of("1", "3", "4"), firstColumn(question));
    String ranges = lower(sql("trainers with a fee rate above 60 or below 45"));
    assertTrue(ranges.contains("fee_rate > 60 or fee_rate < 45"), ranges);
  }

  @Test
  void conditionsJoinedByAnd_stayTogether() throws SQLException {
    String sql = lower(sql("members in Bergen with more than 1 session"));
    assertFalse(sql.contains(" or "), sql);
    assertEquals(List.of("3", "4"), firstColumn("members in Bergen with more than 1 session"));
    String between = lower(sql("trainers with a fee rate between 45 and 60"));
    assertFalse(between.contains(" or "), between);
  }

  @Test
  void aPeriodOnAHistoryTable_readsTheRowsValidInIt() throws SQLException {
    String question = "memberships in 2024";
    String sql = lower(sql(question));
    assertTrue(sql.contains("valid_to is null or"), sql);
    assertFalse(sql.contains("valid_to is null and"), sql);
    assertEquals(List.of("2", "4", "5"), firstColumn(question));
  }

  @Test
  void exclusiveConditionsOnTheSubject_intersectTheShownColumn() throws SQLException {
    String question = "cities of members with an age above 50 and members with an age below 30";
    String sql = lower(sql(question));
    assertFalse(sql.contains("age > 50 and age < 30"), sql);
    assertEquals(List.of("Bergen"), firstColumn(question));
  }

  @Test
  void modifiersSharingAHead_nameOneColumnEach() throws SQLException {
    String sql = sql("the first, middle and last name of every guest");
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      assertEquals(3, rs.getMetaData().getColumnCount(), sql);
      assertTrue(rs.next(), sql);
      assertEquals("Ida Marie Vik", rs.getString(1) + " " + rs.getString(2) + " "
          + rs.getString(3), sql);
    }
  }

  @Test
  void aCueWordThatIsAlsoAColumnWord_staysACue() throws SQLException {
    String question = "the first, middle and last name of the first guest to register";
    String sql = sql(question);
    assertTrue(lower(sql).contains("order by registered_dt"), sql);
    assertEquals(List.of("Ola"), firstColumn(question));
  }
}
