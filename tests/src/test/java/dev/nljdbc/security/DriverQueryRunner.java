package dev.nljdbc.security;

import dev.nljdbc.jdbc.InProcessDriver;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

/**
 * Runs SQL through the nljdbc JDBC driver, as users do: in-process ({@code jdbc:nl:<target URL>}
 * with {@code tenant.column}, {@code tenant.value} and {@code tenant.policy}), or against an
 * nljdbc server ({@code jdbc:nl:remote:url=...} as a user whose tenant the server knows).
 * {@code -Dnljdbc.differential.runner=gate} makes the differential suite call the gate directly
 * instead.
 */
final class DriverQueryRunner implements TenantQueryRunner {
  private final Connection connection;

  /** In-process on a target URL, with the target's {@code currentSchema} set to the search path. */
  DriverQueryRunner(String targetUrl, String searchPath, String tenantValue) throws SQLException {
    this(inProcessConnection(targetUrl
        + (targetUrl.contains("?") ? "&" : "?") + "currentSchema=" + searchPath, tenantValue));
  }

  /** In-process on a target URL as it is. */
  static DriverQueryRunner inProcess(String targetUrl, String tenantValue) throws SQLException {
    return new DriverQueryRunner(inProcessConnection(targetUrl, tenantValue));
  }

  private static Connection inProcessConnection(String targetUrl, String tenantValue)
      throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", tenantValue);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    p.setProperty("limits.maxRows", "1000000");
    return DriverManager.getConnection("jdbc:nl:" + targetUrl, p);
  }

  private DriverQueryRunner(Connection connection) {
    this.connection = connection;
  }

  /** A runner connected to an nljdbc server ({@code jdbc:nl:remote:...}) as one of its users. */
  static DriverQueryRunner remote(String nlUrl, String user, String password)
      throws SQLException {
    Properties p = new Properties();
    p.setProperty("user", user);
    p.setProperty("password", password);
    return new DriverQueryRunner(DriverManager.getConnection(nlUrl, p));
  }

  /** The in-process engine's count; a remote runner's statements never change it. */
  @Override
  public long shapeReuses() {
    return InProcessDriver.securityMetrics().shapeReuses();
  }

  /** The in-process engine's count; a remote runner's statements never change it. */
  @Override
  public long unparsedReuses() {
    return InProcessDriver.securityMetrics().unparsedReuses();
  }

  /** The nljdbc connection, for session-state changes such as {@code setSchema}. */
  Connection connection() {
    return connection;
  }

  @Override
  public List<String> rows(String sql) throws SQLException {
    try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("/sql " + sql)) {
      return Databases.rows(rs);
    }
  }

  @Override
  public List<String> rows(String sql, List<Object> parameters) throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(sql)) {
      for (int i = 0; i < parameters.size(); i++) {
        ps.setObject(i + 1, parameters.get(i));
      }
      try (ResultSet rs = ps.executeQuery()) {
        return Databases.rows(rs);
      }
    }
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }
}
