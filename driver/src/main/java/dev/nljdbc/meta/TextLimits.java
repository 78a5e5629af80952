package dev.nljdbc.meta;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;

/**
 * Bounds on a statement's text checked before any parser sees it: its length and how deeply its
 * parentheses nest. Recursive-descent parsers spend time and stack in proportion to nesting, so
 * text nested thousands deep is refused in one linear scan with {@code 54001} instead.
 */
final class TextLimits {
  /** The longest statement text, in characters. */
  static final int MAX_LENGTH = 1_000_000;
  /** The deepest nesting of parentheses, outside quoted strings. */
  static final int MAX_DEPTH = 256;

  private TextLimits() {
  }

  /** Refuses text that is too long or nested too deeply; null and empty text pass. */
  static void check(String text) throws SQLException {
    if (text == null) {
      return;
    }
    if (text.length() > MAX_LENGTH) {
      throw SqlState.STATEMENT_TOO_COMPLEX.exception("statement too long: " + text.length()
          + " characters, more than " + MAX_LENGTH);
    }
    int depth = 0;
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '(') {
        if (++depth > MAX_DEPTH) {
          throw SqlState.STATEMENT_TOO_COMPLEX.exception("statement too complex: parentheses "
              + "nested more than " + MAX_DEPTH + " deep");
        }
      } else if (c == ')' && depth > 0) {
        depth--;
      }
    }
  }
}
