package dev.nljdbc.generation.llm;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.time.Duration;
import java.util.function.Function;

/**
 * What a chat model is built from: one provider, model, endpoint, key and timeout.
 *
 * @param provider {@code openai}, {@code anthropic} or {@code ollama}
 * @param modelName the model, never null (the provider's default when unset)
 * @param baseUrl the endpoint, or null for the provider's own
 * @param apiKey the key, or null
 * @param timeout how long one call may take
 */
record ModelSettings(String provider, String modelName, String baseUrl, String apiKey,
    Duration timeout) {
  /** The environment variable read when {@code llm.apiKey} is unset. */
  static final String API_KEY_VARIABLE = "NLJDBC_LLM_API_KEY";

  /**
   * The settings of the main or the fast model, or null when {@code llm.provider=none}.
   *
   * @throws SQLException 22023 when the provider needs a key and none is given
   */
  static ModelSettings of(NlConfig config, boolean fast, Function<String, String> environment)
      throws SQLException {
    String provider = config.string(NlProperty.LLM_PROVIDER);
    if (provider == null || provider.equals("none")) {
      return null;
    }
    String model = config.string(NlProperty.LLM_MODEL);
    if (fast && config.string(NlProperty.LLM_FAST_MODEL) != null) {
      model = config.string(NlProperty.LLM_FAST_MODEL);
    }
    String key = config.string(NlProperty.LLM_API_KEY);
    if (key == null) {
      String fromEnvironment = environment.apply(API_KEY_VARIABLE);
      key = fromEnvironment == null || fromEnvironment.isBlank() ? null : fromEnvironment.trim();
    }
    String baseUrl = config.string(NlProperty.LLM_BASE_URL);
    boolean keyNeeded = provider.equals("anthropic")
        || provider.equals("openai") && baseUrl == null;
    if (keyNeeded && key == null) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception(NlProperty.LLM_API_KEY.key()
          + " is required for llm.provider=" + provider + (provider.equals("openai")
              ? " at the provider's own endpoint" : "")
          + "; set it or the environment variable " + API_KEY_VARIABLE);
    }
    return new ModelSettings(provider, model == null ? defaultModel(provider) : model, baseUrl,
        key, config.duration(NlProperty.LLM_TIMEOUT));
  }

  /** The model used when {@code llm.model} is unset. */
  static String defaultModel(String provider) {
    switch (provider) {
      case "anthropic":
        return "claude-sonnet-4-6";
      case "ollama":
        return "llama3.1";
      case "openai":
      default:
        return "gpt-4o-mini";
    }
  }

  @Override
  public String toString() {
    return "ModelSettings{" + provider + ", " + modelName + ", "
        + (baseUrl == null ? "default endpoint" : baseUrl) + ", key "
        + (apiKey == null ? "none" : "<masked>") + ", " + timeout + "}";
  }
}
