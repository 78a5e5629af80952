package dev.nljdbc.semantic;

/**
 * A metric: an aggregate expression over one dataset's columns, qualified by the dataset's name
 * ({@code SUM(order_lines.quantity * order_lines.unit_price)}).
 *
 * @param name the metric's name
 * @param expression the aggregate SQL expression
 * @param description what it measures, or null
 * @param context synonyms and instructions
 * @param path where the metric is in the file, for messages
 * @param filter the condition on the rows the metric aggregates (its NLJDBC extension's
 *     {@code filter}, over {@code dataset.column}s as the expression), or null
 */
public record Metric(String name, String expression, String description, AiContext context,
    String path, String filter) {
  /** A metric without filter. */
  public Metric(String name, String expression, String description, AiContext context,
      String path) {
    this(name, expression, description, context, path, null);
  }
}
