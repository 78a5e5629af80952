package dev.nljdbc.client;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UrlMask;
import dev.nljdbc.error.UserText;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.util.List;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.AvaticaSqlException;

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
      return new SQLException(serverMessage(ace), ace.getSqlState(), ace.getErrorCode(), e);
    }
    return SqlState.CONNECTION_FAILURE.exception("nljdbc cannot be reached: " + rootMessage(e), e);
  }

  /** What Avatica's client puts before the server's message in its runtime exception. */
  private static final String REMOTE_PREFIX = "Remote driver error: ";

  /**
   * The server's error as the server gave it: its message and SQLState alone, as in-process.
   * Avatica's client wraps it in {@code Error 0 (42000) : Error while executing SQL "…": Remote
   * driver error: …}, or replaces it with {@code while preparing SQL: …} and keeps the server's
   * text only in the stack traces it carries; the wrapper stays as the cause. An error that did
   * not come from the server is returned as it is.
   */
  static SQLException fromServer(SQLException e) {
    String message = null;
    if (e instanceof AvaticaSqlException ase) {
      message = serverMessage(ase);
    }
    for (Throwable t = e; message == null && t != null;
        t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof AvaticaClientRuntimeException ace) {
        message = serverMessage(ace);
      }
    }
    if (message == null) {
      return e;
    }
    SQLException clean = new SQLException(message, e.getSQLState(), e.getErrorCode(), e);
    clean.setNextException(e.getNextException());
    return clean;
  }

  /** The server's message in Avatica's exception, or null when it carries none. */
  private static String serverMessage(AvaticaSqlException e) {
    String text = e.getErrorMessage();
    int at = text == null ? -1 : text.indexOf(REMOTE_PREFIX);
    if (at >= 0) {
      return text.substring(at + REMOTE_PREFIX.length());
    }
    List<String> traces = e.getStackTraces();
    if (traces == null || traces.isEmpty() || traces.get(0) == null) {
      return null;
    }
    String first = traces.get(0).lines().findFirst().orElse("");
    int colon = first.indexOf(": ");
    String head = colon < 0 ? "" : first.substring(0, colon);
    boolean named = !head.isEmpty() && head.chars().noneMatch(Character::isWhitespace)
        && head.endsWith("Exception");
    return named ? first.substring(colon + 2) : null;
  }

  /** The server's own message inside Avatica's runtime exception. */
  private static String serverMessage(AvaticaClientRuntimeException ace) {
    String message = ace.getMessage();
    return message != null && message.startsWith(REMOTE_PREFIX)
        ? message.substring(REMOTE_PREFIX.length()) : message;
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
