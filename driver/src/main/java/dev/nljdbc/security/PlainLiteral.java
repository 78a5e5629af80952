package dev.nljdbc.security;

import net.sf.jsqlparser.parser.CCJSqlParserConstants;

/**
 * Literals in the plainest spelling of their kind, whose image JSqlParser reads, converts and
 * renders back unchanged and which every target reads alike: an integer of at most nine digits
 * without leading zeros, a decimal {@code digits.digits} that Java prints back the same way, or
 * a {@code '...'} string (optionally {@code N'...'}) of printable characters with quotes only
 * doubled and no backslash, dollar sign or question mark.
 */
final class PlainLiteral {
  /** Integers up to this many digits fit in an {@code int}, which some grammar rules parse. */
  private static final int MAX_INTEGER_DIGITS = 9;
  private static final char FIRST_PRINTABLE = ' ';
  private static final char DELETE = '\u007f';

  private PlainLiteral() {
  }

  /** Whether the token image, of the given JSqlParser token kind, is a plain literal. */
  static boolean is(int kind, String image) {
    if (kind == CCJSqlParserConstants.S_LONG) {
      return integer(image);
    }
    if (kind == CCJSqlParserConstants.S_DOUBLE) {
      return decimal(image);
    }
    return kind == CCJSqlParserConstants.S_CHAR_LITERAL && string(image);
  }

  private static boolean integer(String image) {
    int n = image.length();
    if (n == 0 || n > MAX_INTEGER_DIGITS || (n > 1 && image.charAt(0) == '0')) {
      return false;
    }
    return digits(image, 0, n);
  }

  private static boolean decimal(String image) {
    int dot = image.indexOf('.');
    if (dot <= 0 || dot == image.length() - 1 || !digits(image, 0, dot)
        || !digits(image, dot + 1, image.length())) {
      return false;
    }
    try {
      return Double.toString(Double.parseDouble(image)).equals(image);
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean digits(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static boolean string(String image) {
    int open = image.startsWith("'") ? 0 : image.startsWith("N'") || image.startsWith("n'") ? 1 : -1;
    int close = image.length() - 1;
    if (open < 0 || close <= open || image.charAt(close) != '\'') {
      return false;
    }
    for (int i = open + 1; i < close; i++) {
      char c = image.charAt(i);
      if (c == '\'') {
        if (i + 1 >= close || image.charAt(i + 1) != '\'') {
          return false;
        }
        i++;
      } else if (c < FIRST_PRINTABLE || c == DELETE || c == '\\' || c == '$' || c == '?') {
        return false;
      }
    }
    return true;
  }
}
