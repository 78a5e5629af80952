package dev.nljdbc.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;

/**
 * The first few tokens of a text as JSqlParser's token manager reads them (comments skipped),
 * lower-cased, with the count of tokens in the whole text when it is short. Reading stops at the
 * first lexical error, so English with an apostrophe ("what's") yields the tokens before it.
 */
final class LeadingTokens {
  /** How many leading tokens the routing rules look at. */
  static final int KEPT = 8;
  /** Texts with more tokens than this count as "long"; the rules only ask about short ones. */
  private static final int COUNTED = 16;

  private final List<String> typed;
  private final List<String> images;
  private final List<Integer> kinds;
  private final int count;

  private LeadingTokens(List<String> typed, List<String> images, List<Integer> kinds,
      int count) {
    this.typed = typed;
    this.images = images;
    this.kinds = kinds;
    this.count = count;
  }

  /** Reads the text's leading tokens. */
  static LeadingTokens of(String text) {
    List<String> typed = new ArrayList<>();
    List<String> images = new ArrayList<>();
    List<Integer> kinds = new ArrayList<>();
    int count = 0;
    CCJSqlParserTokenManager tm = new CCJSqlParserTokenManager(
        new SimpleCharStream(new StringProvider(text)));
    try {
      for (Token t = tm.getNextToken(); t.kind != CCJSqlParserConstants.EOF && count <= COUNTED;
          t = tm.getNextToken()) {
        if (count < KEPT) {
          typed.add(t.image);
          images.add(t.image.toLowerCase(Locale.ROOT));
          kinds.add(t.kind);
        }
        count++;
      }
    } catch (RuntimeException | Error e) {
      count = Integer.MAX_VALUE;
    }
    return new LeadingTokens(typed, images, kinds, count);
  }

  /** The token at the index, lower case, or "" past the end of what was read. */
  String at(int index) {
    return index < images.size() ? images.get(index) : "";
  }

  /** Whether the token at the index is one of the words. */
  boolean is(int index, String... words) {
    String t = at(index);
    for (String w : words) {
      if (w.equals(t)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the token at the index is a plain word (letters, digits, underscores). */
  boolean isWord(int index) {
    String t = at(index);
    if (t.isEmpty() || !Character.isLetter(t.charAt(0))) {
      return false;
    }
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (!Character.isLetterOrDigit(c) && c != '_') {
        return false;
      }
    }
    return true;
  }

  /** Whether the token at the index is a word typed in capitals ("SHOW", not "Show"). */
  boolean isCapitalWord(int index) {
    if (!isWord(index)) {
      return false;
    }
    String t = typed.get(index);
    return t.length() > 1 && t.equals(t.toUpperCase(Locale.ROOT));
  }

  /** Whether the token at the index is a string literal. */
  boolean isString(int index) {
    return index < kinds.size() && kinds.get(index) == CCJSqlParserConstants.S_CHAR_LITERAL;
  }

  /** Whether the token at the index is a number. */
  boolean isNumber(int index) {
    return index < kinds.size() && (kinds.get(index) == CCJSqlParserConstants.S_LONG
        || kinds.get(index) == CCJSqlParserConstants.S_DOUBLE);
  }

  /** Whether there is a token at the index (a read error counts as more tokens). */
  boolean has(int index) {
    return index < count;
  }

  /**
   * Whether the text ends after {@code n} tokens, a trailing semicolon allowed. Unreadable text
   * never ends.
   */
  boolean endsAfter(int n) {
    return count == n || count == n + 1 && ";".equals(at(n));
  }
}
