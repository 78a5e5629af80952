package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.generalisation.Score.Outcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The offline engine on five multi-tenant PostgreSQL schemas of domains it was not built against
 * (clinic appointments, property rentals, a software support desk, university courses, insurance
 * policies and claims): every turn sent through the driver as a person would type it, each block
 * on a fresh conversation, the answer compared with the gold SQL run on PostgreSQL over views of
 * the same tenant's rows ({@link GoldViews}). Dev and held-out halves are scored apart; only the
 * dev half's turns are listed in the report ({@code target/generalisation.txt}), so tuning looks
 * at dev turns only. A second run
 * gives each schema its semantic model ({@code generalisation/models/}, written from the schema
 * alone) and reports to {@code target/generalisation-model.txt}; a schema that has no model yet
 * is left out of that run (and named in its report).
 */
class GeneralisationIT {
  static final List<String> SCHEMAS =
      List.of("clinic", "rentals", "support", "university", "insurance");

  /**
   * Blind suites: schemas and turns written by someone who had never seen the engine, its tests
   * or its docs, scored apart from the others. Their first contact is in docs/accuracy.md.
   */
  static final List<String> BLIND_SCHEMAS = List.of("wholesale", "consulting", "haulage",
      "fitness", "solar", "hotel", "charity", "mfg", "retail", "propmgmt", "delivery", "claims",
      "ticketing", "tutoring", "brewery", "carhire");

  /** Floors from the measured figures (docs/accuracy.md) minus a small margin. */
  static final double DEV_FLOOR = 92;
  static final double HELD_OUT_FLOOR = 70;
  static final double SILENT_CEILING = 21;

  /**
   * Floor of the run with each schema's semantic model ({@code generalisation/models/}, written
   * from the schema alone before any turn was read), from the measured figures minus a margin.
   */
  static final double MODEL_HELD_OUT_FLOOR = 72;
  static final double MODEL_DEV_FLOOR = 96;
  static final double MODEL_SILENT_CEILING = 21;

  /**
   * Floors of the blind suites, from their measured figures minus a small margin (held-out
   * 11.0 % with tutoring and brewery, which start near 1 %); the ceiling of wrong answers
   * without a question from the run with {@code clarify.minConfidence=20}.
   */
  static final double BLIND_HELD_OUT_FLOOR = 10;
  static final double BLIND_DEV_FLOOR = 9;
  static final double BLIND_SILENT_CEILING = 31;

  /**
   * Floors of the blind suites with their blind models, from their measured figures minus a
   * margin (17.5 / 17.7 % on the thirteen suites that have one; tutoring and brewery, without
   * a model yet, bring them to about 15.7 / 16.3 %).
   */
  static final double BLIND_MODEL_HELD_OUT_FLOOR = 14;
  static final double BLIND_MODEL_DEV_FLOOR = 15;
  static final double BLIND_MODEL_SILENT_CEILING = 76;

  @Test
  void suite_meetsItsFloors() throws Exception {
    Score[] s = runAll(SCHEMAS, false, "generalisation.txt");
    Score dev = s[0];
    Score heldOut = s[1];
    assertTrue(heldOut.accuracy() >= HELD_OUT_FLOOR, "held-out: " + heldOut);
    assertTrue(dev.accuracy() >= DEV_FLOOR, "dev: " + dev);
    assertTrue(heldOut.wrongWithoutClarification() <= SILENT_CEILING, "held-out: " + heldOut);
  }

  @Test
  void suiteWithSemanticModels_meetsItsFloor() throws Exception {
    Score[] s = runAll(SCHEMAS, true, "generalisation-model.txt");
    assertTrue(s[1].accuracy() >= MODEL_HELD_OUT_FLOOR, "held-out with model: " + s[1]);
    assertTrue(s[0].accuracy() >= MODEL_DEV_FLOOR, "dev with model: " + s[0]);
    assertTrue(s[1].wrongWithoutClarification() <= MODEL_SILENT_CEILING,
        "held-out with model: " + s[1]);
  }

  @Test
  void blindSuites_meetTheirFloors() throws Exception {
    Score[] s = runAll(BLIND_SCHEMAS, false, "generalisation-blind.txt");
    assertTrue(s[1].accuracy() >= BLIND_HELD_OUT_FLOOR, "blind held-out: " + s[1]);
    assertTrue(s[0].accuracy() >= BLIND_DEV_FLOOR, "blind dev: " + s[0]);
    assertTrue(s[1].wrongWithoutClarification() <= BLIND_SILENT_CEILING,
        "blind held-out: " + s[1]);
  }

  /**
   * The blind suites with their blind models ({@code generalisation/models/}, written from each
   * schema alone by someone who had seen neither the engine nor the suite's turns).
   */
  @Test
  void blindSuitesWithBlindModels_meetTheirFloors() throws Exception {
    Score[] s = runAll(BLIND_SCHEMAS, true, "generalisation-blind-model.txt");
    assertTrue(s[1].accuracy() >= BLIND_MODEL_HELD_OUT_FLOOR, "blind held-out with model: " + s[1]);
    assertTrue(s[0].accuracy() >= BLIND_MODEL_DEV_FLOOR, "blind dev with model: " + s[0]);
    assertTrue(s[1].wrongWithoutClarification() <= BLIND_MODEL_SILENT_CEILING,
        "blind held-out with model: " + s[1]);
  }

  /** Runs the schemas, writes the report to {@code target/<reportName>}; {dev, held-out}. */
  private static Score[] runAll(List<String> schemas, boolean withModel, String reportName)
      throws Exception {
    Score dev = new Score();
    Score heldOut = new Score();
    StringBuilder report = new StringBuilder(withModel ? "WITH SEMANTIC MODEL\n" : "");
    for (String schema : schemas) {
      if (withModel && !hasModel(schema)) {
        report.append(schema).append(": no semantic model, left out of this run\n\n");
        continue;
      }
      Score sDev = new Score();
      Score sHeld = new Score();
      run(TurnFile.read(schema), withModel, sDev, sHeld, report);
      report.append(schema).append(" dev: ").append(sDev).append('\n');
      report.append(schema).append(" held-out: ").append(sHeld).append("\n\n");
      dev.add(sDev);
      heldOut.add(sHeld);
    }
    report.append("ALL held-out: ").append(heldOut).append('\n');
    report.append("ALL dev: ").append(dev).append('\n');
    Files.writeString(Path.of("target", reportName), report);
    System.out.println(report);
    return new Score[] {dev, heldOut};
  }

  private static void run(TurnFile file, boolean withModel, Score dev, Score heldOut, StringBuilder report)
      throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        statements(file.name()));
        Connection nl = connect(scratch, file, withModel);
        GoldViews golds = GoldViews.of(scratch, file)) {
      Connection gold = golds.connection();
      int n = 0;
      for (TurnFile.Block block : file.blocks()) {
        run(nl, "/new");
        n++;
        for (TurnFile.Turn turn : block.turns()) {
          Verdict v = judge(nl, gold, turn);
          (block.dev() ? dev : heldOut).add(v.outcome);
          if (block.dev()) {
            report.append(String.format(Locale.ROOT, "%s %d %-17s %s%n    ran: %s%n",
                file.name(), n, v.outcome, turn.text(), v.detail));
          }
        }
      }
    }
  }

  record Verdict(Outcome outcome, String detail) {
  }

  static Verdict judge(Connection nl, Connection gold, TurnFile.Turn turn)
      throws SQLException {
    Rows expected = turn.gold() == null ? null : run(gold, turn.gold());
    try (Statement s = nl.createStatement()) {
      Rows answer;
      try (ResultSet rs = s.executeQuery(turn.text())) {
        answer = Rows.of(rs);
      }
      String ran = ran(s.getWarnings());
      if (!answer.labels().isEmpty()
          && answer.labels().get(0).equalsIgnoreCase("CLARIFICATION_ID")) {
        List<String> kinds = new ArrayList<>();
        int col = answer.labels().indexOf("AMBIGUITY");
        for (List<String> row : answer.rows()) {
          kinds.add(row.get(col));
        }
        boolean ok = turn.clarification() != null
            && (turn.clarification().equals("*") || kinds.contains(turn.clarification()));
        return new Verdict(ok ? Outcome.ASKED_AS_EXPECTED : Outcome.ASKED_NEEDLESSLY,
            "asked " + kinds + " " + answer.rows());
      }
      if (expected == null) {
        return new Verdict(Outcome.WRONG_ROWS, ran);
      }
      boolean ok = answer.matches(expected, turn.extraColumns());
      return new Verdict(ok ? Outcome.RIGHT : Outcome.WRONG_ROWS,
          ran + (ok ? "" : "  [" + answer.rows().size() + " rows " + answer.labels()
              + " want " + expected.rows().size() + " " + expected.labels() + "]"));
    } catch (SQLException e) {
      return new Verdict(Outcome.ERROR, e.getSQLState() + " " + e.getMessage());
    }
  }

  private static String ran(SQLWarning w) {
    for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
      if (x.getMessage().startsWith("nljdbc ran: ")) {
        return x.getMessage().substring("nljdbc ran: ".length());
      }
    }
    return "?";
  }

  static Rows run(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      return Rows.of(rs);
    }
  }

  private static Connection connect(TestDatabases.Scratch scratch, TurnFile file,
      boolean withModel) throws SQLException {
    return connect(scratch, file, withModel ? model(file.name()) : null);
  }

  /** A connection as the tenant of the turn file, with the model at the path (or none). */
  static Connection connect(TestDatabases.Scratch scratch, TurnFile file, String modelPath)
      throws SQLException {
    Properties p = new Properties();
    if (modelPath != null) {
      p.setProperty("semantic.model", modelPath);
    }
    p.setProperty("tenant.column", file.tenantColumn());
    p.setProperty("tenant.value", file.tenantValue());
    p.setProperty("state.url", "jdbc:h2:mem:gen_" + file.name() + "_" + System.nanoTime()
        + ";DB_CLOSE_DELAY=-1");
    return DriverManager.getConnection(scratch.nlUrl(), p);
  }

  static boolean hasModel(String name) {
    return GeneralisationIT.class.getResource("/generalisation/models/" + name + ".yaml") != null;
  }

  static String model(String name) {
    try {
      return Path.of(GeneralisationIT.class.getResource(
          "/generalisation/models/" + name + ".yaml").toURI()).toString();
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The schema's statements, then {@code ANALYZE}: a database in use has statistics, and
   * without them PostgreSQL plans joins of fenced tables as nested loops.
   */
  static String[] statements(String name) throws IOException {
    String text;
    try (InputStream in = GeneralisationIT.class.getResourceAsStream(
        "/generalisation/" + name + ".sql")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    StringBuilder b = new StringBuilder();
    for (String line : text.split("\n")) {
      if (!line.strip().startsWith("--")) {
        b.append(line).append('\n');
      }
    }
    String script = b.toString().strip();
    return (script.endsWith(";") ? script : script + ";").concat("\nANALYZE").split(";\\s*\n");
  }
}
