package dev.nljdbc.semantic;

import dev.nljdbc.statement.ResultTable;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code /model} answers: one row per entry the session uses, those of the loaded model
 * ({@code SOURCE} = the file) and the learned clarification answers ({@code SOURCE} =
 * {@code learned}) side by side.
 */
public final class ModelTable {
  /** The column labels. */
  public static final List<String> COLUMNS = List.of("SOURCE", "KIND", "NAME", "MEANING",
      "SYNONYMS");
  private static final List<Integer> TYPES = List.of(Types.VARCHAR, Types.VARCHAR,
      Types.VARCHAR, Types.VARCHAR, Types.VARCHAR);

  private ModelTable() {}

  /**
   * The table.
   *
   * @param model the session's model, or null when it has none
   * @param learned the session user's learned answers
   */
  public static ResultTable of(ResolvedModel model, List<LearnedAnswer> learned) {
    List<Object[]> rows = new ArrayList<>();
    if (model != null) {
      SemanticModel m = model.model();
      String file = m.file();
      for (String instruction : m.instructions()) {
        rows.add(row(file, "instructions", m.name(), SchemaTexts.oneLine(instruction), null));
      }
      for (Dataset d : m.datasets()) {
        rows.add(row(file, "dataset", d.name(), model.table(d).name(), d.context().synonyms()));
        for (ModelField f : d.fields()) {
          rows.add(row(file, f.time() ? "time field" : "field", d.name() + "." + f.name(),
              f.expression(), f.context().synonyms()));
        }
        NljdbcExtension x = d.extension();
        if (x.currentRows() != null) {
          rows.add(row(file, "current rows", d.name(), x.currentRows(), null));
        }
        if (x.timeField() != null) {
          rows.add(row(file, "time field", d.name(), x.timeField().describe(m), null));
        }
        if (x.orderBy() != null) {
          rows.add(row(file, "order", d.name(), x.orderBy(), null));
        }
        for (NljdbcExtension.ValueSynonym v : x.valueSynonyms()) {
          rows.add(row(file, "value synonym", v.phrase(), d.name() + ": " + v.condition(), null));
        }
        for (String c : x.conditions().defaults()) {
          rows.add(row(file, "default condition", d.name(), c, null));
        }
        for (ModelConditions.ConditionWord w : x.conditions().words()) {
          rows.add(row(file, "condition word", w.words(), d.name() + ": " + w.condition(), null));
        }
      }
      for (Relationship r : m.relationships()) {
        rows.add(row(file, "relationship", r.name(), r.from() + "(" + String.join(", ",
            r.fromColumns()) + ") -> " + r.to() + "(" + String.join(", ", r.toColumns()) + ")",
            null));
      }
      for (Metric x : m.metrics()) {
        rows.add(row(file, "metric", x.name(), SnapshotEnricher.filtered(x),
            x.context().synonyms()));
      }
    }
    for (LearnedAnswer a : learned) {
      rows.add(row("learned", a.ambiguity(), a.term(), a.answer() + " (used " + a.uses()
          + (a.uses() == 1 ? " time)" : " times)"), null));
    }
    return new ResultTable(COLUMNS, TYPES, rows);
  }

  private static Object[] row(String source, String kind, String name, String meaning,
      List<String> synonyms) {
    return new Object[] {source, kind, name, meaning,
        synonyms == null || synonyms.isEmpty() ? null : String.join(", ", synonyms)};
  }
}
