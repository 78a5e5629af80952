package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.pipeline.TurnTracker;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.Map;

/**
 * The target driver's own result set, as the caller sees it: {@code getStatement()} is nljdbc's
 * statement, a row cap cuts it with a warning, and reading it to the end or closing it releases
 * the read transaction and reports the rows to a natural-language turn.
 */
final class TargetResultSet extends ResultSetDelegate {
  private final InProcessStatement owner;
  private final Statement ownTarget;
  private final RowCap rowCap;
  private final long cap;
  private final TurnTracker turn;
  private final ReadTransaction transaction;
  private final boolean tenantMode;
  private long rows;
  private boolean released;
  private boolean closed;
  private SQLWarning cut;

  /**
   * Wraps a target result set.
   *
   * @param target the target's result set
   * @param owner nljdbc's statement that produced it, or null for metadata
   * @param ownTarget a target statement to close with the result, or null
   * @param rowCap the rows the result may return, or null for no cap
   * @param turn the natural-language turn it answers, or null
   */
  TargetResultSet(ResultSet target, InProcessStatement owner, Statement ownTarget, RowCap rowCap,
      TurnTracker turn, ReadTransaction transaction, boolean tenantMode) {
    super(target);
    this.owner = owner;
    this.ownTarget = ownTarget;
    this.rowCap = rowCap;
    this.cap = rowCap != null && rowCap.capped() ? rowCap.rows() : 0;
    this.turn = turn;
    this.transaction = transaction;
    this.tenantMode = tenantMode;
  }

  @Override
  Statement statement() {
    return owner;
  }

  @Override
  public boolean next() throws SQLException {
    if (closed) {
      throw SqlState.OBJECT_NOT_IN_STATE.exception("the result set is closed");
    }
    if (cut != null) {
      return false;
    }
    if (!delegate.next()) {
      release();
      return false;
    }
    if (++rows > cap && cap > 0) {
      rows--;
      cut = rowCap.warning();
      if (owner != null && rowCap.warns()) {
        owner.addWarning(cut);
      }
      release();
      return false;
    }
    return true;
  }

  @Override
  public void close() throws SQLException {
    if (closed) {
      return;
    }
    closed = true;
    try {
      delegate.close();
      if (ownTarget != null) {
        ownTarget.close();
      }
    } finally {
      release();
      if (turn != null) {
        turn.counted(rows);
      }
      if (owner != null) {
        owner.resultClosed(this);
      }
    }
  }

  @Override
  public Array getArray(int column) throws SQLException {
    return (Array) wrap(delegate.getArray(column));
  }

  @Override
  public Array getArray(String column) throws SQLException {
    return (Array) wrap(delegate.getArray(column));
  }

  @Override
  public Object getObject(int column) throws SQLException {
    return wrap(delegate.getObject(column));
  }

  @Override
  public Object getObject(String column) throws SQLException {
    return wrap(delegate.getObject(column));
  }

  @Override
  public Object getObject(int column, Map<String, Class<?>> map) throws SQLException {
    return wrap(delegate.getObject(column, map));
  }

  @Override
  public Object getObject(String column, Map<String, Class<?>> map) throws SQLException {
    return wrap(delegate.getObject(column, map));
  }

  @Override
  public <T> T getObject(int column, Class<T> type) throws SQLException {
    T value = delegate.getObject(column, type);
    return value instanceof Array ? type.cast(wrap(value)) : value;
  }

  @Override
  public <T> T getObject(String column, Class<T> type) throws SQLException {
    T value = delegate.getObject(column, type);
    return value instanceof Array ? type.cast(wrap(value)) : value;
  }

  private Object wrap(Object value) {
    return TargetArray.wrapIfArray(value, transaction, tenantMode);
  }

  @Override
  public boolean isClosed() throws SQLException {
    return closed || delegate.isClosed();
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    SQLWarning own = delegate.getWarnings();
    if (cut == null || !rowCap.warns()) {
      return own;
    }
    SQLWarning first = new SQLWarning(cut.getMessage(), cut.getSQLState());
    if (own != null) {
      first.setNextWarning(own);
    }
    return first;
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    return Unwrapping.unwrap(this, delegate, tenantMode, iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) throws SQLException {
    return Unwrapping.isWrapperFor(this, delegate, tenantMode, iface);
  }

  private void release() {
    if (!released) {
      released = true;
      transaction.resultDone();
    }
  }
}
