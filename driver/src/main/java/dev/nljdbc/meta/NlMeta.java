package dev.nljdbc.meta;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.RemovalCause;
import com.github.benmanes.caffeine.cache.Scheduler;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.AfterReply;
import dev.nljdbc.execution.DroppedClarification;
import dev.nljdbc.execution.Reading;
import dev.nljdbc.execution.ResultFrames;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.execution.TargetErrors;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.pipeline.Outcome;
import dev.nljdbc.pipeline.Session;
import dev.nljdbc.pipeline.SessionOpener;
import dev.nljdbc.pipeline.TurnTracker;
import dev.nljdbc.security.SecurityMetrics;
import dev.nljdbc.statement.ResultTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.apache.calcite.avatica.AvaticaParameter;
import org.apache.calcite.avatica.AvaticaSeverity;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.ConnectionPropertiesImpl;
import org.apache.calcite.avatica.MissingResultsException;
import org.apache.calcite.avatica.NoSuchStatementException;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.proto.Requests;
import org.apache.calcite.avatica.remote.AvaticaRuntimeException;
import org.apache.calcite.avatica.remote.ProtobufMeta;
import org.apache.calcite.avatica.remote.Service.ErrorResponse;
import org.apache.calcite.avatica.remote.TypedValue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server side of the Avatica protocol, in both modes: every statement text, prepared
 * statement, batch and catalog call of a client arrives here and goes through the session's
 * pipeline; nothing reaches the target around it.
 *
 * <p>Connections are bound to the user who opened them: a request naming another user's
 * connection id, or a statement of another user's connection, is refused; an unknown connection
 * id is {@code 08003}. A client connection holds no target connection between statements (see
 * {@link StatementState}); unused ones are closed by a timer after their idle timeout, and the
 * number open is capped in total and per user ({@code 53300} beyond).
 */
public final class NlMeta implements ProtobufMeta {
  private static final Logger LOG = LoggerFactory.getLogger(NlMeta.class);
  private static final int DEFAULT_FIRST_FRAME = 100;
  /** A first frame of no rows: {@link #syncResults} leaves every row to the client's fetches. */
  private static final int NO_FIRST_FRAME = Integer.MIN_VALUE;
  /**
   * The most rows a result keeps in memory to give its target connection back: read at once
   * after the first frame is sent when the result ends within them, or after
   * {@code session.fetchIdleTimeout} without a fetch.
   */
  static final int SMALL_RESULT_ROWS = 1_000;
  private static final ScheduledExecutorService FETCH_SWEEPER =
      Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "nljdbc-fetch-idle");
        t.setDaemon(true);
        return t;
      });

  private final SessionOpener opener;
  private final PipelineMetrics metrics;
  private final AvaticaErrors errors;
  private final Supplier<String> currentUser;
  private final Cache<String, Session> sessions;
  private final SessionLimits limits;
  private final SessionSlots slots;
  private final SessionCounts counts = new SessionCounts();
  private volatile boolean accepting = true;
  private final Map<Integer, StatementState> statements = new ConcurrentHashMap<>();
  /** Connections of nljdbc's client, which reads a cut as a warning ({@link RowCap}). */
  private final Set<String> warningClients = ConcurrentHashMap.newKeySet();
  private final AtomicInteger statementIds = new AtomicInteger();
  private final Calendar utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.ROOT);
  private final ScheduledFuture<?> sweeper;

  /**
   * A Meta over the given session opener.
   *
   * @param opener opens a session per client connection
   * @param currentUser the authenticated user of the request being served, or null
   * @param idleTimeout how long an unused connection lives; zero keeps it until it is closed
   */
  public NlMeta(SessionOpener opener, Supplier<String> currentUser, Duration idleTimeout) {
    this(opener, currentUser, SessionLimits.idle(idleTimeout));
  }

  /**
   * A Meta over the given session opener, with caps on its client connections.
   *
   * @param opener opens a session per client connection
   * @param currentUser the authenticated user of the request being served, or null
   * @param limits the idle timeout, checked on a timer, and the caps on open connections
   */
  public NlMeta(SessionOpener opener, Supplier<String> currentUser, SessionLimits limits) {
    this.opener = opener;
    this.metrics = opener.metrics();
    this.errors = new AvaticaErrors(metrics);
    this.currentUser = currentUser;
    this.limits = limits;
    this.slots = new SessionSlots(limits.maxTotal(), limits.maxPerUser());
    Caffeine<Object, Object> builder = Caffeine.newBuilder();
    if (!limits.idleTimeout().isZero()) {
      builder.expireAfterAccess(limits.idleTimeout()).scheduler(Scheduler.systemScheduler());
    }
    Duration fetchIdle = limits.fetchIdleTimeout();
    if (!fetchIdle.isZero() && !fetchIdle.isNegative()) {
      long every = Math.max(100, Math.min(fetchIdle.toMillis() / 4, 5_000));
      sweeper = FETCH_SWEEPER.scheduleWithFixedDelay(this::releaseIdleResults, every, every,
          TimeUnit.MILLISECONDS);
    } else {
      sweeper = null;
    }
    this.sessions = builder.<String, Session>removalListener((id, session, cause) -> {
      if (cause.wasEvicted() && session != null) {
        slots.give(session.user());
      }
      if (cause == RemovalCause.EXPIRED && session != null) {
        LOG.info("closing connection {} after {} idle", id, limits.idleTimeout());
        counts.expired();
        closeSession(session);
      }
    }).build();
  }

  /** What this engine counts: statements, errors, latency, clarifications. */
  public PipelineMetrics metrics() {
    return metrics;
  }

  /** What this engine's security gates count: admissions, refusals, rewrites, shape reuses. */
  public SecurityMetrics securityMetrics() {
    return opener.securityMetrics();
  }

  /** How many client connections are open. */
  public long openConnections() {
    return sessions.estimatedSize();
  }

  /** Counters of opened, expired and refused client connections. */
  public SessionCounts counts() {
    return counts;
  }

  /** How many statements run or hold an open result on a target connection right now. */
  public int busyStatements() {
    int busy = 0;
    for (StatementState st : statements.values()) {
      if (st.holdsConnection()) {
        busy++;
      }
    }
    return busy;
  }

  /** Whether new client connections are accepted (false once the server stops). */
  public boolean accepting() {
    return accepting;
  }

  /** Refuses new client connections from now on; for a server that is stopping. */
  public void stopAccepting() {
    accepting = false;
  }

  /** Cancels every running statement on its target; for a server that stops waiting. */
  public void cancelAll() {
    statements.values().forEach(st -> {
      if (st.holdsConnection()) {
        counts.cancelled();
        st.cancel();
      }
    });
  }

  /**
   * Cancels one statement on the target, for a client's {@code Statement.cancel()}: the statement
   * must belong to the given connection, and the connection to the given user.
   *
   * @return whether the statement was found (and cancelled if it was running)
   */
  public boolean cancel(String connectionId, int statementId, String user) {
    Session session = sessions.getIfPresent(connectionId);
    StatementState st = statements.get(statementId);
    if (session == null || st == null || st.session() != session
        || !Objects.equals(session.user(), user)) {
      return false;
    }
    if (st.holdsConnection() || st.executing()) {
      counts.cancelled();
      st.cancelByClient();
    }
    return true;
  }

  /**
   * Gives back the target connections of results nobody fetched from for
   * {@code session.fetchIdleTimeout}: a client that crashed mid-fetch holds its connection no
   * longer than that.
   */
  private void releaseIdleResults() {
    try {
      for (StatementState st : statements.values()) {
        if (st.holdsConnection() && st.releaseIfIdle(limits.fetchIdleTimeout(),
            SMALL_RESULT_ROWS)) {
          counts.fetchIdle();
        }
      }
    } catch (RuntimeException e) {
      LOG.warn("releasing idle results failed", e);
    }
  }

  /** Closes every open connection's statements and session; for a server that is stopping. */
  public void closeAll() {
    accepting = false;
    if (sweeper != null) {
      sweeper.cancel(false);
    }
    sessions.asMap().values().forEach(this::closeSession);
    sessions.invalidateAll();
  }

  // ---- connections -------------------------------------------------------------------------

  @Override
  public void openConnection(ConnectionHandle ch, Map<String, String> info) {
    if (!accepting) {
      throw errors.of(SqlState.CONNECTION_FAILURE.exception(
          "the nljdbc server is shutting down; connect again to another server or later"));
    }
    if (sessions.getIfPresent(ch.id) != null) {
      throw errors.of(SqlState.UNABLE_TO_CONNECT.exception("connection already exists"));
    }
    String user;
    try {
      user = takeSlot();
    } catch (SQLException e) {
      throw errors.of(e);
    }
    boolean opened = false;
    try {
      Map<String, String> properties = info == null ? new HashMap<>() : new HashMap<>(info);
      boolean warnings = Boolean.parseBoolean(properties.remove(RowCap.WARNING_CLIENT));
      Session session = opener.open(ch.id, properties);
      if (warnings) {
        warningClients.add(ch.id);
      }
      sessions.put(ch.id, session);
      opened = true;
      counts.opened();
    } catch (SQLException e) {
      throw errors.of(e);
    } catch (RuntimeException e) {
      throw errors.unexpected(e);
    } finally {
      if (!opened) {
        slots.give(user);
      }
    }
  }

  @Override
  public void closeConnection(ConnectionHandle ch) {
    Session session = session(ch.id);
    if (sessions.asMap().remove(ch.id) != null) {
      slots.give(session.user());
    }
    counts.closed();
    closeSession(session);
  }

  @Override
  public ConnectionProperties connectionSync(ConnectionHandle ch, ConnectionProperties props) {
    Session session = session(ch.id);
    ConnectionPropertiesImpl merged = new ConnectionPropertiesImpl();
    merged.setAutoCommit(true);
    merged.setReadOnly(true);
    merged.merge(props);
    try {
      if (props.getSchema() != null) {
        session.changeSchema(props.getSchema());
      }
      if (props.getCatalog() != null) {
        session.changeCatalog(props.getCatalog());
      }
      merged.setSchema(session.targets().schema());
      merged.setCatalog(session.targets().catalog());
    } catch (SQLException e) {
      throw errors.of(e);
    }
    merged.setDirty(false);
    return merged;
  }

  @Override
  public void commit(ConnectionHandle ch) {
    session(ch.id);
  }

  @Override
  public void rollback(ConnectionHandle ch) {
    session(ch.id);
  }

  @Override
  public Map<DatabaseProperty, Object> getDatabaseProperties(ConnectionHandle ch) {
    try {
      return MetadataQueries.databaseProperties(session(ch.id));
    } catch (SQLException e) {
      throw errors.of(e);
    }
  }

  // ---- statements --------------------------------------------------------------------------

  @Override
  public StatementHandle createStatement(ConnectionHandle ch) {
    Session session = session(ch.id);
    int id = statementIds.incrementAndGet();
    statements.put(id, new StatementState(id, session));
    return new StatementHandle(ch.id, id, null);
  }

  @Override
  public void closeStatement(StatementHandle h) {
    session(h.connectionId);
    StatementState state = statements.get(h.id);
    if (state == null || !state.session().id().equals(h.connectionId)) {
      return;
    }
    statements.remove(h.id, state);
    state.close();
  }

  @Override
  public StatementHandle prepare(ConnectionHandle ch, String sql, long maxRowCount) {
    Session session = session(ch.id);
    try {
      TextLimits.check(sql);
      var admitted = session.prepare(sql == null ? "" : sql);
      List<AvaticaParameter> parameters;
      List<ColumnMetaData> columns;
      Connection connection = session.targets().borrow();
      try (PreparedStatement ps = connection.prepareStatement(admitted.sql())) {
        parameters = ResultFrames.parameters(ps.getParameterMetaData(),
            admitted.clientParameterCount(), admitted::parameterIndex);
        columns = describedColumns(ps);
      } finally {
        session.targets().release(connection);
      }
      Signature signature = Signature.create(columns, sql, parameters, CursorFactory.LIST,
          StatementType.SELECT);
      int id = statementIds.incrementAndGet();
      StatementState state = new StatementState(id, session);
      state.prepared(admitted, signature, maxRowCount);
      statements.put(id, state);
      return new StatementHandle(ch.id, id, signature);
    } catch (SQLException e) {
      throw failure(e);
    } catch (RuntimeException e) {
      throw errors.unexpected(e);
    }
  }

  @Override
  @SuppressWarnings("deprecation")
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount,
      PrepareCallback callback) throws NoSuchStatementException {
    return prepareAndExecute(h, sql, maxRowCount, DEFAULT_FIRST_FRAME, callback);
  }

  @Override
  public ExecuteResult prepareAndExecute(StatementHandle h, String sql, long maxRowCount,
      int maxRowsInFirstFrame, PrepareCallback callback) throws NoSuchStatementException {
    long started = System.nanoTime();
    StatementState executing = statements.get(h.id);
    if (executing != null) {
      executing.beginExecution();
    }
    try {
      return run(h, sql, maxRowCount, maxRowsInFirstFrame);
    } finally {
      if (executing != null) {
        executing.endExecution();
      }
      metrics.latency(System.nanoTime() - started);
    }
  }

  private ExecuteResult run(StatementHandle h, String sql, long maxRowCount,
      int maxRowsInFirstFrame) throws NoSuchStatementException {
    StatementState state = statement(h);
    Session session = session(h.connectionId);
    try {
      state.closeResult();
      sql = sql == null ? "" : sql;
      TextLimits.check(sql);
      long cancel = CancelCommand.statementId(sql);
      if (cancel >= 0) {
        return new ExecuteResult(List.of(TableResults.of(h.connectionId, h.id,
            cancelled(session, (int) cancel), sql)));
      }
      if (CatalogCommand.matches(sql)) {
        MetaResultSet catalog = MetadataQueries.run(session, h.id, CatalogCommand.parse(sql, session.user()));
        return new ExecuteResult(List.of(MetaResultSet.create(h.connectionId, h.id, false,
            catalog.signature, catalog.firstFrame)));
      }
      Outcome outcome = session.handle(sql);
      if (outcome instanceof Outcome.Accepted) {
        return new ExecuteResult(List.of(MetaResultSet.count(h.connectionId, h.id, 0)));
      }
      if (outcome instanceof Outcome.Table shown) {
        return new ExecuteResult(List.of(
            TableResults.of(h.connectionId, h.id, shown.table(),
                DroppedClarification.mark(sql, session.takeDroppedClarification()))));
      }
      Outcome.Query query = (Outcome.Query) outcome;
      var admitted = query.statement();
      try {
        PreparedStatement ps = state.start(admitted.sql());
        RowCap cap = session.limits().rowCap(query.generated(), maxRowCount);
        session.limits().applyTo(ps, cap);
        admitted.bind(ps, List.of());
        String ran = query.generated() ? Reading.mark(admitted.sql(),
            query.turn() == null ? null : query.turn().reading()) : sql;
        String shown = cap.mark(DroppedClarification.mark(ran,
            session.takeDroppedClarification()));
        state.throwIfCancelled();
        return new ExecuteResult(List.of(open(state, ps.executeQuery(), cap, shown, List.of(),
            maxRowsInFirstFrame, query.turn())));
      } catch (SQLException e) {
        SQLException shown = state.shown(e);
        state.closeResult();
        if (admitted.tenantScoped()) {
          shown = TargetErrors.scrubbed(shown, admitted.sql());
        }
        if (query.turn() != null) {
          query.turn().failed(shown);
        }
        throw shown;
      }
    } catch (SQLException e) {
      throw failure(e);
    } catch (RuntimeException e) {
      throw errors.unexpected(e);
    }
  }

  @Override
  @SuppressWarnings("deprecation")
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues,
      long maxRowCount) throws NoSuchStatementException {
    return execute(h, parameterValues, DEFAULT_FIRST_FRAME);
  }

  @Override
  public ExecuteResult execute(StatementHandle h, List<TypedValue> parameterValues,
      int maxRowsInFirstFrame) throws NoSuchStatementException {
    StatementState executing = statements.get(h.id);
    if (executing != null) {
      executing.beginExecution();
    }
    try {
      return executePrepared(h, parameterValues, maxRowsInFirstFrame);
    } finally {
      if (executing != null) {
        executing.endExecution();
      }
    }
  }

  private ExecuteResult executePrepared(StatementHandle h, List<TypedValue> parameterValues,
      int maxRowsInFirstFrame) throws NoSuchStatementException {
    StatementState state = statement(h);
    Session session = session(h.connectionId);
    if (!state.isPrepared()) {
      throw errors.of(SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "the statement was not prepared"));
    }
    try {
      state.closeResult();
      List<Object> values = new ArrayList<>();
      if (parameterValues != null) {
        for (TypedValue v : parameterValues) {
          if (v == null) {
            throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
                "a parameter of the prepared statement is not set");
          }
          values.add(v.toJdbc(utc));
        }
      }
      Signature prepared = state.preparedSignature();
      try {
        PreparedStatement ps = state.start(state.admitted().sql());
        RowCap cap = session.limits().rowCap(false, state.maxRowCount());
        session.limits().applyTo(ps, cap);
        state.admitted().bind(ps, values);
        state.throwIfCancelled();
        MetaResultSet result = open(state, ps.executeQuery(), cap, cap.mark(prepared.sql),
            prepared.parameters, maxRowsInFirstFrame, null);
        return new ExecuteResult(List.of(state.columnsOnce(result, h.signature == null)));
      } catch (SQLException e) {
        SQLException shown = state.shown(e);
        state.closeResult();
        throw state.admitted().tenantScoped() && shown.getSQLState() != null
            && !shown.getSQLState().equals(SqlState.QUERY_CANCELED.code())
            ? TargetErrors.scrubbed(shown, state.admitted().sql()) : shown;
      }
    } catch (SQLException e) {
      throw failure(e);
    } catch (RuntimeException e) {
      throw errors.unexpected(e);
    }
  }

  @Override
  public Frame fetch(StatementHandle h, long offset, int fetchMaxRowCount)
      throws NoSuchStatementException, MissingResultsException {
    StatementState state = statement(h);
    int rows = fetchMaxRowCount <= 0 ? DEFAULT_FIRST_FRAME : fetchMaxRowCount;
    try {
      Frame frame = state.nextFrame(rows);
      if (frame == null) {
        return Frame.EMPTY;
      }
      if (frame.done) {
        state.closeResult();
      } else {
        AfterReply.later(() -> state.readAhead(rows));
      }
      return frame;
    } catch (SQLException e) {
      SQLException shown = state.shown(e);
      state.closeResult();
      throw failure(shown);
    } catch (RuntimeException e) {
      state.closeResult();
      throw errors.unexpected(e);
    }
  }

  @Override
  public boolean syncResults(StatementHandle sh, QueryState state, long offset)
      throws NoSuchStatementException {
    if (state.type != QueryState.StateType.SQL) {
      throw errors.of(SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "catalog results cannot be resumed; run the catalog call again"));
    }
    ExecuteResult result = prepareAndExecute(sh, state.sql, -1, NO_FIRST_FRAME, null);
    StatementState st = statement(sh);
    ResultFrames frames = st.frames();
    if (frames == null || result.resultSets.isEmpty()) {
      return false;
    }
    try {
      if (offset > 0) {
        frames.next((int) Math.min(offset, Integer.MAX_VALUE));
      }
      return !frames.isDone();
    } catch (SQLException e) {
      throw errors.of(e);
    }
  }

  @Override
  public ExecuteBatchResult prepareAndExecuteBatch(StatementHandle h, List<String> sqlCommands)
      throws NoSuchStatementException {
    Session session = session(h.connectionId);
    statement(h);
    try {
      for (String sql : sqlCommands) {
        TextLimits.check(sql);
        session.handle(sql);
      }
    } catch (SQLException e) {
      throw errors.of(e);
    }
    throw batchRefused();
  }

  @Override
  public ExecuteBatchResult executeBatch(StatementHandle h, List<List<TypedValue>> updateBatches)
      throws NoSuchStatementException {
    statement(h);
    throw batchRefused();
  }

  @Override
  public ExecuteBatchResult executeBatchProtobuf(StatementHandle h,
      List<Requests.UpdateBatch> parameterValues) throws NoSuchStatementException {
    statement(h);
    throw batchRefused();
  }

  @Override
  public Iterable<Object> createIterable(StatementHandle stmt, QueryState state,
      Signature signature, List<TypedValue> parameters, Frame firstFrame) {
    throw new UnsupportedOperationException("client-side only");
  }

  // ---- catalog -----------------------------------------------------------------------------

  @Override
  public MetaResultSet getTables(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat tableNamePattern, List<String> typeList) {
    String[] types = typeList == null ? null : typeList.toArray(new String[0]);
    return catalog(ch, md -> md.getTables(n(catalog), schemaPattern.s, tableNamePattern.s, types));
  }

  @Override
  public MetaResultSet getColumns(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat tableNamePattern, Pat columnNamePattern) {
    return catalog(ch, md -> md.getColumns(n(catalog), schemaPattern.s, tableNamePattern.s,
        columnNamePattern.s));
  }

  @Override
  public MetaResultSet getSchemas(ConnectionHandle ch, String catalog, Pat schemaPattern) {
    return catalog(ch, md -> md.getSchemas(n(catalog), schemaPattern.s));
  }

  @Override
  public MetaResultSet getCatalogs(ConnectionHandle ch) {
    return catalog(ch, md -> md.getCatalogs());
  }

  @Override
  public MetaResultSet getTableTypes(ConnectionHandle ch) {
    return catalog(ch, md -> md.getTableTypes());
  }

  @Override
  public MetaResultSet getProcedures(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat procedureNamePattern) {
    return catalog(ch, md -> md.getProcedures(n(catalog), schemaPattern.s, procedureNamePattern.s));
  }

  @Override
  public MetaResultSet getProcedureColumns(ConnectionHandle ch, String catalog,
      Pat schemaPattern, Pat procedureNamePattern, Pat columnNamePattern) {
    return catalog(ch, md -> md.getProcedureColumns(n(catalog), schemaPattern.s,
        procedureNamePattern.s, columnNamePattern.s));
  }

  @Override
  public MetaResultSet getColumnPrivileges(ConnectionHandle ch, String catalog, String schema,
      String table, Pat columnNamePattern) {
    return catalog(ch, md -> md.getColumnPrivileges(n(catalog), n(schema), n(table),
        columnNamePattern.s));
  }

  @Override
  public MetaResultSet getTablePrivileges(ConnectionHandle ch, String catalog,
      Pat schemaPattern, Pat tableNamePattern) {
    return catalog(ch, md -> md.getTablePrivileges(n(catalog), schemaPattern.s,
        tableNamePattern.s));
  }

  @Override
  public MetaResultSet getBestRowIdentifier(ConnectionHandle ch, String catalog, String schema,
      String table, int scope, boolean nullable) {
    return catalog(ch, md -> md.getBestRowIdentifier(n(catalog), n(schema), n(table), scope,
        nullable));
  }

  @Override
  public MetaResultSet getVersionColumns(ConnectionHandle ch, String catalog, String schema,
      String table) {
    return catalog(ch, md -> md.getVersionColumns(n(catalog), n(schema), n(table)));
  }

  @Override
  public MetaResultSet getPrimaryKeys(ConnectionHandle ch, String catalog, String schema,
      String table) {
    return catalog(ch, md -> md.getPrimaryKeys(n(catalog), n(schema), n(table)));
  }

  @Override
  public MetaResultSet getImportedKeys(ConnectionHandle ch, String catalog, String schema,
      String table) {
    return catalog(ch, md -> md.getImportedKeys(n(catalog), n(schema), n(table)));
  }

  @Override
  public MetaResultSet getExportedKeys(ConnectionHandle ch, String catalog, String schema,
      String table) {
    return catalog(ch, md -> md.getExportedKeys(n(catalog), n(schema), n(table)));
  }

  @Override
  public MetaResultSet getCrossReference(ConnectionHandle ch, String parentCatalog,
      String parentSchema, String parentTable, String foreignCatalog, String foreignSchema,
      String foreignTable) {
    return catalog(ch, md -> md.getCrossReference(n(parentCatalog), n(parentSchema),
        n(parentTable), n(foreignCatalog), n(foreignSchema), n(foreignTable)));
  }

  @Override
  public MetaResultSet getTypeInfo(ConnectionHandle ch) {
    return catalog(ch, md -> md.getTypeInfo());
  }

  @Override
  public MetaResultSet getIndexInfo(ConnectionHandle ch, String catalog, String schema,
      String table, boolean unique, boolean approximate) {
    return catalog(ch, md -> md.getIndexInfo(n(catalog), n(schema), n(table), unique, approximate));
  }

  @Override
  public MetaResultSet getUDTs(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat typeNamePattern, int[] types) {
    return catalog(ch, md -> md.getUDTs(n(catalog), schemaPattern.s, typeNamePattern.s, types));
  }

  @Override
  public MetaResultSet getSuperTypes(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat typeNamePattern) {
    return catalog(ch, md -> md.getSuperTypes(n(catalog), schemaPattern.s, typeNamePattern.s));
  }

  @Override
  public MetaResultSet getSuperTables(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat tableNamePattern) {
    return catalog(ch, md -> md.getSuperTables(n(catalog), schemaPattern.s, tableNamePattern.s));
  }

  @Override
  public MetaResultSet getAttributes(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat typeNamePattern, Pat attributeNamePattern) {
    return catalog(ch, md -> md.getAttributes(n(catalog), schemaPattern.s, typeNamePattern.s,
        attributeNamePattern.s));
  }

  @Override
  public MetaResultSet getClientInfoProperties(ConnectionHandle ch) {
    return catalog(ch, md -> md.getClientInfoProperties());
  }

  @Override
  public MetaResultSet getFunctions(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat functionNamePattern) {
    return catalog(ch, md -> md.getFunctions(n(catalog), schemaPattern.s, functionNamePattern.s));
  }

  @Override
  public MetaResultSet getFunctionColumns(ConnectionHandle ch, String catalog,
      Pat schemaPattern, Pat functionNamePattern, Pat columnNamePattern) {
    return catalog(ch, md -> md.getFunctionColumns(n(catalog), schemaPattern.s,
        functionNamePattern.s, columnNamePattern.s));
  }

  @Override
  public MetaResultSet getPseudoColumns(ConnectionHandle ch, String catalog, Pat schemaPattern,
      Pat tableNamePattern, Pat columnNamePattern) {
    return catalog(ch, md -> md.getPseudoColumns(n(catalog), schemaPattern.s, tableNamePattern.s,
        columnNamePattern.s));
  }

  // ---- helpers -----------------------------------------------------------------------------

  /**
   * Opens a result for its client. nljdbc's client receives the row beyond the cap and warns
   * of the cut itself; any other client receives at most the cap's rows ({@link
   * ResultFrames#stopAt}).
   */
  private MetaResultSet open(StatementState state, ResultSet rs, RowCap cap,
      String sql, List<AvaticaParameter> parameters, int maxRowsInFirstFrame, TurnTracker turn)
      throws SQLException {
    ResultFrames frames = new ResultFrames(rs);
    if (!warningClients.contains(state.session().id())) {
      frames.stopAt(cap);
    }
    state.open(frames, turn);
    Frame first = frames.next(maxRowsInFirstFrame == NO_FIRST_FRAME ? 0
        : maxRowsInFirstFrame > 0 ? maxRowsInFirstFrame : DEFAULT_FIRST_FRAME);
    if (turn != null) {
      turn.completed(first.done ? frames.rowsRead() : -1);
    }
    if (first.done) {
      state.closeResult();
    } else if (AfterReply.inScope()) {
      AfterReply.later(() -> state.readSmallRest(SMALL_RESULT_ROWS));
    }
    return MetaResultSet.create(state.session().id(), state.id, false,
        frames.signature(sql, parameters), first);
  }

  /**
   * The columns a prepared statement will return, for {@code PreparedStatement.getMetaData()}
   * before it runs; none where the target cannot tell before execution.
   */
  private static List<ColumnMetaData> describedColumns(PreparedStatement ps) {
    try {
      return ResultFrames.columns(ps.getMetaData(), Dialects.of(ps.getConnection()));
    } catch (SQLException e) {
      LOG.debug("the target does not describe a prepared statement's columns: {}",
          e.getMessage());
      return List.of();
    }
  }

  /** A cancel request sent as a statement ({@link CancelCommand}), as a one-row result. */
  private ResultTable cancelled(Session session, int statementId) {
    boolean cancelled = cancel(session.id(), statementId, session.user());
    return new ResultTable(List.of("CANCELLED"), List.of(java.sql.Types.BOOLEAN),
        List.<Object[]>of(new Object[] {cancelled}));
  }

  /** Protobuf carries no null strings: an empty catalog, schema or table name means "any". */
  private static String n(String name) {
    return name == null || name.isEmpty() ? null : name;
  }

  private MetaResultSet catalog(ConnectionHandle ch, MetadataQueries.Call call) {
    try {
      return MetadataQueries.run(session(ch.id), statementIds.incrementAndGet(), call);
    } catch (SQLException e) {
      throw errors.of(e);
    }
  }

  private Session session(String connectionId) {
    Session session = connectionId == null ? null : sessions.getIfPresent(connectionId);
    if (session == null) {
      throw AvaticaErrors.withoutStack(new AvaticaRuntimeException("the connection does not exist "
          + "on this server (closed, expired after session.idleTimeout, or the server restarted); "
          + "open a new connection", ErrorResponse.MISSING_CONNECTION_ERROR_CODE,
          SqlState.CONNECTION_DOES_NOT_EXIST.code(), AvaticaSeverity.ERROR));
    }
    checkOwner(session);
    return session;
  }

  /** A target failure as the client sees it; 08006 for one the stopping server caused. */
  private AvaticaRuntimeException failure(SQLException e) {
    if (!accepting) {
      return errors.of(SqlState.CONNECTION_FAILURE.exception("the nljdbc server is "
          + "shutting down and cancelled the statement; retry on a running server", e));
    }
    return errors.of(TargetErrors.fromTarget(e));
  }

  /** Takes a slot under the caps for the current user; logs and counts a refusal. */
  private String takeSlot() throws SQLException {
    String user = currentUser.get();
    try {
      slots.take(user);
    } catch (SQLException e) {
      counts.refused();
      LOG.warn("refused a connection: user {} has {} open, {} in all ({})", user,
          slots.of(user), sessions.estimatedSize(), e.getMessage());
      throw e;
    }
    return user;
  }

  private void checkOwner(Session session) {
    if (!Objects.equals(session.user(), currentUser.get())) {
      LOG.warn("refused: user {} used a connection of another user", currentUser.get());
      throw new AvaticaRuntimeException("refused: the connection belongs to another user", 0,
          SqlState.INSUFFICIENT_PRIVILEGE.code(), AvaticaSeverity.ERROR);
    }
  }

  private StatementState statement(StatementHandle h) throws NoSuchStatementException {
    StatementState state = statements.get(h.id);
    if (state == null || !state.session().id().equals(h.connectionId)) {
      throw new NoSuchStatementException(h);
    }
    session(h.connectionId);
    return state;
  }

  private void closeSession(Session session) {
    warningClients.remove(session.id());
    statements.values().removeIf(st -> {
      if (st.session() != session) {
        return false;
      }
      if (st.holdsConnection()) {
        counts.cancelled();
      }
      st.close();
      return true;
    });
    session.close();
  }

  private AvaticaRuntimeException batchRefused() {
    return errors.of(SqlState.INSUFFICIENT_PRIVILEGE.exception(
        "refused: batches carry updates, and only read-only queries may run"));
  }
}
