package dev.nljdbc.meta;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.metrics.PipelineMetrics;
import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaSeverity;
import org.apache.calcite.avatica.remote.AvaticaRuntimeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns errors into the form Avatica carries to the client: message, SQLState and code, no stack,
 * and a message of at most {@link #MAX_MESSAGE} characters, however much of the client's text a
 * message quoted; and counts them in the engine's metrics.
 */
final class AvaticaErrors {
  /** The longest message sent to a client. */
  static final int MAX_MESSAGE = 1_000;
  private static final Logger LOG = LoggerFactory.getLogger(AvaticaErrors.class);

  private final PipelineMetrics metrics;

  AvaticaErrors(PipelineMetrics metrics) {
    this.metrics = metrics;
  }

  /** The client-facing form of a SQL error, keeping its state (the target's own where it came from). */
  AvaticaRuntimeException of(SQLException e) {
    String state = e.getSQLState() != null ? e.getSQLState() : SqlState.INTERNAL_ERROR.code();
    metrics.error(state);
    return withoutStack(new AvaticaRuntimeException(capped(e.getMessage()), e.getErrorCode(), state,
        AvaticaSeverity.ERROR));
  }

  /** The client-facing form of an unexpected failure: logged here, summarised there. */
  AvaticaRuntimeException unexpected(RuntimeException e) {
    if (e instanceof AvaticaRuntimeException avaticaRuntimeException) {
      return avaticaRuntimeException;
    }
    LOG.error("internal error", e);
    metrics.error(SqlState.INTERNAL_ERROR.code());
    return withoutStack(new AvaticaRuntimeException(capped("internal error: " + e),
        0, SqlState.INTERNAL_ERROR.code(), AvaticaSeverity.ERROR));
  }

  static String capped(String message) {
    if (message == null || message.length() <= MAX_MESSAGE) {
      return message;
    }
    return message.substring(0, MAX_MESSAGE - 1) + "\u2026";
  }

  static AvaticaRuntimeException withoutStack(AvaticaRuntimeException e) {
    e.setStackTrace(new StackTraceElement[0]);
    return e;
  }
}
