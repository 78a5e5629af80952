package dev.nljdbc.error;

/** A person's text as messages quote it: one line, no control characters, cut to a length. */
public final class UserText {
  /** How much of a statement a message quotes by default. */
  public static final int DEFAULT_LENGTH = 80;

  private UserText() {
  }

  /** The text on one line and cut to {@value #DEFAULT_LENGTH} characters. */
  public static String abbreviate(String text) {
    return abbreviate(text, DEFAULT_LENGTH);
  }

  /** The text on one line and cut to {@code max} characters, ending in "..." when cut. */
  public static String abbreviate(String text, int max) {
    String line = text == null ? "" : text.replaceAll("[\\s\\p{Cntrl}]+", " ").strip();
    return line.length() <= max ? line : line.substring(0, max - 3) + "...";
  }
}
