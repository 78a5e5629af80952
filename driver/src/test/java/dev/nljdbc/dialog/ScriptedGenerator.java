package dev.nljdbc.dialog;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.SqlGenerator;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A deterministic generator for tests: scripted SQL per standalone question, otherwise SQL
 * derived from the request (a refinement appends its feedback as a comment to the current SQL).
 * It records every request and can be told to fail.
 */
final class ScriptedGenerator implements SqlGenerator {
  final List<GenerationRequest> requests = new ArrayList<>();
  private final Map<String, String> sqlByQuestion = new HashMap<>();
  private final Map<String, String> summaryByQuestion = new HashMap<>();
  private final Deque<Exception> failures = new ArrayDeque<>();

  /** Answers this standalone question with this SQL. */
  ScriptedGenerator answer(String question, String sql) {
    sqlByQuestion.put(question, sql);
    return this;
  }

  /** Answers this standalone question with this SQL and refinement summary. */
  ScriptedGenerator answer(String question, String sql, String refinementSummary) {
    summaryByQuestion.put(question, refinementSummary);
    return answer(question, sql);
  }

  /** Throws this on the next call. */
  ScriptedGenerator failNext(Exception e) {
    failures.add(e);
    return this;
  }

  GenerationRequest lastRequest() {
    return requests.get(requests.size() - 1);
  }

  @Override
  public GeneratedQuery generate(GenerationRequest request) throws SQLException {
    requests.add(request);
    Exception failure = failures.poll();
    if (failure instanceof SQLException) {
      throw (SQLException) failure;
    }
    if (failure instanceof RuntimeException) {
      throw (RuntimeException) failure;
    }
    String sql = sqlByQuestion.get(request.question());
    if (sql == null) {
      sql = request.isRefinement()
          ? request.refinement().currentQuery().sql() + " /* " + request.refinement().feedback()
              + " */"
          : "SELECT '" + request.question().replace("'", "''") + "' AS question";
    }
    String summary = request.isRefinement() ? summaryByQuestion.get(request.question()) : null;
    return new GeneratedQuery(sql, "Answers: " + request.question(), 0.9, null, summary);
  }
}
