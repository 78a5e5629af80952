package dev.nljdbc.dialog;

import java.util.Locale;

/** How a conversation turn ended. */
public enum TurnStatus {
  /** The query ran. */
  OK,
  /** Generation, the security layer or the target refused or failed. */
  ERROR,
  /** The question was sent back to the person as clarification questions. */
  CLARIFICATION;

  /** The name users see, e.g. {@code ok}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
