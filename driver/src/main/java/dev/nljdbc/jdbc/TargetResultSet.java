package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.execution.TargetErrors;
import dev.nljdbc.pipeline.TurnTracker;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.NClob;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Statement;
import java.sql.Types;
import java.util.Map;

/**
 * The target driver's own result set, as the caller sees it: {@code getStatement()} is nljdbc's
 * statement, a row cap cuts it with a warning, and reading it to the end or closing it releases
 * the read transaction and reports the rows to a natural-language turn. In tenant mode its
 * values are plain values ({@link TargetValues}) and its warnings are scrubbed like errors.
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
  private int[] types;
  private final String sent;

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
    this(target, owner, ownTarget, rowCap, turn, transaction, tenantMode, null);
  }

  /**
   * Wraps a target result set of a statement.
   *
   * @param sent the SQL the target ran, whose own names and numbers its warnings may quote in
   *     tenant mode (other quoted fragments are hidden); null when there is none
   */
  TargetResultSet(ResultSet target, InProcessStatement owner, Statement ownTarget, RowCap rowCap,
      TurnTracker turn, ReadTransaction transaction, boolean tenantMode, String sent) {
    super(target);
    this.sent = sent;
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
    return getArray(delegate.findColumn(column));
  }

  @Override
  public Object getObject(int column) throws SQLException {
    if (!tenantMode) {
      return wrap(delegate.getObject(column));
    }
    switch (columnType(column)) {
      case Types.REF_CURSOR:
        return delegate.getString(column);
      case Types.BLOB:
        return TargetValues.blob(delegate, column);
      case Types.CLOB:
        return TargetValues.clob(delegate, column);
      case Types.NCLOB:
        return TargetValues.nclob(delegate, column);
      case Types.SQLXML:
        return delegate.getString(column);
      default:
        return plain(column, delegate.getObject(column));
    }
  }

  @Override
  public Object getObject(String column) throws SQLException {
    return getObject(delegate.findColumn(column));
  }

  @Override
  public Object getObject(int column, Map<String, Class<?>> map) throws SQLException {
    if (!tenantMode) {
      return wrap(delegate.getObject(column, map));
    }
    if (map != null && !map.isEmpty()) {
      throw TargetValues.refused("a value read through a type map");
    }
    return getObject(column);
  }

  @Override
  public Object getObject(String column, Map<String, Class<?>> map) throws SQLException {
    return getObject(delegate.findColumn(column), map);
  }

  @Override
  public <T> T getObject(int column, Class<T> type) throws SQLException {
    if (!tenantMode) {
      T value = delegate.getObject(column, type);
      return value instanceof Array ? type.cast(wrap(value)) : value;
    }
    if (type == Blob.class) {
      return type.cast(getBlob(column));
    }
    if (type == Clob.class) {
      return type.cast(getClob(column));
    }
    if (type == NClob.class) {
      return type.cast(getNClob(column));
    }
    if (type == Array.class) {
      return type.cast(getArray(column));
    }
    if (type == Object.class) {
      return type.cast(getObject(column));
    }
    if (columnType(column) == Types.REF_CURSOR) {
      if (type == String.class) {
        return type.cast(delegate.getString(column));
      }
      throw TargetValues.refused("a cursor");
    }
    if (ResultSet.class.isAssignableFrom(type) || SQLXML.class.isAssignableFrom(type)) {
      throw TargetValues.refused("a " + type.getSimpleName());
    }
    Object value = plain(column, delegate.getObject(column, type));
    if (value != null && !type.isInstance(value)) {
      throw TargetValues.refused("a " + type.getSimpleName());
    }
    return type.cast(value);
  }

  @Override
  public <T> T getObject(String column, Class<T> type) throws SQLException {
    return getObject(delegate.findColumn(column), type);
  }

  @Override
  public Blob getBlob(int column) throws SQLException {
    return tenantMode ? TargetValues.blob(delegate, column) : delegate.getBlob(column);
  }

  @Override
  public Blob getBlob(String column) throws SQLException {
    return getBlob(delegate.findColumn(column));
  }

  @Override
  public Clob getClob(int column) throws SQLException {
    return tenantMode ? TargetValues.clob(delegate, column) : delegate.getClob(column);
  }

  @Override
  public Clob getClob(String column) throws SQLException {
    return getClob(delegate.findColumn(column));
  }

  @Override
  public NClob getNClob(int column) throws SQLException {
    return tenantMode ? TargetValues.nclob(delegate, column) : delegate.getNClob(column);
  }

  @Override
  public NClob getNClob(String column) throws SQLException {
    return getNClob(delegate.findColumn(column));
  }

  @Override
  public SQLXML getSQLXML(int column) throws SQLException {
    if (tenantMode) {
      throw TargetValues.refused("an SQLXML object");
    }
    return delegate.getSQLXML(column);
  }

  @Override
  public SQLXML getSQLXML(String column) throws SQLException {
    return getSQLXML(delegate.findColumn(column));
  }

  @Override
  public Ref getRef(int column) throws SQLException {
    if (tenantMode) {
      throw TargetValues.refused("a ref");
    }
    return delegate.getRef(column);
  }

  @Override
  public Ref getRef(String column) throws SQLException {
    return getRef(delegate.findColumn(column));
  }

  @Override
  public RowId getRowId(int column) throws SQLException {
    if (tenantMode) {
      throw TargetValues.refused("a row id");
    }
    return delegate.getRowId(column);
  }

  @Override
  public RowId getRowId(String column) throws SQLException {
    return getRowId(delegate.findColumn(column));
  }

  private Object wrap(Object value) {
    return TargetArray.wrapIfArray(value, transaction, tenantMode);
  }

  /** A value of the column as a plain value ({@link TargetValues#plain}). */
  private Object plain(int column, Object value) throws SQLException {
    Object wrapped = wrap(value);
    if (wrapped == null || wrapped instanceof TargetArray) {
      return wrapped;
    }
    return TargetValues.plain(wrapped, () -> delegate.getString(column));
  }

  /**
   * The column's JDBC type, with a cursor reported as {@link Types#REF_CURSOR} whatever the
   * driver calls it; read once per result.
   */
  private int columnType(int column) throws SQLException {
    if (types == null) {
      ResultSetMetaData md = delegate.getMetaData();
      int[] read = new int[md.getColumnCount() + 1];
      for (int i = 1; i < read.length; i++) {
        int type = md.getColumnType(i);
        read[i] = TargetValues.isCursor(type, md.getColumnTypeName(i)) ? Types.REF_CURSOR : type;
      }
      types = read;
    }
    if (column < 1 || column >= types.length) {
      return delegate.getMetaData().getColumnType(column);
    }
    return types[column];
  }

  @Override
  public boolean isClosed() throws SQLException {
    return closed || delegate.isClosed();
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    SQLWarning own = delegate.getWarnings();
    if (tenantMode) {
      own = TargetErrors.scrubbedWarnings(own, sent);
    }
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
