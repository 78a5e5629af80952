package dev.nljdbc.it.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nljdbc.server.NljdbcCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code nljdbc-server eval} end to end: a golden-question file of our own on a SQLite database
 * the test creates, and a seeded sample of the Spider, SParC and CoSQL dev sets when the shared
 * evaluation data is beside the repository.
 */
class EvalCommandIT {
  /** Where the shared evaluation data lives: NLJDBC_EVAL_DATA, else shared/ beside the repo. */
  private static final Path EXTERNAL = Path.of(System.getenv().getOrDefault("NLJDBC_EVAL_DATA",
      "../../shared/eval/external")).toAbsolutePath().normalize();

  /** More rows than the driver's default row cap ({@code limits.maxRows}, 10,000). */
  private static final int MORE_THAN_THE_ROW_CAP = 10_001;

  @TempDir
  static Path dir;

  @BeforeAll
  static void createDatabase() throws SQLException, IOException {
    Path db = dir.resolve("databases").resolve("music").resolve("music.sqlite");
    Files.createDirectories(db.getParent());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, "
          + "age INTEGER, net_worth REAL, joined DATETIME)");
      s.execute("INSERT INTO singer VALUES (1, 'Joe Sharp', 'Netherlands', 52, 1.25, "
          + "'2001-02-03 04:05:06'), (2, 'Timbaland', 'United States', 32, 2.5, "
          + "'2010-01-01 10:00:00'), (3, 'Justin Brown', 'France', 29, 0.3, "
          + "'2015-06-07 08:09:10'), (4, 'Rose White', 'France', 41, 9.3, '2019-12-31 23:59:59')");
    }
    Path ledger = dir.resolve("databases").resolve("ledger").resolve("ledger.sqlite");
    Files.createDirectories(ledger.getParent());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + ledger);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount INTEGER)");
      s.execute("INSERT INTO ledger VALUES (1, 9223372036854775807), (2, 5)");
    }
    Path readings = dir.resolve("databases").resolve("meter").resolve("meter.sqlite");
    Files.createDirectories(readings.getParent());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + readings);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE readings (reading_id INTEGER PRIMARY KEY, kwh INTEGER)");
      s.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
          + MORE_THAN_THE_ROW_CAP + ") INSERT INTO readings SELECT i, i % 97 FROM n");
    }
  }

  @Test
  void generatedSql_isComparedWhole_beyondTheDriversRowCap() throws IOException {
    Path file = write("meter.json", "[{\"db_id\": \"meter\", \"question\": \"Show all "
        + "readings\", \"query\": \"SELECT * FROM readings\"}]");
    Path csv = dir.resolve("meter.csv");
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--csv", csv.toString());
    assertEquals(0, run.status, run.toString());
    String row = Files.readAllLines(csv, StandardCharsets.UTF_8).get(1);
    assertTrue(row.contains("\"correct\",\"true\""), "all " + MORE_THAN_THE_ROW_CAP
        + " rows are compared, not the first 10,000: " + row);
  }

  @Test
  void sqlTheTargetRejects_isWrittenWithItsState() throws IOException {
    Path file = write("rejected.json", "[{\"db_id\": \"ledger\", \"question\": \"total amount "
        + "of ledger\", \"query\": \"SELECT 1\"}]");
    Path csv = dir.resolve("rejected.csv");
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--csv", csv.toString());
    assertEquals(0, run.status, run.toString());
    String row = Files.readAllLines(csv, StandardCharsets.UTF_8).get(1);
    assertTrue(row.contains("\"SELECT SUM(amount)") && row.contains("\"error\"")
        && row.contains("\"42000\""), row);
  }

  @Test
  void clarify_answersOnlyQuestionsWithOptions_andReportsBothFigures() throws IOException {
    Path file = write("free.json", "[{\"db_id\": \"music\", \"question\": \"Show the top "
        + "singers\", \"query\": \"SELECT name FROM singer ORDER BY net_worth DESC LIMIT 1\"}]");
    Path csv = dir.resolve("free.csv");
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--csv", csv.toString(), "--clarify");
    assertEquals(0, run.status, run.toString());
    String row = Files.readAllLines(csv, StandardCharsets.UTF_8).get(1);
    assertTrue(row.contains("\"clarification\""), "a number question is not answered with 1: "
        + row);
    assertTrue(run.out.contains("clarify off"), run.out);
    assertTrue(run.out.contains("clarify on             0/1 = 0.0%, asked 1/1 = 100.0%"),
        run.out);
  }

  @Test
  void ownGoldenFile_scoresEachQuestionAndInteraction() throws IOException {
    Path file = write("golden.json", """
        [
          {"db_id": "music", "question": "How many singers are there?",
           "query": "SELECT count(*) FROM singer"},
          {"db_id": "music", "question": "How many singers are there?",
           "query": "SELECT count(*) FROM singer WHERE age > 30"},
          {"db_id": "music", "question": "Show all singers", "query": "SELECT nope FROM singer"},
          {"db_id": "absent", "question": "How many singers are there?",
           "query": "SELECT count(*) FROM singer"},
          {"database_id": "music", "interaction": [
            {"utterance": "How many singers are there?", "query": "SELECT count(*) FROM singer"},
            {"utterance": "Show the name and joined of all singers",
             "query": "SELECT name, joined FROM singer"}]}
        ]
        """);
    Path csv = dir.resolve("golden.csv");
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--csv", csv.toString());
    assertEquals(0, run.status, run.toString());
    assertTrue(run.out.contains("4 counted, 1 with failing gold SQL, 1 without a database"),
        run.out);
    assertTrue(run.out.contains("execution accuracy     3/4 = 75.0%"), run.out);
    assertTrue(run.out.contains("interaction accuracy   2/3 = 66.7%"), run.out);
    assertTrue(run.out.contains("wrong, not clarified   1/4 = 25.0%"), run.out);
    assertTrue(run.out.matches("(?s).*latency \\(ms\\) +p50 [0-9.]+ +p90 .*"), run.out);
    List<String> rows = Files.readAllLines(csv, StandardCharsets.UTF_8);
    assertEquals(1 + 6, rows.size(), String.join("\n", rows));
    assertTrue(rows.get(0).startsWith("\"interaction\",\"turn\",\"db_id\",\"question\""));
    assertTrue(rows.get(1).contains("\"correct\",\"true\""), rows.get(1));
    assertTrue(rows.get(2).contains("\"wrong_values\",\"false\""), rows.get(2));
    assertTrue(rows.get(3).contains("\"gold_error\""), rows.get(3));
    assertTrue(rows.get(4).contains("\"no_database\""), rows.get(4));
    assertTrue(rows.get(6).contains("\"correct\",\"true\""),
        "SQLite DATETIME values come through whole: " + rows.get(6));
  }

  @Test
  void heldOutDatabases_reportedApartFromTheTuningHalf() throws IOException {
    Path file = write("split.json", """
        [
          {"db_id": "music", "question": "How many singers are there?",
           "query": "SELECT count(*) FROM singer"},
          {"db_id": "music", "question": "How many singers are there?",
           "query": "SELECT count(*) FROM singer WHERE age > 30"}
        ]
        """);
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--held-out", "music", "--csv", dir.resolve("split.csv").toString());
    assertEquals(0, run.status, run.toString());
    assertTrue(run.out.contains("held-out databases     1/2 = 50.0%, wrong without a"
        + " clarification 1/2 = 50.0%"), run.out);
    assertTrue(run.out.contains("dev databases          0/0 = 0.0%"), run.out);
  }

  @Test
  void models_listTheQuestionsAModelMadeWrong_andDraftAMissingModel() throws IOException {
    Path file = write("models.json", """
        [
          {"db_id": "music", "question": "How many singers are there?",
           "query": "SELECT count(*) FROM singer"},
          {"db_id": "music", "question": "Show the name of each singer from France",
           "query": "SELECT name FROM singer WHERE country = 'France'"}
        ]
        """);
    Path drafted = dir.resolve("drafted");
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--models", drafted.toString(), "--csv", dir.resolve("drafted.csv").toString());
    assertEquals(0, run.status, run.toString());
    assertTrue(Files.readString(drafted.resolve("music.yaml")).contains("source: singer"),
        "the missing model is drafted from the database");
    assertTrue(run.out.contains("without a model        2/2 = 100.0%"), run.out);
    assertTrue(run.out.contains("with a model           2/2 = 100.0%"), run.out);
    assertTrue(run.out.contains("right without a model, wrong with it: 0; the other way: 0"),
        run.out);

    Path taking = dir.resolve("taking");
    Files.createDirectories(taking);
    Files.writeString(taking.resolve("music.yaml"), String.join("\n",
        "version: \"0.2.0.dev0\"",
        "semantic_model:",
        "  - name: music",
        "    datasets:",
        "      - name: singer",
        "        source: singer",
        "        custom_extensions:",
        "          - vendor_name: NLJDBC",
        "            data: '{\"value_synonyms\": {\"singers\": \"age > 40\"}}'",
        ""));
    run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--models", taking.toString(), "--csv", dir.resolve("taking.csv").toString());
    assertEquals(0, run.status, run.toString());
    assertTrue(run.out.contains("right without a model, wrong with it: 1; the other way: 0"),
        run.out);
    assertTrue(run.out.matches("(?s).*music \\d+\\.1 \\| How many singers are there\\?\n"
        + "    without: SELECT COUNT.*\n    with: .*age > 40.*"), run.out);
  }

  @Test
  void minAccuracy_failsTheRunBelowIt() throws IOException {
    Path file = write("one.json", "[{\"db_id\": \"music\", \"question\": \"How many singers "
        + "are there?\", \"query\": \"SELECT count(*) FROM singer WHERE age > 99\"}]");
    Run run = eval(file.toString(), "--databases", dir.resolve("databases").toString(),
        "--csv", dir.resolve("one.csv").toString(), "--min-accuracy", "50", "--clarify");
    assertEquals(2, run.status, run.toString());
    assertTrue(run.out.contains("clarify=true"), run.out);
  }

  @Test
  void spiderSample_seededSubsetRunsOnTheRealDatabases() {
    Path spider = EXTERNAL.resolve("spider");
    assumeTrue(Files.isDirectory(spider.resolve("database")), "no evaluation data at " + spider);
    Run run = eval(spider.resolve("dev.subset10.json").toString(), "--limit", "25", "--seed",
        "7", "--csv", dir.resolve("spider.csv").toString());
    assertEquals(0, run.status, run.toString());
    assertTrue(run.out.contains("25 counted, 0 with failing gold SQL, 0 without a database"),
        run.out);
    assertTrue(accuracy(run.out) >= 10, "the offline engine answers some Spider questions: "
        + run.out);
  }

  @Test
  void conversationalSamples_keepOneConnectionPerInteraction() {
    for (String set : List.of("sparc", "cosql")) {
      Path file = EXTERNAL.resolve(set).resolve("dev.subset10.json");
      assumeTrue(Files.isRegularFile(file), "no evaluation data at " + file);
      Run run = eval(file.toString(), "--limit", "8", "--seed", "7", "--databases",
          EXTERNAL.resolve("spider").resolve("database").toString(), "--csv",
          dir.resolve(set + ".csv").toString());
      assertEquals(0, run.status, run.toString());
      assertTrue(run.out.contains("interaction accuracy"), run.out);
      assertTrue(run.out.contains("by turn"), run.out);
      assertTrue(accuracy(run.out) > 0, run.out);
    }
  }

  private static double accuracy(String out) {
    Matcher m = Pattern.compile("execution accuracy +\\d+/\\d+ = ([0-9.]+)%").matcher(out);
    assertTrue(m.find(), out);
    return Double.parseDouble(m.group(1));
  }

  private static Path write(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  private static Run eval(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = NljdbcCommand.commandLine();
    cl.setOut(new PrintWriter(out));
    cl.setErr(new PrintWriter(err));
    String[] all = new String[args.length + 1];
    all[0] = "eval";
    System.arraycopy(args, 0, all, 1, args.length);
    int status = cl.execute(all);
    return new Run(status, out.toString(), err.toString());
  }

  private record Run(int status, String out, String err) {
  }
}
