package dev.nljdbc.server;

import dev.nljdbc.execution.TargetPools;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Whether the server can serve statements now, for {@code GET /ready}: the target answers, its
 * pool is not saturated, the state store is reachable, and the server is not stopping. The
 * answer is kept for a second, so probes cannot load the target.
 */
final class Readiness {
  private static final long CACHE_MILLIS = 1_000;

  /** A check of the target: returns normally when it answers. */
  @FunctionalInterface
  interface TargetCheck {
    void run() throws SQLException;
  }

  /** The outcome: ready or not, and each check's state. */
  record Report(boolean ready, Map<String, String> checks) {
    String json() {
      StringBuilder sb = new StringBuilder("{\"status\":\"")
          .append(ready ? "READY" : "NOT_READY").append("\",\"checks\":{");
      boolean first = true;
      for (Map.Entry<String, String> e : checks.entrySet()) {
        sb.append(first ? "" : ",").append('"').append(e.getKey()).append("\":\"")
            .append(e.getValue().replace("\\", "\\\\").replace("\"", "'")).append('"');
        first = false;
      }
      return sb.append("}}\n").toString();
    }
  }

  private final TargetCheck target;
  private final Supplier<TargetPools.Usage> pool;
  private final BooleanSupplier stateStore;
  private final BooleanSupplier stopping;
  private Report last;
  private long lastMillis;

  Readiness(TargetCheck target, Supplier<TargetPools.Usage> pool, BooleanSupplier stateStore,
      BooleanSupplier stopping) {
    this.target = target;
    this.pool = pool;
    this.stateStore = stateStore;
    this.stopping = stopping;
  }

  /** The current report, at most a second old. */
  synchronized Report report() {
    long now = System.currentTimeMillis();
    if (last == null || now - lastMillis > CACHE_MILLIS) {
      last = check();
      lastMillis = System.currentTimeMillis();
    }
    return last;
  }

  private Report check() {
    Map<String, String> checks = new LinkedHashMap<>();
    boolean ready = true;
    if (stopping.getAsBoolean()) {
      checks.put("server", "stopping");
      ready = false;
    }
    TargetPools.Usage usage = pool.get();
    if (usage.saturated()) {
      checks.put("pool", String.format(Locale.ROOT, "saturated: %d of %d busy, %d waiting",
          usage.active(), usage.max(), usage.waiting()));
      ready = false;
    } else {
      checks.put("pool", String.format(Locale.ROOT, "ok: %d of %d busy", usage.active(),
          usage.max()));
      try {
        target.run();
        checks.put("target", "ok");
      } catch (SQLException e) {
        checks.put("target", "down: " + e.getSQLState());
        ready = false;
      }
    }
    boolean store = stateStore.getAsBoolean();
    checks.put("stateStore", store ? "ok" : "down");
    ready &= store;
    return new Report(ready, checks);
  }
}
