package dev.nljdbc.dialog;

import dev.nljdbc.statement.ResultTable;

/** What the dialog layer answers to a statement: a query to run, or a table to show. */
public sealed interface Reply permits Reply.Run, Reply.Show {

  /**
   * A generated query for the caller to pass through the security layer and run, then report
   * with {@link Conversation#completed} or {@link Conversation#failed}.
   */
  record Run(PendingTurn turn) implements Reply {
  }

  /** A table the dialog layer produced itself: a command's answer or clarification questions. */
  record Show(ResultTable table) implements Reply {
  }
}
