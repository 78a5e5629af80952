package dev.nljdbc.server;

import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.statement.Route;
import dev.nljdbc.security.SecurityMetrics;
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
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.ToDoubleFunction;

/**
 * The server's metrics in Prometheus' text format: the pipeline's statements by route, errors
 * by SQLState, latency and clarification events, the security gate's counters (tenant
 * injections among them), open client connections, and the JVM's memory, GC and threads.
 *
 * <p>The pipeline counters are the server's own engine's ({@link PipelineMetrics}), the security
 * counters the JVM's ({@link SecurityMetrics#global()}); this class only reads them at scrape
 * time.
 */
final class ServerMetrics implements AutoCloseable {
  private final PrometheusMeterRegistry registry =
      new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final PipelineMetrics pipeline;
  private final Set<String> errorStates = ConcurrentHashMap.newKeySet();
  private final JvmGcMetrics gc = new JvmGcMetrics();

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

  /** Every metric in Prometheus' text exposition format (version 0.0.4). */
  String scrape() {
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

  private static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }
}
