package dev.nljdbc.pipeline;

import dev.nljdbc.clarification.Clarifications;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.ModelView;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.execution.TargetFacts;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.expansion.QueryExpander;
import dev.nljdbc.expansion.RuleBasedExpander;
import dev.nljdbc.expansion.llm.LlmQueryExpander;
import dev.nljdbc.generation.CachedSqlGenerator;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.generation.llm.LlmSqlGenerator;
import dev.nljdbc.generation.offline.OfflineEngines;
import dev.nljdbc.language.WordNetLexicon;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.SecurityGate;
import dev.nljdbc.semantic.LearnedAnswer;
import dev.nljdbc.semantic.ModelSchemaSource;
import dev.nljdbc.semantic.ModelSqlGenerator;
import dev.nljdbc.semantic.ModelTable;
import dev.nljdbc.semantic.QuestionEvidence;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Builds each session's conversation: the generator and expander the configuration chooses,
 * the target's cached schema as the session's tenant sees it, the session's security gate
 * for {@code /explain}, and the clarification step ({@code clarify}, {@code state.url}).
 */
final class ConversationFactory {
  private final TargetPools pools;
  private final PipelineMetrics metrics;
  private final SchemaCatalogs catalogs = new SchemaCatalogs();

  ConversationFactory(TargetPools pools, PipelineMetrics metrics) {
    this.pools = pools;
    this.metrics = metrics;
  }

  /** The target's schema as the session's tenant sees it, cached per target and tenant. */
  SchemaSource schema(NlConfig config, TargetPools.Target target) {
    String tenantColumn = config.string(NlProperty.TENANT_COLUMN);
    String tenantValue = config.string(NlProperty.TENANT_VALUE);
    String targetId = SessionFactory.targetId(target);
    return () -> catalogs.snapshot(targetId, tenantColumn, tenantValue,
        () -> pools.connect(target));
  }

  Conversation create(String sessionId, String user, NlConfig config, TargetFacts facts,
      SecurityGate gate, SchemaSource tenantSchema) throws SQLException {
    QueryExpander rules = new RuleBasedExpander();
    SchemaSource schema = tenantSchema;
    String model = config.string(NlProperty.SEMANTIC_MODEL);
    if (model != null && !model.equalsIgnoreCase("none")) {
      schema = ModelSchemaSource.open(schema, model, gate::admit);
    }
    SchemaSource modelSchema = schema;
    String learner = learner(user, facts.userName(), config.string(NlProperty.TENANT_VALUE),
        sessionId, config.bool(NlProperty.CLARIFY_SHARE_LEARNED));
    ModelView modelView = () -> ModelTable.of(ModelSchemaSource.modelOf(modelSchema.snapshot()),
        LearnedAnswer.read(config.string(NlProperty.STATE_URL), learner));
    return Conversation.builder(generator(config), schema)
        .sessionId(sessionId)
        .database(facts.defaultCatalog())
        .config(config)
        .expander(LlmQueryExpander.fromConfig(config, rules).orElse(rules))
        .admission(sql -> gate.admit(sql).sql())
        .clarification(Clarifications.step(config, sessionId, user, learner, schema, metrics,
            QuestionEvidence.INSTANCE))
        .modelView(modelView)
        .build();
  }

  /**
   * Whose clarification answers are learned (docs/clarification.md#learning): the authenticated
   * user in the tenant, so that what a word means for one tenant is not applied to another's
   * questions. Without authentication the connection itself, unless {@code clarify.shareLearned}
   * shares the answers among the connections of the same database user (per tenant).
   */
  static String learner(String user, String databaseUser, String tenantValue,
      String connectionId, boolean share) {
    String tenant = tenantValue == null || tenantValue.isBlank() ? "" : "@" + tenantValue.strip();
    if (user != null) {
      return user + tenant;
    }
    if (!share || databaseUser == null) {
      return "connection:" + connectionId;
    }
    return databaseUser + tenant;
  }

  private static SqlGenerator generator(NlConfig config) throws SQLException {
    String provider = config.string(NlProperty.LLM_PROVIDER);
    boolean wordNet = config.bool(NlProperty.LANGUAGE_WORDNET);
    if (wordNet) {
      WordNetLexicon.preload();
    }
    Optional<SqlGenerator> model = LlmSqlGenerator.fromConfig(config);
    boolean byMeaning = model.isEmpty() && OfflineEngines.byMeaning(config);
    SqlGenerator generator = model.orElseGet(() -> OfflineEngines.of(config));
    String id = provider + "|" + config.string(NlProperty.LLM_MODEL) + "|"
        + config.string(NlProperty.LLM_BASE_URL) + "|" + wordNet + (byMeaning ? "|meaning" : "");
    return new CachedSqlGenerator(new ModelSqlGenerator(generator), id);
  }
}
