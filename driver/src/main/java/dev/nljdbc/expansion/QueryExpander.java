package dev.nljdbc.expansion;

import java.util.List;

/**
 * Makes a follow-up standalone from the recent questions of the conversation
 * (docs/requirements.md#query-expansion).
 */
public interface QueryExpander {
  /**
   * Expands the input; a complete question comes back unchanged.
   *
   * @param input the user's text
   * @param window the last {@code expansion.window} user questions, oldest first (natural
   *     language only, never SQL). The conversation passes each in its expanded, standalone
   *     form, so the last one carries the whole context (docs/requirements.md#query-expansion, E7: earlier expansions
   *     are reused, not redone); an expander should cope with raw follow-ups here too
   */
  Expansion expand(String input, List<String> window);
}
