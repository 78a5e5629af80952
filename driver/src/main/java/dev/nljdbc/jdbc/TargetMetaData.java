package dev.nljdbc.jdbc;

import dev.nljdbc.config.ProductVersion;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The target's own database metadata: product, identifier case rules, quote string and catalog
 * calls are the target's. Only the driver, the URL and the connection are nljdbc's, and every
 * catalog result is wrapped so that no target statement or connection can be reached from it.
 */
final class TargetMetaData extends DatabaseMetaDataDelegate {
  private final InProcessConnection connection;

  TargetMetaData(DatabaseMetaData target, InProcessConnection connection) {
    super(target);
    this.connection = connection;
  }

  @Override
  ResultSet results(ResultSet target) {
    ReadTransaction transaction = connection.transaction();
    transaction.resultOpening();
    return new TargetResultSet(target, null, null, null, null, transaction,
        connection.tenantMode());
  }

  @Override
  Connection owner() {
    return connection;
  }

  @Override
  public String getURL() throws SQLException {
    String url = connection.url();
    String target = delegate.getURL();
    int second = target == null ? -1 : target.indexOf(':', "jdbc:".length());
    if (second < 0 || !target.startsWith("jdbc:")) {
      return url;
    }
    String kind = target.substring(0, second + 1);
    return url.contains(kind) ? url : url + ";target=" + kind;
  }

  @Override
  public String getDriverName() {
    return "nljdbc";
  }

  @Override
  public String getDriverVersion() {
    return ProductVersion.version();
  }

  @Override
  public int getDriverMajorVersion() {
    return ProductVersion.major();
  }

  @Override
  public int getDriverMinorVersion() {
    return ProductVersion.minor();
  }

  @Override
  public int getJDBCMajorVersion() {
    return 4;
  }

  @Override
  public int getJDBCMinorVersion() {
    return 2;
  }

  @Override
  public boolean isReadOnly() {
    return true;
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    return Unwrapping.unwrap(this, delegate, connection.tenantMode(), iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) throws SQLException {
    return Unwrapping.isWrapperFor(this, delegate, connection.tenantMode(), iface);
  }
}
