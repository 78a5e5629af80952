package dev.nljdbc.jdbc;

import dev.nljdbc.config.ConnectionUrl;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.SecurityMetrics;
import java.sql.Connection;
import java.sql.SQLException;

/** Opens in-process connections for {@code jdbc:nl:<target URL>} and {@code jdbc:nl:demo}. */
public final class InProcessDriver {
  private InProcessDriver() {
  }

  /**
   * Opens a connection whose statements run through a new session on the URL's target.
   *
   * @param url the parsed in-process URL
   * @param config the connection's validated properties
   * @param text the URL as the application wrote it
   */
  public static Connection connect(ConnectionUrl url, NlConfig config, String text)
      throws SQLException {
    return new InProcessConnection(InProcessSessions.open(url.target(), config), text);
  }

  /** What the JVM's in-process engine counts (a server counts its own). */
  public static PipelineMetrics metrics() {
    return InProcessSessions.metrics();
  }

  /** What the security gates of the JVM's in-process engine count (a server counts its own). */
  public static SecurityMetrics securityMetrics() {
    return InProcessSessions.securityMetrics();
  }
}
