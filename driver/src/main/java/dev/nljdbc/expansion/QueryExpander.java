package dev.nljdbc.expansion;

import java.util.List;

/** Makes a follow-up standalone from the recent questions of the conversation (seed 003). */
public interface QueryExpander {
  /**
   * Expands the input; a complete question comes back unchanged.
   *
   * @param input the user's text
   * @param window the last {@code expansion.window} user questions, oldest first (natural
   *     language only, never SQL)
   */
  Expansion expand(String input, List<String> window);
}
