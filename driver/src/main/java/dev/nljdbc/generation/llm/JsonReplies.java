package dev.nljdbc.generation.llm;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nljdbc.error.SqlState;
import java.sql.SQLException;

/**
 * Reads a model's reply text as one JSON object, strictly: a single object, nothing after it.
 * The only leniency is a Markdown code fence around the object, which models without a JSON
 * mode add. Errors never quote the reply (it may echo the prompt).
 */
final class JsonReplies {
  /** The Markdown code fence models put around a reply though asked for bare JSON. */
  private static final String FENCE = "```";
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .build();

  private JsonReplies() {}

  /**
   * The reply as a JSON object.
   *
   * @throws SQLException 42000 when the reply is empty, not JSON, or not one object
   */
  static ObjectNode parse(String purpose, String reply) throws SQLException {
    if (reply == null || reply.isBlank()) {
      throw unreadable(purpose, "the reply was empty", null);
    }
    JsonNode node;
    try {
      node = MAPPER.readTree(unfenced(reply.strip()));
    } catch (JacksonException e) {
      throw unreadable(purpose, "the reply was not valid JSON", e);
    }
    if (!(node instanceof ObjectNode object)) {
      throw unreadable(purpose, "the reply was not a JSON object", null);
    }
    return object;
  }

  /** The exception for a reply that does not have the expected shape. */
  static SQLException unreadable(String purpose, String why, Throwable cause) {
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
        "the language model's answer for " + purpose + " could not be used: " + why, cause);
  }

  private static String unfenced(String text) {
    if (!text.startsWith(FENCE) || !text.endsWith(FENCE) || text.length() < 2 * FENCE.length()) {
      return text;
    }
    String inner = text.substring(FENCE.length(), text.length() - FENCE.length());
    int newline = inner.indexOf('\n');
    if (newline >= 0 && inner.substring(0, newline).strip().matches("[A-Za-z]*")) {
      inner = inner.substring(newline + 1);
    }
    return inner.strip();
  }
}
