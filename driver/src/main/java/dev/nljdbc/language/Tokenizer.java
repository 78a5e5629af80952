package dev.nljdbc.language;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a question into words, numbers, ISO dates, quoted strings and symbols. Hyphens and
 * apostrophes split words ({@code Saint-Malo} is two words; {@code customer's} gives
 * {@code customer} and {@code 's}), and a contraction is read as the words it stands for
 * ({@code haven't} and {@code havent} give {@code have} and {@code not}, {@code whats} gives
 * {@code what} and {@code 's}: {@link Contractions}); thousands separators stay inside numbers
 * ({@code 10,000}); {@code 10k} and {@code 2.5m} are numbers with their multiplier applied; a
 * code ({@code P-00011}: a short capitalised prefix, a hyphen, digits) is one word.
 */
public final class Tokenizer {

  /** The length of an ISO date, 2024-03-01. */
  private static final int ISO_DATE = 10;
  /** What a number's k suffix multiplies by ("50k"). */
  private static final double THOUSAND = 1_000;
  /** What a number's m suffix multiplies by ("2m"). */
  private static final double MILLION = 1_000_000;
  /** The digits between thousands separators ("10,000"). */
  private static final int GROUP = 3;
  /** The longest capitalised prefix of a code ({@code INV-2024}). */
  private static final int MAX_CODE_PREFIX = 4;

  private Tokenizer() {}

  public static List<Token> tokenize(String question) {
    List<Token> tokens = new ArrayList<>();
    String s = question == null ? "" : question;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '\u2019' && i > 0 && Character.isLetter(s.charAt(i - 1))) {
        i = apostrophe(s, i, tokens);
      } else if (isQuote(c)) {
        i = quoted(s, i, tokens);
      } else if (Character.isDigit(c) || c == '.' && i + 1 < s.length()
          && Character.isDigit(s.charAt(i + 1)) && (i == 0 || !Character.isLetterOrDigit(s.charAt(i - 1)))) {
        i = number(s, i, tokens);
      } else if (Character.isLetter(c) || c == '_') {
        i = word(s, i, tokens);
      } else {
        i = symbol(s, i, tokens);
      }
    }
    return tokens;
  }

  private static boolean isQuote(char c) {
    return c == '\'' || c == '"' || c == '\u201c' || c == '\u2018' || c == '`';
  }

  private static char closing(char c) {
    return c == '\u201c' ? '\u201d' : c == '\u2018' ? '\u2019' : c;
  }

  private static int quoted(String s, int start, List<Token> tokens) {
    char open = s.charAt(start);
    if (open == '\'' && start > 0 && Character.isLetter(s.charAt(start - 1))) {
      return apostrophe(s, start, tokens);
    }
    int close = s.indexOf(closing(open), start + 1);
    if (close < 0 && open == '\u201c') {
      close = s.indexOf('"', start + 1);
    }
    if (close < 0) {
      return start + 1;
    }
    String text = s.substring(start + 1, close).strip();
    if (!text.isEmpty()) {
      add(tokens, text, Token.Kind.QUOTED, start, close + 1);
    }
    return close + 1;
  }

  private static int apostrophe(String s, int start, List<Token> tokens) {
    int i = start + 1;
    while (i < s.length() && Character.isLetter(s.charAt(i))) {
      i++;
    }
    if (i > start + 1) {
      String clitic = "'" + s.substring(start + 1, i);
      if (!negation(clitic, start, i, tokens)) {
        add(tokens, clitic, Token.Kind.WORD, start, i);
      }
    }
    return Math.max(i, start + 1);
  }

  /**
   * Reads "n't" after an auxiliary as "not" ({@link Contractions}): "haven't" is "have" and
   * "not", each with its place in the text; false, with the tokens untouched, for any other
   * clitic or word.
   */
  private static boolean negation(String clitic, int start, int end, List<Token> tokens) {
    if (!clitic.equalsIgnoreCase("'t") || tokens.isEmpty()) {
      return false;
    }
    Token before = tokens.get(tokens.size() - 1);
    String auxiliary = before.isWord() && before.end() == start
        ? Contractions.beforeNot(before.text()) : null;
    if (auxiliary == null) {
      return false;
    }
    tokens.remove(tokens.size() - 1);
    int split = Math.min(before.end(), before.start() + auxiliary.length());
    String typed = before.text().substring(0, split - before.start());
    add(tokens, typed.equalsIgnoreCase(auxiliary) ? typed : auxiliary, Token.Kind.WORD,
        before.start(), split);
    add(tokens, Contractions.NOT, Token.Kind.WORD, split, end);
    return true;
  }

  private static int number(String s, int start, List<Token> tokens) {
    int i = start;
    if (s.length() >= start + ISO_DATE && s.substring(start, start + ISO_DATE)
        .matches("\\d{4}-\\d{2}-\\d{2}")) {
      add(tokens, s.substring(start, start + ISO_DATE), Token.Kind.DATE, start, start + ISO_DATE);
      return start + ISO_DATE;
    }
    StringBuilder digits = new StringBuilder();
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isDigit(c)) {
        digits.append(c);
        i++;
      } else if (c == ',' && groupOfThree(s, i + 1)) {
        i++;
      } else if (c == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))
          && digits.indexOf(".") < 0) {
        digits.append('.');
        i++;
      } else {
        break;
      }
    }
    double multiplier = 1;
    int end = i;
    if (i < s.length() && (i + 1 == s.length() || !Character.isLetterOrDigit(s.charAt(i + 1)))) {
      char suffix = Character.toLowerCase(s.charAt(i));
      if (suffix == 'k') {
        multiplier = THOUSAND;
        end = i + 1;
      } else if (suffix == 'm') {
        multiplier = MILLION;
        end = i + 1;
      }
    }
    String text = digits.toString();
    if (multiplier != 1) {
      text = new java.math.BigDecimal(text).multiply(java.math.BigDecimal.valueOf(multiplier))
          .stripTrailingZeros().toPlainString();
    }
    add(tokens, text, Token.Kind.NUMBER, start, end);
    if (end < s.length() && Character.isLetter(s.charAt(end))) {
      int w = end;
      while (w < s.length() && Character.isLetter(s.charAt(w))) {
        w++;
      }
      String suffix = s.substring(end, w).toLowerCase(java.util.Locale.ROOT);
      if (!suffix.matches("st|nd|rd|th|s")) {
        add(tokens, s.substring(end, w), Token.Kind.WORD, end, w);
      }
      return w;
    }
    return end;
  }

  private static boolean groupOfThree(String s, int from) {
    if (from + GROUP > s.length()) {
      return false;
    }
    for (int k = from; k < from + GROUP; k++) {
      if (!Character.isDigit(s.charAt(k))) {
        return false;
      }
    }
    return from + GROUP == s.length() || !Character.isDigit(s.charAt(from + GROUP));
  }

  private static int word(String s, int start, List<Token> tokens) {
    int i = start;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isLetterOrDigit(c) || c == '_') {
        i++;
      } else {
        break;
      }
    }
    i = codeDigits(s, start, i);
    String text = s.substring(start, i);
    String negated = Contractions.bareNegation(text);
    String before = Contractions.beforeIs(text);
    if (negated != null) {
      int split = Math.min(i - 1, start + negated.length());
      String typed = s.substring(start, split);
      add(tokens, typed.equalsIgnoreCase(negated) ? typed : negated, Token.Kind.WORD, start,
          split);
      add(tokens, Contractions.NOT, Token.Kind.WORD, split, i);
    } else if (before != null) {
      add(tokens, s.substring(start, i - 1), Token.Kind.WORD, start, i - 1);
      add(tokens, Contractions.IS, Token.Kind.WORD, i - 1, i);
    } else {
      add(tokens, text, Token.Kind.WORD, start, i);
    }
    return i;
  }

  /**
   * The end of a code such as {@code P-00011} or {@code INV-2024-7}: a short capitalised prefix,
   * a hyphen and digits are one word, a name to look up, never a number ("policy P-00011" is no
   * amount of 11). Anything else ends where the letters end.
   */
  private static int codeDigits(String s, int start, int end) {
    String prefix = s.substring(start, end);
    if (prefix.length() > MAX_CODE_PREFIX || !prefix.chars().allMatch(Character::isUpperCase)
        || end + 1 >= s.length() || s.charAt(end) != '-' || !Character.isDigit(s.charAt(end + 1))) {
      return end;
    }
    int i = end;
    while (i + 1 < s.length() && s.charAt(i) == '-' && Character.isDigit(s.charAt(i + 1))) {
      i++;
      while (i < s.length() && Character.isDigit(s.charAt(i))) {
        i++;
      }
    }
    return i < s.length() && Character.isLetter(s.charAt(i)) ? end : i;
  }

  private static int symbol(String s, int start, List<Token> tokens) {
    String two = s.length() >= start + 2 ? s.substring(start, start + 2) : "";
    if (two.equals(">=") || two.equals("<=") || two.equals("<>") || two.equals("!=")) {
      add(tokens, two, Token.Kind.SYMBOL, start, start + 2);
      return start + 2;
    }
    char c = s.charAt(start);
    if (c == '-' || c == '\u2013' || c == '\u2014') {
      add(tokens, "-", Token.Kind.SYMBOL, start, start + 1);
      return start + 1;
    }
    add(tokens, String.valueOf(c), Token.Kind.SYMBOL, start, start + 1);
    return start + 1;
  }

  private static void add(List<Token> tokens, String text, Token.Kind kind, int start, int end) {
    tokens.add(new Token(text, kind, tokens.size(), start, end));
  }
}
