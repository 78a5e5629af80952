package dev.nljdbc.config;

import java.sql.DriverPropertyInfo;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Every connection property nljdbc owns: name, type, default, description and allowed values.
 *
 * <p>The driver's {@code getPropertyInfo}, the README's property table and validation all come
 * from this enum. Properties outside the owned namespaces ({@code user}, {@code password} and
 * anything else) are passed on to the target database.
 */
public enum NlProperty {
  TENANT_COLUMN("tenant.column", PropertyType.IDENTIFIER, null,
      "The mandatory filter column, e.g. tenant_id."),
  TENANT_VALUE("tenant.value", PropertyType.STRING, null,
      "The tenant, e.g. 105. In remote mode the server decides it (its --config, or each user's"
          + " tenant); a client that sends it is refused."),
  TENANT_POLICY("tenant.policy", PropertyType.CHOICE, "hybrid",
      "inject adds the filter, reject refuses SQL without it, hybrid adds it, counts it and logs it at DEBUG.",
      "inject", "reject", "hybrid"),
  TENANT_SHARED_TABLES("tenant.sharedTables", PropertyType.STRING, null,
      "Comma list of relations without the tenant column that every tenant may read (name or schema.name)."),
  SECURITY_ALLOW_FUNCTIONS("security.allowFunctions", PropertyType.STRING, null,
      "Comma list of functions a tenant's SQL may call on top of the built-in allowlist."),
  LLM_PROVIDER("llm.provider", PropertyType.CHOICE, "none",
      "none is the built-in offline engine; openai (any OpenAI-compatible endpoint), anthropic, ollama.",
      "none", "openai", "anthropic", "ollama"),
  LLM_MODEL("llm.model", PropertyType.STRING, null,
      "The model name; the provider's default when unset."),
  LLM_FAST_MODEL("llm.fastModel", PropertyType.STRING, null,
      "A faster model for ambiguity detection; llm.model when unset."),
  LLM_BASE_URL("llm.baseUrl", PropertyType.STRING, null,
      "The provider's endpoint; the provider's default when unset."),
  LLM_API_KEY("llm.apiKey", PropertyType.SECRET, null,
      "The provider's key; also read from NLJDBC_LLM_API_KEY."),
  LLM_TIMEOUT("llm.timeout", PropertyType.DURATION, "30s",
      "How long one language-model call may take."),
  CLARIFY("clarify", PropertyType.BOOLEAN, "true",
      "false skips ambiguity detection."),
  CLARIFY_EXPIRY("clarify.expiry", PropertyType.DURATION, "15m",
      "How long a pending clarification waits for its answer."),
  CLARIFY_SHARE_LEARNED("clarify.shareLearned", PropertyType.BOOLEAN, "false",
      "Without authentication, true shares learned answers among the database user's "
          + "connections; false keeps them with the connection."),
  CLARIFY_MIN_CONFIDENCE("clarify.minConfidence", PropertyType.INTEGER, "20",
      "Offline engine: below this fitted probability (percent) that its answer is right, it "
          + "asks what the weakest word means; 0 never asks so. With a semantic model it holds "
          + "for questions none of whose words the model's own elements account for "
          + "(docs/semantic-model.md, \"Each element's scope\").",
      0, 100),
  DIALOG_MAX_TURNS("dialog.maxTurns", PropertyType.INTEGER, "10",
      "History kept per session.", 1, 100),
  EXPANSION_WINDOW("expansion.window", PropertyType.INTEGER, "3",
      "Earlier questions used to expand a follow-up.", 3, 5),
  LIMITS_MAX_ROWS("limits.maxRows", PropertyType.INTEGER, "10000",
      "Row cap: generated SQL by default; every query when set; 0 = no cap.", 0,
      Integer.MAX_VALUE),
  LIMITS_QUERY_TIMEOUT("limits.queryTimeout", PropertyType.DURATION, "30s",
      "Cap on the run time of every executed query."),
  POOL_MAX_SIZE("pool.maxSize", PropertyType.INTEGER, "32",
      "Connections to the target kept in the pool.", 1, 1000),
  SESSION_IDLE_TIMEOUT("session.idleTimeout", PropertyType.DURATION, "10m",
      "Server: how long an unused client connection lives before a timer closes it."),
  SESSION_FETCH_IDLE_TIMEOUT("session.fetchIdleTimeout", PropertyType.DURATION, "60s",
      "Server: how long a result nobody fetches from keeps its target connection; then what is "
          + "left is kept in memory if small, else the result is closed (24000 on the next "
          + "fetch)."),
  SESSION_MAX_TOTAL("session.maxTotal", PropertyType.INTEGER, "10000",
      "Server: the most client connections open at once.", 1, Integer.MAX_VALUE),
  SESSION_MAX_PER_USER("session.maxPerUser", PropertyType.INTEGER, "1000",
      "Server: the most client connections one user has open at once.", 1, Integer.MAX_VALUE),
  STATE_URL("state.url", PropertyType.STRING, null,
      "JDBC URL where clarification sessions and learned patterns are stored; embedded when unset."),
  SEMANTIC_MODEL("semantic.model", PropertyType.STRING, null,
      "An Apache Ossie semantic model file (YAML or JSON) both engines use; reloaded when it"
          + " changes. The demo loads its own unless set; none loads no model."),
  LANGUAGE_WORDNET("language.wordnet", PropertyType.BOOLEAN, "true",
      "Offline engine: true links a word no name spells through WordNet (its forms, synonyms"
          + " and places) as weak evidence; false links by spelling and synonyms only."),
  LANGUAGE_EMBEDDINGS("language.embeddings", PropertyType.BOOLEAN, "false",
      "Offline engine: true also links a word that no name, synonym, comment or value spells"
          + " to the table or column closest in meaning (sentence embeddings; the server jar"
          + " has them, the drop-in driver jar does not); false links without them."),
  CONFIG("config", PropertyType.STRING, null,
      "A properties file read before the other properties.");

  private static final Set<String> OWNED_NAMESPACES =
      Set.of("tenant", "security", "llm", "clarify", "dialog", "expansion", "limits", "pool",
          "session", "state", "config", "semantic", "language");

  private final String key;
  private final PropertyType type;
  private final String defaultValue;
  private final String description;
  private final List<String> choices;
  private final long min;
  private final long max;

  NlProperty(String key, PropertyType type, String defaultValue, String description,
      String... choices) {
    this(key, type, defaultValue, description, List.of(choices), Long.MIN_VALUE, Long.MAX_VALUE);
  }

  NlProperty(String key, PropertyType type, String defaultValue, String description,
      long min, long max) {
    this(key, type, defaultValue, description, List.of(), min, max);
  }

  NlProperty(String key, PropertyType type, String defaultValue, String description,
      List<String> choices, long min, long max) {
    this.key = key;
    this.type = type;
    this.defaultValue = defaultValue;
    this.description = description;
    this.choices = choices;
    this.min = min;
    this.max = max;
  }

  /** The property's name as users write it. */
  public String key() {
    return key;
  }

  /** The value's type. */
  public PropertyType type() {
    return type;
  }

  /** The default value, or null when unset by default. */
  public String defaultValue() {
    return defaultValue;
  }

  /** What the property means. */
  public String description() {
    return description;
  }

  /** The allowed values of a choice; empty otherwise. */
  public List<String> choices() {
    return choices;
  }

  /** The smallest allowed integer. */
  public long min() {
    return min;
  }

  /** The largest allowed integer. */
  public long max() {
    return max;
  }

  /** The property with this name, or null. */
  public static NlProperty forKey(String key) {
    for (NlProperty p : values()) {
      if (p.key.equals(key)) {
        return p;
      }
    }
    return null;
  }

  /** Whether a property name lies in a namespace nljdbc owns (so an unknown one is an error). */
  public static boolean isOwned(String key) {
    int dot = key.indexOf('.');
    String head = (dot < 0 ? key : key.substring(0, dot)).toLowerCase(Locale.ROOT);
    return OWNED_NAMESPACES.contains(head);
  }

  /** The description a JDBC tool shows for this property, with the value it would take. */
  public DriverPropertyInfo toDriverPropertyInfo(Map<String, String> given) {
    String value = given.getOrDefault(key, defaultValue);
    DriverPropertyInfo info = new DriverPropertyInfo(key, type == PropertyType.SECRET && value != null
        ? "<masked>" : value);
    info.description = description;
    info.required = false;
    if (!choices.isEmpty()) {
      info.choices = choices.toArray(new String[0]);
    } else if (type == PropertyType.BOOLEAN) {
      info.choices = new String[] {"true", "false"};
    }
    return info;
  }
}
