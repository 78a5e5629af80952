package dev.nljdbc.client;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UrlMask;
import dev.nljdbc.error.UserText;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;

/** Turns failures seen by the client into SQLExceptions that keep the server's SQLState. */
public final class ClientErrors {
  private ClientErrors() {
  }

  /**
   * A connection attempt that failed: the server's refusal, or a server out of reach (08001);
   * a password in the server's URL is masked.
   */
  public static SQLException connectFailure(RuntimeException e, String server) {
    if (e instanceof AvaticaClientRuntimeException) {
      return toSqlException(e);
    }
    String shown = UrlMask.mask(server);
    if (rootMessage(e).contains("HTTP/401")) {
      return SqlState.INVALID_AUTHORIZATION.exception(
          "the nljdbc server at " + shown + " refused the user or password", e);
    }
    return SqlState.UNABLE_TO_CONNECT.exception("cannot reach the nljdbc server at " + shown + ": "
        + UrlMask.scrub(rootMessage(e), server), e);
  }

  static SQLException toSqlException(RuntimeException e) {
    if (e instanceof AvaticaClientRuntimeException ace) {
      return new SQLException(ace.getMessage(), ace.getSqlState(), ace.getErrorCode(), e);
    }
    return SqlState.CONNECTION_FAILURE.exception("nljdbc cannot be reached: " + rootMessage(e), e);
  }

  /** The most characters of the client's own statement an error message repeats. */
  static final int QUOTED_SQL = 200;

  /**
   * The error with the statement it quotes cut to {@link #QUOTED_SQL} characters: Avatica's
   * client repeats the whole text ("Error while executing SQL …"), which for a long statement
   * buries the server's reason. State, code and cause stay.
   */
  static SQLException withShortSql(SQLException e, String sql) {
    String message = e.getMessage();
    if (sql == null || sql.length() <= QUOTED_SQL || message == null || !message.contains(sql)) {
      return e;
    }
    SQLException shorter = new SQLException(message.replace(sql,
        UserText.abbreviate(sql, QUOTED_SQL)), e.getSQLState(), e.getErrorCode(), e.getCause());
    shorter.setNextException(e.getNextException());
    return shorter;
  }

  /** A batch execution whose failures Avatica leaves unchecked. */
  @FunctionalInterface
  interface BatchCall<T> {
    T run() throws SQLException;
  }

  /** Runs a batch, reporting a failure as JDBC does, with the server's SQLState. */
  static <T> T batch(BatchCall<T> call) throws SQLException {
    try {
      return call.run();
    } catch (RuntimeException e) {
      throw batchFailure(e);
    }
  }

  private static BatchUpdateException batchFailure(RuntimeException e) {
    SQLException cause = toSqlException(e);
    return new BatchUpdateException(cause.getMessage(), cause.getSQLState(), cause.getErrorCode(),
        new int[0], e);
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() != null ? root.getMessage() : root.toString();
  }
}
