package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.semantic.Dataset;
import dev.nljdbc.semantic.Metric;
import dev.nljdbc.semantic.ModelField;
import dev.nljdbc.semantic.ModelReader;
import dev.nljdbc.semantic.SemanticModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every metric of every suite's semantic model, the blind models included, said alone and in
 * the shapes people put it in: over a period, by month, by a field of its dataset, top 3 of that
 * field by it, and that field with it over a number. Each question must come back as rows or as
 * a question back; none may make the database reject the SQL the engine wrote (an aggregate in
 * WHERE or GROUP BY, a column missing from GROUP BY). The questions are built from the model
 * alone, so a model written tomorrow is checked the same way. The report goes to
 * {@code target/model-metric-shapes.txt}.
 */
class ModelMetricShapesIT {

  @Test
  void everyMetric_inEveryShape_runsOnTheDatabase() throws Exception {
    StringBuilder report = new StringBuilder();
    List<String> rejected = new ArrayList<>();
    int questions = 0;
    int answered = 0;
    List<String> suites = Stream.concat(GeneralisationIT.SCHEMAS.stream(),
        GeneralisationIT.BLIND_SCHEMAS.stream()).filter(GeneralisationIT::hasModel).toList();
    for (String suite : suites) {
      String path = GeneralisationIT.model(suite);
      SemanticModel model = ModelReader.read(path,
          Files.readString(Path.of(path), StandardCharsets.UTF_8));
      TurnFile file = TurnFile.read(suite);
      try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
          GeneralisationIT.statements(suite));
          Connection nl = GeneralisationIT.connect(scratch, file, path)) {
        for (Metric metric : model.metrics()) {
          for (String question : shapes(model, metric)) {
            questions++;
            String outcome = ask(nl, "/new " + question);
            if (outcome.startsWith("rejected")) {
              rejected.add(suite + ": " + question + " -> " + outcome);
            } else if (outcome.startsWith("rows")) {
              answered++;
            }
            report.append(String.format(Locale.ROOT, "%s | %s | %s%n", suite, question, outcome));
          }
        }
      }
    }
    report.insert(0, String.format(Locale.ROOT, "%d questions on %d models: %d answered with rows,"
        + " %d rejected by the database%n%n", questions, suites.size(), answered,
        rejected.size()));
    Files.writeString(Path.of("target", "model-metric-shapes.txt"), report);
    assertTrue(questions > 100, "too few questions: " + questions);
    assertTrue(rejected.isEmpty(), String.join("\n", rejected));
  }

  /** The questions of the metric's shapes, in the words of its name or first synonym. */
  private static List<String> shapes(SemanticModel model, Metric metric) {
    String said = metric.context().synonyms().isEmpty() ? NameWords.human(metric.name())
        : metric.context().synonyms().get(0);
    Dataset dataset = datasetOf(model, metric);
    List<String> shapes = new ArrayList<>(List.of(said));
    if (dataset == null) {
      return shapes;
    }
    if (dataset.fields().stream().anyMatch(ModelField::time)) {
      shapes.add(said + " last month");
      shapes.add(said + " by month this year");
    }
    String group = groupOf(dataset);
    if (group != null) {
      shapes.add(said + " by " + group);
      shapes.add("top 3 " + group + " by " + said);
      shapes.add(group + " with " + said + " over 100");
    }
    return shapes;
  }

  /** The dataset the metric's expression qualifies its columns with, or null. */
  private static Dataset datasetOf(SemanticModel model, Metric metric) {
    String expression = metric.expression().toLowerCase(Locale.ROOT);
    for (Dataset d : model.datasets()) {
      if (expression.contains(d.name().toLowerCase(Locale.ROOT) + ".")) {
        return d;
      }
    }
    return null;
  }

  /** The words of the dataset's first text field that is no key, or null. */
  private static String groupOf(Dataset dataset) {
    for (ModelField f : dataset.fields()) {
      String type = f.datatype() == null ? "" : f.datatype().toLowerCase(Locale.ROOT);
      if (!f.time() && f.column() != null && (type.contains("string") || type.contains("text")
          || type.contains("char")) && !dataset.primaryKey().contains(f.column())) {
        return f.context().synonyms().isEmpty() ? NameWords.human(f.name())
            : f.context().synonyms().get(0);
      }
    }
    return null;
  }

  /** "rows N", "asked", "refused STATE message" (the engine's own) or "rejected STATE message". */
  private static String ask(Connection nl, String question) {
    try (Statement s = nl.createStatement(); ResultSet rs = s.executeQuery(question)) {
      if (rs.getMetaData().getColumnLabel(1).equalsIgnoreCase("CLARIFICATION_ID")) {
        return "asked";
      }
      int n = 0;
      while (rs.next()) {
        n++;
      }
      return "rows " + n;
    } catch (SQLException e) {
      String state = e.getSQLState() == null ? "" : e.getSQLState();
      boolean target = state.startsWith("42") && !state.equals("42000");
      return (target ? "rejected " : "refused ") + state + " " + e.getMessage();
    }
  }
}
