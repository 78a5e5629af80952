package dev.nljdbc.language;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Splits identifiers and free text into lower-case words. */
public final class NameWords {

  private NameWords() {}

  /**
   * The words of an identifier: snake_case, kebab-case, camelCase and digit boundaries split
   * ({@code loadKg} and {@code load_kg} give load, kg; {@code ORDER_DATE} gives order, date).
   */
  public static List<String> ofIdentifier(String identifier) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    String s = identifier == null ? "" : identifier;
    boolean mixedCase = !s.equals(s.toUpperCase(Locale.ROOT)) && !s.equals(s.toLowerCase(Locale.ROOT));
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!Character.isLetterOrDigit(c)) {
        flush(word, words);
        continue;
      }
      if (word.length() > 0) {
        char prev = word.charAt(word.length() - 1);
        boolean camel = mixedCase && Character.isUpperCase(c) && (Character.isLowerCase(prev)
            || i + 1 < s.length() && Character.isLowerCase(s.charAt(i + 1))
            && Character.isUpperCase(prev));
        boolean digitEdge = Character.isDigit(c) != Character.isDigit(prev);
        if (camel || digitEdge) {
          flush(word, words);
        }
      }
      word.append(c);
    }
    flush(word, words);
    return words;
  }

  /** The words of free text (a comment), letters and digits only. */
  public static List<String> ofText(String text) {
    List<String> words = new ArrayList<>();
    if (text == null) {
      return words;
    }
    for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (!w.isEmpty()) {
        words.add(w);
      }
    }
    return words;
  }

  /** The identifier as words for people: {@code net_weight} gives "net weight". */
  public static String human(String identifier) {
    return String.join(" ", ofIdentifier(identifier));
  }

  /** A name for messages: an all-upper-case name (H2 folds to it) in lower case. */
  public static String display(String name) {
    return name.equals(name.toUpperCase(Locale.ROOT)) ? name.toLowerCase(Locale.ROOT) : name;
  }

  private static void flush(StringBuilder word, List<String> words) {
    if (word.length() > 0) {
      words.add(word.toString().toLowerCase(Locale.ROOT));
      word.setLength(0);
    }
  }
}
