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
    for (List<String> synonym : synonyms(remarks)) {
      if (synonym.size() == 1) {
        words.add(synonym.get(0));
      }
    }
    return words;
  }

  /**
   * The synonyms of several words the model's text in a comment gives, each as its lower-case
   * words ("also called: clubs, fitness centres" gives [fitness, centres]): each names its
   * element where the whole phrase is said, never by one of its words alone.
   */
  public static List<List<String>> severalWordSynonyms(String remarks) {
    return several(synonyms(remarks));
  }

  /**
   * The synonyms of several words of a comment that is a model's text as a whole, a computed
   * field's or a metric's ("computed: ...; also called: response time").
   */
  public static List<List<String>> severalWordSynonymsOfModelColumn(String remarks) {
    return several(synonyms(remarks == null ? null : MARK + remarks));
  }

  private static List<List<String>> several(List<List<String>> synonyms) {
    List<List<String>> phrases = new ArrayList<>();
    for (List<String> synonym : synonyms) {
      if (synonym.size() > 1) {
        phrases.add(synonym);
      }
    }
    return phrases;
  }

  /** Each synonym of the model's text in a comment as its words of letters, lower-case. */
  private static List<List<String>> synonyms(String remarks) {
    List<List<String>> synonyms = new ArrayList<>();
    int mark = remarks == null ? -1 : remarks.indexOf(MARK);
    int at = mark < 0 ? -1 : remarks.indexOf(ALSO, mark);
    if (at < 0) {
      return synonyms;
    }
    for (String s : remarks.substring(at + ALSO.length()).split(",")) {
      List<String> words = new ArrayList<>();
      boolean letters = true;
      for (String w : s.strip().split("[\\s-]+")) {
        letters &= !w.isEmpty() && w.chars().allMatch(Character::isLetter);
        words.add(w.toLowerCase(Locale.ROOT));
      }
      if (letters) {
        synonyms.add(List.copyOf(words));
      }
    }
    return synonyms;
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
