package dev.nljdbc.it.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.llm.OpenAiStubServer;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Bad input and failing models give a clear SQLException with the SPEC's SQLState, and the
 * session goes on with its history intact.
 */
class FailurePathsIT {
  private static OpenAiStubServer model;
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void start() throws SQLException {
    model = OpenAiStubServer.start();
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE items (id int primary key, name text, price numeric(10,2))",
        "INSERT INTO items VALUES (1,'kettle',25.50),(2,'pan',40.00)");
  }

  @AfterAll
  static void stop() throws SQLException {
    model.close();
    scratch.close();
  }

  private static NlAssert withModel() throws SQLException {
    return NlAssert.connect(scratch.nlUrl(), NlAssert.props("llm.provider", "openai",
        "llm.baseUrl", model.baseUrl(), "llm.apiKey", "k", "llm.timeout", "1s", "clarify", "false"));
  }

  @Test
  void modelTimeout_isHYT00_andTheSessionGoesOn() throws SQLException {
    model.reset();
    model.reply(OpenAiStubServer.Reply.content(
        OpenAiStubServer.sqlAnswer("SELECT 1", "late", 0.9)).after(Duration.ofSeconds(4)));
    model.reply(OpenAiStubServer.sqlAnswer("SELECT name FROM items ORDER BY id", "names", 0.9));
    try (NlAssert nl = withModel()) {
      nl.ask("list the items").failsWith("HYT00");
      nl.ask("list the item names").columnValues("name", "kettle", "pan");
      assertEquals(List.of("error", "ok"), nl.ask("/history").values("STATUS"));
    }
  }

  @Test
  void malformedModelReply_is42000_andTheSessionGoesOn() throws SQLException {
    model.reset();
    model.reply("{\"sql\": \"SELECT 1\", oops");
    model.reply(OpenAiStubServer.sqlAnswer("SELECT count(*) AS n FROM items", "count", 0.9));
    try (NlAssert nl = withModel()) {
      nl.ask("how many items").failsWith("42000");
      nl.ask("how many items are there").columnValues("n", 2L);
    }
  }

  @Test
  void emptyHugeAndBinaryInput_are42000_andTheSessionGoesOn() throws SQLException {
    byte[] junk = new byte[2048];
    new Random(7).nextBytes(junk);
    try (NlAssert nl = NlAssert.connect(scratch.nlUrl())) {
      nl.ask("show all items").hasRows(2);
      nl.ask("").failsWith("42000");
      nl.ask("   \n\t ").failsWith("42000");
      nl.ask("show items ".repeat(10_000)).failsWith("42000");
      nl.ask(new String(junk, java.nio.charset.StandardCharsets.ISO_8859_1)).failsWith("42000");
      nl.ask("\u0000\u0001\u0002 DROP \uFFFF").failsWith("42000");
      nl.ask("sort by name").columnValues("name", "kettle", "pan");
      nl.ask("SELECT count(*) AS n FROM items").columnValues("n", 2L);
    }
  }
}
