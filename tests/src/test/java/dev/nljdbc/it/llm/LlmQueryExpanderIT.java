package dev.nljdbc.it.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.expansion.QueryExpander;
import dev.nljdbc.expansion.llm.LlmQueryExpander;
import dev.nljdbc.it.llm.OpenAiStubServer.Received;
import dev.nljdbc.it.llm.OpenAiStubServer.Reply;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Query expansion over real HTTP, against the OpenAI-compatible stub. */
class LlmQueryExpanderIT {
  /** Rules that call everything short a follow-up and leave the text alone. */
  private static final QueryExpander RULES = (input, window) ->
      new Expansion(input, input.split("\\s+").length < 5, false);
  private static final List<String> WINDOW =
      List.of("Show market trend in 2023", "by region", "for Africa only");

  private static OpenAiStubServer stub;

  @BeforeAll
  static void startStub() {
    stub = OpenAiStubServer.start();
  }

  @AfterAll
  static void stopStub() {
    stub.close();
  }

  @BeforeEach
  void resetStub() {
    stub.reset();
  }

  @Test
  void followUp_sendsTheHistoryWindowToTheFastModel() throws SQLException {
    stub.reply("{\"question\": \"Show market trend in 2024 by region for Africa only\"}");
    Expansion e = expander("5s").expand("what about 2024?", WINDOW);
    assertEquals(new Expansion("Show market trend in 2024 by region for Africa only", true, true),
        e);
    Received r = stub.lastRequest();
    assertEquals("stub-fast", r.model());
    assertTrue(r.userPrompt().contains("1. \"Show market trend in 2023\"\n2. \"by region\"\n"
        + "3. \"for Africa only\""), r.userPrompt());
    assertTrue(r.userPrompt().contains("Latest input: \"what about 2024?\""), r.userPrompt());
    assertEquals("json_schema", r.responseFormat().path("type").asText());
    assertEquals("standalone_question",
        r.responseFormat().path("json_schema").path("name").asText());
  }

  @Test
  void sameFollowUp_isAskedOnce() throws SQLException {
    stub.reply("{\"question\": \"Show market trend in 2023 by region for Africa only by brand\"}");
    QueryExpander expander = expander("5s");
    Expansion first = expander.expand("by brand", WINDOW);
    Expansion second = expander.expand("by brand", WINDOW);
    assertEquals(first, second);
    assertEquals(1, stub.requests().size());
  }

  @Test
  void replyAfterTheTimeout_fallsBackToTheOriginalText() throws SQLException {
    stub.reply(Reply.content("{\"question\": \"too late\"}").after(Duration.ofSeconds(4)));
    long start = System.nanoTime();
    Expansion e = expander("1s").expand("by channel", WINDOW);
    long elapsedMs = (System.nanoTime() - start) / 1_000_000;
    assertEquals(new Expansion("by channel", true, false), e);
    assertTrue(elapsedMs < 3_000, "took " + elapsedMs + " ms");
  }

  @Test
  void malformedReply_fallsBackToTheOriginalText() throws SQLException {
    stub.reply(Reply.raw(200, "<html>gateway</html>"));
    assertFalse(expander("5s").expand("by segment", WINDOW).byModel());
  }

  private static QueryExpander expander(String timeout) throws SQLException {
    return LlmQueryExpander.fromConfig(NlConfig.of(Map.of("llm.provider", "openai",
        "llm.baseUrl", stub.baseUrl(), "llm.model", "stub-model", "llm.fastModel", "stub-fast",
        "llm.timeout", timeout)), RULES).orElseThrow();
  }
}
