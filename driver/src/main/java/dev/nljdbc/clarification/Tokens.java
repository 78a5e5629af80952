package dev.nljdbc.clarification;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The words of a text with their offsets, lower-cased, for the detection rules. */
final class Tokens {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_']+");

  /** One word and where it is. */
  record Word(String text, String lower, int start, int end) {
    boolean isNumber() {
      return lower.chars().allMatch(c -> Character.isDigit(c) || c == '.' || c == ',')
          && lower.chars().anyMatch(Character::isDigit) || Vocabulary.NUMBER_WORDS.contains(lower);
    }
  }

  private Tokens() {
  }

  static List<Word> of(String text) {
    List<Word> words = new ArrayList<>();
    Matcher m = WORD.matcher(text == null ? "" : text);
    while (m.find()) {
      words.add(new Word(m.group(), m.group().toLowerCase(Locale.ROOT), m.start(), m.end()));
    }
    return words;
  }
}
