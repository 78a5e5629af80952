package dev.nljdbc.demo;

import java.util.Arrays;
import java.util.Random;

/** Picks indexes with probability proportional to fixed weights. */
final class WeightedPicker {

  private final double[] cumulative;

  WeightedPicker(double[] weights) {
    cumulative = new double[weights.length];
    double sum = 0;
    for (int i = 0; i < weights.length; i++) {
      sum += weights[i];
      cumulative[i] = sum;
    }
  }

  /** Weights that fall off as a power of rank, shuffled so no index is favoured by position. */
  static WeightedPicker powerLaw(int size, double exponent, Random random) {
    double[] weights = new double[size];
    for (int i = 0; i < size; i++) {
      weights[i] = 1 / Math.pow(i + 1, exponent);
    }
    for (int i = size - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      double swap = weights[i];
      weights[i] = weights[j];
      weights[j] = swap;
    }
    return new WeightedPicker(weights);
  }

  int pick(Random random) {
    return pick(random, cumulative.length);
  }

  /** Picks among the first {@code limit} indexes only. */
  int pick(Random random, int limit) {
    double target = random.nextDouble() * cumulative[limit - 1];
    int index = Arrays.binarySearch(cumulative, 0, limit, target);
    return index >= 0 ? Math.min(index + 1, limit - 1) : -index - 1;
  }
}
