package dev.nljdbc.it.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.generation.llm.LlmSqlGenerator;
import dev.nljdbc.it.llm.OpenAiStubServer.Received;
import dev.nljdbc.it.llm.OpenAiStubServer.Reply;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The SQL generator over real HTTP, against the OpenAI-compatible stub. */
class LlmSqlGeneratorIT {
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
  void generate_sendsTheSchemaSliceTenantRuleAndJsonSchema() throws SQLException {
    stub.reply(OpenAiStubServer.sqlAnswer("SELECT r.name AS region, SUM(o.total_amount) AS "
        + "sales FROM orders o JOIN regions r ON r.region_id = o.region_id GROUP BY r.name",
        "Sales by region.", 0.85));
    GeneratedQuery q = generator("5s").generate(new GenerationRequest(
        "Show total sales by region", null, RetailSnapshot.h2(), "corp_id", Map.of()));
    assertTrue(q.sql().startsWith("SELECT r.name AS region"), q.sql());
    assertEquals(0.85, q.confidence());

    Received r = stub.lastRequest();
    assertEquals("/v1/chat/completions", r.path());
    assertEquals("stub-model", r.model());
    assertEquals("Bearer sk-test", r.headers().get("authorization"));
    assertTrue(r.userPrompt().contains("TABLE ORDERS [tenant table]"), r.userPrompt());
    assertTrue(r.userPrompt().contains("TABLE REGIONS"), r.userPrompt());
    assertTrue(r.systemPrompt().contains("CRITICAL SECURITY REQUIREMENT"), r.systemPrompt());
    assertTrue(r.systemPrompt().contains("column corp_id"), r.systemPrompt());
    assertTrue(r.systemPrompt().contains("H2 rejects INTERVAL '1 month'"), r.systemPrompt());
    assertFalse(r.body().contains("Globex"), "another tenant's data reached the model");

    JsonNode format = r.responseFormat();
    assertEquals("json_schema", format.path("type").asText(), format.toString());
    assertEquals("sql_query", format.path("json_schema").path("name").asText());
    JsonNode properties = format.path("json_schema").path("schema").path("properties");
    assertTrue(properties.has("sql") && properties.has("explanation")
        && properties.has("confidence"), properties.toString());
  }

  @Test
  void refinement_sendsTheConversation() throws SQLException {
    stub.reply("{\"sql\": \"SELECT * FROM orders WHERE order_date >= CURRENT_DATE - INTERVAL "
        + "'1' MONTH\", \"explanation\": \"Last month's orders.\", \"confidence\": 0.8, "
        + "\"changes\": \"Added a date filter.\"}");
    RefinementContext context = new RefinementContext("Show me all orders",
        new GeneratedQuery("SELECT * FROM orders", "All orders.", 0.9, null, null),
        "Only from last month", List.of("Show me all orders", "with their region"));
    GeneratedQuery q = generator("5s").generate(new GenerationRequest("Only from last month",
        context, RetailSnapshot.h2(), "corp_id", Map.of()));
    assertEquals("Added a date filter.", q.refinementSummary());
    String user = stub.lastRequest().userPrompt();
    assertTrue(user.contains("1. \"Show me all orders\"\n2. \"with their region\""), user);
    assertTrue(user.contains("Original question: \"Show me all orders\""), user);
    assertTrue(user.contains("Current query:\nSELECT * FROM orders"), user);
    assertTrue(user.contains("Feedback: \"Only from last month\""), user);
    assertTrue(user.contains("all queries are filtered to the current tenant by corp_id"), user);
  }

  @Test
  void replyAfterTheTimeout_isHyt00WithoutRetry() throws SQLException {
    stub.reply(Reply.content(OpenAiStubServer.sqlAnswer("SELECT 1", "x", 1))
        .after(Duration.ofSeconds(4)));
    SqlGenerator generator = generator("1s");
    long start = System.nanoTime();
    SQLException e = assertThrows(SQLException.class, () -> generator.generate(ask()));
    long elapsedMs = (System.nanoTime() - start) / 1_000_000;
    assertInstanceOf(SQLTimeoutException.class, e);
    assertEquals("HYT00", e.getSQLState());
    assertTrue(e.getMessage().contains("llm.timeout"), e.getMessage());
    assertTrue(elapsedMs < 3_000, "took " + elapsedMs + " ms");
    assertEquals(1, stub.requests().size());
  }

  @Test
  void bodyStalledAfterTheHeaders_isHyt00AtTheDeadline() throws SQLException {
    stub.reply(Reply.content(OpenAiStubServer.sqlAnswer("SELECT 1", "x", 1))
        .stalledFor(Duration.ofSeconds(6)));
    SqlGenerator generator = generator("1s");
    long start = System.nanoTime();
    SQLException e = assertThrows(SQLException.class, () -> generator.generate(ask()));
    long elapsedMs = (System.nanoTime() - start) / 1_000_000;
    assertEquals("HYT00", e.getSQLState());
    assertTrue(elapsedMs < 4_000, "took " + elapsedMs + " ms");
  }

  @Test
  void malformedCompletionBody_is42000() throws SQLException {
    stub.reply(Reply.raw(200, "{\"choices\": [ this is not json"));
    SQLException e = assertThrows(SQLException.class, () -> generator("5s").generate(ask()));
    assertEquals("42000", e.getSQLState());
    assertFalse(e.getMessage().contains("Show total sales"), e.getMessage());
  }

  @Test
  void contentThatIsNotJson_is42000() throws SQLException {
    stub.reply("Here is the SQL: SELECT * FROM orders");
    SQLException e = assertThrows(SQLException.class, () -> generator("5s").generate(ask()));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
  }

  @Test
  void contentWithoutSql_is42000() throws SQLException {
    stub.reply("{\"explanation\": \"x\", \"confidence\": 0.4}");
    SQLException e = assertThrows(SQLException.class, () -> generator("5s").generate(ask()));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("\"sql\""), e.getMessage());
  }

  @Test
  void providerError_is42000AfterOneRequest() throws SQLException {
    stub.reply(Reply.raw(503, "{\"error\": {\"message\": \"overloaded\"}}"));
    SQLException e = assertThrows(SQLException.class, () -> generator("5s").generate(ask()));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("HTTP 503"), e.getMessage());
    assertEquals(1, stub.requests().size());
  }

  @Test
  void unreachableEndpoint_is42000NamingTheBaseUrl() throws SQLException {
    int port;
    try (OpenAiStubServer gone = OpenAiStubServer.start()) {
      port = gone.port();
    }
    SqlGenerator generator = LlmSqlGenerator.fromConfig(NlConfig.of(Map.of(
        "llm.provider", "openai", "llm.baseUrl", "http://127.0.0.1:" + port + "/v1",
        "llm.timeout", "2s"))).orElseThrow();
    SQLException e = assertThrows(SQLException.class, () -> generator.generate(ask()));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("llm.baseUrl"), e.getMessage());
  }

  private static GenerationRequest ask() {
    return new GenerationRequest("Show total sales", null, RetailSnapshot.h2(), null, Map.of());
  }

  private static SqlGenerator generator(String timeout) throws SQLException {
    return LlmSqlGenerator.fromConfig(NlConfig.of(Map.of("llm.provider", "openai",
        "llm.baseUrl", stub.baseUrl(), "llm.model", "stub-model", "llm.apiKey", "sk-test",
        "llm.timeout", timeout))).orElseThrow();
  }
}
