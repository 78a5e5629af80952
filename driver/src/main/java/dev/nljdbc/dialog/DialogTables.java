package dev.nljdbc.dialog;

import dev.nljdbc.statement.ResultTable;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/** The tables the dialog commands answer with (README.md#what-a-statement-means). */
final class DialogTables {
  static final List<String> HISTORY_COLUMNS = List.of("TURN", "INPUT", "INTENT", "CONFIDENCE",
      "EXPANDED_QUESTION", "SQL", "STATUS", "ROW_COUNT", "CREATED_AT", "READING");
  private static final List<Integer> HISTORY_TYPES = List.of(Types.INTEGER, Types.VARCHAR,
      Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.VARCHAR, Types.INTEGER,
      Types.TIMESTAMP, Types.VARCHAR);
  static final List<String> EXPLAIN_COLUMNS = List.of("SQL", "EXPLANATION", "INTENT",
      "CONFIDENCE");
  private static final List<Integer> EXPLAIN_TYPES = List.of(Types.VARCHAR, Types.VARCHAR,
      Types.VARCHAR, Types.VARCHAR);

  private DialogTables() {
  }

  /**
   * {@code /history}: one row per kept turn, oldest first. A question clarification shaped shows
   * how in brackets after the expanded question ("[clarified: price = close_price]").
   */
  static ResultTable history(List<Turn> turns) {
    List<Object[]> rows = new ArrayList<>(turns.size());
    for (Turn t : turns) {
      String question = t.clarification() == null ? t.expandedQuestion()
          : t.expandedQuestion() + " [" + t.clarification() + "]";
      rows.add(new Object[] {t.number(), t.input(), t.intent().label(), t.confidence().label(),
          question, t.sql(), t.status().label(), t.rowCount(),
          Timestamp.from(t.createdAt()), t.reading()});
    }
    return new ResultTable(HISTORY_COLUMNS, HISTORY_TYPES, rows);
  }

  /**
   * {@code /explain} of a question that would be asked about first: no SQL, and the questions
   * running it would ask.
   */
  static ResultTable wouldAsk(ResultTable questions, Intent intent, Confidence confidence) {
    StringBuilder asks = new StringBuilder("would ask first: ");
    int question = questions.columns().indexOf("QUESTION");
    for (int i = 0; i < questions.rows().size(); i++) {
      asks.append(i == 0 ? "" : "; ").append(questions.rows().get(i)[question]);
    }
    return explain(null, asks.toString(), intent, confidence);
  }

  /** {@code /explain}: the SQL that would run and why. */
  static ResultTable explain(String sql, String explanation, Intent intent,
      Confidence confidence) {
    List<Object[]> rows = new ArrayList<>(1);
    rows.add(new Object[] {sql, explanation, intent.label(), confidence.label()});
    return new ResultTable(EXPLAIN_COLUMNS, EXPLAIN_TYPES, rows);
  }

  /** The acknowledgement of {@code /new} and "start over". */
  static ResultTable newTopic() {
    return message("started a new query: the next question has no context");
  }

  /** An acknowledgement: one {@code MESSAGE} column, one row. */
  static ResultTable message(String text) {
    List<Object[]> rows = new ArrayList<>(1);
    rows.add(new Object[] {text});
    return new ResultTable(List.of("MESSAGE"), List.of(Types.VARCHAR), rows);
  }
}
