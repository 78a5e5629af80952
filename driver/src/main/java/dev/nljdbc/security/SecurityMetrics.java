package dev.nljdbc.security;

import java.util.concurrent.atomic.LongAdder;

/**
 * Counters of the security gate: statements admitted, refused, rewritten, hybrid injections, and
 * admissions that reused a learnt shape.
 */
public final class SecurityMetrics {
  private static final SecurityMetrics GLOBAL = new SecurityMetrics();

  private final LongAdder admitted = new LongAdder();
  private final LongAdder refused = new LongAdder();
  private final LongAdder rewritten = new LongAdder();
  private final LongAdder hybridInjections = new LongAdder();
  private final LongAdder shapeReuses = new LongAdder();

  /** The process-wide counters every gate uses unless given its own. */
  public static SecurityMetrics global() {
    return GLOBAL;
  }

  /** Statements admitted. */
  public long admitted() {
    return admitted.sum();
  }

  /** Statements refused. */
  public long refused() {
    return refused.sum();
  }

  /** Admitted statements the tenant rewrite changed. */
  public long rewritten() {
    return rewritten.sum();
  }

  /** Policy {@code hybrid}: statements that lacked the tenant filter and had it injected. */
  public long hybridInjections() {
    return hybridInjections.sum();
  }

  /**
   * Statements admitted through the final SQL learnt for their shape (another statement that
   * differed only in literals), filled in and validated, instead of a full check.
   */
  public long shapeReuses() {
    return shapeReuses.sum();
  }

  void onShapeReused() {
    shapeReuses.increment();
  }

  void onAdmitted(boolean rewrite, boolean hybridInjection) {
    admitted.increment();
    if (rewrite) {
      rewritten.increment();
    }
    if (hybridInjection) {
      hybridInjections.increment();
    }
  }

  void onRefused() {
    refused.increment();
  }
}
