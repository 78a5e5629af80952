package dev.nljdbc.server.eval;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The eval's numbers: execution accuracy per question and per interaction, clarifications,
 * errors, latency percentiles and breakdowns, as text and as a CSV with a row per question.
 */
final class EvalReport {
  private static final String[] CSV_HEADER = {"interaction", "turn", "db_id", "question",
      "gold_sql", "predicted_sql", "outcome", "correct", "sqlstate", "message", "clarifications",
      "gold_rows", "predicted_rows", "latency_ms", "features"};

  private final List<QuestionResult> results = new ArrayList<>();

  void add(QuestionResult r) {
    results.add(r);
  }

  /** Questions that count: their gold ran. */
  long counted() {
    return results.stream().filter(r -> r.outcome().counted()).count();
  }

  long correct() {
    return results.stream().filter(QuestionResult::correct).count();
  }

  /** Execution accuracy in percent of the counted questions. */
  double accuracy() {
    return percent(correct(), counted());
  }

  /** Questions answered wrong (or with an error) without a clarification being asked. */
  long wrongWithoutClarification() {
    return results.stream().filter(r -> r.outcome().counted() && !r.correct()
        && r.clarifications() == 0 && r.outcome() != QuestionResult.Outcome.CLARIFICATION).count();
  }

  /** A report over the results that pass the filter. */
  EvalReport only(Predicate<QuestionResult> filter) {
    EvalReport part = new EvalReport();
    results.stream().filter(filter).forEach(part::add);
    return part;
  }

  /** One line: question and interaction accuracy and the wrong answers given without asking. */
  String brief(String label) {
    long counted = counted();
    long[] interactions = interactions();
    StringBuilder value = new StringBuilder(ratio(correct(), counted));
    if (interactions[2] > 0) {
      value.append(", interactions ").append(ratio(interactions[0], interactions[1]));
    }
    long asked = results.stream().filter(r -> r.outcome() == QuestionResult.Outcome.CLARIFICATION)
        .count();
    if (asked > 0) {
      value.append(", asked ").append(ratio(asked, counted));
    }
    value.append(", wrong without a clarification ").append(ratio(wrongWithoutClarification(),
        counted));
    StringBuilder out = new StringBuilder();
    line(out, label, value.toString());
    return out.toString();
  }

  /** The text summary. */
  String summary(String title) {
    StringBuilder out = new StringBuilder(title).append('\n');
    long counted = counted();
    line(out, "questions", counted + " counted, " + count(QuestionResult.Outcome.GOLD_ERROR)
        + " with failing gold SQL, " + count(QuestionResult.Outcome.NO_DATABASE)
        + " without a database");
    line(out, "execution accuracy", ratio(correct(), counted));
    long[] interactions = interactions();
    if (interactions[2] > 0) {
      line(out, "interaction accuracy", ratio(interactions[0], interactions[1]));
    }
    line(out, "wrong, not clarified", ratio(wrongWithoutClarification(), counted));
    long clarified = results.stream().filter(r -> r.outcome().counted() && r.clarifications() > 0)
        .count();
    line(out, "clarifications", clarified + " of " + counted + " questions ("
        + String.format(Locale.ROOT, "%.1f%%", percent(clarified, counted)) + ") got one");
    Map<String, Long> errors = new TreeMap<>();
    results.stream().filter(r -> r.outcome() == QuestionResult.Outcome.ERROR)
        .forEach(r -> errors.merge(String.valueOf(r.sqlState()), 1L, Long::sum));
    line(out, "errors by SQLState", errors.isEmpty() ? "none" : errors.toString());
    Map<QuestionResult.Outcome, Long> outcomes = new EnumMap<>(QuestionResult.Outcome.class);
    results.forEach(r -> outcomes.merge(r.outcome(), 1L, Long::sum));
    line(out, "outcomes", outcomes.toString().toLowerCase(Locale.ROOT));
    line(out, "latency (ms)", latency());
    if (interactions[2] > 0) {
      line(out, "by turn", breakdown(r -> List.of(r.turn() >= 4 ? "4+" : r.turn() + "")));
    }
    line(out, "by gold feature", breakdown(r -> List.of(r.features().split(" "))));
    return out.toString();
  }

  /** Writes one CSV row per question. */
  void writeCsv(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write(csvLine(CSV_HEADER));
      for (QuestionResult r : results) {
        w.write(csvLine(String.valueOf(r.interaction()), String.valueOf(r.turn()), r.dbId(),
            r.question(), r.goldSql(), r.predictedSql(), r.outcome().name().toLowerCase(Locale.ROOT),
            String.valueOf(r.correct()), r.sqlState(), r.message(),
            String.valueOf(r.clarifications()), String.valueOf(r.goldRows()),
            String.valueOf(r.predictedRows()),
            String.format(Locale.ROOT, "%.2f", r.latencyNanos() / 1e6), r.features()));
      }
    }
  }

  /** Latency percentiles over the counted questions, e.g. {@code p50 3.1 p95 12.0 ...}. */
  String latency() {
    long[] nanos = results.stream().filter(r -> r.outcome().counted())
        .mapToLong(QuestionResult::latencyNanos).sorted().toArray();
    if (nanos.length == 0) {
      return "no questions";
    }
    StringBuilder out = new StringBuilder();
    for (double p : new double[] {50, 90, 95, 99}) {
      out.append(String.format(Locale.ROOT, "p%.0f %.1f  ", p, percentile(nanos, p) / 1e6));
    }
    return out.append(String.format(Locale.ROOT, "max %.1f  (n=%d)", nanos[nanos.length - 1] / 1e6,
        nanos.length)).toString();
  }

  /** Nearest-rank percentile of sorted values. */
  static long percentile(long[] sorted, double p) {
    int rank = (int) Math.ceil(p / 100 * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
  }

  /** Correct interactions, counted interactions, and interactions of more than one turn. */
  private long[] interactions() {
    Map<Integer, boolean[]> byInteraction = new TreeMap<>();
    long multiTurn = 0;
    for (QuestionResult r : results) {
      if (r.turn() > 1) {
        multiTurn++;
      }
      if (!r.outcome().counted()) {
        continue;
      }
      boolean[] all = byInteraction.computeIfAbsent(r.interaction(), i -> new boolean[] {true});
      all[0] &= r.correct();
    }
    long correct = byInteraction.values().stream().filter(a -> a[0]).count();
    return new long[] {correct, byInteraction.size(), multiTurn};
  }

  private String breakdown(Function<QuestionResult, List<String>> keys) {
    Map<String, long[]> groups = new TreeMap<>();
    for (QuestionResult r : results) {
      if (r.outcome().counted()) {
        for (String key : keys.apply(r)) {
          long[] g = groups.computeIfAbsent(key, k -> new long[2]);
          g[0] += r.correct() ? 1 : 0;
          g[1]++;
        }
      }
    }
    StringBuilder out = new StringBuilder();
    groups.forEach((k, g) -> out.append(out.length() == 0 ? "" : ", ").append(k).append(' ')
        .append(String.format(Locale.ROOT, "%.0f%%", percent(g[0], g[1]))).append(" of ")
        .append(g[1]));
    return out.toString();
  }

  private long count(QuestionResult.Outcome outcome) {
    return results.stream().filter(r -> r.outcome() == outcome).count();
  }

  private static String ratio(long part, long whole) {
    return String.format(Locale.ROOT, "%d/%d = %.1f%%", part, whole, percent(part, whole));
  }

  private static double percent(long part, long whole) {
    return whole == 0 ? 0 : 100.0 * part / whole;
  }

  private static void line(StringBuilder out, String label, String value) {
    out.append(String.format(Locale.ROOT, "  %-22s %s%n", label, value));
  }

  private static String csvLine(String... fields) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) {
        out.append(',');
      }
      String f = fields[i];
      if (f != null) {
        out.append('"').append(f.replace("\"", "\"\"")).append('"');
      }
    }
    return out.append('\n').toString();
  }
}
