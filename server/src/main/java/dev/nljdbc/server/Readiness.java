package dev.nljdbc.server;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.TargetPools;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Whether the server can serve statements now, for {@code GET /ready}: the target answers, its
 * pool is not saturated, the state store is reachable, and the server is not stopping. The
 * answer is kept for a second, so probes cannot load the target, and comes within a second: a
 * pool whose every connection is busy is reported as busy without a probe of the target (a
 * busy pool is not a target that is down), and a target that does not answer within
 * {@link #PROBE_MILLIS} is reported so.
 */
final class Readiness {
  private static final long CACHE_MILLIS = 1_000;
  /** How long a check waits for the target, so that the endpoint answers within a second. */
  static final long PROBE_MILLIS = 700;

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
  private final ExecutorService prober = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "nljdbc-ready-probe");
    t.setDaemon(true);
    return t;
  });
  private Future<?> probe;
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
    boolean full = usage.max() > 0 && usage.active() >= usage.max();
    if (full) {
      checks.put("pool", String.format(Locale.ROOT, "%s: %d of %d busy, %d waiting",
          usage.saturated() ? "saturated" : "busy", usage.active(), usage.max(),
          usage.waiting()));
      checks.put("target", "not checked: pool busy");
      ready = !usage.saturated();
    } else {
      checks.put("pool", String.format(Locale.ROOT, "ok: %d of %d busy", usage.active(),
          usage.max()));
      String answer = probeTarget();
      checks.put("target", answer);
      ready = ready && answer.equals("ok");
    }
    boolean store = stateStore.getAsBoolean();
    checks.put("stateStore", store ? "ok" : "down");
    ready &= store;
    return new Report(ready, checks);
  }

  /**
   * Checks the target within {@link #PROBE_MILLIS}, on a thread of its own so that a target that
   * hangs cannot hold the answer; a probe still running from an earlier check is waited for
   * instead of starting another.
   */
  private String probeTarget() {
    if (probe == null || probe.isDone()) {
      probe = prober.submit(() -> {
        target.run();
        return null;
      });
    }
    try {
      probe.get(PROBE_MILLIS, TimeUnit.MILLISECONDS);
      return "ok";
    } catch (TimeoutException e) {
      return "no answer within " + PROBE_MILLIS + " ms";
    } catch (ExecutionException e) {
      if (e.getCause() instanceof SQLException sql) {
        return SqlState.TOO_MANY_CONNECTIONS.code().equals(sql.getSQLState())
            ? "not checked: pool busy" : "down: " + sql.getSQLState();
      }
      return "down";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "not checked";
    }
  }
}
