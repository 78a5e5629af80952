package dev.nljdbc.meta;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.AfterReply;
import dev.nljdbc.execution.ResultFrames;
import dev.nljdbc.pipeline.Session;
import dev.nljdbc.pipeline.TurnTracker;
import dev.nljdbc.security.AdmittedStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server side of one client statement: its admitted form if the client prepared it, and,
 * while it runs or its result is open, the target connection it borrowed for that.
 *
 * <p>The borrowed connection goes back to the pool as soon as the result is read to its end or
 * closed, or the statement, its session or the server closes; a statement that is still running
 * then is cancelled on the target first. When that happens while a request is served, the
 * connection goes back right after the reply ({@link AfterReply}), so that ending its read
 * transaction does not delay the rows.
 */
final class StatementState {
  private static final Logger LOG = LoggerFactory.getLogger(StatementState.class);

  final int id;
  private final Session session;
  private AdmittedStatement admitted;
  private Meta.Signature preparedSignature;
  private long maxRowCount;
  private List<ColumnMetaData> sentColumns;
  private volatile Connection connection;
  private volatile PreparedStatement running;
  private ResultFrames frames;
  private Meta.Frame ahead;
  private SQLException aheadFailure;
  private TurnTracker turn;

  StatementState(int id, Session session) {
    this.id = id;
    this.session = session;
  }

  /** Keeps the admitted form of a client's prepared statement. */
  void prepared(AdmittedStatement statement, Meta.Signature signature, long maxRows) {
    this.admitted = statement;
    this.preparedSignature = signature;
    this.maxRowCount = maxRows;
  }

  Session session() {
    return session;
  }

  /** Whether the client prepared this statement. */
  boolean isPrepared() {
    return admitted != null;
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

  /**
   * The result of an execution of this prepared statement, with its columns left out when the
   * client holds them already: nljdbc's remote client sends its execute requests without the
   * statement's signature once it has the columns of an earlier result of the statement, and
   * fills them back in. A client that sends the signature (Avatica's own) always gets them.
   *
   * @param result the result as the target described it
   * @param clientHoldsColumns whether the request came without the signature
   */
  synchronized Meta.MetaResultSet columnsOnce(Meta.MetaResultSet result,
      boolean clientHoldsColumns) {
    Meta.Signature full = result.signature;
    if (full == null || full.columns.isEmpty()) {
      return result;
    }
    if (!clientHoldsColumns || !full.columns.equals(sentColumns)) {
      sentColumns = full.columns;
      return result;
    }
    Meta.Signature bare = Meta.Signature.create(List.of(), full.sql, full.parameters,
        full.cursorFactory, full.statementType);
    return Meta.MetaResultSet.create(result.connectionId, result.statementId, result.ownStatement,
        bare, result.firstFrame);
  }

  /**
   * Borrows a target connection and prepares the SQL on it; the statement holds both until
   * {@link #closeResult}.
   */
  synchronized PreparedStatement start(String sql) throws SQLException {
    closeResult();
    Connection borrowed = session.targets().borrow();
    try {
      PreparedStatement ps = borrowed.prepareStatement(sql);
      connection = borrowed;
      running = ps;
      return ps;
    } catch (SQLException | RuntimeException e) {
      session.targets().release(borrowed);
      throw e;
    }
  }

  /** Records the result now open on the target, and the turn it answers (or null). */
  synchronized void open(ResultFrames result, TurnTracker answered) {
    this.frames = result;
    this.turn = answered;
  }

  /** The open result, or null. */
  synchronized ResultFrames frames() {
    return frames;
  }

  /**
   * The next frame of the open result, of at most {@code maxRows} rows: the one read ahead after
   * the previous fetch if there is one, else read now; null when no result is open.
   */
  synchronized Meta.Frame nextFrame(int maxRows) throws SQLException {
    if (aheadFailure != null) {
      SQLException failed = aheadFailure;
      aheadFailure = null;
      throw failed;
    }
    if (ahead != null) {
      Meta.Frame frame = ahead;
      ahead = null;
      return frame;
    }
    return frames == null ? null : frames.next(maxRows);
  }

  /**
   * Reads the frame after the one just sent, so that it is ready when the client asks for it:
   * run after the reply ({@link AfterReply}), it overlaps the target's work for the next frame
   * with the client's reading of this one. One frame is held at most.
   */
  synchronized void readAhead(int maxRows) {
    if (frames == null || ahead != null || aheadFailure != null || frames.isDone()) {
      return;
    }
    try {
      ahead = frames.next(maxRows);
    } catch (SQLException e) {
      aheadFailure = e;
    } catch (RuntimeException e) {
      aheadFailure = SqlState.INTERNAL_ERROR.exception("reading the next rows failed: "
          + e.getMessage(), e);
    }
  }

  /**
   * Cancels the statement on the target if it runs or has a result open; safe from any thread.
   *
   * @return whether there was a target statement to cancel
   */
  boolean cancel() {
    PreparedStatement ps = running;
    if (ps == null) {
      return false;
    }
    try {
      ps.cancel();
    } catch (SQLException | RuntimeException e) {
      LOG.debug("cancelling statement {} failed", id, e);
    }
    return true;
  }

  /** Whether a statement runs or has its result open on a borrowed connection. */
  boolean holdsConnection() {
    return connection != null;
  }

  /** Closes the open result and returns the borrowed connection to the pool. */
  synchronized void closeResult() {
    Connection borrowed = connection;
    if (borrowed == null) {
      return;
    }
    try {
      if (turn != null && frames != null) {
        turn.counted(frames.rowsRead());
      }
      if (frames != null) {
        frames.close();
      }
      if (running != null) {
        running.close();
      }
    } catch (SQLException | RuntimeException e) {
      LOG.debug("closing the result of statement {} failed", id, e);
    } finally {
      frames = null;
      ahead = null;
      aheadFailure = null;
      running = null;
      turn = null;
      connection = null;
      AfterReply.later(() -> session.targets().release(borrowed));
    }
  }

  /** Cancels what still runs, then closes the result. */
  void close() {
    cancel();
    closeResult();
  }
}
