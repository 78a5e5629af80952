package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialog.ClarificationStep.Draft;
import dev.nljdbc.dialog.ClarificationStep.Review;
import dev.nljdbc.dialog.Confidence;
import dev.nljdbc.dialog.DetectedIntent;
import dev.nljdbc.dialog.Intent;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.statement.ResultTable;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which date a period means, asked once and learned: the rule-based detector on a real schema
 * (in-memory H2), the clarifier and its state store.
 */
class DateColumnClarificationTest {

  private static Connection connection;
  private static SchemaSnapshot schema;
  private final StateStore store = StateStore.forUrl("jdbc:h2:mem:datecol_"
      + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:datecol_schema;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE reservations (res_id INT PRIMARY KEY, booked_on DATE NOT NULL,"
          + " stay_dt DATE NOT NULL, cancelled_at TIMESTAMP, guests INT NOT NULL)");
      s.execute("CREATE TABLE shipments (shipment_id INT PRIMARY KEY,"
          + " created_at TIMESTAMP NOT NULL, dispatched_at TIMESTAMP NOT NULL,"
          + " delivered_at TIMESTAMP)");
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

  private Clarifier clarifier(String session, String user) {
    return new Clarifier(new RuleDetector(new OfflineSqlGenerator()), store, session, user, user,
        () -> schema, null, Duration.ofMinutes(15), Clock.systemUTC(), new PipelineMetrics());
  }

  private static Draft draft(String question) {
    return new Draft("s1", question, new DetectedIntent(Intent.NEW_QUERY, Confidence.HIGH, false),
        new Expansion(question, false, false),
        new GenerationRequest(question, null, schema, null, Map.of()));
  }

  private String sql(Draft d) throws SQLException {
    return engine.generate(d.request()).sql().toLowerCase(java.util.Locale.ROOT);
  }

  @Test
  void periodOnTwoPlausibleDates_asksOnce_andTheAnswerIsLearnedForTheTable()
      throws SQLException {
    Clarifier c = clarifier("s1", "ann");
    ResultTable asked = assertInstanceOf(Review.Ask.class,
        c.review(draft("how many reservations last month?"))).questions();
    Object[] row = asked.rows().get(0);
    assertEquals("reservations.stay_dt | reservations.booked_on", row[4]);
    assertEquals("column_ambiguity", row[5]);

    Draft answered = assertInstanceOf(Review.Proceed.class, c.answer("2")).draft();
    assertEquals(Map.of("date of reservations", "reservations.booked_on"),
        answered.request().resolutions());
    assertTrue(sql(answered).contains("booked_on >="), sql(answered));
    c.completed(answered);

    Clarifier later = clarifier("s2", "ann");
    Draft next = assertInstanceOf(Review.Proceed.class,
        later.review(draft("total guests of reservations this year"))).draft();
    assertTrue(next.note().contains("auto-resolved"), next.note());
    assertTrue(sql(next).contains("booked_on >="), sql(next));

    assertInstanceOf(Review.Ask.class, clarifier("s3", "bob")
        .review(draft("reservations this year")), "another user is asked");
  }

  @Test
  void datesTheQuestionOrTheRuleSettle_areNotAsked() throws SQLException {
    for (String q : List.of("reservations booked last month", "reservations with a stay_dt"
        + " next week", "upcoming reservations", "shipments last week",
        "the last 5 reservations")) {
      Review r = clarifier("s1", "ann").review(draft(q));
      assertInstanceOf(Review.Proceed.class, r, q);
    }
  }
}
