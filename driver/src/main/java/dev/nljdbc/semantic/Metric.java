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
 */
public record Metric(String name, String expression, String description, AiContext context,
    String path) {
}
