package dev.nljdbc.generation.llm;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Writes tables for a prompt: one line per column with its type, keys, comment and sampled
 * values, tenant tables marked; then the schema's notes (a semantic model's instructions and
 * metrics; its synonyms, descriptions and time fields are in the comments).
 *
 * <p>Sampled values of tenant tables are left out: they may come from every tenant's rows, and a
 * value the model saw can reach the user through the SQL it writes.
 */
final class SchemaText {
  private static final String ELLIPSIS = "...";
  /** Columns shown per table: wide tables would fill the prompt; the rest are counted. */
  private static final int MAX_COLUMNS = 60;
  /** Sampled values per column: enough to show the values' form and vocabulary. */
  private static final int MAX_SAMPLES = 12;
  /** Characters of a sampled value: long texts say nothing more about a filter's form. */
  private static final int MAX_SAMPLE_LENGTH = 40;
  /** Names of the tables outside the slice: the model learns they exist, not their columns. */
  private static final int MAX_OTHER_NAMES = 40;
  /** A model's notes (instructions, metrics) shown at most, so they cannot crowd out tables. */
  private static final int MAX_NOTES = 40;
  /** Characters of one note: a definition, not a document. */
  private static final int MAX_NOTE_LENGTH = 300;

  private SchemaText() {}

  /** The slice's tables, then the names of the tables not shown. */
  static String of(SchemaSnapshot schema, List<TableInfo> slice, String tenantColumn) {
    boolean qualify = schema.tables().stream().map(TableInfo::schema).filter(Objects::nonNull)
        .distinct().count() > 1;
    StringBuilder sb = new StringBuilder();
    for (TableInfo t : slice) {
      table(sb, t, qualify, tenantColumn);
    }
    List<String> others = schema.tables().stream().filter(t -> !slice.contains(t))
        .map(t -> name(t, qualify)).collect(Collectors.toList());
    if (!others.isEmpty()) {
      sb.append("Other tables, not shown: ")
          .append(String.join(", ", others.subList(0, Math.min(MAX_OTHER_NAMES, others.size()))))
          .append(others.size() > MAX_OTHER_NAMES ? ", ..." : "").append('\n');
    }
    notes(sb, schema.notes());
    return sb.toString();
  }

  /** The operator's notes (a semantic model's instructions and metrics), capped in number and length. */
  private static void notes(StringBuilder sb, List<String> notes) {
    if (notes.isEmpty()) {
      return;
    }
    sb.append("Business notes (use these definitions):\n");
    for (String note : notes.subList(0, Math.min(MAX_NOTES, notes.size()))) {
      String n = oneLine(note);
      sb.append("- ").append(cut(n, MAX_NOTE_LENGTH)).append('\n');
    }
  }

  private static void table(StringBuilder sb, TableInfo t, boolean qualify, String tenantColumn) {
    boolean tenantTable = tenantColumn != null && t.column(tenantColumn) != null;
    sb.append("TABLE ").append(name(t, qualify));
    if (tenantTable) {
      sb.append(" [tenant table]");
    }
    if (t.remarks() != null && !t.remarks().isBlank()) {
      sb.append(" -- ").append(oneLine(t.remarks()));
    }
    sb.append('\n');
    List<ColumnInfo> columns = t.columns();
    for (ColumnInfo c : columns.subList(0, Math.min(MAX_COLUMNS, columns.size()))) {
      column(sb, t, c, tenantTable);
    }
    if (columns.size() > MAX_COLUMNS) {
      sb.append("  ... and ").append(columns.size() - MAX_COLUMNS).append(" more columns\n");
    }
  }

  private static void column(StringBuilder sb, TableInfo t, ColumnInfo c, boolean tenantTable) {
    sb.append("  ").append(c.name()).append(' ').append(c.typeName());
    if (t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(c.name())) {
      sb.append(" primary key");
    }
    for (ForeignKey fk : t.foreignKeys()) {
      int i = indexOf(fk.columns(), c.name());
      if (i >= 0 && i < fk.referencedColumns().size()) {
        sb.append(" -> ").append(fk.referencedTable()).append('.')
            .append(fk.referencedColumns().get(i));
      }
    }
    if (c.remarks() != null && !c.remarks().isBlank()) {
      sb.append(" -- ").append(oneLine(c.remarks()));
    }
    if (!tenantTable && !c.sampleValues().isEmpty()) {
      List<String> samples = c.sampleValues();
      sb.append(" -- values: ").append(samples.subList(0, Math.min(MAX_SAMPLES, samples.size()))
          .stream().map(SchemaText::sample).collect(Collectors.joining(", ")));
      if (samples.size() > MAX_SAMPLES) {
        sb.append(", ...");
      }
    }
    sb.append('\n');
  }

  private static int indexOf(List<String> names, String name) {
    for (int i = 0; i < names.size(); i++) {
      if (names.get(i).equalsIgnoreCase(name)) {
        return i;
      }
    }
    return -1;
  }

  /** The text, or its start and an ellipsis when it is longer than {@code max} characters. */
  static String cut(String text, int max) {
    return text.length() <= max ? text
        : text.substring(0, max - ELLIPSIS.length()) + ELLIPSIS;
  }

  private static String name(TableInfo t, boolean qualify) {
    return qualify && t.schema() != null ? t.schema() + "." + t.name() : t.name();
  }

  private static String sample(String value) {
    String v = oneLine(String.valueOf(value));
    return cut(v, MAX_SAMPLE_LENGTH);
  }

  static String oneLine(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }
}
