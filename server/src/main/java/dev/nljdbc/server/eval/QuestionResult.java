package dev.nljdbc.server.eval;

/**
 * What happened to one question: the CSV row of the eval.
 *
 * @param interaction the entry's index in its file
 * @param turn the turn in the interaction, from 1
 * @param dbId the database
 * @param question what was sent to the driver
 * @param goldSql the gold SQL as run (repaired)
 * @param predictedSql the SQL nljdbc ran, or null
 * @param outcome how the question ended
 * @param sqlState the SQLState of a failure, or null
 * @param message the failure's message, or null
 * @param clarifications how many clarification result sets came back before the answer
 * @param goldRows the gold result's rows, or -1
 * @param predictedRows the answer's rows, or -1
 * @param latencyNanos the time spent in the driver for this question, clarification rounds
 *     included
 * @param features the gold's SQL features
 */
record QuestionResult(int interaction, int turn, String dbId, String question, String goldSql,
    String predictedSql, Outcome outcome, String sqlState, String message, int clarifications,
    int goldRows, int predictedRows, long latencyNanos, String features) {

  /** How a question ended. */
  enum Outcome {
    /** Same result as the gold. */
    CORRECT(true),
    /** Another number of columns than the gold. */
    WRONG_COLUMNS(true),
    /** Another number of rows. */
    WRONG_ROWS(true),
    /** Other values. */
    WRONG_VALUES(true),
    /** The gold's rows in another order. */
    WRONG_ORDER(true),
    /** The driver answered with an error. */
    ERROR(true),
    /** A clarification was still pending after the last answer (or clarification is off). */
    CLARIFICATION(true),
    /** Not counted: the gold SQL fails on the database. */
    GOLD_ERROR(false),
    /** Not counted: the database file is missing. */
    NO_DATABASE(false);

    private final boolean counted;

    Outcome(boolean counted) {
      this.counted = counted;
    }

    /** Whether the question counts towards accuracy. */
    boolean counted() {
      return counted;
    }

    static Outcome of(ResultMatch.Verdict verdict) {
      switch (verdict) {
        case MATCH:
          return CORRECT;
        case COLUMNS:
          return WRONG_COLUMNS;
        case ROWS:
          return WRONG_ROWS;
        case ORDER:
          return WRONG_ORDER;
        case VALUES:
        default:
          return WRONG_VALUES;
      }
    }
  }

  /** Whether the answer matched the gold. */
  boolean correct() {
    return outcome == Outcome.CORRECT;
  }
}
