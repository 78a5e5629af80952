package dev.nljdbc.client;

import dev.nljdbc.error.SqlState;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;

/** Turns failures seen by the client into SQLExceptions that keep the server's SQLState. */
public final class ClientErrors {
  private ClientErrors() {
  }

  /** A connection attempt that failed: the server's refusal, or a server out of reach (08001). */
  public static SQLException connectFailure(RuntimeException e, String server) {
    if (e instanceof AvaticaClientRuntimeException) {
      return toSqlException(e);
    }
    if (rootMessage(e).contains("HTTP/401")) {
      return SqlState.INVALID_AUTHORIZATION.exception(
          "the nljdbc server at " + server + " refused the user or password", e);
    }
    return SqlState.UNABLE_TO_CONNECT.exception(
        "cannot reach the nljdbc server at " + server + ": " + rootMessage(e), e);
  }

  static SQLException toSqlException(RuntimeException e) {
    if (e instanceof AvaticaClientRuntimeException) {
      AvaticaClientRuntimeException ace = (AvaticaClientRuntimeException) e;
      return new SQLException(ace.getMessage(), ace.getSqlState(), ace.getErrorCode(), e);
    }
    return SqlState.CONNECTION_FAILURE.exception("nljdbc cannot be reached: " + rootMessage(e), e);
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
