package dev.nljdbc.pipeline;

import dev.nljdbc.error.UserText;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.PendingTurn;
import dev.nljdbc.dialog.Reply;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.QueryLimits;
import dev.nljdbc.execution.SessionTarget;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.AdmittedStatement;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One JDBC connection's session: its configuration, its way to the target and its security
 * gate. Every statement's text enters the pipeline here.
 *
 * <p>A server session holds no target connection of its own: each statement borrows one from
 * {@link #targets()} and returns it when its result is closed. An in-process session also keeps
 * one connection for the application's JDBC connection, {@link #target()}.
 */
public final class Session implements AutoCloseable {

  private final String id;
  private final String user;
  private final NlConfig config;
  private final SessionTarget target;
  private final boolean mayPin;
  private Connection pinned;
  private final SessionGates gates;
  private final Conversation conversation;
  private final QueryLimits limits;

  /**
   * A session over a target.
   *
   * @param mayPin whether the session may keep a connection of its own ({@link #target()}):
   *     in-process yes, on a server no
   */
  public Session(String id, String user, NlConfig config, SessionTarget target, boolean mayPin,
      SessionGates gates, Conversation conversation) {
    this.mayPin = mayPin;
    this.id = id;
    this.user = user;
    this.config = config;
    this.target = target;
    this.gates = gates;
    this.conversation = conversation;
    this.limits = QueryLimits.of(config);
  }

  /** The caps on every query of this session. */
  public QueryLimits limits() {
    return limits;
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

  /**
   * The target connection an in-process session keeps from its first call to its end.
   *
   * @throws IllegalStateException for a server session, which borrows per statement
   */
  public synchronized Connection target() throws SQLException {
    if (!mayPin) {
      throw new IllegalStateException("a server session borrows a target connection per "
          + "statement: use targets()");
    }
    if (pinned == null) {
      pinned = target.borrow();
    }
    return pinned;
  }

  /** Where the session's statements borrow their target connections. */
  public SessionTarget targets() {
    return target;
  }

  /** Turns a statement's text into what to run or return. */
  public Outcome handle(String text) throws SQLException {
    RoutedText routed = StatementRouter.route(text);
    PipelineMetrics.global().statement(routed.route());
    switch (routed.route()) {
      case SQL:
        conversation.abandonClarification();
        return new Outcome.Query(gates.written().admit(routed.text()), null);
      case COMMAND:
        return outcome(conversation.command(routed.text()));
      case NATURAL_LANGUAGE:
      default:
        return outcome(conversation.ask(routed.text()));
    }
  }

  private Outcome outcome(Reply reply) throws SQLException {
    if (reply instanceof Reply.Show) {
      return new Outcome.Table(((Reply.Show) reply).table());
    }
    PendingTurn turn = ((Reply.Run) reply).turn();
    AdmittedStatement admitted;
    try {
      admitted = gates.generated().admit(turn.sql());
    } catch (SQLException e) {
      conversation.failed(turn, e);
      throw e;
    }
    return new Outcome.Query(admitted, new TurnTracker(conversation, turn, admitted.sql()));
  }

  /** Admits SQL for a prepared statement; only SQL can be prepared. */
  public AdmittedStatement prepare(String text) throws SQLException {
    RoutedText routed = StatementRouter.route(text);
    if (routed.route() != Route.SQL) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "only SQL can be prepared; run questions and commands with Statement.execute: '"
              + UserText.abbreviate(routed.text()) + "'");
    }
    return gates.written().admit(routed.text());
  }

  @Override
  public void close() {
    conversation.close();
    Connection own;
    synchronized (this) {
      own = pinned;
      pinned = null;
    }
    target.release(own);
  }

}
