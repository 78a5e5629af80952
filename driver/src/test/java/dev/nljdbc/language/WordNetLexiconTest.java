package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WordNetLexiconTest {
  private final WordNetLexicon wordNet = WordNetLexicon.shared().orElseThrow();

  @Test
  void formsHoldLemmasAndDerivations() {
    assertTrue(wordNet.related("completion").forms().contains("complete"),
        wordNet.related("completion").toString());
    assertTrue(wordNet.related("clients").forms().contains("client"));
  }

  @Test
  void synonymsAndBroaderWordsComeFromTheCommonestSenses() {
    assertTrue(wordNet.related("clients").synonyms().contains("customer"),
        wordNet.related("clients").toString());
    assertTrue(wordNet.related("forename").synonyms().contains("first name"),
        wordNet.related("forename").toString());
    assertTrue(wordNet.related("mountaineer").broader().contains("climber"),
        wordNet.related("mountaineer").toString());
  }

  @Test
  void verbsAndAdverbsRelateToNothing() {
    assertEquals(WordNetLexicon.Related.NONE, wordNet.related("alphabetically"));
    assertTrue(wordNet.related("live").synonyms().isEmpty(), wordNet.related("live").toString());
  }

  @Test
  void placesArePertainymsThatAreProperNouns() {
    assertTrue(wordNet.related("french").places().contains("France"),
        wordNet.related("french").toString());
  }

  @Test
  void unknownWordsRelateToNothing() {
    assertEquals(WordNetLexicon.Related.NONE, wordNet.related("qzxv"));
  }
}
