package dev.nljdbc.error;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTimeoutException;

/**
 * The SQLStates nljdbc raises itself; errors from the target keep the target's own state.
 */
public enum SqlState {
  /** A warning for the user: the SQL nljdbc ran for a question. */
  WARNING("01000"),
  /** A prepared statement executed with fewer or more values than it has parameters. */
  WRONG_PARAMETER_COUNT("07001"),
  /** A statement refused by the security layer. */
  INSUFFICIENT_PRIVILEGE("42501"),
  /** A question that could not be turned into SQL, or text that is neither SQL nor a command. */
  SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION("42000"),
  /** SQL that does not parse; the message gives the parser's line and column. */
  SYNTAX_ERROR("42601"),
  /** A language model or a query that ran out of time. */
  TIMEOUT("HYT00"),
  /** A statement its client cancelled ({@code Statement.cancel()}). */
  QUERY_CANCELED("57014"),
  /** The server ran out of memory serving a request; retry later. */
  OUT_OF_MEMORY("53200"),
  /** A fetch from a result the server closed (its client fetched nothing for too long). */
  INVALID_CURSOR_STATE("24000"),
  /** A connection URL that cannot be used. */
  UNABLE_TO_CONNECT("08001"),
  /** A connection that broke or was never there. */
  CONNECTION_FAILURE("08006"),
  /** A request naming a connection the server does not hold (closed, expired or never opened). */
  CONNECTION_DOES_NOT_EXIST("08003"),
  /** A request that is not the protocol's (not an Avatica protobuf message, not a POST). */
  PROTOCOL_VIOLATION("08P01"),
  /** Too many sessions, or every target connection busy: retry later. */
  TOO_MANY_CONNECTIONS("53300"),
  /** A statement nested too deeply, or too long, to be read safely. */
  STATEMENT_TOO_COMPLEX("54001"),
  /** A user or password the server refused. */
  INVALID_AUTHORIZATION("28000"),
  /** A connection property with a bad name or value, or a value read as a class it is not. */
  INVALID_PARAMETER_VALUE("22023"),
  /** An object used after it was closed (a statement), as pgjdbc reports it. */
  OBJECT_NOT_IN_STATE("55000"),
  /** A limit of nljdbc's own was exceeded (the stored state of a clarification). */
  PROGRAM_LIMIT_EXCEEDED("54000"),
  /** A parameter index outside the statement's parameters. */
  INVALID_DESCRIPTOR_INDEX("07009"),
  /** A call that does not fit the object (text methods on a prepared statement). */
  WRONG_OBJECT_TYPE("42809"),
  /** A call on a statement in the wrong state (closed). */
  FUNCTION_SEQUENCE_ERROR("HY010"),
  /** An {@code unwrap} to an interface the object does not implement. */
  GENERAL_ERROR("HY000"),
  /** A value read as a date, time or timestamp that is none. */
  INVALID_DATETIME_FORMAT("22007"),
  /**
   * A JDBC feature nljdbc does not offer: a call the mode cannot serve (an array over the Avatica
   * protocol), or a target object that would outlive its row.
   */
  FEATURE_NOT_SUPPORTED("0A000"),
  /** A failure inside nljdbc that the user cannot act on. */
  INTERNAL_ERROR("XX000");

  private final String code;

  SqlState(String code) {
    this.code = code;
  }

  /** The five-character SQLState. */
  public String code() {
    return code;
  }

  /** An exception with this state. */
  public SQLException exception(String message) {
    return exception(message, null);
  }

  /** An exception with this state, chaining its cause. */
  public SQLException exception(String message, Throwable cause) {
    if (this == TIMEOUT) {
      return new SQLTimeoutException(message, code, cause);
    }
    if (this == FEATURE_NOT_SUPPORTED) {
      return new SQLFeatureNotSupportedException(message, code, cause);
    }
    return new SQLException(message, code, cause);
  }

  /** Whether the exception carries this state. */
  public boolean matches(SQLException e) {
    return code.equals(e.getSQLState());
  }
}
