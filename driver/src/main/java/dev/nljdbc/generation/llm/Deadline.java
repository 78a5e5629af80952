package dev.nljdbc.generation.llm;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Runs a model call under a hard deadline: {@code llm.timeout} plus a short grace.
 *
 * <p>The providers' HTTP clients enforce {@code llm.timeout} only until the response headers
 * arrive (the JDK client on Java 17 waits for a stalled body indefinitely), so the call runs on a
 * daemon thread and the caller stops waiting at the deadline, cancelling it. Interrupting the
 * caller, as a statement cancel does, stops the wait too.
 */
final class Deadline {
  /** Time past {@code llm.timeout} left for the client's own timeout to fire first. */
  static final Duration GRACE = Duration.ofSeconds(1);

  private static final ExecutorService CALLS = Executors.newCachedThreadPool(runnable -> {
    Thread t = new Thread(runnable, "nljdbc-llm-call");
    t.setDaemon(true);
    return t;
  });

  private Deadline() {}

  /**
   * The call's result.
   *
   * @throws RuntimeException what the call threw
   * @throws SQLException HYT00 past the deadline, 42000 when the caller was interrupted
   */
  static <T> T run(Supplier<T> call, Duration timeout, String purpose) throws SQLException {
    Future<T> future = CALLS.submit(call::get);
    try {
      return future.get(timeout.plus(GRACE).toMillis(), TimeUnit.MILLISECONDS);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(cause);
    } catch (TimeoutException e) {
      future.cancel(true);
      throw ModelFailures.of(purpose, new RuntimeException(e), timeout);
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "the language model call for " + purpose + " was cancelled", e);
    }
  }
}
