package dev.nljdbc.pipeline;

import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.PendingTurn;
import java.sql.SQLException;

/** Reports what became of a natural-language turn's query back to its conversation. */
public final class TurnTracker {
  private final Conversation conversation;
  private final PendingTurn turn;
  private final String executedSql;

  TurnTracker(Conversation conversation, PendingTurn turn, String executedSql) {
    this.conversation = conversation;
    this.turn = turn;
    this.executedSql = executedSql;
  }

  /** The one-line English reading of the SQL, or null. */
  public String reading() {
    return turn.reading();
  }

  /** The query ran; the row count is -1 while rows are still streaming. */
  public void completed(long rowCount) {
    conversation.completed(turn, executedSql, saturate(rowCount));
  }

  /** The rows the client read, once the result is finished or closed. */
  public void counted(long rowCount) {
    conversation.counted(turn, saturate(rowCount));
  }

  /** The query failed on the target. */
  public void failed(SQLException error) {
    conversation.failed(turn, error);
  }

  private static int saturate(long n) {
    return n > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) n;
  }
}
