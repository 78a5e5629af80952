package dev.nljdbc.clarification;

/** Small text helpers of the clarification layer. */
final class Texts {
  private Texts() {
  }

  /** The text cut to {@code max} characters, ending in "..." when cut. */
  static String abbreviate(String text, int max) {
    String t = oneLine(text);
    return t.length() <= max ? t : t.substring(0, max - 3) + "...";
  }

  /** The text on one line, runs of blanks made one space. */
  static String oneLine(String text) {
    return text == null ? "" : text.replaceAll("\\s+", " ").strip();
  }
}
