package dev.nljdbc.schema;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;

/**
 * Cached schema snapshots, one per target. A snapshot older than the refresh interval is
 * reloaded in the background on its next use (the old one is served meanwhile), so schema
 * changes are seen without slowing questions down; the snapshot's version changes when they are.
 *
 * <p>Targets are identified by a string the caller chooses (e.g. the JDBC URL and user; add the
 * tenant when the loader samples per tenant).
 */
public final class SchemaCatalog {

  /** Opens a connection to a target; the catalog closes it after loading. */
  @FunctionalInterface
  public interface ConnectionSource {
    /** A new connection to the target. */
    Connection open() throws SQLException;
  }

  private final SchemaLoader loader;
  private final LoadingCache<Target, SchemaSnapshot> snapshots;

  /** A catalog that refreshes after 5 minutes and forgets targets unused for an hour. */
  public SchemaCatalog(SchemaLoader loader) {
    this(loader, Duration.ofMinutes(5), Duration.ofHours(1), ForkJoinPool.commonPool());
  }

  /**
   * A catalog with explicit timings.
   *
   * @param refreshAfter a snapshot this old is reloaded in the background on its next use
   * @param expireAfterAccess a target unused this long is forgotten
   * @param executor runs background reloads
   */
  public SchemaCatalog(SchemaLoader loader, Duration refreshAfter, Duration expireAfterAccess,
      Executor executor) {
    this.loader = Objects.requireNonNull(loader, "loader");
    this.snapshots = Caffeine.newBuilder()
        .refreshAfterWrite(refreshAfter)
        .expireAfterAccess(expireAfterAccess)
        .maximumSize(1_000)
        .executor(executor)
        .build(this::load);
  }

  /**
   * The snapshot of a target, loading it through {@code source} the first time.
   *
   * @throws SQLException when the target cannot be read
   */
  public SchemaSnapshot snapshot(String targetId, ConnectionSource source) throws SQLException {
    try {
      return snapshots.get(new Target(targetId, Objects.requireNonNull(source, "source")));
    } catch (CompletionException e) {
      if (e.getCause() instanceof SQLException sqlException) {
        throw sqlException;
      }
      throw e;
    }
  }

  /** Drops a target's snapshot so that the next use reloads it. */
  public void invalidate(String targetId) {
    snapshots.invalidate(new Target(targetId, null));
  }

  /** Reloads a target's snapshot in the background now. */
  public void refresh(String targetId) {
    for (Target target : snapshots.asMap().keySet()) {
      if (target.id.equals(targetId)) {
        snapshots.refresh(target);
      }
    }
  }

  private SchemaSnapshot load(Target target) throws SQLException {
    try (Connection connection = target.source.open()) {
      return loader.load(connection);
    }
  }

  /** A cache key: the target's identity; the source travels with it for (re)loading. */
  private static final class Target {
    final String id;
    final ConnectionSource source;

    Target(String id, ConnectionSource source) {
      this.id = Objects.requireNonNull(id, "targetId");
      this.source = source;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Target other && other.id.equals(id);
    }

    @Override
    public int hashCode() {
      return id.hashCode();
    }
  }
}
