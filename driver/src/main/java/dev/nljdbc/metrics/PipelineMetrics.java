package dev.nljdbc.metrics;

import dev.nljdbc.statement.Route;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * What one engine's pipeline counts (each server and the JVM's in-process engine has its own):
 * statements by route, errors by SQLState, statement latency, and the clarification loop. The
 * server exposes them; tests and benchmarks read them.
 */
public final class PipelineMetrics {

  /** What can happen to a clarification. */
  public enum ClarificationEvent {
    /** A question came back as a clarification result set. */
    ASKED,
    /** A clarification was answered and the pipeline went on. */
    ANSWERED,
    /** A learned answer resolved an ambiguity without asking. */
    AUTO_RESOLVED,
    /** A pending clarification was left for SQL, a new question or {@code /new}. */
    ABANDONED,
    /** A pending clarification expired unanswered. */
    EXPIRED
  }

  private final Map<Route, LongAdder> statements = new EnumMap<>(Route.class);
  private final Map<String, LongAdder> errors = new ConcurrentHashMap<>();
  private final Map<ClarificationEvent, LongAdder> clarifications =
      new EnumMap<>(ClarificationEvent.class);
  private final LatencyHistogram latency = new LatencyHistogram();
  private final LongAdder naturalLanguageTurns = new LongAdder();

  /** Metrics that start at zero. */
  public PipelineMetrics() {
    for (Route r : Route.values()) {
      statements.put(r, new LongAdder());
    }
    for (ClarificationEvent e : ClarificationEvent.values()) {
      clarifications.put(e, new LongAdder());
    }
  }

  /** Counts a statement on its route. */
  public void statement(Route route) {
    statements.get(route).increment();
  }

  /** Counts a failed statement by its SQLState. */
  public void error(String sqlState) {
    errors.computeIfAbsent(sqlState == null ? "unknown" : sqlState, s -> new LongAdder())
        .increment();
  }

  /** Records how long a statement took until its first rows (or its failure). */
  public void latency(long nanos) {
    latency.record(nanos);
  }

  /** Counts an event of the clarification loop. */
  public void clarification(ClarificationEvent event) {
    clarifications.get(event).increment();
  }

  /** Statements per route so far. */
  public Map<Route, Long> statements() {
    Map<Route, Long> out = new EnumMap<>(Route.class);
    statements.forEach((r, n) -> out.put(r, n.sum()));
    return out;
  }

  /** Errors per SQLState so far. */
  public Map<String, Long> errors() {
    Map<String, Long> out = new TreeMap<>();
    errors.forEach((s, n) -> out.put(s, n.sum()));
    return out;
  }

  /** Clarification events so far. */
  public Map<ClarificationEvent, Long> clarifications() {
    Map<ClarificationEvent, Long> out = new EnumMap<>(ClarificationEvent.class);
    clarifications.forEach((e, n) -> out.put(e, n.sum()));
    return out;
  }

  /** Statement latency so far. */
  public LatencyHistogram latency() {
    return latency;
  }
}
