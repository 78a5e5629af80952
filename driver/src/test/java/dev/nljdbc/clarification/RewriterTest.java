package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.dialog.ClarificationStep.Draft;
import dev.nljdbc.dialog.Confidence;
import dev.nljdbc.dialog.DetectedIntent;
import dev.nljdbc.dialog.Intent;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.schema.SchemaSnapshot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RewriterTest {
  static final SchemaSnapshot EMPTY = new SchemaSnapshot("v", H2Dialect.DEFAULT, List.of());

  static Draft draft(String question) {
    return new Draft("s1", question, new DetectedIntent(Intent.NEW_QUERY, Confidence.HIGH, false),
        new Expansion(question, false, false),
        new GenerationRequest(question, null, EMPTY, null, Map.of()));
  }

  static Answered answered(AmbiguityType type, String term, String span, Ambiguity.Rewrite rewrite,
      String detail, String answer, boolean learned) {
    return new Answered(new Ambiguity(type, term, span, "?", QuestionKind.TEXT, List.of(), true,
        Severity.IMPORTANT, rewrite, detail), answer, learned);
  }

  @Test
  void pick_becomesAResolution_andTheQuestionStays() {
    Draft d = Rewriter.apply(draft("show me the price"), "2", List.of(answered(
        AmbiguityType.COLUMN_AMBIGUITY, "price", null, Ambiguity.Rewrite.PICK, null, "ask_price",
        false)));
    assertEquals(Map.of("price", "ask_price"), d.request().resolutions());
    assertEquals("show me the price", d.request().question());
    assertEquals("2", d.input());
    assertEquals("clarified: price = ask_price", d.note());
  }

  @Test
  void sharedColumnName_resolvesToTheTablesColumn() {
    Draft d = Rewriter.apply(draft("show me the label"), "sites", List.of(answered(
        AmbiguityType.TABLE_AMBIGUITY, "label", null, Ambiguity.Rewrite.PICK, "label", "sites",
        false)));
    assertEquals(Map.of("label", "sites.label"), d.request().resolutions());
  }

  @Test
  void otherAnswers_rewriteTheQuestion() {
    assertEquals("show me orders last 7 days", Rewriter.apply(draft("show me recent orders?"),
        "x", List.of(answered(AmbiguityType.VAGUE_TERM, "recent", "recent",
            Ambiguity.Rewrite.PERIOD, null, "last 7 days", false))).request().question());
    assertEquals("show me volume quotes with volume over 1000", Rewriter.apply(
        draft("show me high volume quotes"), "x", List.of(answered(AmbiguityType.THRESHOLD,
            "high volume", "high", Ambiguity.Rewrite.COMPARE, "volume over", "1000", false)))
        .request().question());
    assertEquals("Top 10 customers", Rewriter.apply(draft("Top customers"), "x",
        List.of(answered(AmbiguityType.VAGUE_TERM, "Top", "Top", Ambiguity.Rewrite.AFTER, null,
            "10", false))).request().question());
    assertEquals("average insured value shipments", Rewriter.apply(draft("average shipments"),
        "x", List.of(answered(AmbiguityType.AGGREGATION, "average", "average",
            Ambiguity.Rewrite.AFTER, null, "insured_value", false))).request().question());
    assertEquals("orders for region Europe", Rewriter.apply(
        draft("orders for a specific region"), "x", List.of(answered(
            AmbiguityType.MISSING_FILTER, "region", "a specific region", Ambiguity.Rewrite.VALUE,
            "region", "Europe", false))).request().question());
    assertEquals("show me data from shipments", Rewriter.apply(draft("show me data"), "x",
        List.of(answered(AmbiguityType.INTENT, "show me data", null, Ambiguity.Rewrite.SOURCE,
            null, "shipments", false))).request().question());
  }

  @Test
  void note_tellsAskedFromLearned() {
    Draft d = Rewriter.apply(draft("recent price"), "x", List.of(
        answered(AmbiguityType.COLUMN_AMBIGUITY, "price", null, Ambiguity.Rewrite.PICK, null,
            "ask_price", true),
        answered(AmbiguityType.VAGUE_TERM, "recent", "recent", Ambiguity.Rewrite.PERIOD, null,
            "today", false)));
    assertEquals("clarified: recent = today; auto-resolved from your earlier answers: price = "
        + "ask_price", d.note());
    assertTrue(d.request().question().endsWith("today"));
  }

  @Test
  void noAnswers_leaveTheDraftAlone() {
    Draft original = draft("q");
    assertNull(Rewriter.apply(original, "x", List.of()).note());
  }
}
