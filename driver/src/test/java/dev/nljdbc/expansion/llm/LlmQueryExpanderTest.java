package dev.nljdbc.expansion.llm;

import static dev.nljdbc.generation.llm.ScriptedChatModel.prompt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.model.openai.OpenAiTokenCountEstimator;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.expansion.QueryExpander;
import dev.nljdbc.generation.llm.ScriptedChatModel;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class LlmQueryExpanderTest {
  /** Rules that call short inputs follow-ups and leave the text alone. */
  private static final QueryExpander RULES = (input, window) ->
      new Expansion(input, input.split("\\s+").length < 5, false);

  private final ScriptedChatModel model = new ScriptedChatModel();
  private final LlmQueryExpander expander =
      new LlmQueryExpander(model, Duration.ofSeconds(1), RULES);

  @Test
  void followUp_isExpandedByTheModel() {
    model.reply("{\"question\": \"Show market trend in 2023 by region\"}");
    Expansion e = expander.expand("by region", List.of("Show market trend in 2023"));
    assertEquals(new Expansion("Show market trend in 2023 by region", true, true), e);
    String prompt = prompt(model.lastRequest());
    assertTrue(prompt.contains("1. \"Show market trend in 2023\""), prompt);
    assertTrue(prompt.contains("Latest input: \"by region\""), prompt);
  }

  @Test
  void prompt_carriesTheWholeWindowOldestFirst() {
    model.reply("{\"question\": \"Show sales in 2023 by region for Africa\"}");
    expander.expand("for Africa", List.of("Show sales in 2023", "by region"));
    String prompt = prompt(model.lastRequest());
    assertTrue(prompt.contains("1. \"Show sales in 2023\"\n2. \"by region\""), prompt);
  }

  @Test
  void completeQuestion_passesThroughWithoutACall() {
    Expansion e = expander.expand("Show total sales for all brands in Q4 2024",
        List.of("Show sales in 2023"));
    assertEquals(new Expansion("Show total sales for all brands in Q4 2024", false, false), e);
    assertTrue(model.requests().isEmpty());
  }

  @Test
  void followUpWithoutHistory_staysAsItIs() {
    assertEquals(new Expansion("by region", true, false), expander.expand("by region", List.of()));
    assertTrue(model.requests().isEmpty());
  }

  @Test
  void timeout_fallsBackToTheOriginalText() {
    model.fail(new TimeoutException("timed out"));
    assertEquals(new Expansion("by region", true, false),
        expander.expand("by region", List.of("Show sales in 2023")));
  }

  @Test
  void failure_fallsBackToTheRulesExpansion() {
    QueryExpander rules = (input, window) ->
        new Expansion(window.get(window.size() - 1) + " " + input, true, false);
    LlmQueryExpander withRules = new LlmQueryExpander(model, Duration.ofSeconds(1), rules);
    model.reply("this is not JSON");
    assertEquals(new Expansion("Show sales in 2023 by region", true, false),
        withRules.expand("by region", List.of("Show sales in 2023")));
  }

  @Test
  void replyWithoutQuestion_fallsBack() {
    model.reply("{\"answer\": \"Show sales in 2023 by region\"}");
    assertFalse(expander.expand("by region", List.of("Show sales in 2023")).byModel());
  }

  @Test
  void sameFollowUpInTheSameContext_costsOneCall() {
    model.reply("{\"question\": \"Show sales in 2023 by region\"}");
    Expansion first = expander.expand("by region", List.of("Show sales in 2023"));
    Expansion second = expander.expand("by region", List.of("Show sales in 2023"));
    assertEquals(first, second);
    assertEquals(1, model.requests().size());
  }

  @Test
  void sameFollowUpInAnotherContext_isExpandedAgain() {
    model.reply("{\"question\": \"Show sales in 2023 by region\"}")
        .reply("{\"question\": \"Show sales in 2024 by region\"}");
    expander.expand("by region", List.of("Show sales in 2023"));
    assertEquals("Show sales in 2024 by region",
        expander.expand("by region", List.of("Show sales in 2024")).standalone());
    assertEquals(2, model.requests().size());
  }

  @Test
  void failure_isNotCached() {
    model.fail(new TimeoutException("timed out"))
        .reply("{\"question\": \"Show sales in 2023 by region\"}");
    assertFalse(expander.expand("by region", List.of("Show sales in 2023")).byModel());
    assertTrue(expander.expand("by region", List.of("Show sales in 2023")).byModel());
  }

  @Test
  void prompt_staysUnder500TokensWithAFullWindowOfLongQuestions() {
    String longQuestion = "Show the total sales amount and the number of orders for every "
        + "brand and category in every region of the world, compared with the same quarter "
        + "of the previous year, excluding cancelled and returned orders, sorted by growth. ";
    List<String> window = List.of(longQuestion.repeat(2), longQuestion.repeat(3),
        longQuestion.repeat(2), longQuestion, longQuestion.repeat(4));
    model.reply("{\"question\": \"x\"}");
    expander.expand("and for Africa", window);
    int tokens = new OpenAiTokenCountEstimator("gpt-4o-mini")
        .estimateTokenCountInMessages(model.lastRequest().messages());
    assertTrue(tokens < ExpansionPrompt.MAX_TOKENS, tokens + " tokens");
  }

  @Test
  void prompt_ofATypicalFollowUp_isSmall() {
    model.reply("{\"question\": \"x\"}");
    expander.expand("what about 2024?", List.of("Show market trend in 2023", "by region",
        "for Africa only"));
    int tokens = new OpenAiTokenCountEstimator("gpt-4o-mini")
        .estimateTokenCountInMessages(model.lastRequest().messages());
    assertTrue(tokens < 250, tokens + " tokens");
  }

  @Test
  void longInput_isNotSentToTheModel() {
    QueryExpander everythingFollowsUp = (input, window) -> new Expansion(input, true, false);
    LlmQueryExpander e = new LlmQueryExpander(model, Duration.ofSeconds(1), everythingFollowsUp);
    String input = "and ".repeat(200);
    assertEquals(new Expansion(input, true, false), e.expand(input, List.of("Show sales")));
    assertTrue(model.requests().isEmpty());
  }

  @Test
  void prompt_neverCarriesSql() {
    model.reply("{\"question\": \"x\"}");
    expander.expand("by region", List.of("Show sales in 2023"));
    assertFalse(prompt(model.lastRequest()).contains("SELECT"));
  }
}
