package dev.nljdbc.dialog;

import java.time.Instant;
import java.util.Objects;

/**
 * One natural-language turn of a conversation as the history keeps it (docs/requirements.md#dialog,
 * D1 and E8). Long texts are cut so that a session stays small (D8).
 *
 * @param number the turn's number, from 1 after the session started or was cleared
 * @param input the text the user typed
 * @param intent new query or refinement
 * @param confidence how sure intent detection was
 * @param expandedQuestion the standalone question generated from
 * @param sql the executed SQL; for a failed turn the generated SQL, if any; null when none
 * @param status ok, error or clarification
 * @param rowCount the rows the query returned, or null when unknown or not run
 * @param createdAt when the turn started
 * @param followUp whether expansion read the input as a follow-up of earlier questions
 * @param errorMessage why the turn failed, or null
 * @param clarification how clarification answers or learned answers shaped the question, or null
 * @param reading the one-line English reading of the SQL that ran, or null
 */
public record Turn(int number, String input, Intent intent, Confidence confidence,
    String expandedQuestion, String sql, TurnStatus status, Integer rowCount, Instant createdAt,
    boolean followUp, String errorMessage, String clarification, String reading) {
  static final int MAX_INPUT = 1_000;
  static final int MAX_QUESTION = 2_000;
  static final int MAX_SQL = 4_000;
  static final int MAX_ERROR = 500;

  /** Cuts long texts. */
  public Turn {
    Objects.requireNonNull(intent, "intent");
    Objects.requireNonNull(confidence, "confidence");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(createdAt, "createdAt");
    input = cut(input, MAX_INPUT);
    expandedQuestion = cut(expandedQuestion, MAX_QUESTION);
    sql = cut(sql, MAX_SQL);
    errorMessage = cut(errorMessage, MAX_ERROR);
    clarification = cut(clarification, MAX_ERROR);
    reading = cut(reading, MAX_ERROR);
  }

  /** A turn without a reading: one that did not run. */
  public Turn(int number, String input, Intent intent, Confidence confidence,
      String expandedQuestion, String sql, TurnStatus status, Integer rowCount, Instant createdAt,
      boolean followUp, String errorMessage, String clarification) {
    this(number, input, intent, confidence, expandedQuestion, sql, status, rowCount, createdAt,
        followUp, errorMessage, clarification, null);
  }

  /** A turn clarification did not shape. */
  public Turn(int number, String input, Intent intent, Confidence confidence,
      String expandedQuestion, String sql, TurnStatus status, Integer rowCount, Instant createdAt,
      boolean followUp, String errorMessage) {
    this(number, input, intent, confidence, expandedQuestion, sql, status, rowCount, createdAt,
        followUp, errorMessage, null);
  }

  /** Whether the turn ended well enough to be context for later questions (not an error). */
  public boolean isContext() {
    return status != TurnStatus.ERROR;
  }

  Turn withRowCount(int rows) {
    return new Turn(number, input, intent, confidence, expandedQuestion, sql, status, rows,
        createdAt, followUp, errorMessage, clarification, reading);
  }

  /**
   * The text, cut to at most {@code max} characters ending in "...", never inside a surrogate
   * pair (an ASCII ellipsis keeps Latin-1 text compact in memory).
   */
  static String cut(String text, int max) {
    if (text == null || text.length() <= max) {
      return text;
    }
    int end = max - 3;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(0, end) + "...";
  }
}
