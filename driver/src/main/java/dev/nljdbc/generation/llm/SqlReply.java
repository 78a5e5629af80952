package dev.nljdbc.generation.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.generation.GeneratedQuery;
import java.sql.SQLException;

/**
 * The reply a generation call must give, {@code {sql, explanation, confidence}} (plus
 * {@code changes} for a refinement), and its strict reading.
 *
 * <p>{@code sql} must be a string; an empty one means the model could not answer, and its
 * explanation becomes the 42000 message. {@code explanation} must be a string and
 * {@code confidence} a number, both optional for providers that ignore the schema; the confidence
 * is clamped to [0, 1]. The SQL is trimmed of one trailing semicolon and otherwise left as the
 * model wrote it: it is untrusted, and the security layer parses and checks it.
 */
final class SqlReply {
  /** The confidence of a reply that states none: as likely right as wrong. */
  private static final double UNSTATED_CONFIDENCE = 0.5;
  /** The longest SQL accepted from a model. */
  static final int MAX_SQL_LENGTH = 20_000;
  /** Characters kept of the reply's explanation and changes: a sentence or two, not an essay. */
  private static final int MAX_TEXT_LENGTH = 500;
  private static final String PURPOSE = "SQL generation";

  private SqlReply() {}

  /** The JSON schema of the reply. */
  static JsonObjectSchema schema(boolean refinement) {
    JsonObjectSchema.Builder b = JsonObjectSchema.builder()
        .addStringProperty("sql", "one read-only SELECT, or an empty string if the question "
            + "cannot be answered from the schema")
        .addStringProperty("explanation", "one sentence for the person")
        .addNumberProperty("confidence", "0 to 1");
    if (refinement) {
      b.addStringProperty("changes", "what changed in the current query");
      return b.required("sql", "explanation", "confidence", "changes").build();
    }
    return b.required("sql", "explanation", "confidence").build();
  }

  /**
   * The query in the reply.
   *
   * @throws SQLException 42000 when a field is missing or of the wrong type, or the model could
   *     not answer
   */
  static GeneratedQuery read(ObjectNode reply, boolean refinement) throws SQLException {
    JsonNode sqlNode = reply.get("sql");
    if (sqlNode == null || sqlNode.isNull()) {
      throw JsonReplies.unreadable(PURPOSE, "it has no \"sql\" field", null);
    }
    if (!sqlNode.isTextual()) {
      throw JsonReplies.unreadable(PURPOSE, "its \"sql\" field is not a string", null);
    }
    String explanation = text(reply, "explanation");
    String sql = trimmed(sqlNode.asText());
    if (sql.isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "the question could not be turned into SQL"
              + (explanation.isEmpty() ? "" : ": " + explanation));
    }
    if (sql.length() > MAX_SQL_LENGTH) {
      throw JsonReplies.unreadable(PURPOSE, "its SQL is longer than " + MAX_SQL_LENGTH
          + " characters", null);
    }
    return new GeneratedQuery(sql, explanation, confidence(reply), null,
        refinement ? emptyToNull(text(reply, "changes")) : null);
  }

  private static String text(ObjectNode reply, String field) throws SQLException {
    JsonNode node = reply.get(field);
    if (node == null || node.isNull()) {
      return "";
    }
    if (!node.isTextual()) {
      throw JsonReplies.unreadable(PURPOSE, "its \"" + field + "\" field is not a string", null);
    }
    String text = SchemaText.oneLine(node.asText());
    return SchemaText.cut(text, MAX_TEXT_LENGTH);
  }

  private static double confidence(ObjectNode reply) throws SQLException {
    JsonNode node = reply.get("confidence");
    if (node == null || node.isNull()) {
      return UNSTATED_CONFIDENCE;
    }
    if (!node.isNumber()) {
      throw JsonReplies.unreadable(PURPOSE, "its \"confidence\" field is not a number", null);
    }
    double c = node.asDouble();
    return Double.isNaN(c) ? UNSTATED_CONFIDENCE : Math.max(0, Math.min(1, c));
  }

  private static String trimmed(String sql) {
    String s = sql.strip();
    if (s.endsWith(";")) {
      s = s.substring(0, s.length() - 1).strip();
    }
    return s;
  }

  private static String emptyToNull(String s) {
    return s.isEmpty() ? null : s;
  }
}
