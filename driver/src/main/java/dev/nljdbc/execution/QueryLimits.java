package dev.nljdbc.execution;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The caps on every query that runs on the target: rows ({@code limits.maxRows}) and time
 * ({@code limits.queryTimeout}), and the fetch size that keeps large results streaming.
 *
 * <p>The row rule: generated SQL is capped at {@code limits.maxRows} (10,000 unless set); SQL
 * the client wrote is capped only when {@code limits.maxRows} was set explicitly; a JDBC
 * statement's own {@code maxRows} lowers either; 0 means no cap. A cut result always carries
 * {@link RowCap#warning()}.
 *
 * @param maxRows the row cap {@code limits.maxRows} gives (its default unless set); 0 = none
 * @param maxRowsSet whether {@code limits.maxRows} was set explicitly
 * @param timeoutSeconds the most seconds a query runs
 */
public record QueryLimits(int maxRows, boolean maxRowsSet, int timeoutSeconds) {
  /** Rows fetched from the target per round trip; also what lets PostgreSQL use a cursor. */
  static final int FETCH_SIZE = 1000;

  /** The limits a session's configuration sets. */
  public static QueryLimits of(NlConfig config) {
    long millis = config.duration(NlProperty.LIMITS_QUERY_TIMEOUT).toMillis();
    return new QueryLimits(config.integer(NlProperty.LIMITS_MAX_ROWS),
        config.isSet(NlProperty.LIMITS_MAX_ROWS), (int) Math.max(1, (millis + 999) / 1000));
  }

  /**
   * The row cap of one query.
   *
   * @param generated whether nljdbc generated the SQL (else the client wrote it)
   * @param statementMaxRows the JDBC statement's {@code maxRows}; 0 or less for none
   */
  public RowCap rowCap(boolean generated, long statementMaxRows) {
    RowCap configured = (generated || maxRowsSet) && maxRows > 0
        ? new RowCap(maxRows, RowCap.PROPERTY) : RowCap.NONE;
    return configured.withStatementMaxRows(statementMaxRows);
  }

  /**
   * Applies the row cap (plus one row, to tell a cut) and the time cap to a statement. The fetch
   * size never exceeds the row cap: H2 refuses a larger one.
   */
  public void applyTo(Statement statement, RowCap cap) throws SQLException {
    int rows = cap.targetMaxRows();
    statement.setMaxRows(rows);
    statement.setQueryTimeout(timeoutSeconds);
    statement.setFetchSize(rows > 0 ? Math.min(rows, FETCH_SIZE) : FETCH_SIZE);
  }
}
