package dev.nljdbc.config;

import java.util.Locale;

/** Renders the property enum as the Markdown table the README carries. */
public final class PropertyTable {
  private PropertyTable() {
  }

  /** The table: one row per property with its type, default and description. */
  public static String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("| property | type | default | description |\n");
    sb.append("| --- | --- | --- | --- |\n");
    for (NlProperty p : NlProperty.values()) {
      String type = p.type().name().toLowerCase(Locale.ROOT);
      if (!p.choices().isEmpty()) {
        type = String.join(" \\| ", p.choices());
      } else if (p.type() == PropertyType.INTEGER && p.max() < Integer.MAX_VALUE) {
        type = type + " " + p.min() + "–" + p.max();
      }
      sb.append("| `").append(p.key()).append("` | ").append(type).append(" | ")
          .append(p.defaultValue() == null ? "—" : "`" + p.defaultValue() + "`").append(" | ")
          .append(p.description()).append(" |\n");
    }
    return sb.toString();
  }

  /** Prints the table, for pasting into the README. */
  public static void main(String[] args) {
    System.out.print(markdown());
  }
}
