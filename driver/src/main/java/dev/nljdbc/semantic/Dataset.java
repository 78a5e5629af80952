package dev.nljdbc.semantic;

import java.util.List;

/**
 * A dataset: a business entity over one table or view of the target.
 *
 * @param name the dataset's name, which expressions use as a qualifier
 * @param source the table, possibly qualified ({@code database.schema.table})
 * @param primaryKey the primary-key columns; empty when not given
 * @param description what the dataset holds, or null
 * @param context synonyms and instructions
 * @param fields the fields
 * @param extension nljdbc's vendor extension (current rows, ordering, value synonyms)
 * @param path where the dataset is in the file, for messages
 */
public record Dataset(String name, String source, List<String> primaryKey, String description,
    AiContext context, List<ModelField> fields, NljdbcExtension extension, String path) {
  /** Copies the lists. */
  public Dataset {
    primaryKey = List.copyOf(primaryKey);
    fields = List.copyOf(fields);
  }

  /** The table part of the source: its last dotted part. */
  public String table() {
    int dot = source.lastIndexOf('.');
    return Identifiers.unquote(dot < 0 ? source : source.substring(dot + 1));
  }

  /** The schema part of the source ({@code schema.table} or {@code db.schema.table}), or null. */
  public String schema() {
    String[] parts = source.split("\\.");
    return parts.length >= 2 ? Identifiers.unquote(parts[parts.length - 2]) : null;
  }

  /** The field with this name, ignoring case, or null. */
  public ModelField field(String fieldName) {
    for (ModelField f : fields) {
      if (f.name().equalsIgnoreCase(fieldName)) {
        return f;
      }
    }
    return null;
  }
}
