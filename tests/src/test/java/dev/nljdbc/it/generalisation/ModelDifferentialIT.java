package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.generalisation.Score.Outcome;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.semantic.ModelDraft;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A semantic model must only add knowledge. Every dev turn of a suite runs once without a model
 * and once with each of its models, each block on a fresh conversation; every turn right
 * without a model and wrong with one is listed, and there must be none.
 *
 * <ul>
 *   <li>The generalisation schemas, with their hand-written models ({@code generalisation/
 *       models/}) and with the model {@code model draft} writes from the schema itself
 *       ({@code target/model-differential.txt}).</li>
 *   <li>The blind suites that have a blind model: a model written from the suite's schema alone
 *       by someone who had not seen its turns, so a model the engine's authors did not write
 *       ({@code target/model-differential-blind.txt}). Their held-out turns run too, but only
 *       as totals: held-out turns are never listed. Not every blind suite holds yet: each may
 *       lose at most the dev turns {@link #BLIND_LOSSES} names, its measured losses
 *       (docs/accuracy.md, "The blind suites with blind models"), 0 where it holds. The report
 *       lists every lost turn; the target is 0 everywhere.</li>
 * </ul>
 */
class ModelDifferentialIT {
  /**
   * Dev turns each blind suite still loses to its blind model, as measured: a ceiling that only
   * goes down. A suite not named must lose none.
   */
  static final Map<String, Integer> BLIND_LOSSES = Map.ofEntries(Map.entry("wholesale", 2),
      Map.entry("consulting", 0), Map.entry("haulage", 0), Map.entry("fitness", 1),
      Map.entry("solar", 0), Map.entry("hotel", 0), Map.entry("charity", 0),
      Map.entry("mfg", 0), Map.entry("retail", 0), Map.entry("propmgmt", 0),
      Map.entry("delivery", 0), Map.entry("claims", 0), Map.entry("ticketing", 1),
      Map.entry("tutoring", 0), Map.entry("brewery", 1));

  @Test
  void noDevTurnIsRightWithoutAModelAndWrongWithOne() throws Exception {
    StringBuilder report = new StringBuilder();
    List<String> lost = new ArrayList<>();
    for (String schema : GeneralisationIT.SCHEMAS) {
      try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
          GeneralisationIT.statements(schema))) {
        Map<String, String> models = new LinkedHashMap<>();
        models.put("hand-written", GeneralisationIT.model(schema));
        models.put("drafted", draft(scratch, schema).toString());
        report.append(differential(scratch, schema, models, false, lost).dev());
      }
    }
    finish(report, lost, "model-differential.txt", true);
  }

  @Test
  void blindSuitesLoseNoDevTurnToTheirBlindModels() throws Exception {
    StringBuilder report = new StringBuilder();
    List<String> lost = new ArrayList<>();
    List<String> over = new ArrayList<>();
    int[] heldOut = new int[4];
    for (String schema : GeneralisationIT.BLIND_SCHEMAS) {
      if (!GeneralisationIT.hasModel(schema)) {
        report.append(schema).append(": no blind model, not run\n");
        continue;
      }
      try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
          GeneralisationIT.statements(schema))) {
        List<String> suiteLost = new ArrayList<>();
        Result r = differential(scratch, schema, Map.of("blind", GeneralisationIT.model(schema)),
            true, suiteLost);
        lost.addAll(suiteLost);
        int allowed = BLIND_LOSSES.getOrDefault(schema, 0);
        if (suiteLost.size() > allowed) {
          over.add(schema + " lost " + suiteLost.size() + " dev turns, at most " + allowed);
        }
        report.append(r.dev()).append(r.heldOut());
        for (int i = 0; i < heldOut.length; i++) {
          heldOut[i] += r.heldOutCounts()[i];
        }
      }
    }
    report.append(String.format(Locale.ROOT, "ALL held-out: %d turns, right with no model %d,"
        + " with the blind model %d, right without and wrong with %d%n", heldOut[0], heldOut[1],
        heldOut[2], heldOut[3]));
    finish(report, lost, "model-differential-blind.txt", false);
    assertEquals(List.of(), over, report.toString());
  }

  /** The lines of one suite's run; {turns, right without, right with, lost} of held-out. */
  private record Result(String dev, String heldOut, int[] heldOutCounts) {
  }

  /**
   * Runs the suite's turns without a model and with each model (dev turns, and held-out turns
   * too when asked, of which only totals are kept), adding every dev turn a model lost.
   */
  private static Result differential(TestDatabases.Scratch scratch, String schema,
      Map<String, String> models, boolean withHeldOut, List<String> lost) throws Exception {
    TurnFile file = TurnFile.read(schema);
    List<String> names = new ArrayList<>(models.keySet());
    List<Connection> withModels = new ArrayList<>();
    try (Connection none = GeneralisationIT.connect(scratch, file, (String) null);
        GoldViews golds = GoldViews.of(scratch, file)) {
      Connection gold = golds.connection();
      for (String name : names) {
        withModels.add(GeneralisationIT.connect(scratch, file, models.get(name)));
      }
      int[] dev = new int[2 + names.size()];
      int[] held = new int[4];
      for (TurnFile.Block block : file.blocks()) {
        if (!block.dev() && !withHeldOut) {
          continue;
        }
        GeneralisationIT.run(none, "/new");
        for (Connection c : withModels) {
          GeneralisationIT.run(c, "/new");
        }
        for (TurnFile.Turn turn : block.turns()) {
          GeneralisationIT.Verdict plain = GeneralisationIT.judge(none, gold, turn);
          if (!block.dev()) {
            GeneralisationIT.Verdict with = GeneralisationIT.judge(withModels.get(0), gold, turn);
            held[0]++;
            held[1] += right(plain) ? 1 : 0;
            held[2] += right(with) ? 1 : 0;
            held[3] += right(plain) && !right(with) ? 1 : 0;
            continue;
          }
          dev[0]++;
          dev[1] += right(plain) ? 1 : 0;
          for (int i = 0; i < names.size(); i++) {
            GeneralisationIT.Verdict with = GeneralisationIT.judge(withModels.get(i), gold, turn);
            dev[2 + i] += right(with) ? 1 : 0;
            if (right(plain) && !right(with)) {
              lost.add(String.format(Locale.ROOT, "%s, %s model: %s%n    no model: %s%n"
                  + "    model: %s %s%n", schema, names.get(i), turn.text(), plain.detail(),
                  with.outcome(), with.detail()));
            }
          }
        }
      }
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
          "%s dev: %d turns, right with no model %d", schema, dev[0], dev[1]));
      for (int i = 0; i < names.size(); i++) {
        line.append(String.format(Locale.ROOT, ", with the %s model %d", names.get(i),
            dev[2 + i]));
      }
      String heldOut = withHeldOut ? String.format(Locale.ROOT, "%s held-out: %d turns, right"
          + " with no model %d, with the %s model %d, right without and wrong with %d%n",
          schema, held[0], held[1], names.get(0), held[2], held[3]) : "";
      return new Result(line.append('\n').toString(), heldOut, held);
    } finally {
      for (Connection c : withModels) {
        c.close();
      }
    }
  }

  private static void finish(StringBuilder report, List<String> lost, String name,
      boolean none) throws Exception {
    report.append("dev turns right without a model and wrong with one: ").append(lost.size())
        .append('\n');
    lost.forEach(report::append);
    Files.writeString(Path.of("target", name), report);
    System.out.println(report);
    if (none) {
      assertEquals(0, lost.size(), report.toString());
    }
  }

  private static Path draft(TestDatabases.Scratch scratch, String schema) throws Exception {
    SchemaSnapshot snapshot;
    try (Connection c = DriverManager.getConnection(scratch.url())) {
      snapshot = SchemaLoader.defaults().load(c);
    }
    Path file = Path.of("target", "drafted-models", schema + ".yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, ModelDraft.yaml(schema, snapshot, List.of()), StandardCharsets.UTF_8);
    return file.toAbsolutePath();
  }

  private static boolean right(GeneralisationIT.Verdict v) {
    return v.outcome() == Outcome.RIGHT || v.outcome() == Outcome.ASKED_AS_EXPECTED;
  }
}
