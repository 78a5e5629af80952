package dev.nljdbc.clarification;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialog.ClarificationStep;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.generation.llm.ChatModels;
import dev.nljdbc.generation.llm.JsonChat;
import dev.nljdbc.generation.offline.OfflineEngines;
import dev.nljdbc.metrics.PipelineMetrics;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/** Builds each session's clarification step from its configuration. */
public final class Clarifications {
  /** The {@code state.url} used when none is set: in-memory H2, as long as the JVM lives. */
  public static final String DEFAULT_STATE_URL = StateStore.DEFAULT_URL;
  /** The name learning uses when a session has no user at all. */
  public static final String ANONYMOUS = "anonymous";

  private Clarifications() {
  }

  /**
   * The step of one session: {@link ClarificationStep#NONE} with {@code clarify=false}.
   *
   * @param config the session's configuration ({@code clarify}, {@code clarify.expiry},
   *     {@code state.url}, {@code llm.*}, {@code tenant.column}, {@code language.wordnet})
   * @param sessionId the session's id
   * @param user the authenticated user, or null: a pending clarification survives a reconnect
   *     only for an authenticated user
   * @param learner whose answers are learned: the user, else the target database's user name
   * @param schema the session's schema source
   * @param metrics where the clarification loop is counted
   * @throws SQLException 22023 when the language model settings are bad
   */
  public static ClarificationStep step(NlConfig config, String sessionId, String user,
      String learner, SchemaSource schema, PipelineMetrics metrics) throws SQLException {
    return step(config, sessionId, user, learner, schema, metrics, ModelEvidence.NONE);
  }

  /**
   * The step of one session with a semantic model: the fitted confidence is not asked about
   * where the model accounts for the question's words ({@link ModelEvidence}).
   *
   * @param evidence whether the session's model accounts for a question's words
   * @see #step(NlConfig, String, String, String, SchemaSource, PipelineMetrics)
   */
  public static ClarificationStep step(NlConfig config, String sessionId, String user,
      String learner, SchemaSource schema, PipelineMetrics metrics, ModelEvidence evidence)
      throws SQLException {
    if (!config.bool(NlProperty.CLARIFY)) {
      return ClarificationStep.NONE;
    }
    Duration expiry = config.duration(NlProperty.CLARIFY_EXPIRY);
    if (expiry.isZero() || expiry.isNegative()) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception(
          "clarify.expiry must be more than 0, not " + config.string(NlProperty.CLARIFY_EXPIRY));
    }
    Detector rules = new RuleDetector(OfflineEngines.of(config), minConfidence(config),
        evidence);
    Duration timeout = config.duration(NlProperty.LLM_TIMEOUT);
    Optional<Detector> withModel = ChatModels.fast(config)
        .map(model -> new MergedDetector(rules, new LlmDetector(new JsonChat(model, timeout))));
    return new Clarifier(withModel.orElse(rules),
        StateStore.forUrl(config.string(NlProperty.STATE_URL)), sessionId, user,
        learner == null || learner.isBlank() ? ANONYMOUS : learner, schema,
        config.string(NlProperty.TENANT_COLUMN), expiry, Clock.systemUTC(), metrics);
  }

  /**
   * The least fitted probability of a right answer that the offline engine answers without
   * asking ({@code clarify.minConfidence}), with a semantic model too: the model's names and
   * synonyms are the users' own words as its author wrote them, so a question whose words the
   * model accounts for is not asked about ({@link ModelEvidence}), but a question it says
   * nothing about is asked about as without a model.
   */
  static int minConfidence(NlConfig config) {
    return config.integer(NlProperty.CLARIFY_MIN_CONFIDENCE);
  }
}
