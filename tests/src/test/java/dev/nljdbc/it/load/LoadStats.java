package dev.nljdbc.it.load;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Latencies by statement kind and the errors of a load run; one per session, merged at the end. */
final class LoadStats {
  private final Map<LoadScript.Kind, List<Long>> nanos = new EnumMap<>(LoadScript.Kind.class);
  private final List<String> errors = new ArrayList<>();
  private long clarifications;

  void record(LoadScript.Kind kind, long elapsed) {
    nanos.computeIfAbsent(kind, k -> new ArrayList<>()).add(elapsed);
  }

  void error(String description) {
    errors.add(description);
  }

  void clarification() {
    clarifications++;
  }

  void addAll(LoadStats other) {
    other.nanos.forEach((k, v) -> nanos.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v));
    errors.addAll(other.errors);
    clarifications += other.clarifications;
  }

  List<String> errors() {
    return errors;
  }

  long clarifications() {
    return clarifications;
  }

  long statements() {
    return nanos.values().stream().mapToLong(List::size).sum();
  }

  long statements(LoadScript.Kind kind) {
    return nanos.getOrDefault(kind, List.of()).size();
  }

  /** {@code p50 x  p95 y  p99 z  max w (n=N)} in milliseconds, for one kind or all (null). */
  String percentiles(LoadScript.Kind kind) {
    long[] sorted = (kind == null ? nanos.values().stream().flatMap(List::stream)
        : nanos.getOrDefault(kind, List.of()).stream()).mapToLong(Long::longValue).sorted()
        .toArray();
    if (sorted.length == 0) {
      return "none";
    }
    return String.format(Locale.ROOT, "p50 %7.1f  p95 %7.1f  p99 %7.1f  max %7.1f  (n=%d)",
        at(sorted, 50), at(sorted, 95), at(sorted, 99), sorted[sorted.length - 1] / 1e6,
        sorted.length);
  }

  /** Nearest-rank percentile in milliseconds. */
  private static double at(long[] sorted, double p) {
    int rank = (int) Math.ceil(p / 100 * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1e6;
  }
}
