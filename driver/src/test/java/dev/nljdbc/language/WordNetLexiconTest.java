package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
  void verbsOfEverydayUse_areLight_rarerVerbsAndNounsAreNot() {
    assertTrue(wordNet.isLightVerb("got"));
    assertTrue(wordNet.isLightVerb("put"));
    assertTrue(wordNet.isLightVerb("made"));
    assertFalse(wordNet.isLightVerb("sold"));
    assertFalse(wordNet.isLightVerb("booked"));
    assertFalse(wordNet.isLightVerb("place"));
    assertTrue(wordNet.phrasalVerb("leave", "out").contains("exclude"));
    assertTrue(wordNet.phrasalVerb("leave", "blue").isEmpty());
  }

  @Test
  void nounsOfPeople_areKindsOfPersonOrGroupsOfPersons() {
    assertTrue(wordNet.isPersonNoun("people"));
    assertTrue(wordNet.isPersonNoun("kids"));
    assertTrue(wordNet.isPersonNoun("members"));
    assertTrue(wordNet.isPersonNoun("staff"));
    assertFalse(wordNet.isPersonNoun("orders"));
    assertFalse(wordNet.isPersonNoun("depots"));
    assertFalse(wordNet.isPersonNoun("germany"));
    assertFalse(wordNet.isPersonNoun("schools"));
    assertTrue(wordNet.namesPeopleOf("people", "teachers"));
    assertTrue(wordNet.namesPeopleOf("workers", "employees"));
    assertFalse(wordNet.namesPeopleOf("students", "teachers"));
    assertFalse(wordNet.namesPeopleOf("members", "student"));
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
