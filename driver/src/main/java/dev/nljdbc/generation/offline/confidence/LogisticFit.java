package dev.nljdbc.generation.offline.confidence;

import java.util.List;

/**
 * Fits a {@link ConfidenceModel} by logistic regression: full-batch gradient descent on
 * standardised features with a small L2 penalty, a fixed number of iterations over the samples in
 * their given order, so the same samples always give the same weights.
 */
public final class LogisticFit {
  /** The passes over the samples. */
  public static final int ITERATIONS = 2000;
  /** The step size on standardised features. */
  private static final double RATE = 0.5;
  /** The L2 penalty on the weights (not the intercept). */
  private static final double L2 = 1e-4;

  private LogisticFit() {
  }

  /**
   * The model that best predicts the labels from the features.
   *
   * @param features one vector per sample, all of one length
   * @param right whether each sample's query was right
   */
  public static ConfidenceModel fit(List<double[]> features, List<Boolean> right) {
    int n = features.size();
    if (n == 0 || n != right.size()) {
      throw new IllegalArgumentException("need as many labels as samples, and some samples");
    }
    int d = features.get(0).length;
    double[] mean = new double[d];
    double[] scale = new double[d];
    for (double[] x : features) {
      for (int j = 0; j < d; j++) {
        mean[j] += x[j] / n;
      }
    }
    for (double[] x : features) {
      for (int j = 0; j < d; j++) {
        scale[j] += (x[j] - mean[j]) * (x[j] - mean[j]) / n;
      }
    }
    for (int j = 0; j < d; j++) {
      scale[j] = scale[j] > 0 ? Math.sqrt(scale[j]) : 1;
    }
    double[] w = new double[d];
    double b = 0;
    double[] z = new double[d];
    for (int it = 0; it < ITERATIONS; it++) {
      double[] grad = new double[d];
      double gb = 0;
      for (int i = 0; i < n; i++) {
        double[] x = features.get(i);
        double s = b;
        for (int j = 0; j < d; j++) {
          z[j] = (x[j] - mean[j]) / scale[j];
          s += w[j] * z[j];
        }
        double err = 1 / (1 + Math.exp(-s)) - (right.get(i) ? 1 : 0);
        gb += err;
        for (int j = 0; j < d; j++) {
          grad[j] += err * z[j];
        }
      }
      b -= RATE * gb / n;
      for (int j = 0; j < d; j++) {
        w[j] -= RATE * (grad[j] / n + L2 * w[j]);
      }
    }
    double[] raw = new double[d];
    double intercept = b;
    for (int j = 0; j < d; j++) {
      raw[j] = w[j] / scale[j];
      intercept -= raw[j] * mean[j];
    }
    return new ConfidenceModel(intercept, raw);
  }
}
