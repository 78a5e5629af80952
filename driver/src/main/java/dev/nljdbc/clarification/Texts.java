package dev.nljdbc.clarification;

/** Small text helpers of the clarification layer. */
final class Texts {
  private Texts() {
  }

  /** The text on one line, runs of blanks made one space. */
  static String oneLine(String text) {
    return text == null ? "" : text.replaceAll("\\s+", " ").strip();
  }
}
