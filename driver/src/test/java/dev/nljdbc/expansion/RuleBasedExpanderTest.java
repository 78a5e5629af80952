package dev.nljdbc.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rule-based expander's follow-ups, one nested class per kind (requirements E1 to E7):
 * fragments and context, period switches, drill-downs against pivots, and what an expansion costs.
 */
class RuleBasedExpanderTest {
  private final RuleBasedExpander expander = new RuleBasedExpander();

  private Expansion expand(String input, String... window) {
    return expander.expand(input, List.of(window));
  }

  private void assertExpands(String expected, String input, String... window) {
    Expansion e = expand(input, window);
    assertEquals(expected, e.standalone(), input);
    assertTrue(e.followUp(), "follow-up: " + input);
    assertFalse(e.byModel());
  }

  private void assertUnchanged(String input, String... window) {
    Expansion e = expand(input, window);
    assertEquals(input, e.standalone());
    assertFalse(e.followUp(), "not a follow-up: " + input);
  }

  @Nested
  class Story1NaturalLanguageQueryExpansion {
    @Test
    void ac1_fragmentQueryExpansion() {
      assertExpands("Show market trend in 2023 by region", "by region",
          "Show market trend in 2023");
    }

    @Test
    void ac2_completeQueryPassThrough() {
      assertUnchanged("Show total sales for all brands in Q4 2024", "Show market trend in 2023",
          "Show market trend in 2023 by region");
    }

    @Test
    void ac3_additiveContext_fromExpandedWindow() {
      assertExpands("Show market trend in 2023 by region for Africa only", "for Africa only",
          "Show market trend in 2023", "Show market trend in 2023 by region");
    }

    @Test
    void ac3_additiveContext_fromRawWindow() {
      assertExpands("Show market trend in 2023 by region for Africa only", "for Africa only",
          "Show market trend in 2023", "by region");
    }

    @Test
    void ac4_contextWindowLimit_onlyTheGivenQuestionsCount() {
      List<String> history = new ArrayList<>();
      history.add("Show returns in 2019");
      for (int i = 0; i < 9; i++) {
        history.add("Show revenue in 2023 by store " + i);
      }
      List<String> window = history.subList(history.size() - 3, history.size());
      Expansion e = expander.expand("by week", window);
      assertEquals("Show revenue in 2023 by store 8 by week", e.standalone());
      assertFalse(e.standalone().contains("returns"));
    }

    @Test
    void ac5_noSqlDependencies_windowIsNaturalLanguageOnly() {
      assertExpands("Show sales in 2023 by region", "by region", "Show sales in 2023");
    }

    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "Show sales in 2023|by region|Show sales in 2023 by region",
        "Show sales in 2023;by region|for Africa|Show sales in 2023 by region for Africa"})
    void testScenarios(String previous, String input, String expected) {
      assertExpands(expected, input, previous.split(";"));
    }

    @Test
    void testScenario_completeQuery() {
      assertUnchanged("Show brand performance", "Show sales in 2023");
    }

    @Test
    void testScenario_firstQuery_isUnchanged() {
      assertUnchanged("by region");
    }
  }

  @Nested
  class Story2AmbiguousQueryResolution {
    @Test
    void ac1_timePeriodReplacement() {
      assertExpands("Show market trend in 2024 by region", "what about 2024?",
          "Show market trend in 2023", "Show market trend in 2023 by region");
    }

    @Test
    void ac1_timePeriodReplacement_fromRawWindow() {
      assertExpands("Show market trend in 2024 by region", "what about 2024?",
          "Show market trend in 2023", "by region");
    }

    @Test
    void ac2_scopeExpansion() {
      assertExpands("Show sales for Le Creuset brand in Q4", "how did it perform in Q4?",
          "Show sales for Le Creuset brand");
    }

    @Test
    void ac3_explicitContextReset() {
      assertUnchanged("Show me something completely different: brand performance",
          "Show sales for Africa");
    }

    @Test
    void ac4_ambiguityDetection_expandsWhenContextSuffices() {
      assertExpands("Show sales for 2024", "for 2024", "Show sales");
    }

    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "Show 2023 trends by region|what about 2024?|Show 2024 trends by region",
        "Show 2023 trends|what about 2024?|Show 2024 trends",
        "Show sales for Africa|and for Europe?|Show sales for Europe"})
    void testScenarios(String previous, String input, String expected) {
      assertExpands(expected, input, previous);
    }

    @Test
    void testScenario_newTopic() {
      assertUnchanged("Show brand performance", "Show 2023 data");
    }
  }

  @Nested
  class Story5PivotVersusDrillDown {
    @Test
    void ac1_drillDownPreservation() {
      assertExpands("Show sales for Africa in Q4", "What about Q4?", "Show sales for Africa");
    }

    @Test
    void ac2_explicitPivotRecognition() {
      Expansion e = expand("Now show me brand performance instead", "Show sales for Africa",
          "Show sales for Africa by brand");
      assertEquals("Show me brand performance", e.standalone());
      assertFalse(e.followUp());
    }

    @ParameterizedTest
    @ValueSource(strings = {"forget that, show me brand performance",
        "now show me brand performance", "show me brand performance instead"})
    void ac3_naturalPivotIndicators(String input) {
      Expansion e = expand(input, "Show sales for Africa");
      assertEquals("Show me brand performance", e.standalone());
      assertFalse(e.followUp());
    }

    @Test
    void ac3_whatAboutAnotherEntity_dropsTheScope() {
      assertExpands("Show sales for Europe", "what about Europe?", "Show sales for Africa",
          "Show sales for Africa by brand");
    }

    @Test
    void ac4_organicDemarcation() {
      assertExpands("Show sales for Africa by brand", "break down by brand",
          "Show sales for Africa");
      assertExpands("Show sales for Europe", "what about Europe?", "Show sales for Africa",
          "Show sales for Africa by brand");
    }

    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "Sales for Africa|break down by brand|Sales for Africa by brand",
        "Sales for Africa|what about Europe?|Sales for Europe",
        "Sales by region|focus on Africa|Sales by region for Africa",
        "2023 trends|show 2024 instead|2024 trends"})
    void testScenarios(String previous, String input, String expected) {
      assertExpands(expected, input, previous);
    }
  }

  @Nested
  class Periods {
    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "Show sales in Q4 2024|what about Q3?|Show sales in Q3 2024",
        "Show sales in Q4 2024|what about 2023?|Show sales in Q4 2023",
        "Show sales in Q4 2024|and Q3 2023?|Show sales in Q3 2023",
        "Show sales in Q4 2024|what about last month?|Show sales in last month",
        "Show sales from last month|what about 2023?|Show sales from 2023",
        "Show sales in 2023|what about Q4?|Show sales in Q4 2023",
        "Show sales in March|and 2022?|Show sales in March 2022",
        "Show me all users|what about last month?|Show me all users from last month",
        "Show sales in the past 30 days|how about the past 90 days|Show sales in the past 90 days",
        "Show sales in 2023|change 2023 to 2021|Show sales in 2021",
        "Show sales in 2023|change to 2021|Show sales in 2021",
        "Which brands sold most in 2023?|what about 2024?|Which brands sold most in 2024?"})
    void periodFollowUps(String previous, String input, String expected) {
      assertExpands(expected, input, previous);
    }

    @Test
    void fourDigitCount_isNotAYear() {
      assertExpands("Show top 2000 customers in 2024", "what about 2024?",
          "Show top 2000 customers");
    }
  }

  @Nested
  class DrillDowns {
    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "Show me all users|Only from last month|Show me all users only from last month",
        "Show me all users|sort by name|Show me all users sorted by name",
        "Show me all users|limit 10|Show me all users limited to 10",
        "Show sales by region|show profit too|Show sales by region including profit",
        "Show sales by region|also show profit|Show sales by region including profit",
        "Show sales for Africa|also for Europe|Show sales for Africa and for Europe",
        "Show sales by region|remove the totals|Show sales by region without the totals",
        "Show sales by region|exclude Europe|Show sales by region excluding Europe",
        "Show sales by region|by brand instead|Show sales by brand",
        "Show sales for Africa|show them by month|Show sales for Africa by month",
        "Show sales for Africa|per store|Show sales for Africa by store",
        "Show sales by region|use units instead of revenue|Show sales by region using units instead of revenue",
        "Show sales by region|by brand instead of region|Show sales by brand",
        "Show revenue by region|use units instead of revenue|Show units by region",
        "Show sales|expensive items|Show sales expensive items"})
    void drillDowns(String previous, String input, String expected) {
      assertExpands(expected, input, previous);
    }
  }

  @Nested
  class Story7PerformanceAndTokenEfficiency {
    @Test
    void ac3_expandedQuestionsAreReusedNotRedone() {
      assertExpands("Show sales for Europe in Q4", "in Q4", "Show sales for Africa",
          "Show sales for Europe");
    }

    @Test
    void ac5_expansionIsFast() {
      String[] window = {"Show market trend in 2023", "Show market trend in 2023 by region"};
      String[] inputs = {"for Africa only", "what about 2024?", "break down by brand",
          "Show brand performance", "now show me brand performance instead"};
      for (int i = 0; i < 20_000; i++) {
        expand(inputs[i % inputs.length], window);
      }
      long[] nanos = new long[2_000];
      for (int i = 0; i < nanos.length; i++) {
        long start = System.nanoTime();
        expand(inputs[i % inputs.length], window);
        nanos[i] = System.nanoTime() - start;
      }
      Arrays.sort(nanos);
      long p95 = nanos[(int) (nanos.length * 0.95)];
      assertTrue(p95 < 1_000_000, "p95 " + p95 + " ns");
    }
  }

  @Test
  void sameInput_sameExpansion() {
    for (int i = 0; i < 3; i++) {
      assertExpands("Show market trend in 2024 by region", "what about 2024?",
          "Show market trend in 2023", "by region");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   ", "?!?", "\u0000\u0001\u0002"})
  void emptyOrWordlessInput_isUnchanged(String input) {
    Expansion e = expand(input, "Show sales in 2023");
    assertEquals(input, e.standalone());
    assertFalse(e.followUp());
  }

  @Test
  void nullInputOrWindow_isHandled() {
    assertEquals("", expander.expand(null, List.of("Show sales")).standalone());
    assertEquals("by region", expander.expand("by region", null).standalone());
    assertEquals("Show sales by region", expander.expand("by region",
        Arrays.asList(null, " ", "Show sales")).standalone());
  }

  @Test
  void hundredKilobyteInput_isTakenAsItsOwnQuestion() {
    String big = "by region ".repeat(10_500);
    Expansion e = expand(big, "Show sales in 2023");
    assertEquals(big, e.standalone());
    assertFalse(e.followUp());
  }

  @Test
  void hundredKilobyteWindow_doesNotBreak() {
    String big = "x".repeat(100_000);
    assertNotNull(expand("by region", big, big).standalone());
  }

  @Test
  void binaryJunk_neverThrows() {
    Random random = new Random(7);
    for (int n = 0; n < 300; n++) {
      assertNotNull(expand(junk(random), junk(random), "Show sales in 2023").standalone());
    }
  }

  private static String junk(Random random) {
    char[] chars = new char[random.nextInt(300)];
    for (int i = 0; i < chars.length; i++) {
      chars[i] = (char) random.nextInt(Character.MAX_VALUE + 1);
    }
    return new String(chars);
  }

  /** "What about" with the other end of a scale, or another number: that word swapped in. */
  @Nested
  class Swaps {
    @Test
    void oppositeSuperlativeReplacesTheContextsWord() {
      assertExpands("Which supplier has the most orders?", "How about the most?",
          "Which supplier has the least orders?");
      assertExpands("What is the highest price of any item?", "what about the highest?",
          "What is the lowest price of any item?");
    }

    @Test
    void oppositeComparisonKeepsTheRestOfTheContext() {
      assertExpands("List the orders with amounts below this?", "How about below this?",
          "List the orders with amounts above this?");
    }

    @Test
    void comparisonAndNumberReplaceTheContextsComparison() {
      assertExpands("Which teams have at least 2 members?", "How about at least 2?",
          "Which teams have more than 5 members?");
      assertExpands("Which teams have more than 3 members?", "how about more than 3?",
          "Which teams have more than 1 members?");
    }

    @Test
    void bareNumberReplacesTheContextsOnlyNumber() {
      assertExpands("Show the boxes with 3 shelves!", "How about 3?",
          "Show the boxes with 8 shelves!");
      assertExpands("Which ones have 3 legs or less?", "How about 3 or less?",
          "Which ones have 5 legs or less?");
      assertExpands("Who is the member with member id 7?", "what about id 7?",
          "Who is the member with member id 9?");
    }

    @Test
    void nothingToSwapFallsBackToTheOtherRules() {
      Expansion twoNumbers = expand("How about 4?", "Which rooms have 2 beds and 3 doors?");
      assertFalse(twoNumbers.standalone().contains("2 beds and 3 doors?".replace("2", "4")));
      Expansion noOpposite = expand("How about the maximum?", "What is the average price?");
      assertFalse(noOpposite.standalone().contains("maximum price"), noOpposite.standalone());
      Expansion extraWords = expand("What about the maximum cost?",
          "Who had the minimum value of the fee?");
      assertFalse(extraWords.standalone().startsWith("Who had the maximum value"),
          extraWords.standalone());
    }
  }

  /** "What are their names?" after a plain count: the counted rows with those columns. */
  @Nested
  class AttributesOfCounted {
    @Test
    void countedRowsGetTheAskedColumns() {
      assertExpands("What are the names of open orders?", "what are their names?",
          "How many open orders are there?");
      assertExpands("Show all the codes and names of suppliers based in a port city?",
          "And show all their codes and names!", "How many suppliers based in a port city?");
    }

    @Test
    void aCountPerGroupOrAnInputWithoutTheirIsLeftToTheOtherRules() {
      Expansion perGroup = expand("what are their names?", "How many orders does each clerk have?");
      assertFalse(perGroup.standalone().startsWith("What are the names of"), perGroup.standalone());
      Expansion notCount = expand("what are their names?", "Which orders are open?");
      assertFalse(notCount.standalone().startsWith("What are the names of"), notCount.standalone());
    }
  }

  /** A question cut short after a word swapped for its opposite restates the earlier one. */
  @Nested
  class TruncatedRestatements {
    @Test
    void cutShortAfterTheOppositeWord() {
      assertEquals("Which one has the most number of rooms?",
          RuleBasedExpander.truncatedRestatement("Which one has the most?",
              List.of("Which one has the least number of rooms?")));
    }

    @Test
    void aWholeQuestionADifferentWordOrNoSwapIsNotARestatement() {
      List<String> earlier = List.of("Which one has the least number of rooms?");
      assertEquals(null, RuleBasedExpander.truncatedRestatement(
          "Which one has the most number of rooms?", earlier));
      assertEquals(null, RuleBasedExpander.truncatedRestatement("Which one has the red?",
          earlier));
      assertEquals(null, RuleBasedExpander.truncatedRestatement("Which one has the", earlier));
      assertEquals(null, RuleBasedExpander.truncatedRestatement("Most?", earlier));
    }
  }
}
