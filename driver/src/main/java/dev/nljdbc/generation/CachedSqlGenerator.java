package dev.nljdbc.generation;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Remembers generated SQL, shared by every session of the JVM: the same question in the same
 * context, on the same schema version and tenant column, by the same generator, is answered
 * without generating again. The schema version covers the value samples, which come from each
 * tenant's own rows, so no tenant is served SQL written from another tenant's values.
 * Failures are not remembered.
 */
public final class CachedSqlGenerator implements SqlGenerator {
  /** Generated queries kept at once: a day's distinct questions of a busy server, a few MB. */
  private static final int MAX_ENTRIES = 10_000;
  private static final Cache<Key, GeneratedQuery> CACHE = Caffeine.newBuilder()
      .maximumSize(MAX_ENTRIES)
      .expireAfterWrite(Duration.ofHours(1))
      .build();

  private final SqlGenerator delegate;
  private final String generatorId;

  /**
   * A cache in front of a generator.
   *
   * @param generatorId what distinguishes this generator's answers from another's (the engine,
   *     or the model provider, name and endpoint)
   */
  public CachedSqlGenerator(SqlGenerator delegate, String generatorId) {
    this.delegate = Objects.requireNonNull(delegate, "delegate");
    this.generatorId = Objects.requireNonNull(generatorId, "generatorId");
  }

  @Override
  public GeneratedQuery generate(GenerationRequest request) throws SQLException {
    Key key = Key.of(generatorId, request);
    GeneratedQuery cached = CACHE.getIfPresent(key);
    if (cached != null) {
      return cached;
    }
    GeneratedQuery fresh = delegate.generate(request);
    if (fresh != null) {
      CACHE.put(key, fresh);
    }
    return fresh;
  }

  /** What makes two requests ask for the same SQL. */
  private record Key(String generator, String question, String schemaVersion, String dialect,
      String tenantColumn, Map<String, String> resolutions, String originalQuestion,
      String currentSql, String feedback, List<String> previousQuestions) {

    static Key of(String generator, GenerationRequest r) {
      RefinementContext c = r.refinement();
      return new Key(generator, r.question(), r.schema().version(), r.schema().dialect().name(),
          r.tenantColumn(), r.resolutions(),
          c == null ? null : c.originalQuestion(),
          c == null || c.currentQuery() == null ? null : c.currentQuery().sql(),
          c == null ? null : c.feedback(),
          c == null ? List.of() : c.previousQuestions());
    }
  }
}
