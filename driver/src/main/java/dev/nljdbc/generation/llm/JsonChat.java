package dev.nljdbc.generation.llm;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Objects;

/**
 * Calls a chat model for one JSON object: the JSON schema travels as the provider's structured
 * output format (OpenAI {@code response_format}, Anthropic {@code output_config}, Ollama
 * {@code format}), and the reply is parsed strictly. The SQL generator, the expander and the
 * clarification layer's ambiguity detector share it.
 *
 * <p>Failures become SQLExceptions: {@code HYT00} when the model did not answer within
 * {@code llm.timeout} (enforced as a hard deadline, see {@link Deadline}); {@code 42000} for any
 * other failure and for a reply that is not one JSON object. Messages never contain the prompt or
 * the reply.
 */
public final class JsonChat {
  private final ChatModel model;
  private final Duration timeout;

  /**
   * A caller of this model.
   *
   * @param timeout the model's {@code llm.timeout}: each call ends within it plus a second
   */
  public JsonChat(ChatModel model, Duration timeout) {
    this.model = Objects.requireNonNull(model, "model");
    this.timeout = Objects.requireNonNull(timeout, "timeout");
  }

  /**
   * Asks the model and returns its reply as a JSON object; checking the fields is the caller's.
   *
   * @param purpose what the call is for, named in error messages, e.g. "SQL generation"
   * @param system the system message
   * @param user the user message
   * @param schemaName the schema's name, letters, digits and underscores
   * @param schema the object the reply must be
   * @throws SQLException HYT00 on timeout, 42000 on any other failure or an unreadable reply
   */
  public ObjectNode ask(String purpose, String system, String user, String schemaName,
      JsonObjectSchema schema) throws SQLException {
    ChatRequest request = ChatRequest.builder()
        .messages(SystemMessage.from(system), UserMessage.from(user))
        .responseFormat(ResponseFormat.builder()
            .type(ResponseFormatType.JSON)
            .jsonSchema(JsonSchema.builder().name(schemaName).rootElement(schema).build())
            .build())
        .build();
    ChatResponse response;
    try {
      response = Deadline.run(() -> model.chat(request), timeout, purpose);
    } catch (RuntimeException e) {
      throw ModelFailures.of(purpose, e, timeout);
    }
    AiMessage message = response == null ? null : response.aiMessage();
    return JsonReplies.parse(purpose, message == null ? null : message.text());
  }
}
