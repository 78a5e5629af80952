package dev.nljdbc.security;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

/**
 * Runs SQL through the nljdbc JDBC driver: {@code jdbc:nl:<target URL>} with
 * {@code tenant.column}, {@code tenant.value} and {@code tenant.policy}: the default runner;
 * {@code -Dnljdbc.differential.runner=gate} calls the gate directly instead.
 */
final class DriverQueryRunner implements TenantQueryRunner {
  private final Connection connection;

  DriverQueryRunner(String targetUrl, String searchPath, String tenantValue) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", tenantValue);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    p.setProperty("limits.maxRows", "1000000");
    String url = "jdbc:nl:" + targetUrl
        + (targetUrl.contains("?") ? "&" : "?") + "currentSchema=" + searchPath;
    this.connection = DriverManager.getConnection(url, p);
  }

  @Override
  public List<String> rows(String sql) throws SQLException {
    try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("/sql " + sql)) {
      return Databases.rows(rs);
    }
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }
}
