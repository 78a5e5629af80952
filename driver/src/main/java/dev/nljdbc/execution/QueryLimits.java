package dev.nljdbc.execution;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The caps on every query that runs on the target: rows ({@code limits.maxRows}) and time
 * ({@code limits.queryTimeout}), and the fetch size that keeps large results streaming.
 *
 * @param maxRows the most rows a query returns
 * @param timeoutSeconds the most seconds a query runs
 */
public record QueryLimits(int maxRows, int timeoutSeconds) {
  /** Rows fetched from the target per round trip; also what lets PostgreSQL use a cursor. */
  static final int FETCH_SIZE = 1000;

  /** The limits a session's configuration sets. */
  public static QueryLimits of(NlConfig config) {
    long millis = config.duration(NlProperty.LIMITS_QUERY_TIMEOUT).toMillis();
    return new QueryLimits(config.integer(NlProperty.LIMITS_MAX_ROWS),
        (int) Math.max(1, (millis + 999) / 1000));
  }

  /** Applies the limits to a statement, lowering the row cap to the client's own when smaller. */
  public void applyTo(Statement statement, long clientMaxRows) throws SQLException {
    long rows = clientMaxRows > 0 ? Math.min(clientMaxRows, maxRows) : maxRows;
    statement.setMaxRows((int) rows);
    statement.setQueryTimeout(timeoutSeconds);
    statement.setFetchSize(FETCH_SIZE);
  }
}
