package dev.nljdbc.demo;

import java.util.Random;

/**
 * Fixed-seed random streams: one per kind of data and key, so that each part of the demo stays
 * the same when another part changes.
 */
final class DemoRandom {

  private static final long SEED = 0x6E6C6A6462634CL;

  private DemoRandom() {}

  static Random of(String stream, int key) {
    return new Random(SEED ^ ((long) stream.hashCode() << 24) ^ key);
  }

  /** A Poisson-distributed count with mean {@code mean} (Knuth's method, for small means). */
  static int poisson(Random random, double mean) {
    double limit = Math.exp(-mean);
    int count = 0;
    double product = random.nextDouble();
    while (product > limit) {
      count++;
      product *= random.nextDouble();
    }
    return count;
  }
}
