package dev.nljdbc.server;

import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.meta.SessionCounts;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.SecurityMetrics;
import dev.nljdbc.statement.Route;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

/**
 * The server's metrics in Prometheus' text format: the pipeline's statements by route, errors
 * by SQLState, latency and clarification events, the security gate's counters (tenant
 * injections among them), open client connections, and the JVM's memory, GC and threads.
 *
 * <p>The pipeline and security counters are the server's own engine's ({@link PipelineMetrics},
 * {@link SecurityMetrics}), never another engine's in the same JVM; this class only reads them
 * at scrape time.
 */
final class ServerMetrics implements AutoCloseable {
  private final PrometheusMeterRegistry registry =
      new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final PipelineMetrics pipeline;
  private final Set<String> errorStates = ConcurrentHashMap.newKeySet();
  private final JvmGcMetrics gc = new JvmGcMetrics();
  private final Set<Integer> httpStatuses = ConcurrentHashMap.newKeySet();
  private final Set<String> rejectedReasons = ConcurrentHashMap.newKeySet();
  private volatile HttpCounts http;

  ServerMetrics(PipelineMetrics pipeline, SecurityMetrics security, LongSupplier openConnections) {
    this.pipeline = pipeline;
    for (Route route : Route.values()) {
      counter("nljdbc.statements", "Statements received, by route.", pipeline,
          m -> m.statements().getOrDefault(route, 0L), "route", lower(route));
    }
    for (PipelineMetrics.ClarificationEvent event : PipelineMetrics.ClarificationEvent.values()) {
      counter("nljdbc.clarifications", "Clarification events: asked, answered, ...", pipeline,
          m -> m.clarifications().getOrDefault(event, 0L), "event", lower(event));
    }
    counter("nljdbc.security.statements", "Statements the security gate judged, by outcome.",
        security, SecurityMetrics::admitted, "outcome", "admitted");
    counter("nljdbc.security.statements", "Statements the security gate judged, by outcome.",
        security, SecurityMetrics::refused, "outcome", "refused");
    counter("nljdbc.security.rewritten", "Admitted statements the tenant rewrite changed.",
        security, SecurityMetrics::rewritten);
    counter("nljdbc.tenant.injections", "Policy hybrid: statements without the tenant filter "
        + "that had it injected.", security, SecurityMetrics::hybridInjections);
    counter("nljdbc.security.shape.reuses", "Admitted statements whose final SQL was filled in "
        + "from the shape learnt for an earlier statement, then validated.", security,
        SecurityMetrics::shapeReuses);
    counter("nljdbc.security.shape.unparsed", "Of the shape reuses, those whose filled-in final "
        + "SQL tokenised as the validated one but for plain literals and was not parsed again.",
        security, SecurityMetrics::unparsedReuses);
    Gauge.builder("nljdbc.connections.open", openConnections, s -> s.getAsLong())
        .description("Client connections open on the server.").strongReference(true)
        .register(registry);
    registry.getPrometheusRegistry().register(new LatencyCollector(pipeline.latency()));
    new JvmMemoryMetrics().bindTo(registry);
    gc.bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    new ProcessorMetrics().bindTo(registry);
    new UptimeMetrics().bindTo(registry);
  }

  /** Adds the sessions, the target pool and the HTTP counts of a running server. */
  void serving(SessionCounts sessions, Supplier<TargetPools.Usage> pool, HttpCounts http) {
    this.http = http;
    counter("nljdbc.sessions.opened", "Client connections opened.", sessions,
        SessionCounts::openedCount);
    counter("nljdbc.sessions.expired", "Client connections closed after session.idleTimeout "
        + "unused.", sessions, SessionCounts::expiredCount);
    counter("nljdbc.sessions.refused", "Client connections refused by session.maxTotal or "
        + "session.maxPerUser.", sessions, SessionCounts::refusedCount);
    counter("nljdbc.statements.cancelled", "Statements cancelled on the target because their "
        + "session closed or the server stopped.", sessions, SessionCounts::cancelledCount);
    gauge("nljdbc.pool.active", "Target connections in use by a statement.", pool,
        u -> u.get().active());
    gauge("nljdbc.pool.idle", "Target connections idle in the pool.", pool,
        u -> u.get().idle());
    gauge("nljdbc.pool.waiting", "Statements waiting for a target connection.", pool,
        u -> u.get().waiting());
    gauge("nljdbc.pool.max", "Target connections the pool may open (pool.maxSize).", pool,
        u -> u.get().max());
    gauge("nljdbc.http.in.flight.bytes", "Heap the request bodies being read and decoded hold "
        + "(at most --max-in-flight).", http, HttpCounts::inFlightBytes);
    gauge("nljdbc.state.store.up", "1 when the clarification state store answers, 0 while "
        + "its circuit breaker is open.", pool, u -> StartupChecks.stateStoreAvailable() ? 1 : 0);
  }

  /** Every metric in Prometheus' text exposition format (version 0.0.4). */
  String scrape() {
    if (http != null) {
      for (Map.Entry<Integer, LongAdder> e : http.statuses().entrySet()) {
        if (httpStatuses.add(e.getKey())) {
          LongAdder count = e.getValue();
          counter("nljdbc.http.responses", "HTTP responses, by status.", count,
              LongAdder::doubleValue, "status", String.valueOf(e.getKey()));
        }
      }
      for (Map.Entry<String, LongAdder> e : http.rejected().entrySet()) {
        if (rejectedReasons.add(e.getKey())) {
          counter("nljdbc.http.rejected", "HTTP requests rejected before reaching a session, "
              + "by reason.", e.getValue(), LongAdder::doubleValue, "reason", e.getKey());
        }
      }
    }
    for (String state : pipeline.errors().keySet()) {
      if (errorStates.add(state)) {
        counter("nljdbc.errors", "Failed statements, by SQLState.", pipeline,
            m -> m.errors().getOrDefault(state, 0L), "sqlstate", state);
      }
    }
    return registry.scrape();
  }

  @Override
  public void close() {
    gc.close();
    registry.close();
  }

  private <T> void counter(String name, String help, T source, ToDoubleFunction<T> count,
      String... tags) {
    FunctionCounter.builder(name, source, count).description(help).tags(tags)
        .register(registry);
  }

  private <T> void gauge(String name, String help, T source, ToDoubleFunction<T> value) {
    Gauge.builder(name, source, value).description(help).strongReference(true)
        .register(registry);
  }

  private static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }
}
