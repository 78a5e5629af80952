package dev.nljdbc.clarification;

import java.util.Locale;

/** How much an ambiguity matters: the {@code SEVERITY} column. Minor ones are never asked. */
public enum Severity {
  /** The query cannot be right without the answer. */
  CRITICAL,
  /** The query would rest on a guess the person should confirm. */
  IMPORTANT,
  /** A guess is fine: never asked. */
  MINOR;

  /** The label users see, e.g. {@code critical}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The severity with this label; unknown labels are minor. */
  public static Severity fromLabel(String label) {
    if (label == null) {
      return MINOR;
    }
    switch (label.strip().toLowerCase(Locale.ROOT)) {
      case "critical":
        return CRITICAL;
      case "important":
        return IMPORTANT;
      default:
        return MINOR;
    }
  }
}
