package dev.nljdbc.generation.llm;

import static dev.nljdbc.generation.llm.ScriptedChatModel.prompt;
import static dev.nljdbc.generation.llm.ScriptedChatModel.system;
import static dev.nljdbc.generation.llm.ScriptedChatModel.user;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.schema.SchemaSnapshot;
import java.net.http.HttpTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LlmSqlGeneratorTest {
  private static final SchemaSnapshot H2 = RetailSchema.of(H2Dialect.DEFAULT);
  private static final String ANSWER =
      "{\"sql\": \"SELECT r.name, SUM(o.total_amount) AS sales FROM orders o JOIN regions r "
          + "ON r.region_id = o.region_id GROUP BY r.name;\", \"explanation\": \"Sales by "
          + "region.\", \"confidence\": 0.9}";

  private final ScriptedChatModel model = new ScriptedChatModel();
  private final LlmSqlGenerator generator = new LlmSqlGenerator(model, Duration.ofSeconds(5));

  @Test
  void generate_readsSqlExplanationAndConfidence() throws SQLException {
    model.reply(ANSWER);
    GeneratedQuery q = generator.generate(ask("Show total sales by region"));
    assertEquals("SELECT r.name, SUM(o.total_amount) AS sales FROM orders o JOIN regions r ON "
        + "r.region_id = o.region_id GROUP BY r.name", q.sql());
    assertEquals("Sales by region.", q.explanation());
    assertEquals(0.9, q.confidence());
    assertNull(q.refinementSummary());
    assertEquals(1, model.requests().size());
  }

  @Test
  void prompt_carriesTheRelevantSchemaSlice() throws SQLException {
    model.reply(ANSWER);
    generator.generate(ask("Show total sales by region"));
    String user = user(model.lastRequest());
    assertTrue(user.contains("TABLE orders"), user);
    assertTrue(user.contains("TABLE regions"), user);
    assertTrue(user.contains("region_id INTEGER -> regions.region_id"), user);
    assertTrue(user.contains("name VARCHAR -- values: Africa, Europe, Asia"), user);
    assertTrue(user.contains("Question: \"Show total sales by region\""), user);
  }

  @Test
  void prompt_namesTheDialectWithItsDateNotes() throws SQLException {
    model.reply(ANSWER);
    generator.generate(ask("orders of last month"));
    String system = system(model.lastRequest());
    assertTrue(system.contains("Write SQL for H2 2.x"), system);
    assertTrue(system.contains("H2 rejects INTERVAL '1 month'"), system);
    assertTrue(system.contains("CURRENT_DATE - INTERVAL '1' MONTH"), system);

    model.reply(ANSWER);
    generator.generate(new GenerationRequest("orders of last month", null,
        RetailSchema.of(PostgresqlDialect.DEFAULT), null, Map.of()));
    assertTrue(system(model.lastRequest()).contains("PostgreSQL"));
    assertTrue(system(model.lastRequest()).contains("date_trunc('month', d)"));
  }

  @Test
  void prompt_withTenantColumn_statesTheTenantRuleWithoutAnyTenantValue() throws SQLException {
    model.reply(ANSWER);
    generator.generate(new GenerationRequest("Show sales by corporation and region", null, H2,
        "corp_id", Map.of()));
    ChatRequest request = model.lastRequest();
    String system = system(request);
    assertTrue(system.contains("CRITICAL SECURITY REQUIREMENT"), system);
    assertTrue(system.contains("every table that has the column corp_id"), system);
    assertTrue(system.contains("The system applies this filter itself"), system);
    String prompt = prompt(request);
    assertTrue(prompt.contains("TABLE orders [tenant table]"), prompt);
    assertFalse(prompt.contains("TABLE regions [tenant table]"), prompt);
    assertFalse(Pattern.compile("corp_id\\s*=\\s*'?\\d").matcher(prompt).find(), prompt);
    assertFalse(prompt.contains("105"), "a tenant id reached the prompt");
    assertFalse(prompt.contains("Globex"), "another tenant's sampled data reached the prompt");
  }

  @Test
  void prompt_withoutTenantColumn_hasNoTenantRule() throws SQLException {
    model.reply(ANSWER);
    generator.generate(ask("Show total sales by region"));
    assertFalse(prompt(model.lastRequest()).contains("CRITICAL"));
    assertFalse(prompt(model.lastRequest()).contains("[tenant table]"));
  }

  @Test
  void prompt_ofARefinement_carriesOriginalQuestionCurrentSqlFeedbackAndHistory()
      throws SQLException {
    model.reply("{\"sql\": \"SELECT * FROM users WHERE created_at >= CURRENT_DATE - INTERVAL "
        + "'1' MONTH\", \"explanation\": \"Users of the last month.\", \"confidence\": 0.8, "
        + "\"changes\": \"Added a filter on created_at.\"}");
    RefinementContext context = new RefinementContext("Show me all users",
        new GeneratedQuery("SELECT * FROM users;", "All users.", 0.9, null, null),
        "Only from last month", List.of("Show me all users", "sorted by name"));
    GeneratedQuery q = generator.generate(new GenerationRequest(
        "Show me all users from last month", context, H2, "corp_id", Map.of()));
    String user = user(model.lastRequest());
    assertTrue(user.contains("Original question: \"Show me all users\""), user);
    assertTrue(user.contains("Current query:\nSELECT * FROM users;"), user);
    assertTrue(user.contains("Feedback: \"Only from last month\""), user);
    assertTrue(user.contains("1. \"Show me all users\"\n2. \"sorted by name\""), user);
    assertTrue(user.contains("all queries are filtered to the current tenant by corp_id"), user);
    assertTrue(system(model.lastRequest()).contains("\"changes\""));
    assertEquals("Added a filter on created_at.", q.refinementSummary());
  }

  @Test
  void prompt_carriesClarificationAnswers() throws SQLException {
    model.reply(ANSWER);
    generator.generate(new GenerationRequest("Show me the price for AAPL", null, H2, null,
        Map.of("price", "last_price")));
    String user = user(model.lastRequest());
    assertTrue(user.contains("\"price\" means \"last_price\""), user);
    assertTrue(user.indexOf("TABLE market_quotes") < user.indexOf("TABLE orders")
        || !user.contains("TABLE orders"), user);
  }

  @Test
  void request_asksForTheJsonSchemaResponseFormat() throws SQLException {
    model.reply(ANSWER);
    generator.generate(ask("Show total sales by region"));
    var format = model.lastRequest().responseFormat();
    assertEquals(ResponseFormatType.JSON, format.type());
    assertEquals("sql_query", format.jsonSchema().name());
    JsonObjectSchema root = (JsonObjectSchema) format.jsonSchema().rootElement();
    assertEquals(List.of("sql", "explanation", "confidence"), root.required());
  }

  @Test
  void reply_inACodeFence_isRead() throws SQLException {
    model.reply("```json\n" + ANSWER + "\n```");
    assertTrue(generator.generate(ask("sales by region")).sql().startsWith("SELECT r.name"));
  }

  @Test
  void malformedJson_is42000WithoutThePrompt() {
    model.reply("Sure! Here is your query: SELECT * FROM orders");
    SQLException e = assertThrows(SQLException.class,
        () -> generator.generate(ask("Show total sales by region")));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
    assertFalse(e.getMessage().contains("Show total sales"), e.getMessage());
    assertFalse(e.getMessage().contains("TABLE"), e.getMessage());
    assertFalse(e.getMessage().contains("SELECT"), e.getMessage());
  }

  @Test
  void jsonWithTrailingText_is42000() {
    model.reply(ANSWER + " I hope this helps");
    assertEquals("42000", assertThrows(SQLException.class,
        () -> generator.generate(ask("sales by region"))).getSQLState());
  }

  @Test
  void missingSql_is42000NamingTheField() {
    model.reply("{\"explanation\": \"x\", \"confidence\": 1}");
    SQLException e = assertThrows(SQLException.class, () -> generator.generate(ask("sales")));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("no \"sql\" field"), e.getMessage());
  }

  @Test
  void sqlOfTheWrongType_is42000() {
    model.reply("{\"sql\": [\"SELECT 1\"], \"explanation\": \"x\", \"confidence\": 1}");
    assertEquals("42000", assertThrows(SQLException.class,
        () -> generator.generate(ask("sales"))).getSQLState());
  }

  @Test
  void emptySql_is42000SayingWhatIsMissing() {
    model.reply("{\"sql\": \"\", \"explanation\": \"There is no table of employees.\", "
        + "\"confidence\": 0.1}");
    SQLException e = assertThrows(SQLException.class,
        () -> generator.generate(ask("Show employee salaries")));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("There is no table of employees."), e.getMessage());
  }

  @Test
  void confidence_isClampedAndOptional() throws SQLException {
    model.reply("{\"sql\": \"SELECT 1\", \"explanation\": \"x\", \"confidence\": 7}");
    assertEquals(1.0, generator.generate(ask("one")).confidence());
    model.reply("{\"sql\": \"SELECT 1\"}");
    GeneratedQuery q = generator.generate(ask("one"));
    assertEquals(0.5, q.confidence());
    assertEquals("", q.explanation());
  }

  @Test
  void timeout_isHyt00NamingTheTimeout() {
    model.fail(new TimeoutException(new HttpTimeoutException("request timed out")));
    SQLException e = assertThrows(SQLException.class, () -> generator.generate(ask("sales")));
    assertInstanceOf(SQLTimeoutException.class, e);
    assertEquals("HYT00", e.getSQLState());
    assertTrue(e.getMessage().contains("5s (llm.timeout)"), e.getMessage());
    assertEquals(1, model.requests().size());
  }

  @Test
  void stalledModel_isHyt00AtTheDeadline() {
    LlmSqlGenerator quick = new LlmSqlGenerator(model, Duration.ofMillis(200));
    model.replyAfter(Duration.ofSeconds(10), ANSWER);
    long start = System.nanoTime();
    SQLException e = assertThrows(SQLException.class, () -> quick.generate(ask("sales")));
    long elapsedMs = (System.nanoTime() - start) / 1_000_000;
    assertEquals("HYT00", e.getSQLState());
    assertTrue(e.getMessage().contains("200ms (llm.timeout)"), e.getMessage());
    assertTrue(elapsedMs < 200 + Deadline.GRACE.toMillis() + 1_000, elapsedMs + " ms");
  }

  @Test
  void timeoutDeepInTheCauseChain_isHyt00() {
    model.fail(new RuntimeException(new HttpTimeoutException("request timed out")));
    assertEquals("HYT00", assertThrows(SQLException.class,
        () -> generator.generate(ask("sales"))).getSQLState());
  }

  @Test
  void providerFailures_are42000WithAClearMessage() {
    model.fail(new InternalServerException(new HttpException(503, "{\"error\":\"overloaded\"}")));
    SQLException e = assertThrows(SQLException.class, () -> generator.generate(ask("sales")));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("HTTP 503"), e.getMessage());
    assertFalse(e.getMessage().contains("overloaded"), e.getMessage());

    model.fail(new AuthenticationException(new HttpException(401, "bad key")));
    e = assertThrows(SQLException.class, () -> generator.generate(ask("sales")));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().contains("llm.apiKey"), e.getMessage());
  }

  @Test
  void blankQuestion_is42000WithoutACall() {
    assertEquals("42000", assertThrows(SQLException.class,
        () -> generator.generate(ask("  "))).getSQLState());
    assertTrue(model.requests().isEmpty());
  }

  private static GenerationRequest ask(String question) {
    return new GenerationRequest(question, null, H2, null, Map.of());
  }
}
