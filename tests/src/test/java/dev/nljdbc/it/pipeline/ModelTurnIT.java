package dev.nljdbc.it.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.llm.OpenAiStubServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A natural-language turn through the whole driver, with a language model served by a stub. */
class ModelTurnIT {
  private static OpenAiStubServer model;
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void start() throws SQLException {
    model = OpenAiStubServer.start();
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE items (id int primary key, name text, price numeric(10,2))",
        "INSERT INTO items VALUES (1,'kettle',25.50),(2,'pan',40.00),(3,'lid',5.00)");
  }

  @AfterAll
  static void stop() throws SQLException {
    model.close();
    scratch.close();
  }

  private Connection connect() throws SQLException {
    Properties p = new Properties();
    p.setProperty("llm.provider", "openai");
    p.setProperty("llm.baseUrl", model.baseUrl());
    p.setProperty("llm.apiKey", "test-key");
    p.setProperty("llm.timeout", "5s");
    // The stub answers in script order; ambiguity detection would take the scripted reply.
    p.setProperty("clarify", "false");
    return DriverManager.getConnection(scratch.nlUrl(), p);
  }

  @Test
  void question_runsTheModelsSqlAndRecordsTheTurn() throws Exception {
    model.reset();
    model.reply(OpenAiStubServer.sqlAnswer("SELECT name FROM items WHERE price > 20 ORDER BY name",
        "Items over 20", 0.9));
    try (Connection c = connect(); Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("which items cost more than 20?")) {
        assertTrue(rs.next());
        assertEquals("kettle", rs.getString(1));
        assertTrue(rs.next());
        assertEquals("pan", rs.getString(1));
        assertFalse(rs.next());
      }
      assertNotNull(s.getWarnings());
      assertTrue(s.getWarnings().getMessage().contains("SELECT name FROM items"),
          s.getWarnings().getMessage());
      assertTrue(model.lastRequest().userPrompt().contains("which items cost more than 20?"));
      try (ResultSet h = s.executeQuery("/history")) {
        assertTrue(h.next());
        assertEquals("which items cost more than 20?", h.getString("INPUT"));
        assertEquals("new_query", h.getString("INTENT"));
        assertTrue(h.getString("SQL").contains("price > 20"), h.getString("SQL"));
        assertEquals(2, h.getInt("ROW_COUNT"));
        assertFalse(h.next());
      }
    }
  }

  @Test
  void hostileModelSql_isRefusedAndTheSessionGoesOn() throws Exception {
    model.reset();
    model.reply(OpenAiStubServer.sqlAnswer("DROP TABLE items", "drop", 0.9));
    model.reply(OpenAiStubServer.sqlAnswer("SELECT count(*) FROM items", "count", 0.9));
    try (Connection c = connect(); Statement s = c.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("list the items"));
      assertEquals("42501", e.getSQLState());
      try (ResultSet rs = s.executeQuery("how many items are there")) {
        assertTrue(rs.next());
        assertEquals(3, rs.getInt(1));
      }
      try (ResultSet h = s.executeQuery("/history")) {
        assertTrue(h.next());
        assertEquals("error", h.getString("STATUS"));
        assertTrue(h.next());
        assertEquals("ok", h.getString("STATUS"));
      }
    }
    try (Connection direct = DriverManager.getConnection(scratch.url());
        ResultSet rs = direct.createStatement().executeQuery("SELECT count(*) FROM items")) {
      assertTrue(rs.next());
      assertEquals(3, rs.getInt(1));
    }
  }
}
