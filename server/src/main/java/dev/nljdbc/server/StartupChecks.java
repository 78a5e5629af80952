package dev.nljdbc.server;

import dev.nljdbc.clarification.StateStoreHealth;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.error.UrlMask;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a server checks as it starts: it refuses a configuration that contradicts itself, and
 * warns when {@code pool.maxSize} is more than the target can still accept, since a pool that
 * grows to its size would then take connections other clients of the database need.
 */
final class StartupChecks {
  private static final Logger LOG = LoggerFactory.getLogger(StartupChecks.class);

  private StartupChecks() {
  }

  /** Refuses a tenant value without a tenant column. */
  static void refuseContradictions(ServerSettings settings) {
    NlConfig config = settings.target().config();
    if (config.isSet(NlProperty.TENANT_VALUE) && !config.isSet(NlProperty.TENANT_COLUMN)
        && !settings.servesDemo()) {
      throw new IllegalStateException(NlProperty.TENANT_VALUE.key() + " is set without "
          + NlProperty.TENANT_COLUMN.key() + ": no tenant filter could apply; set both");
    }
  }

  /** Whether the clarification state store answers (its circuit breaker is closed). */
  static boolean stateStoreAvailable() {
    return StateStoreHealth.available();
  }

  /**
   * Logs a warning when the pool may grow beyond the connections the target has free.
   *
   * @return the target's free connections, or -1 when they could not be learned
   */
  static int warnAboutCapacity(ServerSettings settings) {
    if (settings.servesDemo()) {
      return -1;
    }
    String url = settings.target().url();
    String sql = Dialects.ofUrl(url).freeConnectionsQuery();
    if (sql == null) {
      return -1;
    }
    int poolSize = settings.target().config().integer(NlProperty.POOL_MAX_SIZE);
    Properties props = new Properties();
    props.putAll(settings.target().properties());
    try (Connection c = DriverManager.getConnection(url, props);
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int free = rs.next() ? rs.getInt(1) : -1;
      if (free >= 0 && poolSize > free) {
        LOG.warn("{}={} is more than the {} connections the target database has free: a full "
            + "pool would refuse its other clients; lower {} or raise the target's limit",
            NlProperty.POOL_MAX_SIZE.key(), poolSize, free, NlProperty.POOL_MAX_SIZE.key());
      }
      return free;
    } catch (SQLException e) {
      LOG.warn("cannot check the target's free connections: {} ({})",
          UrlMask.scrub(e.getMessage(), url),
          e.getSQLState());
      return -1;
    }
  }
}
