package dev.nljdbc.expansion.llm;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.TokenCountEstimator;
import dev.langchain4j.model.openai.OpenAiTokenCountEstimator;
import java.util.ArrayList;
import java.util.List;

/**
 * The two messages of an expansion call, kept under {@value #MAX_TOKENS} tokens
 * (docs/requirements.md#query-expansion, E7).
 *
 * <p>Only the user's earlier questions go in, never SQL (story 1 AC5). Each earlier question is
 * cut to {@value #MAX_QUESTION_CHARS} characters; if the prompt is still too long the oldest
 * questions are dropped. Tokens are counted with
 * the {@code o200k} encoding of OpenAI's models (jtokkit): other providers' tokenizers differ by
 * a few percent, which the margin under the limit absorbs.
 *
 * @param system the system message
 * @param user the user message
 */
record ExpansionPrompt(String system, String user) {
  /** The most tokens an expansion prompt may take. */
  static final int MAX_TOKENS = 500;
  /** The budget the prompt is built to, below {@link #MAX_TOKENS} for tokenizer differences. */
  static final int BUDGET = 440;
  /** The longest earlier question kept whole; longer ones are cut. */
  static final int MAX_QUESTION_CHARS = 300;
  /** The longest input sent for expansion. */
  static final int MAX_INPUT_CHARS = 600;

  private static final String SYSTEM = "You rewrite the latest input of a conversation about "
      + "data into one standalone question.\n"
      + "- If it is a fragment or follow-up, combine it with the earlier questions: keep their "
      + "scope (filters, groupings, time periods) unless the input replaces it, e.g. a new year "
      + "replaces the old one.\n"
      + "- If it changes the topic or is already complete, return it unchanged.\n"
      + "- Use only what the questions say; add nothing else, write no SQL.\n"
      + "Reply with JSON only: {\"question\": the standalone question}";

  /**
   * The prompt for the input after these questions, or null when the input is longer than
   * {@value #MAX_INPUT_CHARS} characters: a follow-up is short, and cutting one would change it.
   */
  static ExpansionPrompt of(String input, List<String> window) {
    String follow = oneLine(input);
    if (follow.length() > MAX_INPUT_CHARS) {
      return null;
    }
    List<String> kept = new ArrayList<>();
    for (String q : window) {
      kept.add(cut(q));
    }
    while (true) {
      ExpansionPrompt prompt = new ExpansionPrompt(SYSTEM, user(kept, follow));
      if (prompt.tokens() <= BUDGET) {
        return prompt;
      }
      if (kept.isEmpty()) {
        return null;
      }
      kept.remove(0);
    }
  }

  /** The prompt's size in tokens, message overheads included. */
  int tokens() {
    List<ChatMessage> messages = List.of(SystemMessage.from(system), UserMessage.from(user));
    return Tokens.ESTIMATOR.estimateTokenCountInMessages(messages);
  }

  private static String user(List<String> window, String input) {
    StringBuilder sb = new StringBuilder("Earlier questions, oldest first:\n");
    for (int i = 0; i < window.size(); i++) {
      sb.append(i + 1).append(". \"").append(window.get(i)).append("\"\n");
    }
    return sb.append("Latest input: \"").append(input).append('"').toString();
  }

  private static String cut(String text) {
    String t = oneLine(text);
    return t.length() <= MAX_QUESTION_CHARS ? t : t.substring(0, MAX_QUESTION_CHARS - 3) + "...";
  }

  private static String oneLine(String text) {
    return (text == null ? "" : text).replaceAll("\\s+", " ").strip().replace('"', '\'');
  }

  /** The tokenizer, loaded on first use. */
  private static final class Tokens {
    static final TokenCountEstimator ESTIMATOR = new OpenAiTokenCountEstimator("gpt-4o-mini");
  }
}
