package dev.nljdbc.security;

import java.util.concurrent.atomic.LongAdder;

/**
 * Counters of the security gates of one engine: statements admitted, refused, rewritten, hybrid
 * injections, and admissions that reused a learnt shape. Each engine (the in-process driver's,
 * each server's) has its own.
 */
public final class SecurityMetrics {

  private final LongAdder admitted = new LongAdder();
  private final LongAdder refused = new LongAdder();
  private final LongAdder rewritten = new LongAdder();
  private final LongAdder hybridInjections = new LongAdder();
  private final LongAdder shapeReuses = new LongAdder();
  private final LongAdder unparsedReuses = new LongAdder();

  /** Counters that start at zero. */
  public SecurityMetrics() {
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

  /**
   * Of the {@link #shapeReuses()}, those whose filled-in final SQL tokenised as the validated one
   * but for plain literals, and so was not parsed again.
   */
  public long unparsedReuses() {
    return unparsedReuses.sum();
  }

  void onShapeReused(boolean unparsed) {
    shapeReuses.increment();
    if (unparsed) {
      unparsedReuses.increment();
    }
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
