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
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A semantic model must only add knowledge. Every dev turn of the generalisation schemas runs
 * three times, each block on a fresh conversation: with no model, with the schema's hand-written
 * model ({@code generalisation/models/}) and with the model {@code model draft} writes from the
 * schema itself; every turn right without a model and wrong with one is listed in
 * {@code target/model-differential.txt}, and there must be none. Held-out turns are not run.
 */
class ModelDifferentialIT {

  @Test
  void noDevTurnIsRightWithoutAModelAndWrongWithOne() throws Exception {
    StringBuilder report = new StringBuilder();
    List<String> lost = new ArrayList<>();
    for (String schema : GeneralisationIT.SCHEMAS) {
      TurnFile file = TurnFile.read(schema);
      try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
          GeneralisationIT.statements(schema))) {
        Path drafted = draft(scratch, schema);
        try (Connection none = GeneralisationIT.connect(scratch, file, (String) null);
            Connection hand = GeneralisationIT.connect(scratch, file,
                GeneralisationIT.model(schema));
            Connection draft = GeneralisationIT.connect(scratch, file, drafted.toString());
            Connection gold = GeneralisationIT.connect(scratch, file, (String) null)) {
          int[] counts = new int[4];
          for (TurnFile.Block block : file.blocks()) {
            if (!block.dev()) {
              continue;
            }
            for (Connection c : List.of(none, hand, draft)) {
              GeneralisationIT.run(c, "/new");
            }
            for (TurnFile.Turn turn : block.turns()) {
              GeneralisationIT.Verdict plain = GeneralisationIT.judge(none, gold, turn);
              GeneralisationIT.Verdict withHand = GeneralisationIT.judge(hand, gold, turn);
              GeneralisationIT.Verdict withDraft = GeneralisationIT.judge(draft, gold, turn);
              counts[0]++;
              counts[1] += right(plain) ? 1 : 0;
              counts[2] += right(withHand) ? 1 : 0;
              counts[3] += right(withDraft) ? 1 : 0;
              compare(schema, "hand-written", turn, plain, withHand, lost);
              compare(schema, "drafted", turn, plain, withDraft, lost);
            }
          }
          report.append(String.format(Locale.ROOT,
              "%s dev: %d turns, right with no model %d, with the hand-written model %d, with"
                  + " the drafted model %d%n", schema, counts[0], counts[1], counts[2],
              counts[3]));
        }
      }
    }
    report.append("right without a model and wrong with one: ").append(lost.size()).append('\n');
    lost.forEach(report::append);
    Files.writeString(Path.of("target", "model-differential.txt"), report);
    System.out.println(report);
    assertEquals(0, lost.size(), report.toString());
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

  private static void compare(String schema, String model, TurnFile.Turn turn,
      GeneralisationIT.Verdict plain, GeneralisationIT.Verdict with, List<String> lost) {
    if (right(plain) && !right(with)) {
      lost.add(String.format(Locale.ROOT, "%s, %s model: %s%n    no model: %s%n    model: %s %s%n",
          schema, model, turn.text(), plain.detail(), with.outcome(), with.detail()));
    }
  }
}
