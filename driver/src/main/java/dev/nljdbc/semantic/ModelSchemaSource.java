package dev.nljdbc.semantic;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A session's schema as its semantic model describes it: the target's snapshot enriched by the
 * model (see {@link SnapshotEnricher}), resolved again whenever the model file or the schema
 * changes. A change that does not resolve keeps the previous model and logs why.
 */
public final class ModelSchemaSource implements SchemaSource {
  /** Which model each enriched snapshot came from, for the generator and {@code /model}. */
  private static final Cache<SchemaSnapshot, ResolvedModel> MODELS =
      Caffeine.newBuilder().weakKeys().build();

  /** The target's snapshot each enriched snapshot was made from. */
  private static final Cache<SchemaSnapshot, SchemaSnapshot> BASES =
      Caffeine.newBuilder().weakKeys().weakValues().build();

  /**
   * Enriched snapshots shared by the sessions on one schema snapshot and one model, so that
   * caches keyed by the snapshot (the offline engine's index) serve all of them.
   */
  private static final Cache<SchemaSnapshot, Map<ModelFile.Loaded, SchemaSnapshot>> SHARED =
      Caffeine.newBuilder().weakKeys().build();

  private final SchemaSource base;
  private final ModelFile file;
  private final ExpressionCheck gate;
  private volatile State state;

  private record State(ModelFile.Loaded loaded, SchemaSnapshot base, SchemaSnapshot enriched) {
  }

  private ModelSchemaSource(SchemaSource base, ModelFile file, ExpressionCheck gate) {
    this.base = base;
    this.file = file;
    this.gate = gate;
  }

  /**
   * Opens a model for a session: it must read and resolve now.
   *
   * @throws SQLException 22023 naming the file, line and problem; the target's error when its
   *     schema cannot be read
   */
  public static ModelSchemaSource open(SchemaSource base, String location, ExpressionCheck gate)
      throws SQLException {
    ModelSchemaSource source = new ModelSchemaSource(base, ModelFile.of(location), gate);
    try {
      source.state = source.build(source.file.current(), base.snapshot());
    } catch (ModelException e) {
      throw e.toSqlException();
    }
    return source;
  }

  /** The model an enriched snapshot came from, or null for a snapshot without model. */
  public static ResolvedModel modelOf(SchemaSnapshot snapshot) {
    return snapshot == null ? null : MODELS.getIfPresent(snapshot);
  }

  /** The target's snapshot an enriched snapshot was made from, or null for one without model. */
  public static SchemaSnapshot baseOf(SchemaSnapshot snapshot) {
    return snapshot == null ? null : BASES.getIfPresent(snapshot);
  }

  @Override
  public SchemaSnapshot snapshot() throws SQLException {
    SchemaSnapshot schema = base.snapshot();
    State s = state;
    ModelFile.Loaded loaded;
    try {
      loaded = file.current();
    } catch (ModelException e) {
      loaded = s.loaded;
    }
    if (loaded == s.loaded && schema == s.base) {
      return s.enriched;
    }
    synchronized (this) {
      s = state;
      if (loaded == s.loaded && schema == s.base) {
        return s.enriched;
      }
      try {
        state = build(loaded, schema);
      } catch (ModelException e) {
        file.rejected(e);
        state = new State(loaded, schema, s.enriched);
      }
      return state.enriched;
    }
  }

  private State build(ModelFile.Loaded loaded, SchemaSnapshot schema) throws ModelException {
    ResolvedModel resolved = ModelResolver.resolve(loaded.model(), loaded.text(), schema, gate);
    SchemaSnapshot enriched = SHARED.get(schema, s -> new ConcurrentHashMap<>())
        .computeIfAbsent(loaded, l -> {
          SchemaSnapshot e = SnapshotEnricher.enrich(schema, resolved, l.version());
          MODELS.put(e, resolved);
          BASES.put(e, schema);
          return e;
        });
    return new State(loaded, schema, enriched);
  }
}
