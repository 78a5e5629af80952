package dev.nljdbc.server.eval;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.QueryEvidence;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.confidence.ConfidenceModel;
import dev.nljdbc.generation.offline.confidence.LogisticFit;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code fit FILE...}: fits the offline engine's confidence model on training sets. Each
 * question that starts an entry (every Spider question; the first turn of a SParC or CoSQL
 * interaction) is answered by the offline engine as with {@code clarify=false}, its query and
 * the gold run on the entry's SQLite database and judged as {@code eval} judges them, and a
 * logistic regression over the query's evidence is fitted to the verdicts.
 */
@Command(name = "fit", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Fits the offline engine's confidence model (the probability that an "
        + "answer is right, from the evidence its reading rests on) on training sets judged "
        + "by execution, and writes the weights as a properties file.",
        "FILE is Spider JSON or SParC/CoSQL JSON; of an interaction only its first turn is "
            + "used (a follow-up is a refinement, which the model does not judge)."},
    footer = {"", "Example (the shipped weights):",
        "  fit $E/train/spider/train_spider.json $E/train/spider/train_spider_syn.json "
            + "$E/train/sparc/train.json $E/train/cosql/train.json --databases "
            + "$E/train/database --out driver/src/main/resources/nljdbc/"
            + "confidence-weights.properties"})
public final class FitCommand implements Callable<Integer> {
  /** The thresholds (percent) the report lists. */
  private static final int STEP = 5;
  private static final int MAX_ROWS = 100_000;
  private static final double PERCENT = 100.0;

  @Parameters(paramLabel = "FILE", arity = "1..*", description = "The training sets (JSON).")
  List<Path> sets;

  @Option(names = "--databases", paramLabel = "DIR", required = true,
      description = "The directory of <db_id>/<db_id>.sqlite.")
  Path databases;

  @Option(names = "--out", paramLabel = "FILE", required = true,
      description = "Where to write the weights (a properties file).")
  Path out;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** A judged question: its evidence and whether its answer was right. */
  private record Sample(double[] features, boolean right) {
  }

  @Override
  public Integer call() throws Exception {
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    PrintWriter err = spec.commandLine().getErr();
    OfflineSqlGenerator engine = new OfflineSqlGenerator();
    List<Sample> samples = new ArrayList<>();
    int asked = 0;
    int unanswered = 0;
    for (Path set : sets) {
      List<Interaction> entries = TestSetReader.read(set);
      String current = null;
      Connection db = null;
      SchemaSnapshot schema = null;
      try {
        for (Interaction entry : entries) {
          if (!entry.dbId().equals(current)) {
            if (db != null) {
              db.close();
            }
            db = null;
            current = entry.dbId();
            Path file = databases.resolve(current).resolve(current + ".sqlite");
            if (!Files.isRegularFile(file)) {
              continue;
            }
            Properties readOnly = new Properties();
            readOnly.setProperty("open_mode", "1");
            db = DriverManager.getConnection("jdbc:sqlite:" + file, readOnly);
            schema = SchemaLoader.defaults().load(db);
          }
          if (db == null || entry.turns().isEmpty()) {
            continue;
          }
          asked++;
          Sample s = judge(engine, db, schema, entry.turns().get(0));
          if (s == null) {
            unanswered++;
          } else {
            samples.add(s);
          }
        }
      } finally {
        if (db != null) {
          db.close();
        }
      }
      err.printf(Locale.ROOT, "fit: %s read, %d questions judged so far%n", set.getFileName(),
          samples.size());
      err.flush();
    }
    List<double[]> x = new ArrayList<>();
    List<Boolean> y = new ArrayList<>();
    int right = 0;
    for (Sample s : samples) {
      x.add(s.features());
      y.add(s.right());
      right += s.right() ? 1 : 0;
    }
    ConfidenceModel model = LogisticFit.fit(x, y);
    List<String> header = new ArrayList<>();
    header.add("The offline engine's confidence model: P(right) = 1 / (1 + exp(-(intercept");
    header.add("+ sum of weight * feature))), the features as dev.nljdbc.generation.QueryEvidence");
    header.add("names them. Written by `nljdbc fit` (docs/accuracy.md, \"How to refit\") on:");
    for (Path set : sets) {
      header.add("  " + set.getFileName());
    }
    header.add(String.format(Locale.ROOT, "%d questions asked, %d answered and judged (%d "
            + "right, %.1f %%), %d not answered;", asked, samples.size(), right,
        PERCENT * right / Math.max(1, samples.size()), unanswered));
    header.add(LogisticFit.ITERATIONS + " iterations of gradient descent.");
    header.add("On the same questions, asking below a threshold (clarify.minConfidence):");
    header.add("threshold  asked  right asked  wrong asked  (shares of right and of wrong)");
    for (int t = STEP; t < PERCENT; t += STEP) {
      int rightAsked = 0;
      int wrongAsked = 0;
      for (Sample s : samples) {
        if (PERCENT * model.probability(QueryEvidence.of(s.features())) < t) {
          if (s.right()) {
            rightAsked++;
          } else {
            wrongAsked++;
          }
        }
      }
      int wrong = samples.size() - right;
      header.add(String.format(Locale.ROOT, "%6d %% %7.1f %% %9.1f %% %11.1f %%", t,
          PERCENT * (rightAsked + wrongAsked) / Math.max(1, samples.size()),
          PERCENT * rightAsked / Math.max(1, right), PERCENT * wrongAsked / Math.max(1, wrong)));
    }
    Path parent = out.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.writeString(out, model.toProperties(header), StandardCharsets.UTF_8);
    PrintWriter stdout = spec.commandLine().getOut();
    for (String line : header) {
      stdout.println(line);
    }
    stdout.println("  weights                " + out.toAbsolutePath());
    stdout.flush();
    return 0;
  }

  /** The question answered and judged, or null when the engine gave no query. */
  private static Sample judge(OfflineSqlGenerator engine, Connection db, SchemaSnapshot schema,
      GoldQuestion q) {
    GeneratedQuery query;
    try {
      query = engine.generate(new GenerationRequest(q.text(), null, schema, null, Map.of()));
    } catch (SQLException | RuntimeException e) {
      return null;
    }
    if (query.evidence() == null) {
      return null;
    }
    String goldSql = GoldSql.repair(q.goldSql());
    QueryResult gold;
    try {
      gold = run(db, goldSql);
    } catch (SQLException e) {
      return null;
    }
    boolean right;
    try {
      right = ResultMatch.compare(gold, run(db, query.sql()), GoldSql.ordered(goldSql))
          == ResultMatch.Verdict.MATCH;
    } catch (SQLException e) {
      right = false;
    }
    return new Sample(query.evidence().vector(), right);
  }

  private static QueryResult run(Connection db, String sql) throws SQLException {
    try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      return QueryResult.read(rs, MAX_ROWS);
    }
  }
}
