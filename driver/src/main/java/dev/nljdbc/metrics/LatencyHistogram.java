package dev.nljdbc.metrics;

import java.util.concurrent.atomic.LongAdder;

/** Durations counted into fixed buckets, in the shape Prometheus histograms take. */
public final class LatencyHistogram {
  /** Upper bounds of the buckets, in seconds; a last bucket holds everything larger. */
  private static final double[] BOUNDS = {0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5,
      1, 2, 5, 10, 30};

  private final LongAdder[] buckets = new LongAdder[BOUNDS.length + 1];
  private final LongAdder count = new LongAdder();
  private final LongAdder sumNanos = new LongAdder();

  LatencyHistogram() {
    for (int i = 0; i < buckets.length; i++) {
      buckets[i] = new LongAdder();
    }
  }

  /** Counts one duration. */
  public void record(long nanos) {
    double seconds = nanos / 1e9;
    int i = 0;
    while (i < BOUNDS.length && seconds > BOUNDS[i]) {
      i++;
    }
    buckets[i].increment();
    count.increment();
    sumNanos.add(nanos);
  }

  /** The buckets' upper bounds in seconds. */
  public double[] bounds() {
    return BOUNDS.clone();
  }

  /** Cumulative counts: how many durations were at most each bound, then the total. */
  public long[] cumulativeCounts() {
    long[] out = new long[buckets.length];
    long running = 0;
    for (int i = 0; i < buckets.length; i++) {
      running += buckets[i].sum();
      out[i] = running;
    }
    return out;
  }

  /** How many durations were counted. */
  public long count() {
    return count.sum();
  }

  /** Their sum in seconds. */
  public double sumSeconds() {
    return sumNanos.sum() / 1e9;
  }
}
