package dev.nljdbc.pipeline;

import dev.nljdbc.execution.TargetPools;
import java.sql.Connection;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A target connection that opening a session borrows only if it must (to learn what is not
 * cached yet), and returns as soon as the session is set up.
 */
final class SetUpConnection implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(SetUpConnection.class);

  private final TargetPools pools;
  private final TargetPools.Target target;
  private Connection connection;

  SetUpConnection(TargetPools pools, TargetPools.Target target) {
    this.pools = pools;
    this.target = target;
  }

  /** The connection, borrowed on the first call. */
  Connection get() throws SQLException {
    if (connection == null) {
      connection = pools.connect(target);
    }
    return connection;
  }

  /** Ends the read transaction and returns the connection, if one was borrowed. */
  @Override
  public void close() {
    if (connection == null) {
      return;
    }
    try {
      if (!connection.getAutoCommit()) {
        connection.rollback();
      }
    } catch (SQLException e) {
      LOG.debug("ending a session set-up transaction failed", e);
    } finally {
      try {
        connection.close();
      } catch (SQLException e) {
        LOG.debug("returning a session set-up connection failed", e);
      }
      connection = null;
    }
  }
}
