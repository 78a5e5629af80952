package dev.nljdbc.generation.llm;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.model.chat.ChatModel;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.SqlGenerator;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;

/**
 * Generates SQL with a language model: one call per question, asking for
 * {@code {sql, explanation, confidence}} in the provider's JSON-schema format.
 *
 * <p>The prompt carries a relevant slice of the schema, the dialect, the conversation of a
 * refinement, the clarification answers and, with a tenant column, the tenant rule; never the
 * tenant's value (see {@link SqlPrompt}). What comes back is untrusted SQL for the security layer.
 * A model that does not answer within {@code llm.timeout} fails with HYT00; any other failure,
 * and a reply that is not the expected JSON, with 42000. Nothing is retried.
 */
public final class LlmSqlGenerator implements SqlGenerator {
  private final JsonChat chat;

  /**
   * A generator over this model.
   *
   * @param timeout the model's {@code llm.timeout}: each call ends within it plus a second
   */
  public LlmSqlGenerator(ChatModel model, Duration timeout) {
    this.chat = new JsonChat(model, timeout);
  }

  /**
   * The generator the properties ask for, on the main model; empty when
   * {@code llm.provider=none}.
   *
   * @throws SQLException 22023 when the provider needs a key and none is given
   */
  public static Optional<SqlGenerator> fromConfig(NlConfig config) throws SQLException {
    Duration timeout = config.duration(NlProperty.LLM_TIMEOUT);
    return ChatModels.main(config).map(model -> new LlmSqlGenerator(model, timeout));
  }

  @Override
  public GeneratedQuery generate(GenerationRequest request) throws SQLException {
    if (request.question() == null || request.question().isBlank()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("there is no question");
    }
    if (request.schema() == null || request.schema().tables().isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "the target database has no tables to query");
    }
    SqlPrompt prompt = SqlPrompt.of(request);
    ObjectNode reply = chat.ask("SQL generation", prompt.system(), prompt.user(), "sql_query",
        SqlReply.schema(request.isRefinement()));
    return SqlReply.read(reply, request.isRefinement());
  }
}
