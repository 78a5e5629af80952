package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LlmDetectorTest {
  static final SchemaSnapshot SCHEMA = new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, List.of(
      new TableInfo(null, "quotes", null, List.of(
          new ColumnInfo("symbol", Types.VARCHAR, "text", false, null, List.of("ACME", "INITECH")),
          new ColumnInfo("buy", Types.NUMERIC, "numeric", false, null, List.of()),
          new ColumnInfo("sell", Types.NUMERIC, "numeric", false, null, List.of())),
          List.of(), List.of())));

  private static JsonNode json(String text) throws Exception {
    return new ObjectMapper().readTree(text);
  }

  @Test
  void columnOptions_mustBeRealColumns_andMinorFindingsAreDropped() throws Exception {
    List<Ambiguity> found = LlmDetector.read(json("{\"needs_clarification\": true,"
        + " \"confidence\": 0.8, \"reasoning\": \"r\", \"ambiguities\": ["
        + "{\"type\": \"column_ambiguity\", \"affected_part\": \"price\", \"description\": \"d\","
        + " \"possible_values\": [\"buy\", \"sell\", \"password_hash\"], \"severity\": \"critical\"},"
        + "{\"type\": \"column_ambiguity\", \"affected_part\": \"size\", \"description\": \"d\","
        + " \"possible_values\": [\"volume\", \"lots\"], \"severity\": \"critical\"},"
        + "{\"type\": \"vague_term\", \"affected_part\": \"recent\", \"description\": \"time\","
        + " \"possible_values\": [], \"severity\": \"important\"},"
        + "{\"type\": \"threshold\", \"affected_part\": \"big\", \"description\": \"d\","
        + " \"possible_values\": [], \"severity\": \"minor\"}]}"), SCHEMA);
    assertEquals(2, found.size());
    assertEquals(List.of("buy", "sell"), found.get(0).options());
    assertEquals(QuestionKind.DATE_RANGE, found.get(1).kind());
  }

  @Test
  void noClarificationNeeded_meansNothing() throws Exception {
    assertTrue(LlmDetector.read(json("{\"needs_clarification\": false, \"ambiguities\": [{"
        + "\"type\": \"intent\", \"affected_part\": \"x\", \"severity\": \"critical\"}]}"), SCHEMA)
        .isEmpty());
  }

  @Test
  void merge_rulesWin_andResolvedTermsStayClosed() {
    Ambiguity rule = new Ambiguity(AmbiguityType.COLUMN_AMBIGUITY, "price", null, "?",
        QuestionKind.MULTIPLE_CHOICE, List.of("buy", "sell"), false, Severity.CRITICAL,
        Ambiguity.Rewrite.PICK, null);
    Ambiguity model = new Ambiguity(AmbiguityType.VAGUE_TERM, "the price", null, "?",
        QuestionKind.TEXT, List.of(), true, Severity.IMPORTANT, Ambiguity.Rewrite.NOTE, null);
    Ambiguity other = new Ambiguity(AmbiguityType.MISSING_FILTER, "symbol", null, "?",
        QuestionKind.TEXT, List.of(), true, Severity.CRITICAL, Ambiguity.Rewrite.NOTE, null);
    assertEquals(List.of(rule, other), LlmDetector.merge(List.of(rule), List.of(model, other),
        Map.of()));
    assertEquals(List.of(rule), LlmDetector.merge(List.of(rule), List.of(other),
        Map.of("Symbol", "ACME")));
  }

  @Test
  void merge_aMinorRuleFinding_leavesTheModelsFindingAboutTheSameWord() {
    Ambiguity unplaced = new Ambiguity(AmbiguityType.VAGUE_TERM, "backlog", "backlog", "?",
        QuestionKind.TEXT, List.of(), true, Severity.MINOR, Ambiguity.Rewrite.MEANING, null);
    Ambiguity model = new Ambiguity(AmbiguityType.VAGUE_TERM, "backlog", null, "?",
        QuestionKind.TEXT, List.of(), true, Severity.IMPORTANT, Ambiguity.Rewrite.NOTE, null);
    assertEquals(List.of(model, unplaced), LlmDetector.merge(List.of(unplaced), List.of(model),
        Map.of()));
  }

  @Test
  void prompt_leavesTenantTablesSamplesOut() {
    SchemaSnapshot tenant = new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, List.of(new TableInfo(
        null, "quotes", null, List.of(new ColumnInfo("corp_id", Types.INTEGER, "int", false,
            null, List.of()), new ColumnInfo("symbol", Types.VARCHAR, "text", false, null,
            List.of("ACME"))), List.of(), List.of())));
    assertTrue(!LlmDetector.schemaText(tenant, "corp_id").contains("ACME"));
    assertTrue(LlmDetector.schemaText(tenant, null).contains("ACME"));
  }
}
