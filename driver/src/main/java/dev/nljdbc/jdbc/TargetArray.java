package dev.nljdbc.jdbc;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;

/**
 * The target driver's own array value; its result-set views are wrapped, since the target's
 * result set leads to a target statement and from there to the target connection, and in
 * tenant mode its elements are read as plain values ({@link TargetValues}).
 */
final class TargetArray implements Array {
  private final Array target;
  private final ReadTransaction transaction;
  private final boolean tenantMode;

  TargetArray(Array target, ReadTransaction transaction, boolean tenantMode) {
    this.target = target;
    this.transaction = transaction;
    this.tenantMode = tenantMode;
  }

  /** Wraps a value that is an array; other values are returned as they are. */
  static Object wrapIfArray(Object value, ReadTransaction transaction, boolean tenantMode) {
    return value instanceof Array array && !(value instanceof TargetArray)
        ? new TargetArray(array, transaction, tenantMode) : value;
  }

  private ResultSet view(ResultSet rs) {
    return new TargetResultSet(rs, null, null, null, null, transaction, tenantMode);
  }

  @Override
  public String getBaseTypeName() throws SQLException {
    return target.getBaseTypeName();
  }

  @Override
  public int getBaseType() throws SQLException {
    return target.getBaseType();
  }

  @Override
  public Object getArray() throws SQLException {
    return values(target.getArray());
  }

  @Override
  public Object getArray(Map<String, Class<?>> map) throws SQLException {
    checkMap(map);
    return values(target.getArray(map));
  }

  @Override
  public Object getArray(long index, int count) throws SQLException {
    return values(target.getArray(index, count));
  }

  @Override
  public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
    checkMap(map);
    return values(target.getArray(index, count, map));
  }

  /** In tenant mode, the elements as plain values ({@link TargetValues#plain}). */
  private Object values(Object elements) throws SQLException {
    return tenantMode ? TargetValues.plain(elements, null) : elements;
  }

  private void checkMap(Map<String, Class<?>> map) throws SQLException {
    if (tenantMode && map != null && !map.isEmpty()) {
      throw TargetValues.refused("an array read through a type map");
    }
  }

  @Override
  public ResultSet getResultSet() throws SQLException {
    return view(target.getResultSet());
  }

  @Override
  public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
    return view(target.getResultSet(map));
  }

  @Override
  public ResultSet getResultSet(long index, int count) throws SQLException {
    return view(target.getResultSet(index, count));
  }

  @Override
  public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map)
      throws SQLException {
    return view(target.getResultSet(index, count, map));
  }

  @Override
  public void free() throws SQLException {
    target.free();
  }

  @Override
  public String toString() {
    return target.toString();
  }
}
