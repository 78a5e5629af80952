package dev.nljdbc.jdbc;

import dev.nljdbc.config.NlProperty;
import dev.nljdbc.error.RanWarning;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.execution.TargetErrors;
import dev.nljdbc.pipeline.Session;
import dev.nljdbc.security.AdmittedStatement;
import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Struct;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * An in-process connection: a session of the pipeline over one target connection. Statements
 * are nljdbc's; the target connection itself is never handed out in tenant mode. The connection
 * only reads: commit and rollback end the read transaction, and calls that would change data or
 * switch the connection around the gate are refused.
 */
final class InProcessConnection extends ConnectionDelegate {
  private final Session session;
  private final Connection raw;
  private final String url;
  private final boolean tenantMode;
  private final ReadTransaction transaction;
  private final Set<InProcessStatement> statements = ConcurrentHashMap.newKeySet();
  private volatile boolean closed;
  private boolean autoCommit = true;
  private boolean readOnly = true;
  private TargetMetaData metaData;
  private final RanWarning ranWarning = new RanWarning();

  InProcessConnection(Session session, String url) throws SQLException {
    super(session.target());
    this.session = session;
    this.url = url;
    this.tenantMode = session.config().string(NlProperty.TENANT_VALUE) != null;
    try {
      this.raw = driverConnection(session.target());
      this.transaction = ReadTransaction.of(session.target());
    } catch (SQLException | RuntimeException e) {
      session.close();
      throw e;
    }
  }

  /**
   * The target driver's own connection under the pool's proxy: statements and metadata run on
   * it directly, so that a pool does not retire the connection over an error such as an
   * unsupported feature. Settings go through the pool's proxy, which restores them on return.
   */
  private static Connection driverConnection(Connection pooled) throws SQLException {
    return pooled.isWrapperFor(Connection.class) ? pooled.unwrap(Connection.class) : pooled;
  }

  Session session() {
    return session;
  }

  /** The rows a query may return, for generated SQL or the client's own. */
  RowCap rowCap(boolean generated, long clientMax) {
    return session.limits().rowCap(generated, clientMax);
  }

  /** The SQL that ran for the latest question, also reported as this connection's warning. */
  RanWarning ranWarning() {
    return ranWarning;
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    SQLWarning targets = super.getWarnings();
    return ranWarning.appendedTo(tenantMode ? TargetErrors.scrubbedWarnings(targets, null)
        : targets);
  }

  @Override
  public void clearWarnings() throws SQLException {
    ranWarning.clear();
    super.clearWarnings();
  }

  ReadTransaction transaction() {
    return transaction;
  }

  boolean tenantMode() {
    return tenantMode;
  }

  String url() {
    return url;
  }

  void checkOpen() throws SQLException {
    if (closed) {
      throw SqlState.CONNECTION_FAILURE.exception("the connection is closed");
    }
  }

  /** Prepares admitted SQL on the target. */
  PreparedStatement prepareTarget(String sql) throws SQLException {
    return raw.prepareStatement(sql);
  }

  void statementClosed(InProcessStatement statement) {
    statements.remove(statement);
  }

  private <S extends InProcessStatement> S register(S statement) {
    statements.add(statement);
    return statement;
  }

  // ---- statements ---------------------------------------------------------------------------

  @Override
  public Statement createStatement() throws SQLException {
    checkOpen();
    return register(new InProcessStatement(this));
  }

  @Override
  public Statement createStatement(int type, int concurrency) throws SQLException {
    return createStatement();
  }

  @Override
  public Statement createStatement(int type, int concurrency, int holdability)
      throws SQLException {
    return createStatement();
  }

  @Override
  public PreparedStatement prepareStatement(String sql) throws SQLException {
    checkOpen();
    AdmittedStatement admitted;
    try {
      admitted = session.prepare(sql == null ? "" : sql);
    } catch (RuntimeException e) {
      throw SqlState.INTERNAL_ERROR.exception("nljdbc failed: " + e, e);
    }
    PreparedStatement target;
    try {
      target = prepareTarget(admitted.sql());
    } catch (SQLException e) {
      throw TargetErrors.fromTarget(e);
    }
    try {
      return register(new InProcessPreparedStatement(this, admitted, target));
    } catch (SQLException | RuntimeException e) {
      target.close();
      throw e;
    }
  }

  @Override
  public PreparedStatement prepareStatement(String sql, int type, int concurrency)
      throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(String sql, int type, int concurrency,
      int holdability) throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys)
      throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(String sql, String[] columnNames)
      throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public CallableStatement prepareCall(String sql) throws SQLException {
    checkOpen();
    throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: stored procedure calls may "
        + "change data, and only read-only queries may run");
  }

  @Override
  public CallableStatement prepareCall(String sql, int type, int concurrency)
      throws SQLException {
    return prepareCall(sql);
  }

  @Override
  public CallableStatement prepareCall(String sql, int type, int concurrency, int holdability)
      throws SQLException {
    return prepareCall(sql);
  }

  // ---- transactions -------------------------------------------------------------------------

  @Override
  public boolean getAutoCommit() throws SQLException {
    checkOpen();
    return autoCommit;
  }

  @Override
  public void setAutoCommit(boolean autoCommit) throws SQLException {
    checkOpen();
    if (autoCommit != this.autoCommit) {
      transaction.endNow();
    }
    this.autoCommit = autoCommit;
  }

  @Override
  public void commit() throws SQLException {
    checkOpen();
    transaction.endNow();
  }

  @Override
  public void rollback() throws SQLException {
    checkOpen();
    transaction.endNow();
  }

  @Override
  public void rollback(Savepoint savepoint) throws SQLException {
    throw new SQLFeatureNotSupportedException("savepoints: nljdbc only reads");
  }

  @Override
  public Savepoint setSavepoint() throws SQLException {
    throw new SQLFeatureNotSupportedException("savepoints: nljdbc only reads");
  }

  @Override
  public Savepoint setSavepoint(String name) throws SQLException {
    throw new SQLFeatureNotSupportedException("savepoints: nljdbc only reads");
  }

  @Override
  public void releaseSavepoint(Savepoint savepoint) throws SQLException {
    throw new SQLFeatureNotSupportedException("savepoints: nljdbc only reads");
  }

  @Override
  public boolean isReadOnly() throws SQLException {
    checkOpen();
    return readOnly;
  }

  /** Recorded for tools that ask; the target connection stays read-only whatever is set. */
  @Override
  public void setReadOnly(boolean readOnly) throws SQLException {
    checkOpen();
    this.readOnly = readOnly;
  }

  @Override
  public void setTransactionIsolation(int level) throws SQLException {
    checkOpen();
    transaction.endNow();
    delegate.setTransactionIsolation(level);
  }

  // ---- schema, catalog and what would reach the target connection ---------------------------

  @Override
  public void setSchema(String schema) throws SQLException {
    checkOpen();
    if (tenantMode) {
      if (Objects.equals(schema, delegate.getSchema())) {
        return;
      }
      throw Unwrapping.refused("setSchema");
    }
    transaction.endNow();
    delegate.setSchema(schema);
  }

  @Override
  public void setCatalog(String catalog) throws SQLException {
    checkOpen();
    if (tenantMode) {
      if (Objects.equals(catalog, delegate.getCatalog())) {
        return;
      }
      throw Unwrapping.refused("setCatalog");
    }
    transaction.endNow();
    delegate.setCatalog(catalog);
  }

  // ---- objects of the target: values only in tenant mode ------------------------------------

  @Override
  public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
    checkOpen();
    return (Array) TargetArray.wrapIfArray(delegate.createArrayOf(typeName, elements),
        transaction, tenantMode);
  }

  @Override
  public Blob createBlob() throws SQLException {
    checkOpen();
    if (tenantMode) {
      throw TargetValues.refused("a blob created on the target (bind bytes with setBytes)");
    }
    return delegate.createBlob();
  }

  @Override
  public Clob createClob() throws SQLException {
    checkOpen();
    if (tenantMode) {
      throw TargetValues.refused("a clob created on the target (bind text with setString)");
    }
    return delegate.createClob();
  }

  @Override
  public NClob createNClob() throws SQLException {
    checkOpen();
    if (tenantMode) {
      throw TargetValues.refused("an nclob created on the target (bind text with setString)");
    }
    return delegate.createNClob();
  }

  @Override
  public SQLXML createSQLXML() throws SQLException {
    checkOpen();
    if (tenantMode) {
      throw TargetValues.refused("an SQLXML object created on the target (bind text)");
    }
    return delegate.createSQLXML();
  }

  @Override
  public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
    checkOpen();
    if (tenantMode) {
      throw TargetValues.refused("a struct created on the target");
    }
    return delegate.createStruct(typeName, attributes);
  }

  @Override
  public DatabaseMetaData getMetaData() throws SQLException {
    checkOpen();
    TargetMetaData md = metaData;
    if (md == null) {
      md = new TargetMetaData(raw.getMetaData(), this);
      metaData = md;
    }
    return md;
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    return Unwrapping.unwrap(this, delegate, tenantMode, iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) throws SQLException {
    return Unwrapping.isWrapperFor(this, delegate, tenantMode, iface);
  }

  // ---- closing ------------------------------------------------------------------------------

  @Override
  public boolean isClosed() {
    return closed;
  }

  @Override
  public boolean isValid(int timeout) throws SQLException {
    return !closed && delegate.isValid(timeout);
  }

  @Override
  public void abort(Executor executor) throws SQLException {
    close();
  }

  @Override
  public void close() throws SQLException {
    if (closed) {
      return;
    }
    closed = true;
    try {
      for (InProcessStatement s : statements.toArray(new InProcessStatement[0])) {
        try {
          s.close();
        } catch (SQLException e) {
          // a statement that fails to close leaves the session to close the target
          statements.remove(s);
        }
      }
      transaction.endNow();
    } finally {
      session.close();
    }
  }
}
