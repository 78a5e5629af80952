package dev.nljdbc.meta;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.AfterReply;
import dev.nljdbc.execution.ResultFrames;
import dev.nljdbc.execution.TargetErrors;
import dev.nljdbc.pipeline.Session;
import dev.nljdbc.pipeline.TurnTracker;
import dev.nljdbc.security.AdmittedStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
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
  /** Rows read from the target and not yet sent, in order; the result's end when frames is null. */
  private final List<Object> buffered = new ArrayList<>();
  private long bufferedOffset;
  private SQLException aheadFailure;
  private TurnTracker turn;
  /** The fetch idle time after which the open result was closed, or null. */
  private Duration expiredAfter;
  private volatile long touchedNanos = System.nanoTime();
  private volatile boolean cancelledByClient;
  /** Whether an execution request of the client is being served. */
  private volatile boolean executing;
  /** Whether the client cancelled the execution being served before it reached the target. */
  private volatile boolean cancelRequested;

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
    cancelledByClient = cancelRequested;
    throwIfCancelled();
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
    touchedNanos = System.nanoTime();
  }

  /** The open result, or null. */
  synchronized ResultFrames frames() {
    return frames;
  }

  /**
   * The next frame of the open result, of at most {@code maxRows} rows: from the rows read ahead
   * if there are any, else read now; null when no result is open.
   *
   * @throws SQLException {@code 24000} when the result was closed because its client fetched
   *     nothing for {@code session.fetchIdleTimeout}
   */
  synchronized Meta.Frame nextFrame(int maxRows) throws SQLException {
    touchedNanos = System.nanoTime();
    if (expiredAfter != null) {
      throw SqlState.INVALID_CURSOR_STATE.exception("the result was closed: its client fetched "
          + "nothing for " + expiredAfter.toSeconds() + " s (session.fetchIdleTimeout), and it "
          + "had more rows than the server keeps; run the statement again");
    }
    if (!buffered.isEmpty()) {
      int n = Math.min(maxRows, buffered.size());
      List<Object> rows = new ArrayList<>(buffered.subList(0, n));
      buffered.subList(0, n).clear();
      long offset = bufferedOffset;
      bufferedOffset += n;
      boolean done = buffered.isEmpty() && frames == null && aheadFailure == null;
      return new Meta.Frame(offset, done, rows);
    }
    if (aheadFailure != null) {
      SQLException failed = aheadFailure;
      aheadFailure = null;
      throw failed;
    }
    return frames == null ? null : frames.next(maxRows);
  }

  /**
   * Reads the frame after the one just sent, so that it is ready when the client asks for it:
   * run after the reply ({@link AfterReply}), it overlaps the target's work for the next frame
   * with the client's reading of this one. One frame is held at most; when it holds the last
   * row, the target connection goes back at once.
   */
  synchronized void readAhead(int maxRows) {
    if (frames == null || !buffered.isEmpty() || aheadFailure != null || frames.isDone()) {
      return;
    }
    readInto(maxRows);
  }

  /**
   * Reads the rest of a result of at most {@code bound} more rows into memory and gives the
   * target connection back; a larger result keeps what was read as read ahead, and its
   * connection.
   *
   * @return whether the result is now held in memory whole
   */
  synchronized boolean readSmallRest(int bound) {
    if (frames == null || aheadFailure != null) {
      return frames == null;
    }
    readInto(bound);
    return frames == null;
  }

  /**
   * For a result whose client fetched nothing for {@code idle}: reads what is left, up to
   * {@code bound} rows, into memory and gives the target connection back; a larger result is
   * closed, and the next fetch fails with {@code 24000}.
   *
   * @return whether the target connection went back
   */
  synchronized boolean releaseIfIdle(Duration idle, int bound) {
    if (frames == null || System.nanoTime() - touchedNanos < idle.toNanos()) {
      return false;
    }
    if (aheadFailure == null && buffered.size() < bound) {
      readInto(bound - buffered.size());
    }
    if (frames == null) {
      LOG.debug("statement {}: kept {} unfetched rows after {} idle and returned its connection",
          id, buffered.size(), idle);
      return true;
    }
    LOG.info("statement {}: closed a result after {} without a fetch (session.fetchIdleTimeout)",
        id, idle);
    releaseTarget();
    buffered.clear();
    aheadFailure = null;
    expiredAfter = idle;
    return true;
  }

  /** Reads up to {@code maxRows} rows into the buffer; the result's end returns the connection. */
  private void readInto(int maxRows) {
    try {
      Meta.Frame frame = frames.next(maxRows);
      if (buffered.isEmpty()) {
        bufferedOffset = frame.offset;
      }
      for (Object row : frame.rows) {
        buffered.add(row);
      }
      if (frame.done) {
        releaseTarget();
      }
    } catch (SQLException e) {
      aheadFailure = e;
      releaseTarget();
    } catch (RuntimeException e) {
      aheadFailure = SqlState.INTERNAL_ERROR.exception("reading the next rows failed: "
          + e.getMessage(), e);
      releaseTarget();
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

  /**
   * Cancels the statement for its client; its failure then reads {@code 57014}. An execution
   * that has not reached the target yet (its request is being served, the statement is still
   * being read or checked) is cancelled as it gets there ({@link #throwIfCancelled}).
   */
  void cancelByClient() {
    if (executing) {
      cancelRequested = true;
    }
    if (running != null) {
      cancelledByClient = true;
    }
    cancel();
  }

  /** Whether an execution request of the client is being served. */
  boolean executing() {
    return executing;
  }

  /** An execution request of the client starts being served; no cancel is pending. */
  void beginExecution() {
    cancelRequested = false;
    executing = true;
  }

  /** The execution request has been answered; a later cancel finds nothing to cancel. */
  void endExecution() {
    executing = false;
    cancelRequested = false;
  }

  /**
   * Fails with {@code 57014} when the client cancelled the execution being served before it
   * ran on the target: called before the statement is sent.
   */
  void throwIfCancelled() throws SQLException {
    if (cancelRequested) {
      cancelledByClient = true;
      throw TargetErrors.cancelledByClient();
    }
  }

  /**
   * The error a failure of this statement shows: {@code 57014} when its client cancelled it,
   * else the target's error as users see it.
   */
  SQLException shown(SQLException e) {
    return cancelledByClient ? TargetErrors.cancelledByClient() : TargetErrors.fromTarget(e);
  }

  /** Whether a statement runs or has its result open on a borrowed connection. */
  boolean holdsConnection() {
    return connection != null;
  }

  /** Closes the open result, drops any rows read ahead and returns the borrowed connection. */
  synchronized void closeResult() {
    buffered.clear();
    aheadFailure = null;
    expiredAfter = null;
    releaseTarget();
  }

  /** Closes the target result and statement and returns the borrowed connection to the pool. */
  private void releaseTarget() {
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
