package dev.nljdbc.generation.llm;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.nljdbc.config.NlConfig;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Function;

/**
 * Builds LangChain4j chat models from the {@code llm.*} connection properties.
 *
 * <p>{@code openai} reaches any OpenAI-compatible endpoint ({@code llm.baseUrl}, e.g.
 * {@code http://127.0.0.1:8000/v1}); {@code anthropic} and {@code ollama} their own APIs. The key
 * comes from {@code llm.apiKey}, else from the environment variable {@code NLJDBC_LLM_API_KEY}.
 * Unset models default to {@code gpt-4o-mini}, {@code claude-sonnet-4-6} and {@code llama3.1}.
 * Every model waits at most {@code llm.timeout} per call and never retries: a slow provider
 * costs the user one timeout, not three. Models are shared between sessions with the same
 * settings (one HTTP client each).
 */
public final class ChatModels {
  /** Distinct model settings kept built: a server rarely has more than a handful. */
  private static final int MAX_MODELS = 32;
  private static final Cache<ModelSettings, ChatModel> BUILT =
      Caffeine.newBuilder().maximumSize(MAX_MODELS).build();

  private ChatModels() {}

  /**
   * The model for SQL generation, or empty when {@code llm.provider=none}.
   *
   * @throws SQLException 22023 when the provider needs a key and none is given
   */
  public static Optional<ChatModel> main(NlConfig config) throws SQLException {
    return of(ModelSettings.of(config, false, System::getenv));
  }

  /**
   * The fast model ({@code llm.fastModel}, else {@code llm.model}) for expansion and ambiguity
   * detection, or empty when {@code llm.provider=none}.
   *
   * @throws SQLException 22023 when the provider needs a key and none is given
   */
  public static Optional<ChatModel> fast(NlConfig config) throws SQLException {
    return of(ModelSettings.of(config, true, System::getenv));
  }

  static Optional<ChatModel> of(ModelSettings settings) {
    return settings == null ? Optional.empty()
        : Optional.of(BUILT.get(settings, ChatModels::build));
  }

  static Optional<ChatModel> of(NlConfig config, boolean fast,
      Function<String, String> environment) throws SQLException {
    return of(ModelSettings.of(config, fast, environment));
  }

  private static ChatModel build(ModelSettings s) {
    switch (s.provider()) {
      case "anthropic":
        return AnthropicChatModel.builder()
            .baseUrl(s.baseUrl())
            .apiKey(s.apiKey())
            .modelName(s.modelName())
            .timeout(s.timeout())
            .maxRetries(0)
            .build();
      case "ollama":
        return OllamaChatModel.builder()
            .baseUrl(s.baseUrl() == null ? "http://localhost:11434" : s.baseUrl())
            .modelName(s.modelName())
            .timeout(s.timeout())
            .maxRetries(0)
            .build();
      case "openai":
      default:
        return OpenAiChatModel.builder()
            .baseUrl(s.baseUrl())
            .apiKey(s.apiKey())
            .modelName(s.modelName())
            .timeout(s.timeout())
            .maxRetries(0)
            .build();
    }
  }
}
