package dev.nljdbc.pipeline;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.clarification.Clarifications;
import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.execution.TargetFacts;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.expansion.QueryExpander;
import dev.nljdbc.expansion.RuleBasedExpander;
import dev.nljdbc.expansion.llm.LlmQueryExpander;
import dev.nljdbc.generation.CachedSqlGenerator;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.generation.llm.LlmSqlGenerator;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.security.SecurityGate;
import java.sql.SQLException;

/**
 * Builds each session's conversation: the generator and expander the configuration chooses,
 * the target's cached schema as the session's tenant sees it, the session's security gate
 * for {@code /explain}, and the clarification step ({@code clarify}, {@code state.url}).
 */
final class ConversationFactory {
  /** The offline engine is stateless and thread-safe: one serves every session. */
  private static final SqlGenerator OFFLINE = new OfflineSqlGenerator();

  private final TargetPools pools;
  private final SchemaCatalogs catalogs = new SchemaCatalogs();

  ConversationFactory(TargetPools pools) {
    this.pools = pools;
  }

  Conversation create(String sessionId, String user, NlConfig config, TargetPools.Target target,
      TargetFacts facts, SecurityGate gate) throws SQLException {
    String tenantColumn = config.string(NlProperty.TENANT_COLUMN);
    String tenantValue = config.string(NlProperty.TENANT_VALUE);
    String targetId = SessionFactory.targetId(target);
    QueryExpander rules = new RuleBasedExpander();
    SchemaSource schema = () -> catalogs.snapshot(targetId, tenantColumn, tenantValue,
        () -> pools.connect(target));
    return Conversation.builder(generator(config), schema)
        .sessionId(sessionId)
        .database(facts.defaultCatalog())
        .config(config)
        .expander(LlmQueryExpander.fromConfig(config, rules).orElse(rules))
        .admission(sql -> gate.admit(sql).sql())
        .clarification(Clarifications.step(config, sessionId, user,
            user != null ? user : facts.userName(), schema))
        .build();
  }

  private static SqlGenerator generator(NlConfig config) throws SQLException {
    String provider = config.string(NlProperty.LLM_PROVIDER);
    SqlGenerator generator = LlmSqlGenerator.fromConfig(config).orElse(OFFLINE);
    String id = provider + "|" + config.string(NlProperty.LLM_MODEL) + "|"
        + config.string(NlProperty.LLM_BASE_URL);
    return new CachedSqlGenerator(generator, id);
  }

}
