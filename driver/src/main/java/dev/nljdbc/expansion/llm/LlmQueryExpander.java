package dev.nljdbc.expansion.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.expansion.QueryExpander;
import dev.nljdbc.generation.llm.ChatModels;
import dev.nljdbc.generation.llm.JsonChat;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Expands follow-ups with a language model (docs/requirements.md#query-expansion), one call per follow-up.
 *
 * <p>The rules decide: the delegate {@link QueryExpander} runs first, and only what it calls a
 * follow-up, with earlier questions to draw on, goes to the model; a complete question passes
 * through without a call (story 1 AC2). The prompt holds the follow-up and the window of earlier
 * questions, under 500 tokens ({@link ExpansionPrompt}). When the call fails, times out or
 * answers nonsense, the delegate's answer stands, with {@code byModel=false}, and the failure is
 * logged (story 7 AC4); with a delegate that leaves text alone, that is the original text.
 * Successful expansions are cached by input and window, so the same follow-up in the same
 * context costs one call. Thread-safe: one instance may serve every session of a configuration.
 */
public final class LlmQueryExpander implements QueryExpander {
  private static final Logger LOG = LoggerFactory.getLogger(LlmQueryExpander.class);
  private static final int CACHE_SIZE = 10_000;
  private static final Duration CACHE_TIME = Duration.ofHours(1);
  private static final int MAX_EXPANSION_CHARS = 1_000;
  private static final JsonObjectSchema SCHEMA = JsonObjectSchema.builder()
      .addStringProperty("question", "the standalone question")
      .required("question")
      .build();

  private final JsonChat chat;
  private final QueryExpander rules;
  private final Cache<Key, Expansion> cache =
      Caffeine.newBuilder().maximumSize(CACHE_SIZE).expireAfterWrite(CACHE_TIME).build();

  /** The cache key: the follow-up and the questions it was expanded with. */
  private record Key(String input, List<String> window) {
  }

  /**
   * An expander over this model.
   *
   * @param timeout the model's {@code llm.timeout}: each call ends within it plus a second
   * @param rules decides what is a follow-up, and answers when the model fails
   */
  public LlmQueryExpander(ChatModel model, Duration timeout, QueryExpander rules) {
    this.chat = new JsonChat(model, timeout);
    this.rules = Objects.requireNonNull(rules, "rules");
  }

  /**
   * The expander the properties ask for, on the fast model; empty when {@code llm.provider=none}.
   *
   * @param rules decides what is a follow-up, and answers when the model fails
   * @throws SQLException 22023 when the provider needs a key and none is given
   */
  public static Optional<QueryExpander> fromConfig(NlConfig config, QueryExpander rules)
      throws SQLException {
    Duration timeout = config.duration(NlProperty.LLM_TIMEOUT);
    return ChatModels.fast(config).map(model -> new LlmQueryExpander(model, timeout, rules));
  }

  @Override
  public Expansion expand(String input, List<String> window) {
    Expansion byRules = rules.expand(input, window);
    if (!byRules.followUp() || window == null || window.isEmpty()) {
      return byRules;
    }
    Key key = new Key(input.strip(), List.copyOf(window));
    Expansion cached = cache.getIfPresent(key);
    if (cached != null) {
      return cached;
    }
    String expanded = askModel(key);
    if (expanded == null) {
      return new Expansion(byRules.standalone(), true, false);
    }
    Expansion byModel = new Expansion(expanded, true, true);
    cache.put(key, byModel);
    return byModel;
  }

  private String askModel(Key key) {
    ExpansionPrompt prompt = ExpansionPrompt.of(key.input(), key.window());
    if (prompt == null) {
      LOG.warn("follow-up too long to expand by the language model; the rules' expansion stands");
      return null;
    }
    try {
      ObjectNode reply = chat.ask("query expansion", prompt.system(), prompt.user(),
          "standalone_question", SCHEMA);
      JsonNode question = reply.get("question");
      if (question == null || !question.isTextual() || question.asText().isBlank()
          || question.asText().length() > MAX_EXPANSION_CHARS) {
        LOG.warn("the language model's expansion had no usable \"question\"; "
            + "the rules' expansion stands");
        return null;
      }
      return question.asText().replaceAll("\\s+", " ").strip();
    } catch (SQLException e) {
      LOG.warn("query expansion by the language model failed ({}); the rules' expansion stands",
          e.getMessage());
      LOG.debug("query expansion failure", e);
      return null;
    }
  }
}
