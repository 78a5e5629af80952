package dev.nljdbc.semantic;

import java.util.ArrayList;
import java.util.List;

/** Writes a model element's description and synonyms as a comment. */
final class SchemaTexts {
  private SchemaTexts() {}

  /** The parts that are set, joined with "; ", synonyms as "also called: a, b"; or null. */
  static String join(String remarks, String description, AiContext context) {
    List<String> parts = new ArrayList<>();
    if (remarks != null && !remarks.isBlank()) {
      parts.add(oneLine(remarks));
    }
    if (description != null && !description.isBlank()
        && (remarks == null || !remarks.contains(description))) {
      parts.add(oneLine(description));
    }
    if (!context.synonyms().isEmpty()) {
      parts.add("also called: " + String.join(", ", context.synonyms()));
    }
    return parts.isEmpty() ? null : String.join("; ", parts);
  }

  /** " -- description; also called: ..." or empty. */
  static String described(String description, AiContext context) {
    String text = join(null, description, context);
    return text == null ? "" : " -- " + text;
  }

  static String oneLine(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }
}
