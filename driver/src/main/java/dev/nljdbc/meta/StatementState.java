package dev.nljdbc.meta;

import dev.nljdbc.execution.ResultFrames;
import dev.nljdbc.pipeline.Session;
import dev.nljdbc.pipeline.TurnTracker;
import dev.nljdbc.security.AdmittedStatement;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.apache.calcite.avatica.Meta;

/** The server side of one client statement: its prepared form, if any, and its open result. */
final class StatementState {
  final int id;
  private final Session session;
  private PreparedStatement prepared;
  private AdmittedStatement admitted;
  private Meta.Signature preparedSignature;
  private long maxRowCount;
  private PreparedStatement running;
  private volatile PreparedStatement executing;
  private ResultFrames frames;
  private TurnTracker turn;

  StatementState(int id, Session session) {
    this.id = id;
    this.session = session;
  }

  /** Keeps the prepared form of a client's prepared statement. */
  void prepared(PreparedStatement statement, AdmittedStatement admitted, Meta.Signature signature,
      long maxRowCount) {
    this.prepared = statement;
    this.admitted = admitted;
    this.preparedSignature = signature;
    this.maxRowCount = maxRowCount;
  }

  Session session() {
    return session;
  }

  PreparedStatement preparedStatement() {
    return prepared;
  }

  AdmittedStatement admitted() {
    return admitted;
  }

  Meta.Signature preparedSignature() {
    return preparedSignature;
  }

  long maxRowCount() {
    return maxRowCount;
  }

  /** Records the target statement now executing (null once it returned), for a cancel. */
  void executing(PreparedStatement statement) {
    this.executing = statement;
  }

  /** Cancels the target statement if one is executing; whether there was one. */
  boolean cancel() throws SQLException {
    PreparedStatement ps = executing;
    if (ps == null) {
      return false;
    }
    ps.cancel();
    return true;
  }

  /** Records a result now open on the target, and the turn it answers (or null). */
  void open(PreparedStatement statement, ResultFrames result, TurnTracker turn) {
    this.running = statement;
    this.frames = result;
    this.turn = turn;
    session.cursorOpened();
  }

  /** The open result, or null. */
  ResultFrames frames() {
    return frames;
  }

  /** Closes the open result; a statement prepared by the client stays prepared. */
  void closeResult() throws SQLException {
    if (frames == null) {
      return;
    }
    try {
      if (turn != null) {
        turn.counted(frames.rowsRead());
      }
      frames.close();
      if (running != prepared) {
        running.close();
      }
    } finally {
      frames = null;
      running = null;
      turn = null;
      session.cursorClosed();
    }
  }

  /** Closes the result and the prepared statement. */
  void close() throws SQLException {
    try {
      closeResult();
    } finally {
      if (prepared != null) {
        prepared.close();
        prepared = null;
      }
    }
  }
}
