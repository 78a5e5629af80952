package dev.nljdbc.semantic;

/** Unquotes identifiers written in a model. */
final class Identifiers {
  private Identifiers() {}

  /** The name without surrounding double quotes, backticks or brackets. */
  static String unquote(String name) {
    String n = name.strip();
    if (n.length() >= 2 && (n.startsWith("\"") && n.endsWith("\"")
        || n.startsWith("`") && n.endsWith("`") || n.startsWith("[") && n.endsWith("]"))) {
      return n.substring(1, n.length() - 1);
    }
    return n;
  }
}
