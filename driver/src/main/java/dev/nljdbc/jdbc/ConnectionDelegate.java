package dev.nljdbc.jdbc;

import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.sql.ShardingKey;
import java.sql.Statement;
import java.sql.Struct;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executor;

/** A target connection with every call passed on; subclasses override what nljdbc must answer itself. */
abstract class ConnectionDelegate implements Connection {
  /** The object every call not overridden goes to. */
  protected final Connection delegate;

  ConnectionDelegate(Connection delegate) {
    this.delegate = delegate;
  }

  @Override
  public void abort(Executor a0) throws SQLException {
    delegate.abort(a0);
  }

  @Override
  public void beginRequest() throws SQLException {
    delegate.beginRequest();
  }

  @Override
  public void clearWarnings() throws SQLException {
    delegate.clearWarnings();
  }

  @Override
  public void close() throws SQLException {
    delegate.close();
  }

  @Override
  public void commit() throws SQLException {
    delegate.commit();
  }

  @Override
  public Array createArrayOf(String a0, Object[] a1) throws SQLException {
    return delegate.createArrayOf(a0, a1);
  }

  @Override
  public Blob createBlob() throws SQLException {
    return delegate.createBlob();
  }

  @Override
  public Clob createClob() throws SQLException {
    return delegate.createClob();
  }

  @Override
  public NClob createNClob() throws SQLException {
    return delegate.createNClob();
  }

  @Override
  public SQLXML createSQLXML() throws SQLException {
    return delegate.createSQLXML();
  }

  @Override
  public Statement createStatement() throws SQLException {
    return delegate.createStatement();
  }

  @Override
  public Statement createStatement(int a0, int a1, int a2) throws SQLException {
    return delegate.createStatement(a0, a1, a2);
  }

  @Override
  public Statement createStatement(int a0, int a1) throws SQLException {
    return delegate.createStatement(a0, a1);
  }

  @Override
  public Struct createStruct(String a0, Object[] a1) throws SQLException {
    return delegate.createStruct(a0, a1);
  }

  @Override
  public void endRequest() throws SQLException {
    delegate.endRequest();
  }

  @Override
  public boolean getAutoCommit() throws SQLException {
    return delegate.getAutoCommit();
  }

  @Override
  public String getCatalog() throws SQLException {
    return delegate.getCatalog();
  }

  @Override
  public Properties getClientInfo() throws SQLException {
    return delegate.getClientInfo();
  }

  @Override
  public String getClientInfo(String a0) throws SQLException {
    return delegate.getClientInfo(a0);
  }

  @Override
  public int getHoldability() throws SQLException {
    return delegate.getHoldability();
  }

  @Override
  public DatabaseMetaData getMetaData() throws SQLException {
    return delegate.getMetaData();
  }

  @Override
  public int getNetworkTimeout() throws SQLException {
    return delegate.getNetworkTimeout();
  }

  @Override
  public String getSchema() throws SQLException {
    return delegate.getSchema();
  }

  @Override
  public int getTransactionIsolation() throws SQLException {
    return delegate.getTransactionIsolation();
  }

  @Override
  public Map<String, Class<?>> getTypeMap() throws SQLException {
    return delegate.getTypeMap();
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    return delegate.getWarnings();
  }

  @Override
  public boolean isClosed() throws SQLException {
    return delegate.isClosed();
  }

  @Override
  public boolean isReadOnly() throws SQLException {
    return delegate.isReadOnly();
  }

  @Override
  public boolean isValid(int a0) throws SQLException {
    return delegate.isValid(a0);
  }

  @Override
  public String nativeSQL(String a0) throws SQLException {
    return delegate.nativeSQL(a0);
  }

  @Override
  public CallableStatement prepareCall(String a0, int a1, int a2, int a3) throws SQLException {
    return delegate.prepareCall(a0, a1, a2, a3);
  }

  @Override
  public CallableStatement prepareCall(String a0, int a1, int a2) throws SQLException {
    return delegate.prepareCall(a0, a1, a2);
  }

  @Override
  public CallableStatement prepareCall(String a0) throws SQLException {
    return delegate.prepareCall(a0);
  }

  @Override
  public PreparedStatement prepareStatement(String a0, int[] a1) throws SQLException {
    return delegate.prepareStatement(a0, a1);
  }

  @Override
  public PreparedStatement prepareStatement(String a0, String[] a1) throws SQLException {
    return delegate.prepareStatement(a0, a1);
  }

  @Override
  public PreparedStatement prepareStatement(String a0, int a1, int a2, int a3) throws SQLException {
    return delegate.prepareStatement(a0, a1, a2, a3);
  }

  @Override
  public PreparedStatement prepareStatement(String a0, int a1, int a2) throws SQLException {
    return delegate.prepareStatement(a0, a1, a2);
  }

  @Override
  public PreparedStatement prepareStatement(String a0, int a1) throws SQLException {
    return delegate.prepareStatement(a0, a1);
  }

  @Override
  public PreparedStatement prepareStatement(String a0) throws SQLException {
    return delegate.prepareStatement(a0);
  }

  @Override
  public void releaseSavepoint(Savepoint a0) throws SQLException {
    delegate.releaseSavepoint(a0);
  }

  @Override
  public void rollback() throws SQLException {
    delegate.rollback();
  }

  @Override
  public void rollback(Savepoint a0) throws SQLException {
    delegate.rollback(a0);
  }

  @Override
  public void setAutoCommit(boolean a0) throws SQLException {
    delegate.setAutoCommit(a0);
  }

  @Override
  public void setCatalog(String a0) throws SQLException {
    delegate.setCatalog(a0);
  }

  @Override
  public void setClientInfo(String a0, String a1) throws SQLClientInfoException {
    delegate.setClientInfo(a0, a1);
  }

  @Override
  public void setClientInfo(Properties a0) throws SQLClientInfoException {
    delegate.setClientInfo(a0);
  }

  @Override
  public void setHoldability(int a0) throws SQLException {
    delegate.setHoldability(a0);
  }

  @Override
  public void setNetworkTimeout(Executor a0, int a1) throws SQLException {
    delegate.setNetworkTimeout(a0, a1);
  }

  @Override
  public void setReadOnly(boolean a0) throws SQLException {
    delegate.setReadOnly(a0);
  }

  @Override
  public Savepoint setSavepoint() throws SQLException {
    return delegate.setSavepoint();
  }

  @Override
  public Savepoint setSavepoint(String a0) throws SQLException {
    return delegate.setSavepoint(a0);
  }

  @Override
  public void setSchema(String a0) throws SQLException {
    delegate.setSchema(a0);
  }

  @Override
  public void setShardingKey(ShardingKey a0, ShardingKey a1) throws SQLException {
    delegate.setShardingKey(a0, a1);
  }

  @Override
  public void setShardingKey(ShardingKey a0) throws SQLException {
    delegate.setShardingKey(a0);
  }

  @Override
  public boolean setShardingKeyIfValid(ShardingKey a0, int a1) throws SQLException {
    return delegate.setShardingKeyIfValid(a0, a1);
  }

  @Override
  public boolean setShardingKeyIfValid(ShardingKey a0, ShardingKey a1, int a2) throws SQLException {
    return delegate.setShardingKeyIfValid(a0, a1, a2);
  }

  @Override
  public void setTransactionIsolation(int a0) throws SQLException {
    delegate.setTransactionIsolation(a0);
  }

  @Override
  public void setTypeMap(Map<String, Class<?>> a0) throws SQLException {
    delegate.setTypeMap(a0);
  }
}
