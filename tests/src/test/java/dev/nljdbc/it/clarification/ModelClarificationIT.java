package dev.nljdbc.it.clarification;

import static dev.nljdbc.it.clarification.Clarified.isData;
import static dev.nljdbc.it.clarification.Clarified.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.llm.OpenAiStubServer;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seed's JSON ambiguity prompt on the fast model, through the driver with a stub model: its
 * findings are asked (after the schema check), the answer reaches the SQL prompt, and a failing
 * detection call lets the question through.
 */
class ModelClarificationIT {
  private static OpenAiStubServer model;
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void start() throws SQLException {
    model = OpenAiStubServer.start();
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE trades (id int PRIMARY KEY, symbol text, qty int, traded_at timestamp)",
        "INSERT INTO trades VALUES (1, 'ACME', 50, now()), (2, 'ACME', 500, now()),"
            + " (3, 'INITECH', 900, now())");
  }

  @AfterAll
  static void stop() throws SQLException {
    model.close();
    scratch.close();
  }

  private static NlAssert connect() throws SQLException {
    return NlAssert.connect(scratch.nlUrl(), NlAssert.props("llm.provider", "openai",
        "llm.baseUrl", model.baseUrl(), "llm.apiKey", "test-key", "llm.model", "big-model",
        "llm.fastModel", "fast-model", "llm.timeout", "5s",
        "state.url", Clarified.freshStateUrl("model")));
  }

  @Test
  void modelFindings_areAsked_andTheAnswerReachesGeneration() throws SQLException {
    model.reset();
    model.reply("{\"needs_clarification\": true, \"confidence\": 0.9, \"reasoning\": \"vague\","
        + " \"ambiguities\": [{\"type\": \"threshold\", \"affected_part\": \"big trades\","
        + " \"description\": \"how big\", \"possible_values\": [], \"severity\": \"important\"},"
        + " {\"type\": \"column_ambiguity\", \"affected_part\": \"size\", \"description\": \"d\","
        + " \"possible_values\": [\"qty\", \"notional\"], \"severity\": \"critical\"},"
        + " {\"type\": \"vague_term\", \"affected_part\": \"trades\", \"description\": \"d\","
        + " \"possible_values\": [], \"severity\": \"minor\"}]}");
    model.reply("{\"needs_clarification\": false, \"confidence\": 0.9, \"ambiguities\": [],"
        + " \"reasoning\": \"clear now\"}");
    model.reply(OpenAiStubServer.sqlAnswer("SELECT id, qty FROM trades WHERE qty > 100"
        + " ORDER BY id", "Trades over 100", 0.9));
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("show me the big trades"), "threshold");
      assertEquals("number", q.get("kind"));
      OpenAiStubServer.Received detection = model.requests().get(0);
      assertEquals("fast-model", detection.model());
      assertTrue(detection.userPrompt().contains("User Query: \"show me the big trades\""));
      assertTrue(detection.userPrompt().contains("TABLE trades"));
      assertEquals("ambiguity_analysis",
          detection.responseFormat().path("json_schema").path("name").asText());

      isData(nl.ask("100")).columnValues("id", 2, 3);
      List<OpenAiStubServer.Received> requests = model.requests();
      assertEquals(3, requests.size());
      assertEquals("big-model", requests.get(2).model());
      assertTrue(requests.get(2).userPrompt().contains("\"big trades\" means \"100\""),
          requests.get(2).userPrompt());
    }
  }

  @Test
  void failingDetection_letsTheQuestionThrough() throws SQLException {
    model.reset();
    model.reply(OpenAiStubServer.Reply.raw(500, "{\"error\": {\"message\": \"overloaded\"}}"));
    model.reply(OpenAiStubServer.sqlAnswer("SELECT count(*) AS n FROM trades", "Count", 0.9));
    try (NlAssert nl = connect()) {
      isData(nl.ask("how many trades are there")).columnValues("n", 3L);
    }
  }
}
