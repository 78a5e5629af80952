package dev.nljdbc.server;

import dev.nljdbc.metrics.LatencyHistogram;
import io.prometheus.metrics.model.registry.Collector;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;

/**
 * The pipeline's statement latency as a Prometheus classic histogram with the pipeline's own
 * buckets ({@code nljdbc_statement_duration_seconds}).
 */
final class LatencyCollector implements Collector {
  static final String NAME = "nljdbc_statement_duration_seconds";

  private final LatencyHistogram histogram;

  LatencyCollector(LatencyHistogram histogram) {
    this.histogram = histogram;
  }

  @Override
  public MetricSnapshot collect() {
    double[] bounds = histogram.bounds();
    long[] cumulative = histogram.cumulativeCounts();
    double[] upper = new double[bounds.length + 1];
    long[] counts = new long[cumulative.length];
    for (int i = 0; i < cumulative.length; i++) {
      upper[i] = i < bounds.length ? bounds[i] : Double.POSITIVE_INFINITY;
      counts[i] = cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
    }
    return HistogramSnapshot.builder()
        .name(NAME)
        .help("Statements from arrival to first rows (or failure), in seconds.")
        .dataPoint(HistogramSnapshot.HistogramDataPointSnapshot.builder()
            .classicHistogramBuckets(ClassicHistogramBuckets.of(upper, counts))
            .sum(histogram.sumSeconds())
            .build())
        .build();
  }

  @Override
  public String getPrometheusName() {
    return NAME;
  }
}
