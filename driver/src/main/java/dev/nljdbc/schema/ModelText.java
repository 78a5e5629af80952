package dev.nljdbc.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a semantic model's text stands in a table's or column's comment: after the database's own
 * comment, behind {@link #MARK} ("model: " then the element's description and "also called:"
 * synonyms). A reader tells the two apart: the database's comment is the schema's evidence,
 * the model's text is its author's description, which the offline engine never reads as a link
 * of a question's word by itself; of its synonyms, only a one-word synonym is (the question
 * rewriter applies every synonym where it stands for its element).
 */
public final class ModelText {
  /** What a model's text starts with in a comment. */
  public static final String MARK = "model: ";
  /** What a model element's synonyms start with in its text. */
  public static final String ALSO = "also called: ";

  private ModelText() {
  }

  /** The comment with the model's text behind the database's own; null when both are null. */
  public static String after(String own, String model) {
    if (model == null || model.isBlank()) {
      return own;
    }
    return own == null || own.isBlank() ? MARK + model : own + "; " + MARK + model;
  }

  /**
   * The one-word synonyms the model's text in a comment gives ("also called: clubs, gyms,
   * fitness centres" gives clubs and gyms): a synonym of several words names its element only
   * as a whole, never by one of its words ("model year" is no name for "years").
   */
  public static List<String> oneWordSynonyms(String remarks) {
    List<String> words = new ArrayList<>();
    int mark = remarks == null ? -1 : remarks.indexOf(MARK);
    int at = mark < 0 ? -1 : remarks.indexOf(ALSO, mark);
    if (at < 0) {
      return words;
    }
    for (String s : remarks.substring(at + ALSO.length()).split(",")) {
      String w = s.strip();
      if (!w.isEmpty() && w.chars().allMatch(Character::isLetter)) {
        words.add(w.toLowerCase(Locale.ROOT));
      }
    }
    return words;
  }

  /** The database's own part of a comment, without the model's text; null for null. */
  public static String own(String remarks) {
    if (remarks == null) {
      return null;
    }
    if (remarks.startsWith(MARK)) {
      return "";
    }
    int at = remarks.indexOf("; " + MARK);
    return at < 0 ? remarks : remarks.substring(0, at);
  }
}
