package dev.nljdbc.dialog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules of docs/requirements.md#dialog (D2 to D4), one by one, and inputs no rule expects. */
class IntentDetectorTest {
  private final IntentDetector detector = new IntentDetector();

  private void assertIntent(String input, boolean hasCurrentQuery, Intent intent,
      Confidence confidence) {
    DetectedIntent detected = detector.detect(input, hasCurrentQuery);
    assertEquals(intent, detected.intent(), input);
    assertEquals(confidence, detected.confidence(), input);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Only from last month", "also show the email", "add a price column",
      "remove the totals", "change the year to 2023", "instead by brand", "but not the returns",
      "Actually, by country", "sort by name", "limit to 10 rows", "filter on active",
      "exclude cancelled ones", "ONLY active"})
  void refinementKeywordAtStart_isHighRefinement(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"there are too many rows here", "too few results", "this is wrong",
      "the region column is missing", "show the region too"})
  void modifyingPhrase_isHighRefinement(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"limit 10", "by region", "for the first quarter", "expensive items",
      "top five", "descending"})
  void shortInputAfterSuccessfulQuery_isMediumRefinement(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.MEDIUM);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Show me all products", "find customers in Paris", "get the revenue",
      "list brands", "What is the average price?", "which stores opened in 2024",
      "who bought the most", "how many customers", "how much revenue", "count products"})
  void questionWord_isHighNewQuery(String input) {
    assertIntent(input, true, Intent.NEW_QUERY, Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"show me the data", "what is the total?", "give me the details",
      "show all records", "how many?", "what is the total amount?"})
  void wordsThatNameNoData_afterAQuery_areAboutIt(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.MEDIUM);
    assertIntent(input, false, Intent.NEW_QUERY, Confidence.HIGH);
  }

  @Test
  void completeSentenceWithoutKeywords_isHighNewQuery() {
    assertIntent("the average basket size per store last year", true, Intent.NEW_QUERY,
        Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many are there?", "sort them by amount",
      "which customers were they for?", "what is their average salary?", "how many of those"})
  void pointingBackAtTheCurrentRows_withCurrentQuery_isHighRefinement(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.HIGH);
    assertIntent(input, false, Intent.NEW_QUERY, Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Show me only active users", "list brands but not the small ones",
      "show all products too many of them", "Which invoices are missing"})
  void bothKinds_withCurrentQuery_isLowRefinement(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.LOW);
  }

  @Test
  void aPronounForAPersonOrTheRows_evenAfterAContraction_isHighRefinement() {
    assertIntent("What's his phone number?", true, Intent.REFINEMENT, Confidence.HIGH);
    assertIntent("what's their total?", true, Intent.REFINEMENT, Confidence.HIGH);
    assertIntent("hmm, what is her address", true, Intent.REFINEMENT, Confidence.HIGH);
  }

  @Test
  void aCountThatNamesNothing_countsTheCurrentRows() {
    assertIntent("How many exist?", true, Intent.REFINEMENT, Confidence.HIGH);
    assertIntent("how many in total?", true, Intent.REFINEMENT, Confidence.HIGH);
    assertIntent("How many exist?", false, Intent.NEW_QUERY, Confidence.HIGH);
    assertIntent("How many orders exist?", true, Intent.NEW_QUERY, Confidence.HIGH);
  }

  @Test
  void bothKinds_withoutCurrentQuery_isNewQuery() {
    assertIntent("Show me only active users", false, Intent.NEW_QUERY, Confidence.HIGH);
  }

  @Test
  void longSentenceWithKeywordInside_isMediumRefinement() {
    assertIntent("I would like to see only the active ones please", true, Intent.REFINEMENT,
        Confidence.MEDIUM);
  }

  @ParameterizedTest
  @CsvSource({"what about 2024?", "how about Europe", "and for Europe?"})
  void replacementPhrases_areHighRefinement(String input) {
    assertIntent(input, true, Intent.REFINEMENT, Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"/new", "/new show customers", "/NEW list brands", "new query",
      "new query: list brands", "start over", "please start over with the brands"})
  void resetPatterns_areHighNewQueryAndReset(String input) {
    DetectedIntent detected = detector.detect(input, true);
    assertEquals(Intent.NEW_QUERY, detected.intent(), input);
    assertEquals(Confidence.HIGH, detected.confidence(), input);
    assertTrue(detected.reset(), input);
  }

  @Test
  void resetPatterns_onlyAtTheStart() {
    assertFalse(detector.detect("show the new query log", true).reset());
    assertFalse(detector.detect("/newest items", true).reset());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"/new show customers|show customers",
      "/new|''", "new query: list brands|list brands", "start over, show sales|show sales",
      "Please start over with the brands|with the brands", "by region|by region"})
  void withoutResetPhrase_keepsTheQuestion(String input, String expected) {
    assertEquals(expected, IntentDetector.withoutResetPhrase(input));
  }

  @Test
  void courtesyWords_areSkippedAtTheStart() {
    assertIntent("please show me all products", true, Intent.NEW_QUERY, Confidence.HIGH);
    assertIntent("ok, only the active ones", true, Intent.REFINEMENT, Confidence.HIGH);
  }

  @Test
  void keywordsMatchWholeWords() {
    assertIntent("Show the address book entries for each store", true, Intent.NEW_QUERY,
        Confidence.HIGH);
    assertIntent("Show filtered lists for every partner today", true, Intent.NEW_QUERY,
        Confidence.HIGH);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   ", "\n\t", "?!", "\u0000\u0001"})
  void emptyOrWordlessInput_isLowNewQuery(String input) {
    assertIntent(input, true, Intent.NEW_QUERY, Confidence.LOW);
  }

  @Test
  void nullInput_isLowNewQuery() {
    assertIntent(null, true, Intent.NEW_QUERY, Confidence.LOW);
  }

  @Test
  void hundredKilobyteInput_isClassified() {
    String big = "show " + "quarterly revenue figures ".repeat(4_000);
    assertTrue(big.length() > 100_000);
    assertIntent(big, true, Intent.NEW_QUERY, Confidence.HIGH);
    String withKeyword = big + " only";
    assertIntent(withKeyword, true, Intent.REFINEMENT, Confidence.LOW);
    assertIntent("a ".repeat(60_000), true, Intent.NEW_QUERY, Confidence.HIGH);
    assertIntent("x".repeat(100_000), true, Intent.REFINEMENT, Confidence.MEDIUM);
  }

  @Test
  void binaryJunk_neverThrows() {
    Random random = new Random(42);
    for (int n = 0; n < 200; n++) {
      char[] chars = new char[random.nextInt(2_000)];
      for (int i = 0; i < chars.length; i++) {
        chars[i] = (char) random.nextInt(Character.MAX_VALUE + 1);
      }
      assertNotNull(detector.detect(new String(chars), n % 2 == 0));
    }
  }
}
