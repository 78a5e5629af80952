package dev.nljdbc.generation.offline.confidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.QueryEvidence;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The logistic fit and the model it writes: deterministic, and it learns what predicts. */
class LogisticFitTest {
  private static final int D = QueryEvidence.NAMES.size();
  private static final int WEAKEST = QueryEvidence.NAMES.indexOf("weakest");
  private static final int UNPLACED = QueryEvidence.NAMES.indexOf("unplaced");

  /** Samples where a strong weakest link means right and unplaced words mean wrong. */
  private static List<double[]> features() {
    List<double[]> x = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      double[] v = new double[D];
      v[WEAKEST] = 0.5 + (i % 10) / 20.0;
      v[UNPLACED] = i % 3;
      x.add(v);
    }
    return x;
  }

  private static List<Boolean> labels(List<double[]> x) {
    List<Boolean> y = new ArrayList<>();
    for (double[] v : x) {
      y.add(v[WEAKEST] - 0.2 * v[UNPLACED] > 0.7);
    }
    return y;
  }

  @Test
  void fit_learnsTheSignOfEachPredictor() {
    List<double[]> x = features();
    ConfidenceModel m = LogisticFit.fit(x, labels(x));
    assertTrue(m.weights()[WEAKEST] > 0, m.toString());
    assertTrue(m.weights()[UNPLACED] < 0, m.toString());
    double[] sure = new double[D];
    sure[WEAKEST] = 1;
    double[] weak = new double[D];
    weak[WEAKEST] = 0.5;
    weak[UNPLACED] = 2;
    assertTrue(m.probability(QueryEvidence.of(sure)) > 0.9);
    assertTrue(m.probability(QueryEvidence.of(weak)) < 0.1);
  }

  @Test
  void fit_isDeterministic_andSurvivesItsPropertiesText() throws Exception {
    List<double[]> x = features();
    ConfidenceModel a = LogisticFit.fit(x, labels(x));
    ConfidenceModel b = LogisticFit.fit(x, labels(x));
    assertEquals(a, b);
    String text = a.toProperties(List.of("header line"));
    assertTrue(text.startsWith("# header line\n"), text);
    Properties p = new Properties();
    p.load(new StringReader(text));
    ConfidenceModel read = ConfidenceModel.of(p);
    double[] v = x.get(7);
    assertEquals(a.probability(QueryEvidence.of(v)), read.probability(QueryEvidence.of(v)),
        1e-5);
  }

  @Test
  void fit_refusesMismatchedLabels() {
    assertThrows(IllegalArgumentException.class,
        () -> LogisticFit.fit(features(), List.of(true)));
  }

  @Test
  void shippedWeights_areRead() {
    ConfidenceModel shipped = ConfidenceModel.shipped();
    assertTrue(Double.isFinite(shipped.intercept()), "the driver ships fitted weights");
    double[] exact = new double[D];
    exact[WEAKEST] = 1;
    exact[QueryEvidence.NAMES.indexOf("mean")] = 1;
    exact[QueryEvidence.NAMES.indexOf("covered")] = 1;
    exact[QueryEvidence.NAMES.indexOf("engine")] = 0.95;
    double[] guessed = exact.clone();
    guessed[WEAKEST] = 0.5;
    guessed[QueryEvidence.NAMES.indexOf("covered")] = 0.3;
    guessed[UNPLACED] = 2;
    assertTrue(shipped.probability(QueryEvidence.of(exact))
        > shipped.probability(QueryEvidence.of(guessed)));
  }
}
