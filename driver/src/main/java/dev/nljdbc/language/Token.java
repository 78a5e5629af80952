package dev.nljdbc.language;

import java.util.Locale;

/**
 * A token of a question.
 *
 * @param text the text as typed (without quotes for a quoted string)
 * @param kind what the token is
 * @param index the position in the token list
 * @param start the offset of the token's first character in the question
 * @param end the offset after the token's last character
 */
public record Token(String text, Kind kind, int index, int start, int end) {

  /** Kinds of token. */
  public enum Kind {
    WORD,
    NUMBER,
    /** An ISO date such as {@code 2024-03-01}. */
    DATE,
    /** A string in quotes. */
    QUOTED,
    /** An operator such as {@code >=} or punctuation. */
    SYMBOL
  }

  /** The lower-case text. */
  public String lower() {
    return text.toLowerCase(Locale.ROOT);
  }

  public boolean isWord() {
    return kind == Kind.WORD;
  }

  public boolean is(String word) {
    return (kind == Kind.WORD || kind == Kind.SYMBOL) && text.equalsIgnoreCase(word);
  }
}
