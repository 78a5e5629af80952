package dev.nljdbc.pipeline;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.PendingTurn;
import dev.nljdbc.dialog.Reply;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.execution.QueryLimits;
import dev.nljdbc.execution.SessionTarget;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.statement.Route;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;

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
  private final PipelineMetrics metrics;
  private final Conversation conversation;
  private final QueryLimits limits;
  private final QuestionGuard guard;
  private volatile String refusedSchema;
  private volatile String refusedCatalog;

  /**
   * A session over a target.
   *
   * @param mayPin whether the session may keep a connection of its own ({@link #target()}):
   *     in-process yes, on a server no
   */
  public Session(String id, String user, NlConfig config, SessionTarget target, boolean mayPin,
      SessionGates gates, PipelineMetrics metrics, Conversation conversation,
      QuestionGuard guard) {
    this.mayPin = mayPin;
    this.id = id;
    this.user = user;
    this.config = config;
    this.target = target;
    this.gates = gates;
    this.metrics = metrics;
    this.conversation = conversation;
    this.limits = QueryLimits.of(config);
    this.guard = guard;
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

  /**
   * Turns a statement's text into what to run or return. When it drops a pending clarification
   * because it is no answer, {@link #takeDroppedClarification} tells so afterwards.
   */
  public Outcome handle(String text) throws SQLException {
    conversation.takeDroppedClarification();
    RoutedText routed = StatementRouter.route(text);
    metrics.statement(routed.route());
    switch (routed.route()) {
      case SQL:
        conversation.abandonClarification();
        if (ReadOnlySetting.matches(routed.text())) {
          return new Outcome.Accepted();
        }
        return new Outcome.Query(SyntaxErrors.admit(gates.written(), routed.text()), null);
      case COMMAND:
        guard.checkCommand(routed.text(), conversation.currentQuery() != null);
        return outcome(conversation.command(routed.text()));
      case NATURAL_LANGUAGE:
      default:
        guard.check(routed.text(), conversation.currentQuery() != null);
        return outcome(conversation.ask(routed.text()));
    }
  }

  /**
   * The notice that the last {@link #handle}d statement dropped a pending clarification, or null;
   * taking it clears it, so the notice reaches the client once.
   */
  public String takeDroppedClarification() {
    return conversation.takeDroppedClarification();
  }

  private Outcome outcome(Reply reply) throws SQLException {
    if (reply instanceof Reply.Show show) {
      return new Outcome.Table(show.table());
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
    return SyntaxErrors.admit(gates.written(), routed.text());
  }

  /**
   * Changes the target's current schema ({@code Connection.setSchema}, Avatica's connection
   * sync). With a tenant the security gate resolves table names with the search path the session
   * opened with, so only the schema already in force is accepted; a change is refused with 42501
   * and not applied. A client that sends the refused value again (the stock Avatica client holds
   * its change back and resends it with every request) gets the refusal once; after that the
   * session answers with the schema in force, so the connection keeps working.
   */
  public void changeSchema(String schema) throws SQLException {
    String current = target.schema();
    if (Objects.equals(schema, current)) {
      refusedSchema = null;
      return;
    }
    if (hasTenant()) {
      if (schema.equals(refusedSchema)) {
        refusedSchema = null;
        return;
      }
      refusedSchema = schema;
      throw sessionStateRefused("schema", current, schema);
    }
    target.setSchema(schema);
  }

  /** As {@link #changeSchema}, for the target's current catalog (a database in MariaDB). */
  public void changeCatalog(String catalog) throws SQLException {
    String current = target.catalog();
    if (Objects.equals(catalog, current)) {
      refusedCatalog = null;
      return;
    }
    if (hasTenant()) {
      if (catalog.equals(refusedCatalog)) {
        refusedCatalog = null;
        return;
      }
      refusedCatalog = catalog;
      throw sessionStateRefused("catalog", current, catalog);
    }
    target.setCatalog(catalog);
  }

  private boolean hasTenant() {
    return config.isSet(NlProperty.TENANT_COLUMN) || config.isSet(NlProperty.TENANT_VALUE);
  }

  private static SQLException sessionStateRefused(String what, String current, String asked) {
    return SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: a session with a tenant cannot"
        + " change its " + what + " from " + current + " to '" + UserText.abbreviate(asked, 60)
        + "'; table names are checked against the " + what + " the session opened with."
        + " Qualify names instead, or connect with the " + what + " you want");
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
