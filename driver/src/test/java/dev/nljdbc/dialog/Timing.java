package dev.nljdbc.dialog;

import java.sql.SQLException;
import java.util.Arrays;

/** A rough p95 for the latency targets of docs/requirements.md (D8, W7); JMH gives the real numbers. */
final class Timing {
  private Timing() {
  }

  interface Step {
    void run(int i) throws SQLException;
  }

  /** Runs {@code warmUp} steps, then times {@code runs} steps one by one: their p95 in ns. */
  static long p95Nanos(int warmUp, int runs, Step step) throws SQLException {
    for (int i = 0; i < warmUp; i++) {
      step.run(i);
    }
    long[] nanos = new long[runs];
    for (int i = 0; i < runs; i++) {
      long start = System.nanoTime();
      step.run(i);
      nanos[i] = System.nanoTime() - start;
    }
    Arrays.sort(nanos);
    return nanos[(int) (runs * 0.95)];
  }
}
