package dev.nljdbc.pipeline;

import dev.nljdbc.error.UserText;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.PendingTurn;
import dev.nljdbc.dialog.Reply;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.QueryLimits;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.statement.Route;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
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
  private final SessionGates gates;
  private final PipelineMetrics metrics;
  private final Conversation conversation;
  private final QueryLimits limits;
  private final QuestionGuard guard;
  private final AtomicInteger openCursors = new AtomicInteger();
  private volatile String refusedSchema;
  private volatile String refusedCatalog;

  /** A session over an open target connection. */
  public Session(String id, String user, NlConfig config, Connection target, SessionGates gates,
      PipelineMetrics metrics, Conversation conversation, QuestionGuard guard) {
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

  /** The session's connection to the target database. */
  public Connection target() {
    return target;
  }

  /** Turns a statement's text into what to run or return. */
  public Outcome handle(String text) throws SQLException {
    RoutedText routed = StatementRouter.route(text);
    metrics.statement(routed.route());
    switch (routed.route()) {
      case SQL:
        conversation.abandonClarification();
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
    String current = target.getSchema();
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
    String current = target.getCatalog();
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
    conversation.close();
    try {
      endTransaction();
      target.close();
    } catch (SQLException e) {
      LOG.debug("closing the target connection of session {} failed", id, e);
    }
  }

}
