package dev.nljdbc.pipeline;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.security.SecurityGate;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One JDBC connection's session: its configuration, its connection to the target and its
 * security gate. Every statement's text enters the pipeline here.
 */
public final class Session implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Session.class);

  private final String id;
  private final String user;
  private final NlConfig config;
  private final Connection target;
  private final SecurityGate gate;
  private final AtomicInteger openCursors = new AtomicInteger();

  /** A session over an open target connection. */
  public Session(String id, String user, NlConfig config, Connection target, SecurityGate gate) {
    this.id = id;
    this.user = user;
    this.config = config;
    this.target = target;
    this.gate = gate;
  }

  /** The session id (the Avatica connection id). */
  public String id() {
    return id;
  }

  /** The authenticated user, or null in-process. */
  public String user() {
    return user;
  }

  /** The session's validated configuration. */
  public NlConfig config() {
    return config;
  }

  /** The session's connection to the target database. */
  public Connection target() {
    return target;
  }

  /** Turns a statement's text into what to run or return. */
  public Outcome handle(String text) throws SQLException {
    RoutedText routed = StatementRouter.route(text);
    switch (routed.route()) {
      case SQL:
        return new Outcome.Query(gate.admit(routed.text()));
      case COMMAND:
        throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
            "unknown command '" + firstWord(routed.text()) + "'");
      case NATURAL_LANGUAGE:
      default:
        throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
            "not understood as SQL, and natural-language questions are not available on this "
                + "connection yet: '" + abbreviate(routed.text()) + "'");
    }
  }

  /** Admits SQL for a prepared statement; only SQL can be prepared. */
  public AdmittedStatement prepare(String text) throws SQLException {
    RoutedText routed = StatementRouter.route(text);
    if (routed.route() != Route.SQL) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "only SQL can be prepared; run questions and commands with Statement.execute: '"
              + abbreviate(routed.text()) + "'");
    }
    return gate.admit(routed.text());
  }

  /** Records that a result set on the target is open. */
  public void cursorOpened() {
    openCursors.incrementAndGet();
  }

  /** Records that a result set closed, ending the read transaction when none is left open. */
  public void cursorClosed() {
    if (openCursors.decrementAndGet() <= 0) {
      openCursors.set(0);
      endTransaction();
    }
  }

  /** Ends the current read-only transaction on the target. */
  public void endTransaction() {
    try {
      if (!target.getAutoCommit()) {
        target.rollback();
      }
    } catch (SQLException e) {
      LOG.debug("ending the read transaction of session {} failed", id, e);
    }
  }

  @Override
  public void close() {
    try {
      endTransaction();
      target.close();
    } catch (SQLException e) {
      LOG.debug("closing the target connection of session {} failed", id, e);
    }
  }

  private static String firstWord(String text) {
    int space = text.indexOf(' ');
    return space < 0 ? text : text.substring(0, space);
  }

  static String abbreviate(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
