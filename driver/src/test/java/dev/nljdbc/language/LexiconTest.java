package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Word classes, word forms and the words of identifiers. */
class LexiconTest {

  @Test
  void wordForms_matchPluralsAndVerbForms() {
    assertEquals(0.95, WordForms.similarity("statuses", "status"));
    assertEquals(0.95, WordForms.similarity("categories", "category"));
    assertEquals(0.95, WordForms.similarity("people", "person"));
    assertEquals(0.8, WordForms.similarity("shipped", "ship"));
    assertEquals(0, WordForms.similarity("order", "border"));
    assertEquals("category", WordForms.lemma("categories"));
    assertEquals(List.of("created", "at"), NameWords.ofIdentifier("createdAt"));
    assertEquals(List.of("weight", "kg"), NameWords.ofIdentifier("WEIGHT_KG"));
  }
}
