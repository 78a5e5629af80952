package dev.nljdbc.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;

/**
 * What the security gates of one engine remember between statements: the outcome of each SQL
 * text they judged and the final-SQL template learnt for each statement shape. An engine (the
 * in-process driver's, or a server's) owns one and hands it to every gate it builds, so that its
 * sessions share what was learnt while two engines in one JVM share nothing. Entries are keyed
 * by policy instance, catalogue instance, tenant policy and tenant value as well as by text
 * ({@link GateCacheKey}).
 */
public final class GateCaches {
  private static final long OUTCOME_WEIGHT = 16L * 1024 * 1024;
  private static final long TEMPLATE_WEIGHT = 8L * 1024 * 1024;
  private static final int REFUSAL_WEIGHT = 256;
  private static final Duration IDLE = Duration.ofHours(1);

  private final Cache<GateCacheKey, Object> outcomes = Caffeine.newBuilder()
      .maximumWeight(OUTCOME_WEIGHT)
      .weigher((GateCacheKey k, Object v) -> k.sql.length()
          + (v instanceof Admission ? ((Admission) v).weight() : REFUSAL_WEIGHT))
      .expireAfterAccess(IDLE)
      .build();
  private final Cache<GateCacheKey, AdmissionTemplate> templates = Caffeine.newBuilder()
      .maximumWeight(TEMPLATE_WEIGHT)
      .weigher((GateCacheKey k, AdmissionTemplate v) -> k.sql.length() + v.weight())
      .expireAfterAccess(IDLE)
      .build();

  /** Empty caches. */
  public GateCaches() {
  }

  /** Outcomes by SQL text: an {@link Admission} or a cacheable {@link Refusal}. */
  Cache<GateCacheKey, Object> outcomes() {
    return outcomes;
  }

  /** Final-SQL templates by statement shape. */
  Cache<GateCacheKey, AdmissionTemplate> templates() {
    return templates;
  }

  /** How many outcomes and templates are held, roughly (for tests and diagnostics). */
  public long entries() {
    outcomes.cleanUp();
    templates.cleanUp();
    return outcomes.estimatedSize() + templates.estimatedSize();
  }
}
