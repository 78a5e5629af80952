package dev.nljdbc.clarification;

import java.util.Locale;

/** How a clarification question is answered: the {@code KIND} column. */
public enum QuestionKind {
  /** Pick one of the options, by number or text. */
  MULTIPLE_CHOICE,
  /** Any text. */
  TEXT,
  /** A number. */
  NUMBER,
  /** A period such as "last 7 days" or "2024". */
  DATE_RANGE;

  /** The label users see, e.g. {@code multiple_choice}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
