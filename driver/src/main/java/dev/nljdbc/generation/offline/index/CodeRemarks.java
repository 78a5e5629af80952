package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.Lexicon;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The codes a column's comment documents, read from its prose: "O = open, C = closed",
 * "'A' active / 'T' terminated", "A: active; L: on leave; T: terminated (term_dt set)". A code
 * is a quoted token, a token the column is known to hold, or an upper-case token followed by
 * "=" or ":"; its meaning is the words after it up to the next code or the next separator
 * (comma, semicolon, slash, bar, full stop, parenthesis). Only comments are read this way, never
 * SQL.
 */
public final class CodeRemarks {

  /** A quoted code ('A', "CX") or a bare token of up to six letters or digits. */
  private static final Pattern TOKEN = Pattern.compile(
      "(['\"])(?<quoted>[A-Za-z0-9]{1,6})\\1"
          + "|(?<![A-Za-z0-9_'])(?<bare>[A-Za-z0-9]{1,6})(?![A-Za-z0-9_'])");
  /** A bare code written as one: upper-case letters or digits, starting with a letter. */
  private static final Pattern BARE_CODE = Pattern.compile("[A-Z][A-Z0-9]{0,5}");
  /** What may stand between a code and its meaning. */
  private static final Pattern LINK = Pattern.compile(
      "\\s*(?:=>|->|=|:|-|\u2013|\u2014|\\bmeans\\b|\\bis\\b)?\\s*", Pattern.CASE_INSENSITIVE);
  /** What may stand between a code and its meaning and marks the token as a code. */
  private static final Pattern DEFINES = Pattern.compile("\\s*(?:=>|->|=|:)");
  /** Characters that end a meaning. */
  private static final String ENDS = ",;/|.()[]\n";
  /** The most words of a meaning; a longer run is prose, not a code's meaning. */
  private static final int MAX_WORDS = 5;

  private CodeRemarks() {}

  /**
   * The codes a comment documents and their meanings as lower-case words, in the comment's
   * order; empty when it documents none. {@code known} are the values the column is known to
   * hold (its sample), which count as codes even unquoted and without "=".
   */
  public static Map<String, List<String>> of(String remarks, Set<String> known) {
    Map<String, List<String>> codes = new LinkedHashMap<>();
    if (remarks == null || remarks.isBlank()) {
      return codes;
    }
    List<int[]> spans = new ArrayList<>();
    List<String> found = new ArrayList<>();
    Matcher m = TOKEN.matcher(remarks);
    while (m.find()) {
      boolean quoted = m.group("quoted") != null;
      String code = quoted ? m.group("quoted") : m.group("bare");
      boolean defined = DEFINES.matcher(remarks).region(m.end(), remarks.length()).lookingAt();
      if (quoted || known.contains(code) || defined && BARE_CODE.matcher(code).matches()) {
        spans.add(new int[] {m.start(), m.end()});
        found.add(code);
      }
    }
    for (int i = 0; i < spans.size(); i++) {
      int from = spans.get(i)[1];
      int limit = i + 1 < spans.size() ? spans.get(i + 1)[0] : remarks.length();
      Matcher link = LINK.matcher(remarks).region(from, limit);
      if (link.lookingAt()) {
        from = link.end();
      }
      int to = from;
      while (to < limit && ENDS.indexOf(remarks.charAt(to)) < 0) {
        to++;
      }
      List<String> words = words(remarks.substring(from, to));
      if (!words.isEmpty() && words.size() <= MAX_WORDS && !codes.containsKey(found.get(i))) {
        codes.put(found.get(i), words);
      }
    }
    return codes;
  }

  /**
   * The word of a meaning that names the state alone: its first content word that is no adverb
   * ("closed" of "closed for good", "leave" of "on leave", "received" of "fully received").
   */
  public static String head(List<String> meaning) {
    for (String w : meaning) {
      if (Lexicon.isContent(w) && !w.endsWith("ly") && w.length() > 1) {
        return w;
      }
    }
    return null;
  }

  private static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    for (String w : text.strip().split("[\\s\u00a0]+")) {
      String clean = lower(w.replaceAll("^[^A-Za-z]+|[^A-Za-z-]+$", ""));
      if (clean.isEmpty() || !clean.chars().allMatch(c -> Character.isLetter(c) || c == '-')) {
        return words.isEmpty() ? List.of() : words;
      }
      words.add(clean);
    }
    return words;
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
