package dev.nljdbc.generation.offline.confidence;

import dev.nljdbc.generation.QueryEvidence;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * A logistic model of whether a generated query is right, over its {@link QueryEvidence}: the
 * weights fitted by {@code nljdbc fit} on a training corpus ({@link LogisticFit}) and shipped as
 * the resource {@value #RESOURCE}. Immutable and thread-safe.
 *
 * @param intercept the intercept
 * @param weights one weight per feature, in the order of {@link QueryEvidence#NAMES}
 */
public record ConfidenceModel(double intercept, double[] weights) {
  /** The resource the shipped weights are read from. */
  public static final String RESOURCE = "nljdbc/confidence-weights.properties";
  /** The key of the intercept; each weight is {@code weight.<feature name>}. */
  public static final String INTERCEPT = "intercept";
  /** The prefix of a weight's key. */
  public static final String WEIGHT = "weight.";

  private static final ConfidenceModel SHIPPED = load();

  /** Copies the weights and checks their number. */
  public ConfidenceModel {
    if (weights.length != QueryEvidence.NAMES.size()) {
      throw new IllegalArgumentException("a confidence model needs "
          + QueryEvidence.NAMES.size() + " weights, not " + weights.length);
    }
    weights = weights.clone();
  }

  /** The weights shipped with the driver; a model that is always sure when there are none. */
  public static ConfidenceModel shipped() {
    return SHIPPED;
  }

  /** The probability that the query with this evidence is right, between 0 and 1. */
  public double probability(QueryEvidence evidence) {
    double[] x = evidence.vector();
    double z = intercept;
    for (int i = 0; i < x.length; i++) {
      z += weights[i] * x[i];
    }
    return 1 / (1 + Math.exp(-z));
  }

  /** The model as properties text: a header of comment lines, then the weights. */
  public String toProperties(List<String> header) {
    StringBuilder s = new StringBuilder();
    for (String line : header) {
      s.append("# ").append(line).append('\n');
    }
    s.append(INTERCEPT).append('=').append(format(intercept)).append('\n');
    for (int i = 0; i < weights.length; i++) {
      s.append(WEIGHT).append(QueryEvidence.NAMES.get(i)).append('=')
          .append(format(weights[i])).append('\n');
    }
    return s.toString();
  }

  /** A model read from properties; missing weights are 0. */
  public static ConfidenceModel of(Properties p) {
    double[] w = new double[QueryEvidence.NAMES.size()];
    for (int i = 0; i < w.length; i++) {
      w[i] = Double.parseDouble(p.getProperty(WEIGHT + QueryEvidence.NAMES.get(i), "0"));
    }
    return new ConfidenceModel(Double.parseDouble(p.getProperty(INTERCEPT, "0")), w);
  }

  private static ConfidenceModel load() {
    Properties p = new Properties();
    try (InputStream in = ConfidenceModel.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        return new ConfidenceModel(Double.POSITIVE_INFINITY,
            new double[QueryEvidence.NAMES.size()]);
      }
      p.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return of(p);
  }

  private static String format(double d) {
    return String.format(Locale.ROOT, "%.6f", d);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ConfidenceModel m && Double.compare(intercept, m.intercept) == 0
        && java.util.Arrays.equals(weights, m.weights);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(intercept, java.util.Arrays.hashCode(weights));
  }

  @Override
  public String toString() {
    return "ConfidenceModel[" + format(intercept) + ", " + java.util.Arrays.toString(weights)
        + "]";
  }
}
