package dev.nljdbc.pipeline;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.execution.TargetPools;
import java.time.Duration;

/**
 * Sets up each session's {@link QuestionGuard}, with the target's tenants read once and cached
 * per target and tenant column for a few minutes.
 */
final class QuestionGuards {
  private final TargetPools pools;
  private final Cache<String, TenantDirectory> directories = Caffeine.newBuilder()
      .expireAfterWrite(Duration.ofMinutes(5))
      .maximumSize(1_000)
      .build();

  QuestionGuards(TargetPools pools) {
    this.pools = pools;
  }

  QuestionGuard create(NlConfig config, TargetPools.Target target, SchemaSource schema) {
    String column = config.string(NlProperty.TENANT_COLUMN);
    String value = config.string(NlProperty.TENANT_VALUE);
    if (column == null || value == null) {
      return new QuestionGuard(schema, null, null, snapshot -> null);
    }
    String key = SessionFactory.targetId(target) + "|" + column;
    return new QuestionGuard(schema, column, value, snapshot -> directories.get(key,
        k -> TenantDirectory.load(snapshot, column, () -> pools.connect(target))));
  }
}
