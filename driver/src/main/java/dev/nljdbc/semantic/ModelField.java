package dev.nljdbc.semantic;

/**
 * A field of a dataset: a column, or an expression over the dataset's columns.
 *
 * @param name the field's name
 * @param expression the SQL expression (the {@code ANSI_SQL} one, else the first given)
 * @param description what it means, or null
 * @param datatype the Ossie data type, or null
 * @param time whether it is a time dimension ({@code dimension.is_time}, defaulting to
 *     {@code true} for the temporal data types)
 * @param context synonyms and instructions
 * @param path where the field is in the file, for messages
 */
public record ModelField(String name, String expression, String description, String datatype,
    boolean time, AiContext context, String path) {

  /** The column this field is, when its expression is a bare column name; else null. */
  public String column() {
    String e = expression.strip();
    return e.matches("[A-Za-z_][A-Za-z0-9_$]*|\"[^\"]+\"|`[^`]+`") ? Identifiers.unquote(e) : null;
  }
}
