package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Readings on weak evidence: asked about below the threshold, never at 0. */
class LowConfidenceTest {
  private final OfflineSqlGenerator engine = new OfflineSqlGenerator();

  private List<Ambiguity> detect(String question, int minConfidence) {
    GenerationRequest request = new GenerationRequest(question, null, UnplacedWordTest.SCHEMA,
        null, Map.of());
    List<Ambiguity> found = new RuleDetector(engine, minConfidence).detect(
        new Subject(question, request, false, null, List.of()));
    found.removeIf(a -> a.severity() == Severity.MINOR);
    return found;
  }

  @Test
  void belowTheThreshold_theWeakestTermIsAsked_withOptionsInWords() {
    List<Ambiguity> found = detect("how many work orders per crew", 100);
    assertEquals(1, found.size(), found.toString());
    Ambiguity a = found.get(0);
    assertEquals(Severity.IMPORTANT, a.severity());
    assertEquals(Ambiguity.Rewrite.MEANING, a.rewrite());
    assertTrue(a.question().contains("'" + a.term() + "'"), a.question());
    assertEquals(QuestionKind.MULTIPLE_CHOICE, a.kind(), a.toString());
    assertTrue(a.options().stream().anyMatch(o -> o.endsWith("(table crews)")), a.options()
        .toString());
    assertTrue(a.allowsOther());
  }

  @Test
  void withAModel_theThresholdHoldsWhereTheModelAccountsForNoWordOfTheQuestion() {
    String question = "how many work orders per crew";
    GenerationRequest request = new GenerationRequest(question, null, UnplacedWordTest.SCHEMA,
        null, Map.of());
    ModelEvidence silent = evidence(false);
    ModelEvidence speaks = evidence(true);
    List<Ambiguity> asked = new RuleDetector(engine, 100, silent).detect(
        new Subject(question, request, false, null, List.of()));
    asked.removeIf(a -> a.severity() == Severity.MINOR);
    assertEquals(1, asked.size(), asked.toString());
    List<Ambiguity> answered = new RuleDetector(engine, 100, speaks).detect(
        new Subject(question, request, false, null, List.of()));
    answered.removeIf(a -> a.severity() == Severity.MINOR);
    assertEquals(List.of(), answered);
  }

  @Test
  void withAModel_theThresholdHoldsWhereAWordTheEngineCannotPlaceIsNotTheModels() {
    String question = "which crews are thriving on work orders";
    GenerationRequest request = new GenerationRequest(question, null, UnplacedWordTest.SCHEMA,
        null, Map.of());
    List<List<String>> told = new java.util.ArrayList<>();
    ModelEvidence synonymOnly = new ModelEvidence() {
      @Override
      public boolean accounts(String q, dev.nljdbc.schema.SchemaSnapshot schema) {
        return true;
      }

      @Override
      public boolean accounts(String q, List<String> unsure,
          dev.nljdbc.schema.SchemaSnapshot schema) {
        told.add(unsure);
        return unsure.isEmpty();
      }

      @Override
      public dev.nljdbc.schema.SchemaSnapshot base(dev.nljdbc.schema.SchemaSnapshot schema) {
        return schema;
      }
    };
    List<Ambiguity> asked = new RuleDetector(engine, 100, synonymOnly).detect(
        new Subject(question, request, false, null, List.of()));
    asked.removeIf(a -> a.severity() == Severity.MINOR);
    assertEquals(1, told.size());
    assertTrue(!told.get(0).isEmpty(), told.toString());
    assertEquals(1, asked.size(), asked.toString());
  }

  @Test
  void aSessionWithAModel_keepsItsThreshold() throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("semantic.model", "model.yaml");
    assertEquals(20, Clarifications.minConfidence(dev.nljdbc.config.NlConfig.of(p)));
  }

  private static ModelEvidence evidence(boolean accounts) {
    return new ModelEvidence() {
      @Override
      public boolean accounts(String question, dev.nljdbc.schema.SchemaSnapshot schema) {
        return accounts;
      }

      @Override
      public dev.nljdbc.schema.SchemaSnapshot base(dev.nljdbc.schema.SchemaSnapshot schema) {
        return schema;
      }
    };
  }

  @Test
  void atZero_orAboveTheThreshold_nothingIsAsked() {
    assertEquals(List.of(), detect("how many work orders per crew", 0));
    assertEquals(List.of(), detect("how many work orders per crew", 1));
  }

  @Test
  void theHalfOfANegatedAuxiliary_isNeverTheWordAskedAbout() {
    for (String q : List.of("which crews didn't get work orders", "crews that haven't had work"
        + " orders", "crews that don\u2019t have critical work orders")) {
      List<Ambiguity> found = detect(q, 100);
      assertEquals(1, found.size(), q + ": " + found);
      String term = found.get(0).term().toLowerCase(java.util.Locale.ROOT);
      assertTrue(!List.of("didn", "haven", "don", "t").contains(term), q + ": " + term);
    }
    assertTrue(LowConfidence.negatedAuxiliary("which crews didn't get work", "didn"));
    assertTrue(!LowConfidence.negatedAuxiliary("which crews did get work", "did"));
  }

  @Test
  void aValueOption_namesItsColumnWithTheRightArticle() {
    assertEquals("work orders with urgency critical (an urgency of work_orders)",
        LowConfidence.option(new LinkCandidate(LinkKind.VALUE, "work_orders", "urgency",
            "critical", 1)));
    assertEquals("work orders with state open (a state of work_orders)",
        LowConfidence.option(new LinkCandidate(LinkKind.VALUE, "work_orders", "state", "open",
            1)));
  }

  @Test
  void anOption_isReadAsTheWordsBeforeItsNote() {
    String table = LowConfidence.option(new LinkCandidate(LinkKind.TABLE, "work_orders", null,
        null, 1));
    assertEquals("work orders (table work_orders)", table);
    assertEquals("work orders", UnplacedWord.asWords(table));
    String column = LowConfidence.option(new LinkCandidate(LinkKind.COLUMN, "work_orders",
        "urgency", null, 1));
    assertEquals("work orders urgency", UnplacedWord.asWords(column));
    String value = LowConfidence.option(new LinkCandidate(LinkKind.VALUE, "work_orders",
        "urgency", "critical", 1));
    assertEquals("work orders with urgency critical", UnplacedWord.asWords(value));
  }
}
