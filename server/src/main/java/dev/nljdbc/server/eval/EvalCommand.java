package dev.nljdbc.server.eval;

import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.semantic.ModelDraft;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code eval FILE}: execution accuracy of nljdbc on a Spider, SParC or CoSQL test set (or a
 * golden-question file in their format) over the test set's SQLite databases.
 */
@Command(name = "eval", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Runs a text-to-SQL test set through the nljdbc driver and reports execution "
        + "accuracy: each question on jdbc:nl:jdbc:sqlite:<db>, each gold query directly on the "
        + "same database, results compared as multisets (as lists when the gold sorts).",
        "FILE is Spider JSON ([{db_id, question, query}]) or SParC/CoSQL JSON ([{database_id, "
            + "interaction: [{utterance, query}]}]); an interaction keeps one connection, so "
            + "follow-ups build on earlier turns."},
    footer = {"", "Examples:",
        "  eval shared/eval/external/spider/dev.subset10.json --limit 100 --seed 1",
        "  eval sparc/dev.subset10.json --databases spider/database --csv sparc.csv",
        "  eval my-questions.json --property llm.provider=openai "
            + "--property llm.baseUrl=http://localhost:8000/v1 --property llm.model=NAME"})
public final class EvalCommand implements Callable<Integer> {
  @Parameters(paramLabel = "FILE", description = "The test set (JSON).")
  Path testSet;

  @Option(names = "--databases", paramLabel = "DIR",
      description = "The directory of <db_id>/<db_id>.sqlite (default: FILE's directory's "
          + "'database', else its sibling 'spider/database').")
  Path databases;

  @Option(names = "--limit", paramLabel = "N",
      description = "Run the first N entries (interactions or questions) only.")
  Integer limit;

  @Option(names = "--seed", paramLabel = "SEED",
      description = "Shuffle the entries with this seed before --limit: a deterministic sample.")
  Long seed;

  @Option(names = "--db", paramLabel = "DB_ID", split = ",",
      description = "Only entries on these databases (repeatable or comma-separated).")
  List<String> dbIds;

  @Option(names = "--held-out", paramLabel = "DB_ID", split = ",",
      description = "Report entries on these databases apart from the others (the tuning half),"
          + " as held-out figures (repeatable or comma-separated).")
  List<String> heldOut;

  @Option(names = "--clarify",
      description = "Run with clarify=true and answer each clarification that offers options "
          + "with --answer (a free-text question counts as asked), and report the same run "
          + "with clarify=false beside it (default: clarify=false only, one answer per "
          + "question as the test sets expect).")
  boolean clarify;

  @Option(names = "--answer", paramLabel = "TEXT", defaultValue = "1",
      description = "The reply to a clarification with --clarify (default: ${DEFAULT-VALUE}, "
          + "the first option).")
  String answer;

  @Option(names = {"-P", "--property"}, paramLabel = "KEY=VALUE",
      description = "A connection property for every session, e.g. llm.provider=openai.")
  Map<String, String> properties = new LinkedHashMap<>();

  @Option(names = "--csv", paramLabel = "FILE", defaultValue = "eval-results.csv",
      description = "Where to write one row per question (default: ${DEFAULT-VALUE}).")
  Path csv;

  @Option(names = "--min-accuracy", paramLabel = "PERCENT",
      description = "Exit with status 2 when the execution accuracy is below this.")
  Double minAccuracy;

  @Option(names = "--models", paramLabel = "DIR",
      description = "Runs every question twice, without a semantic model and with the model "
          + "DIR/<db_id>.yaml (drafted from the database, as `model draft` does, when the file "
          + "is missing), reports both and lists each question right without the model and "
          + "wrong with it; the CSV holds the run with the models.")
  Path models;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    Path dbDir = databases != null ? databases : defaultDatabases(testSet);
    List<Interaction> entries = select(TestSetReader.read(testSet));
    Properties nl = new Properties();
    nl.setProperty("clarify", Boolean.toString(clarify));
    nl.setProperty("limits.maxRows", "0");
    nl.putAll(properties);
    boolean clarifyOn = Boolean.parseBoolean(nl.getProperty("clarify"));
    if (models != null) {
      return differential(entries, dbDir, nl, clarifyOn ? answer : null);
    }
    EvalRunner runner = new EvalRunner(dbDir, nl, clarifyOn ? answer : null, 2);
    EvalRunner off = null;
    EvalReport offReport = new EvalReport();
    if (clarifyOn) {
      Properties without = new Properties();
      without.putAll(nl);
      without.setProperty("clarify", "false");
      off = new EvalRunner(dbDir, without, null, 0);
    }
    EvalReport report = new EvalReport();
    PrintWriter err = spec.commandLine().getErr();
    long started = System.nanoTime();
    int done = 0;
    for (Interaction entry : entries) {
      runner.run(entry, report::add);
      if (off != null) {
        off.run(entry, offReport::add);
      }
      if (++done % 25 == 0 || done == entries.size()) {
        err.printf(Locale.ROOT, "eval: %d/%d entries, %.1f%% correct so far%n", done,
            entries.size(), report.accuracy());
        err.flush();
      }
    }
    report.writeCsv(csv);
    PrintWriter out = spec.commandLine().getOut();
    out.print(report.summary(title(entries, nl, (System.nanoTime() - started) / 1e9)));
    if (off != null) {
      out.print(offReport.brief("clarify off"));
      out.print(report.brief("clarify on"));
    }
    if (heldOut != null && !heldOut.isEmpty()) {
      out.print(report.only(r -> heldOut.contains(r.dbId())).brief("held-out databases"));
      out.print(report.only(r -> !heldOut.contains(r.dbId())).brief("dev databases"));
    }
    out.println("  csv                    " + csv.toAbsolutePath());
    out.flush();
    return minAccuracy != null && report.accuracy() < minAccuracy ? 2 : 0;
  }

  /** Filters by database, shuffles with the seed, then limits. */
  List<Interaction> select(List<Interaction> all) {
    List<Interaction> chosen = new ArrayList<>();
    for (Interaction i : all) {
      if (dbIds == null || dbIds.contains(i.dbId())) {
        chosen.add(i);
      }
    }
    if (seed != null) {
      Collections.shuffle(chosen, new Random(seed));
    }
    if (limit != null && limit < chosen.size()) {
      chosen = new ArrayList<>(chosen.subList(0, Math.max(0, limit)));
    }
    return chosen;
  }

  /**
   * Each interaction without and with its database's model: both reports, and the questions a
   * model made wrong (a model must only add knowledge) with the SQL of both runs.
   */
  private int differential(List<Interaction> entries, Path dbDir, Properties nl,
      String clarificationAnswer) throws IOException, SQLException {
    EvalRunner plain = new EvalRunner(dbDir, nl, clarificationAnswer, 2);
    EvalReport without = new EvalReport();
    EvalReport with = new EvalReport();
    StringBuilder lost = new StringBuilder();
    int lostCount = 0;
    int gainedCount = 0;
    Map<String, Path> modelFiles = new LinkedHashMap<>();
    long started = System.nanoTime();
    for (Interaction entry : entries) {
      List<QuestionResult> before = new ArrayList<>();
      List<QuestionResult> after = new ArrayList<>();
      plain.run(entry, before::add);
      Properties withModel = new Properties();
      withModel.putAll(nl);
      Path model = modelFor(entry.dbId(), plain, modelFiles);
      if (model != null) {
        withModel.setProperty("semantic.model", model.toString());
      }
      new EvalRunner(dbDir, withModel, clarificationAnswer, 2).run(entry, after::add);
      for (int i = 0; i < before.size() && i < after.size(); i++) {
        QuestionResult b = before.get(i);
        QuestionResult a = after.get(i);
        without.add(b);
        with.add(a);
        if (b.correct() && !a.correct()) {
          lostCount++;
          lost.append(String.format(Locale.ROOT, "  %s %d.%d | %s%n    without: %s%n    with:    %s%n",
              a.dbId(), a.interaction(), a.turn(), a.question(), b.predictedSql(),
              a.predictedSql() != null ? a.predictedSql()
                  : a.outcome() + " " + a.sqlState() + " " + a.message()));
        } else if (!b.correct() && a.correct()) {
          gainedCount++;
        }
      }
    }
    with.writeCsv(csv);
    PrintWriter out = spec.commandLine().getOut();
    out.print(with.summary(title(entries, nl, (System.nanoTime() - started) / 1e9)
        + "; with the models of " + models));
    out.print(without.brief("without a model"));
    out.print(with.brief("with a model"));
    if (heldOut != null && !heldOut.isEmpty()) {
      out.print(without.only(r -> heldOut.contains(r.dbId())).brief("held-out, no model"));
      out.print(with.only(r -> heldOut.contains(r.dbId())).brief("held-out, model"));
    }
    out.printf(Locale.ROOT, "  right without a model, wrong with it: %d; the other way: %d%n%s",
        lostCount, gainedCount, lost);
    out.println("  csv                    " + csv.toAbsolutePath());
    out.flush();
    return minAccuracy != null && with.accuracy() < minAccuracy ? 2 : 0;
  }

  /** {@code --models}/{@code <db_id>.yaml}, drafted from the database when missing; or null. */
  private Path modelFor(String dbId, EvalRunner runner, Map<String, Path> done)
      throws IOException, SQLException {
    if (done.containsKey(dbId)) {
      return done.get(dbId);
    }
    Path file = models.resolve(dbId + ".yaml");
    Path db = runner.database(dbId);
    if (!Files.isRegularFile(file) && Files.isRegularFile(db)) {
      SchemaSnapshot schema;
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
        schema = SchemaLoader.defaults().load(c);
      }
      Files.createDirectories(models);
      Files.writeString(file, ModelDraft.yaml(dbId, schema, List.of()), StandardCharsets.UTF_8);
    }
    Path found = Files.isRegularFile(file) ? file : null;
    done.put(dbId, found);
    return found;
  }

  private String title(List<Interaction> entries, Properties nl, double seconds) {
    int questions = entries.stream().mapToInt(i -> i.turns().size()).sum();
    String provider = nl.getProperty("llm.provider", "none");
    return String.format(Locale.ROOT, "nljdbc eval %s: %d entries, %d questions%s%s; "
            + "clarify=%s, llm.provider=%s; %.0f s", testSet.getFileName(), entries.size(),
        questions, seed == null ? "" : ", seed " + seed, limit == null ? "" : ", limit " + limit,
        nl.getProperty("clarify"), provider, seconds);
  }

  /** {@code <dir>/database}, else {@code <dir>/../spider/database}, where FILE is in dir. */
  static Path defaultDatabases(Path testSet) {
    Path dir = testSet.toAbsolutePath().getParent();
    Path own = dir.resolve("database");
    return Files.isDirectory(own) ? own : dir.resolveSibling("spider").resolve("database");
  }
}
