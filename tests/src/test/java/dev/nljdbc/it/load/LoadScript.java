package dev.nljdbc.it.load;

/**
 * The statements each load-test session sends, in a ten-step cycle: three SQL queries, six
 * natural-language turns (new questions, refinements, a question with an ambiguous column) and
 * a command. Every entry runs on the embedded demo without error.
 */
final class LoadScript {
  /** What kind of statement a step is. */
  enum Kind {
    SQL, NATURAL_LANGUAGE, COMMAND, CLARIFICATION_ANSWER
  }

  /** One step: its kind and its text ({@code %d} is replaced by a number from the session). */
  record Step(Kind kind, String text) {
    String text(int session, int turn) {
      return text.contains("%d") ? String.format(text, 1 + (session * 31 + turn) % 200) : text;
    }
  }

  static final Step[] CYCLE = {
      new Step(Kind.SQL, "SELECT count(*) FROM orders"),
      new Step(Kind.NATURAL_LANGUAGE, "Show me all users"),
      new Step(Kind.NATURAL_LANGUAGE, "Only active ones"),
      new Step(Kind.SQL, "SELECT product_id, name FROM products WHERE product_id = %d"),
      new Step(Kind.NATURAL_LANGUAGE, "how many orders per status"),
      new Step(Kind.NATURAL_LANGUAGE, "by region"),
      new Step(Kind.SQL, "SELECT r.name, count(*) FROM orders o JOIN regions r"
          + " ON r.region_id = o.region_id GROUP BY r.name"),
      new Step(Kind.NATURAL_LANGUAGE, "Show me the price for AAPL"),
      new Step(Kind.NATURAL_LANGUAGE, "what about 2024?"),
      new Step(Kind.COMMAND, "/new"),
  };

  /** The answer to a clarification: its first option. */
  static final String CLARIFICATION_ANSWER = "1";

  private LoadScript() {
  }

  /**
   * The step of a session's turn. Every session starts the cycle at its first step, since a
   * refinement needs the question before it; the point query's key varies by session.
   */
  static Step step(int session, int turn) {
    return CYCLE[turn % CYCLE.length];
  }
}
