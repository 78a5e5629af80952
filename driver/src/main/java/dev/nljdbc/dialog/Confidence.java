package dev.nljdbc.dialog;

import java.util.Locale;

/** How sure a rule or a generator is (docs/requirements.md#dialog: high, medium, low). */
public enum Confidence {
  HIGH,
  MEDIUM,
  LOW;

  /** The name users see, e.g. {@code high}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The level of a score between 0 and 1. */
  public static Confidence of(double score) {
    return score >= 0.8 ? HIGH : score >= 0.5 ? MEDIUM : LOW;
  }
}
