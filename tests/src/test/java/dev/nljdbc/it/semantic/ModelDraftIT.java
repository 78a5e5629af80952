package dev.nljdbc.it.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nljdbc-server model draft} on an unseen PostgreSQL schema: the draft carries keys,
 * relationships, time columns, comments and a learned answer, loads back as {@code
 * semantic.model}, and {@code /model} shows it beside the learned answers.
 */
class ModelDraftIT {

  @TempDir
  Path dir;

  @Test
  void draft_roundTrips_withALearnedAnswer() throws Exception {
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE hives (hive_id int PRIMARY KEY, apiary varchar(30) NOT NULL)",
        "COMMENT ON TABLE hives IS 'Bee colonies'",
        "CREATE TABLE harvests (harvest_id int PRIMARY KEY,"
            + " hive_id int NOT NULL REFERENCES hives, taken_on date NOT NULL,"
            + " net_kg numeric(6,2) NOT NULL)",
        "COMMENT ON COLUMN harvests.net_kg IS 'Honey weight after filtering'",
        "INSERT INTO hives VALUES (1, 'Orchard'), (2, 'Heath')",
        "INSERT INTO harvests VALUES (1, 1, DATE '2024-05-01', 10), (2, 2, DATE '2024-06-01', 5)");
        TestDatabases.Scratch state = TestDatabases.scratch(Kind.POSTGRESQL,
            "CREATE TABLE clarification_patterns (id int PRIMARY KEY, user_id varchar(200),"
                + " ambiguity_type varchar(50), term varchar(200), user_response varchar(1000),"
                + " resulted_in_success boolean, frequency int)",
            "INSERT INTO clarification_patterns VALUES"
                + " (1, 'postgres', 'vague_term', 'yield', 'harvests.net_kg', TRUE, 3)")) {
      Path out = dir.resolve("draft.yaml");
      int status = NljdbcCommand.commandLine().execute("model", "draft", "--target", db.url(),
          "--learned", "--state", state.url(), "--name", "apiary", "--output", out.toString());
      assertEquals(0, status);
      String yaml = Files.readString(out);
      assertTrue(yaml.contains("description: Bee colonies"), yaml);
      assertTrue(yaml.contains("description: Honey weight after filtering"), yaml);
      assertTrue(yaml.contains("is_time: true"), yaml);
      assertTrue(yaml.contains("from: harvests") && yaml.contains("to: hives"), yaml);
      assertTrue(yaml.contains("- yield"), yaml);

      try (NlAssert nl = NlAssert.connect(db.nlUrl(), NlAssert.props("semantic.model",
          out.toString(), "clarify", "false", "state.url", state.url(),
          "clarify.shareLearned", "true"))) {
        nl.ask("total yield").sqlContains("net_kg");
        List<Map<String, Object>> rows = nl.ask("/model").rows();
        assertTrue(rows.stream().anyMatch(r -> "relationship".equals(r.get("kind"))),
            rows.toString());
        assertTrue(rows.stream().anyMatch(r -> "learned".equals(r.get("source"))
            && "yield".equals(r.get("name"))), rows.toString());
        assertTrue(rows.stream().anyMatch(r -> "time field".equals(r.get("kind"))
            && "harvests.taken_on".equals(r.get("name"))), rows.toString());
        assertTrue(rows.stream().anyMatch(r -> "harvests.net_kg".equals(r.get("name"))
            && "yield".equals(r.get("synonyms"))), rows.toString());
      }
    }
  }
}
