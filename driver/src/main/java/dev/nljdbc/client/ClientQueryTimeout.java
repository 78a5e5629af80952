package dev.nljdbc.client;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code Statement.setQueryTimeout} for the remote driver: the Avatica protocol does not carry
 * it, so a timer on the client sends the server's cancel command when the timeout elapses, and
 * again every {@value #REPEAT_MILLIS} ms until the execution returns; the execution that was
 * cancelled fails with {@code HYT00}.
 */
final class ClientQueryTimeout {
  /**
   * How often the cancel is sent again while the execution has not returned: a cancel that
   * reaches the server before the statement has started on the target finds nothing to stop.
   */
  static final long REPEAT_MILLIS = 500;
  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "nljdbc-query-timeout");
        t.setDaemon(true);
        return t;
      });

  /** An execution of the statement. */
  interface Execution<T> {
    T run() throws SQLException;
  }

  /** What cancels the statement on the server. */
  interface Canceller {
    void cancel() throws SQLException;
  }

  private ClientQueryTimeout() {
  }

  /** Runs the execution, cancelling it after {@code seconds} (0: no limit). */
  static <T> T run(int seconds, Canceller canceller, Execution<T> execution) throws SQLException {
    if (seconds <= 0) {
      return execution.run();
    }
    AtomicBoolean fired = new AtomicBoolean();
    ScheduledFuture<?> timer = TIMER.scheduleWithFixedDelay(() -> {
      fired.set(true);
      try {
        canceller.cancel();
      } catch (SQLException | RuntimeException ignored) {
        // the execution ends on its own or with the server's error; nothing to report here
      }
    }, TimeUnit.SECONDS.toMillis(seconds), REPEAT_MILLIS, TimeUnit.MILLISECONDS);
    try {
      T result = execution.run();
      if (fired.get()) {
        throw timedOut(seconds, null);
      }
      return result;
    } catch (SQLException e) {
      if (fired.get() && !(e instanceof SQLTimeoutException)) {
        throw timedOut(seconds, e);
      }
      throw e;
    } finally {
      timer.cancel(false);
    }
  }

  private static SQLTimeoutException timedOut(int seconds, SQLException cause) {
    return (SQLTimeoutException) SqlState.TIMEOUT.exception("the statement ran longer than its"
        + " query timeout of " + seconds + " s and was cancelled on the server", cause);
  }
}
