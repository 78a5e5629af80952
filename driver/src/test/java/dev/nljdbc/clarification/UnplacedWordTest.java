package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.dialog.ClarificationStep.Draft;
import dev.nljdbc.dialog.ClarificationStep.Review;
import dev.nljdbc.dialog.Confidence;
import dev.nljdbc.dialog.DetectedIntent;
import dev.nljdbc.dialog.Intent;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Words the engine cannot place: asked about, answered, learned after one use. */
class UnplacedWordTest {
  private static ColumnInfo column(String name, int type, String... samples) {
    return new ColumnInfo(name, type, type == Types.VARCHAR ? "VARCHAR" : "NUMERIC", true, null,
        List.of(samples));
  }

  static final SchemaSnapshot SCHEMA = new SchemaSnapshot("v1", PostgresqlDialect.DEFAULT,
      List.of(
          new TableInfo(null, "crews", null, List.of(column("crew_id", Types.INTEGER),
              column("crew_name", Types.VARCHAR)), List.of("crew_id"), List.of()),
          new TableInfo(null, "work_orders", null, List.of(column("order_id", Types.INTEGER),
              column("urgency", Types.VARCHAR, "low", "routine", "critical"),
              column("state", Types.VARCHAR, "open", "closed"),
              column("crew_id", Types.INTEGER)), List.of("order_id"),
              List.of(new ForeignKey(List.of("crew_id"), null, "crews", List.of("crew_id"))))));

  /** A second shape: members and their loans, a money column and two dates. */
  static final SchemaSnapshot LOANS = new SchemaSnapshot("v1", PostgresqlDialect.DEFAULT,
      List.of(
          new TableInfo(null, "members", null, List.of(column("member_id", Types.INTEGER),
              column("member_name", Types.VARCHAR, "Ona Lind", "Per Vik")),
              List.of("member_id"), List.of()),
          new TableInfo(null, "loans", null, List.of(column("loan_id", Types.INTEGER),
              column("loan_amt", Types.DECIMAL), column("member_id", Types.INTEGER),
              column("purpose", Types.VARCHAR, "car", "house", "study")),
              List.of("loan_id"),
              List.of(new ForeignKey(List.of("member_id"), null, "members",
                  List.of("member_id"))))));

  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();

  private static Draft draft(String question) {
    return new Draft("s1", question, new DetectedIntent(Intent.NEW_QUERY, Confidence.HIGH, false),
        new Expansion(question, false, false),
        new GenerationRequest(question, null, SCHEMA, null, Map.of()));
  }

  /** The first ambiguity that would be asked, or null. */
  private Ambiguity detect(String question) {
    List<Ambiguity> found = new RuleDetector(engine).detect(new Subject(question,
        draft(question).request(), false, null, List.of()));
    return found.isEmpty() || found.get(0).severity() == Severity.MINOR ? null : found.get(0);
  }

  /** The first ambiguity that would be asked about a question on another schema, or null. */
  private Ambiguity detect(SchemaSnapshot schema, String question) {
    GenerationRequest request = new GenerationRequest(question, null, schema, null, Map.of());
    List<Ambiguity> found = new RuleDetector(engine).detect(new Subject(question, request,
        false, null, List.of()));
    return found.isEmpty() || found.get(0).severity() == Severity.MINOR ? null : found.get(0);
  }

  @Test
  void aWordNothingNames_isAskedAbout_withTheNearestNamesFirst() {
    Ambiguity a = detect("show the urgencies");
    assertNull(a, "a plural of a column's word is placed: " + a);
    Ambiguity b = detect("show the emergencies");
    assertEquals(AmbiguityType.VAGUE_TERM, b.type());
    assertEquals(Ambiguity.Rewrite.MEANING, b.rewrite());
    assertEquals("emergencies", b.term());
    assertTrue(b.allowsOther());
    assertTrue(b.options().contains("work orders (table work_orders)"),
        b.options().toString());
    assertTrue(b.options().contains("crews (table crews)"), b.options().toString());
    Ambiguity c = detect("list the critcal jobs");
    assertTrue(c != null && c.options().get(0).equals(
        "work orders with urgency critical (an urgency of work_orders)"), String.valueOf(c));
  }

  @Test
  void wordsOfTimeAndComparison_areNeverAskedAbout() {
    for (String q : List.of("compare the open work orders versus closed ones",
        "work orders of crews on a free trial", "critical work orders per fortnight",
        "work orders vs crews this season")) {
      Ambiguity a = detect(q);
      assertTrue(a == null || !Lexicon.isTimeOrComparison(a.term().toLowerCase(Locale.ROOT)),
          q + ": " + a);
    }
    Ambiguity a = detect("show the escalations per fortnight versus last year");
    assertEquals("escalations", a == null ? null : a.term(), "the unknown word is still asked");
  }

  @Test
  void aQuestionTheEngineAnswers_isNotAsked() {
    assertNull(detect("show the critical work orders"));
    assertNull(detect("how many work orders per crew"));
  }

  @Test
  void aWordARankingIsBy_isAskedAbout_evenWhenTheRestCouldBeAnswered() {
    Ambiguity a = detect("top 3 crews by overtime");
    assertTrue(a != null && a.term().equals("overtime"), String.valueOf(a));
    assertEquals(AmbiguityType.VAGUE_TERM, a.type());
    assertTrue(detect("work orders per district") != null, "a grouping word too");
  }

  @Test
  void aWordAfterADeterminer_isAskedAbout_evenWhenTheRestCouldBeAnswered() {
    Ambiguity a = detect("show the stalled work orders");
    assertTrue(a != null && a.term().equals("stalled"), String.valueOf(a));
    assertEquals(Severity.CRITICAL, a.severity());
    Ambiguity b = detect(LOANS, "show the overdue loans");
    assertTrue(b != null && b.term().equals("overdue"), String.valueOf(b));
    Ambiguity c = detect(LOANS, "show the default rate per member");
    assertTrue(c != null && c.term().equals("default"), String.valueOf(c));
  }

  @Test
  void aWordAfterADeterminer_placedOnlyByACommentWord_isAskedAbout() {
    SchemaSnapshot commented = new SchemaSnapshot("v2", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo(null, "members", "Borrowers; also called default risk holders",
            LOANS.tables().get(0).columns(), List.of("member_id"), List.of()),
        LOANS.tables().get(1)));
    Ambiguity a = detect(commented, "show the default rate per member");
    assertTrue(a != null && a.term().equals("default"), String.valueOf(a));
    assertNull(detect(commented, "how many borrowers took a loan for study"));
    assertNull(detect(commented, "show the default risk holders"));
  }

  @Test
  void aWordNotAfterADeterminer_orAWordForMoney_isNotAsked() {
    assertNull(detect(LOANS, "how many loans were granted for study"));
    assertNull(detect(LOANS, "how many loans have a price above 100"));
    assertEquals("stalled", UnplacedWord.determined("the stalled orders", List.of("stalled")));
    assertNull(UnplacedWord.determined("orders stalled for a week", List.of("stalled")));
    assertNull(UnplacedWord.determined("loans of a specific member", List.of("specific")));
  }

  @Test
  void floodsPastesAndBytes_areNotAskedAbout() {
    assertNull(detect("show the " + "emergencies ".repeat(40)));
    assertNull(detect("show the zq\u00e9\u00ff9x emergencies"));
    assertNull(detect("show the " + "x".repeat(60)));
    assertFalse(UnplacedWord.readsAsAQuestion("a b c d e", List.of("a", "b", "c", "d")));
    assertTrue(UnplacedWord.readsAsAQuestion("show the emergencies", List.of("emergencies")));
  }

  @Test
  void rankedBy_findsTheWordAfterByOrPer() {
    assertEquals("revenue", UnplacedWord.rankedBy("top 5 customers by revenue",
        List.of("revenue")));
    assertEquals("revenue", UnplacedWord.rankedBy("the 5 customers by their total revenue",
        List.of("revenue")));
    assertEquals("region", UnplacedWord.rankedBy("orders per region", List.of("region")));
    assertNull(UnplacedWord.rankedBy("revenue of the top customers", List.of("revenue")));
    assertNull(UnplacedWord.rankedBy("show revenue by customer", List.of("revenue")));
  }

  @Test
  void answers_readAsWords() {
    assertEquals("work orders with urgency critical",
        UnplacedWord.asWords("work_orders.urgency = 'critical'"));
    assertEquals("work orders urgency", UnplacedWord.asWords("work_orders.urgency"));
    assertEquals("crews", UnplacedWord.asWords("crews"));
    assertEquals("critical work orders", UnplacedWord.asWords("critical work orders"));
  }

  @Test
  void theAnswer_replacesTheWord_andIsLearnedAfterOneUse() throws SQLException {
    StateStore store = StateStore.forUrl("jdbc:h2:mem:unplaced_test_" + System.nanoTime()
        + ";DB_CLOSE_DELAY=-1");
    Clarifier c = new Clarifier(new RuleDetector(engine), store, "s", "ann", "ann",
        () -> SCHEMA, null, Duration.ofMinutes(15), Clock.systemUTC(), new PipelineMetrics());
    ResultTable asked = assertInstanceOf(Review.Ask.class, c.review(draft("show the emergencies")))
        .questions();
    String options = (String) asked.rows().get(0)[4];
    int critical = Arrays.asList(options.split(" \\| ")).indexOf(
        "work orders with urgency critical (an urgency of work_orders)");
    String answer = critical >= 0 ? String.valueOf(critical + 1) : "work_orders.urgency = "
        + "'critical'";
    Draft answered = assertInstanceOf(Review.Proceed.class, c.answer(answer)).draft();
    assertEquals("show the work orders with urgency critical", answered.request().question());
    String sql = engine.generate(answered.request()).sql();
    assertTrue(sql.contains("urgency") && sql.contains("'critical'"), sql);
    c.completed(answered);

    Clarifier next = new Clarifier(new RuleDetector(engine), store, "s2", "ann", "ann",
        () -> SCHEMA, null, Duration.ofMinutes(15), Clock.systemUTC(), new PipelineMetrics());
    Draft learned = assertInstanceOf(Review.Proceed.class,
        next.review(draft("how many emergencies per crew"))).draft();
    assertEquals("how many work orders with urgency critical per crew",
        learned.request().question());
    Clarifier other = new Clarifier(new RuleDetector(engine), store, "s3", "bob", "bob",
        () -> SCHEMA, null, Duration.ofMinutes(15), Clock.systemUTC(), new PipelineMetrics());
    Draft untaught = assertInstanceOf(Review.Proceed.class,
        other.review(draft("how many emergencies per crew"))).draft();
    assertEquals("how many emergencies per crew", untaught.request().question());
    assertInstanceOf(Review.Ask.class, other.review(draft("show the emergencies")));
  }

  @Test
  void withoutClarification_theEngineStillFailsNamingTheWord() {
    SQLException e = assertThrows(SQLException.class,
        () -> engine.generate(draft("show the emergencies").request()));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("emergencies"), e.getMessage());
  }

  /** A legacy shape: tables named by shortened words before a kind ending ({@code _mst}). */
  static final SchemaSnapshot LEGACY = new SchemaSnapshot("v1", PostgresqlDialect.DEFAULT,
      List.of(
          new TableInfo(null, "shp_mst", null, List.of(column("shp_no", Types.INTEGER),
              column("shp_nm", Types.VARCHAR, "Aurora", "Boreas")), List.of("shp_no"), List.of()),
          new TableInfo(null, "prt_mst", null, List.of(column("prt_no", Types.INTEGER),
              column("prt_nm", Types.VARCHAR, "Leith", "Brest")), List.of("prt_no"), List.of())));

  @Test
  void aWordDropped_whereATableIsNamedOnlyByAShortenedWord_isAsked() {
    String question = "how many ships are seaworthy";
    List<Ambiguity> found = new RuleDetector(engine).detect(new Subject(question,
        new GenerationRequest(question, null, LEGACY, null, Map.of()), false, null, List.of()));
    assertFalse(found.isEmpty());
    assertEquals("seaworthy", found.get(0).term());
    assertEquals(Severity.CRITICAL, found.get(0).severity());
    assertNull(detect("how many crews are seaworthy"));
  }
}
