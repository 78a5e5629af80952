package dev.nljdbc.clarification;

import dev.nljdbc.statement.ResultTable;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The clarification result set (docs/clarification.md#the-result-set): one row per question, seven VARCHAR columns. */
final class ClarificationTable {
  /** The column labels, in order. */
  static final List<String> COLUMNS = List.of("CLARIFICATION_ID", "QUESTION_ID", "QUESTION",
      "KIND", "OPTIONS", "AMBIGUITY", "SEVERITY");
  private static final List<Integer> TYPES = Collections.nCopies(COLUMNS.size(), Types.VARCHAR);

  private ClarificationTable() {
  }

  static ResultTable of(String clarificationId, List<Question> questions) {
    List<Object[]> rows = new ArrayList<>(questions.size());
    for (Question q : questions) {
      Ambiguity a = q.ambiguity();
      rows.add(new Object[] {clarificationId, q.id(), q.text(), q.kind().label(),
          q.optionsText(), a.type().label(), a.severity().label()});
    }
    return new ResultTable(COLUMNS, TYPES, rows);
  }
}
