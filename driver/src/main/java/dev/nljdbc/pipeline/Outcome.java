package dev.nljdbc.pipeline;

import dev.nljdbc.security.AdmittedStatement;

/** What a statement turns into: a query for the target, or a table nljdbc answers itself. */
public sealed interface Outcome permits Outcome.Query, Outcome.Table {

  /** A query the security gate admitted, to run on the target. */
  record Query(AdmittedStatement statement) implements Outcome {
  }

  /** A result nljdbc produced itself. */
  record Table(ResultTable table) implements Outcome {
  }
}
