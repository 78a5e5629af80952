package dev.nljdbc.dialog;

import java.util.Locale;

/** What a natural-language turn means for the conversation (docs/requirements.md#dialog). */
public enum Intent {
  /** A question of its own: no carry-over from the previous query. */
  NEW_QUERY,
  /** A change to the current query. */
  REFINEMENT;

  /** The name users see, e.g. {@code new_query}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
