package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

  @Test
  void wordClasses_areBuiltFromEachOther_notCopied() {
    assertTrue(Lexicon.QUESTION_WORDS.containsAll(Lexicon.QUESTION_OPENERS));
    assertTrue(Lexicon.ANAPHORA.containsAll(Lexicon.PLURAL_ANAPHORA));
    assertTrue(Lexicon.FOLLOW_UP_OPENERS.containsAll(Lexicon.SCOPE));
    assertTrue(Lexicon.FOLLOW_UP_OPENERS.containsAll(Lexicon.REFINEMENT_KEYWORDS));
    assertTrue(Lexicon.PERIOD_FILLERS.containsAll(Lexicon.ANAPHORA));
  }

  @Test
  void vagueWords_nameNoDataOfTheirOwn() {
    assertTrue(Lexicon.isVague("stuff"));
    assertTrue(Lexicon.isVague("recently"));
    assertTrue(Lexicon.isVague("top"));
    assertTrue(Lexicon.isVague("average"));
    assertFalse(Lexicon.isVague("customers"));
    assertFalse(Lexicon.isVague("count"), "a count needs no measure");
  }

  @Test
  void stopAndCueWords_areNoContent_otherWordsAre() {
    assertTrue(Lexicon.isStop("the"));
    assertTrue(Lexicon.isCue("average"));
    assertFalse(Lexicon.isContent("highest"));
    assertTrue(Lexicon.isContent("invoice"));
  }

  @Test
  void secondHalvesOfContractions_areNoContent() {
    for (Token t : Tokenizer.tokenize("which machines haven't had a service, they'll say")) {
      if (t.lower().startsWith("'")) {
        assertFalse(Lexicon.isContent(t.lower()), t.lower());
      }
    }
    assertFalse(Lexicon.isContent("'t"));
    assertTrue(Lexicon.isContent("machines"));
    assertFalse(Lexicon.isClitic("'"));
    assertFalse(Lexicon.isClitic("'tis"));
  }

  @Test
  void synonymsAndAdjectives_comeFromTheLexiconsLists() {
    assertTrue(Adjectives.of("cheapest") != null && !Adjectives.of("cheapest").more());
    assertEquals(null, Adjectives.of("invoice"));
    assertTrue(Synonyms.of("customer").contains("client"));
  }
}
