package dev.nljdbc.pipeline;

import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.statement.ResultTable;

/**
 * What a statement turns into: a query for the target, a table nljdbc answers itself, or a
 * setting accepted as it stands.
 */
public sealed interface Outcome permits Outcome.Query, Outcome.Table,
    Outcome.Accepted {

  /**
   * A query the security gate admitted, to run on the target.
   *
   * @param statement the admitted statement
   * @param turn the natural-language turn that produced it, or null for SQL from the client
   */
  record Query(AdmittedStatement statement, TurnTracker turn) implements Outcome {
    /** Whether the query was generated from a question rather than written by the client. */
    public boolean generated() {
      return turn != null;
    }
  }

  /** A result nljdbc produced itself. */
  record Table(ResultTable table) implements Outcome {
  }

  /**
   * A statement accepted that changes nothing, such as a read-only transaction setting (every
   * nljdbc connection only reads): an update count of 0 and no result set.
   */
  record Accepted() implements Outcome {
  }
}
