package dev.nljdbc.generation.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.nljdbc.config.NlConfig;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class ChatModelsTest {
  private static final Function<String, String> NO_ENV = name -> null;

  @Test
  void providerNone_buildsNoModel() throws SQLException {
    assertTrue(ChatModels.main(NlConfig.defaults()).isEmpty());
    assertTrue(LlmSqlGenerator.fromConfig(NlConfig.defaults()).isEmpty());
  }

  @Test
  void openai_atALocalEndpoint_needsNoKey() throws SQLException {
    ChatModel model = ChatModels.of(config("llm.provider", "openai",
        "llm.baseUrl", "http://127.0.0.1:9/v1"), false, NO_ENV).orElseThrow();
    assertInstanceOf(OpenAiChatModel.class, model);
    assertEquals("gpt-4o-mini", model.defaultRequestParameters().modelName());
  }

  @Test
  void openai_atItsOwnEndpoint_withoutKey_is22023NamingBothSources() {
    SQLException e = assertThrows(SQLException.class,
        () -> ChatModels.of(config("llm.provider", "openai"), false, NO_ENV));
    assertEquals("22023", e.getSQLState());
    assertTrue(e.getMessage().contains("llm.apiKey"), e.getMessage());
    assertTrue(e.getMessage().contains("NLJDBC_LLM_API_KEY"), e.getMessage());
  }

  @Test
  void anthropic_takesTheKeyFromTheEnvironment() throws SQLException {
    ModelSettings s = ModelSettings.of(config("llm.provider", "anthropic"), false,
        name -> name.equals("NLJDBC_LLM_API_KEY") ? "sk-env" : null);
    assertEquals("sk-env", s.apiKey());
    assertInstanceOf(AnthropicChatModel.class, ChatModels.of(s).orElseThrow());
  }

  @Test
  void apiKeyProperty_winsOverTheEnvironment() throws SQLException {
    ModelSettings s = ModelSettings.of(config("llm.provider", "anthropic", "llm.apiKey",
        "sk-prop"), false, name -> "sk-env");
    assertEquals("sk-prop", s.apiKey());
  }

  @Test
  void ollama_buildsWithItsDefaultEndpoint() throws SQLException {
    assertInstanceOf(OllamaChatModel.class, ChatModels.of(config("llm.provider", "ollama",
        "llm.model", "qwen2.5-coder"), false, NO_ENV).orElseThrow());
  }

  @Test
  void fastModel_fallsBackToTheModel() throws SQLException {
    NlConfig both = config("llm.provider", "ollama", "llm.model", "big", "llm.fastModel",
        "small");
    assertEquals("big", ModelSettings.of(both, false, NO_ENV).modelName());
    assertEquals("small", ModelSettings.of(both, true, NO_ENV).modelName());
    NlConfig one = config("llm.provider", "ollama", "llm.model", "big");
    assertEquals("big", ModelSettings.of(one, true, NO_ENV).modelName());
  }

  @Test
  void timeout_comesFromTheProperty() throws SQLException {
    assertEquals(Duration.ofMillis(1500), ModelSettings.of(config("llm.provider", "ollama",
        "llm.timeout", "1500ms"), false, NO_ENV).timeout());
  }

  @Test
  void sameSettings_shareOneModel() throws SQLException {
    NlConfig c = config("llm.provider", "openai", "llm.baseUrl", "http://127.0.0.1:9/v1");
    assertSame(ChatModels.of(c, false, NO_ENV).orElseThrow(),
        ChatModels.of(c, false, NO_ENV).orElseThrow());
  }

  @Test
  void settings_neverPrintTheKey() throws SQLException {
    ModelSettings s = ModelSettings.of(config("llm.provider", "anthropic", "llm.apiKey",
        "sk-secret"), false, NO_ENV);
    assertFalse(s.toString().contains("sk-secret"), s.toString());
    assertTrue(s.toString().contains("<masked>"), s.toString());
  }

  private static NlConfig config(String... keyValues) throws SQLException {
    Map<String, String> map = new java.util.LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      map.put(keyValues[i], keyValues[i + 1]);
    }
    return NlConfig.of(map);
  }
}
