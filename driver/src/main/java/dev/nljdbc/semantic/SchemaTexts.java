package dev.nljdbc.semantic;

import dev.nljdbc.schema.ModelText;
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
      parts.add(ModelText.ALSO + String.join(", ", context.synonyms()));
    }
    return parts.isEmpty() ? null : String.join("; ", parts);
  }

  /**
   * A table's or column's comment: the database's own, then the model's description and
   * synonyms behind {@link ModelText#MARK}, so that the offline engine tells them apart (the
   * model's text is never a link of a question's word by itself); or null.
   */
  static String commented(String remarks, String description, AiContext context) {
    String own = remarks == null || remarks.isBlank() ? null : oneLine(remarks);
    String described = description != null && own != null && own.contains(oneLine(description))
        ? null : description;
    return ModelText.after(own, join(null, described, context));
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
