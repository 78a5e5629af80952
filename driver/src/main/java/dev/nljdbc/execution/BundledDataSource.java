package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A pool's connections from one driver instance, the bundled driver for the pool's URL: the
 * pool then never looks the driver up by class name in {@code DriverManager}, where a bundled
 * driver is deliberately absent (the look-up would log a warning on every pool start).
 */
final class BundledDataSource implements DataSource {
  private final Driver driver;
  private final String url;
  private final Properties properties;

  BundledDataSource(Driver driver, String url, Properties properties) {
    this.driver = driver;
    this.url = url;
    this.properties = properties;
  }

  @Override
  public Connection getConnection() throws SQLException {
    return connect(properties);
  }

  @Override
  public Connection getConnection(String username, String password) throws SQLException {
    Properties withUser = new Properties();
    withUser.putAll(properties);
    if (username != null) {
      withUser.setProperty("user", username);
    }
    if (password != null) {
      withUser.setProperty("password", password);
    }
    return connect(withUser);
  }

  private Connection connect(Properties info) throws SQLException {
    Connection c = driver.connect(url, info);
    if (c == null) {
      throw SqlState.UNABLE_TO_CONNECT.exception("the bundled driver does not accept the URL");
    }
    return c;
  }

  @Override
  public PrintWriter getLogWriter() {
    return null;
  }

  @Override
  public void setLogWriter(PrintWriter out) {
    // Connections log through nljdbc's logging, not a writer.
  }

  @Override
  public void setLoginTimeout(int seconds) {
    // The pool's connection timeout bounds a login.
  }

  @Override
  public int getLoginTimeout() {
    return 0;
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw new SQLFeatureNotSupportedException("no parent logger");
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    if (iface.isInstance(this)) {
      return iface.cast(this);
    }
    throw SqlState.GENERAL_ERROR.exception("not a wrapper for " + iface.getName());
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) {
    return iface.isInstance(this);
  }
}
