package dev.nljdbc.execution;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UrlMask;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One HikariCP pool per target database and credentials. Connections are read-only with
 * autocommit off, which lets PostgreSQL stream results through a cursor.
 *
 * <p>Sessions borrow a connection per statement and return it when the statement's result is
 * closed, so a pool of {@code pool.maxSize} connections serves any number of sessions; only
 * statements running at the same moment compete for it. A borrow that finds every connection
 * busy for {@link #BORROW_TIMEOUT_MILLIS} fails with {@code 53300}; a target that cannot be
 * reached fails with its own {@code 08xxx} state. Neither message names the target's URL, which
 * may carry credentials.
 *
 * <p>Each connection carries the target's own statement timeout ({@code statement_timeout} on
 * PostgreSQL, {@code max_statement_time} on MariaDB) a little above {@code limits.queryTimeout}:
 * a backstop that ends a query even when the process that started it is gone.
 */
public final class TargetPools implements AutoCloseable {
  /** How long a statement waits for a free target connection before it is refused. */
  static final long BORROW_TIMEOUT_MILLIS = 5_000;
  /** How much longer than {@code limits.queryTimeout} the target's own timeout is. */
  static final long BACKSTOP_GRACE_MILLIS = 5_000;
  private static final Logger LOG = LoggerFactory.getLogger(TargetPools.class);

  private final Map<Target, HikariDataSource> pools = new ConcurrentHashMap<>();

  /**
   * A target database: its JDBC URL, the properties its driver receives, the pool's size and the
   * query timeout the target enforces itself (zero for none).
   */
  public record Target(String url, Map<String, String> properties, int maxPoolSize,
      long queryTimeoutMillis) {
    /** Copies the properties so the key cannot change after it is used. */
    public Target {
      Objects.requireNonNull(url, "url");
      properties = Map.copyOf(properties);
    }

    /** A target without a query timeout of its own. */
    public Target(String url, Map<String, String> properties, int maxPoolSize) {
      this(url, properties, maxPoolSize, 0);
    }

    /** Host, port and database only: no user, password or parameters. */
    @Override
    public String toString() {
      return UrlMask.target(url);
    }
  }

  /** How busy the pools are, summed over every target. */
  public record Usage(int active, int idle, int waiting, int total, int max) {
    /** Whether every connection is busy and statements wait for one. */
    public boolean saturated() {
      return max > 0 && active >= max && waiting > 0;
    }
  }

  /** Borrows a connection to the target, creating its pool on first use. */
  public Connection connect(Target target) throws SQLException {
    HikariDataSource pool;
    try {
      pool = pools.computeIfAbsent(target, TargetPools::createPool);
    } catch (RuntimeException e) {
      // HikariCP's PoolInitializationException, or no driver for the URL
      throw targetUnreachable(target, e);
    }
    try {
      return pool.getConnection();
    } catch (SQLTransientConnectionException e) {
      if (TargetErrors.firstWithState(e.getCause()) == null) {
        throw exhausted(target, pool);
      }
      throw targetUnreachable(target, e.getCause());
    } catch (SQLException e) {
      throw targetUnreachable(target, e);
    }
  }

  /** The pools' current usage. */
  public Usage usage() {
    int active = 0;
    int idle = 0;
    int waiting = 0;
    int total = 0;
    int max = 0;
    for (HikariDataSource pool : pools.values()) {
      HikariPoolMXBean bean = pool.getHikariPoolMXBean();
      if (bean == null) {
        continue;
      }
      active += bean.getActiveConnections();
      idle += bean.getIdleConnections();
      waiting += bean.getThreadsAwaitingConnection();
      total += bean.getTotalConnections();
      max += pool.getMaximumPoolSize();
    }
    return new Usage(active, idle, waiting, total, max);
  }

  @Override
  public void close() {
    pools.values().forEach(HikariDataSource::close);
    pools.clear();
  }

  private static HikariDataSource createPool(Target target) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(target.url());
    config.setPoolName("nljdbc-target");
    config.setMaximumPoolSize(target.maxPoolSize());
    config.setMinimumIdle(0);
    config.setAutoCommit(false);
    config.setReadOnly(true);
    config.setConnectionTimeout(BORROW_TIMEOUT_MILLIS);
    config.setValidationTimeout(2_000);
    config.setIdleTimeout(120_000);
    Dialects.ofUrl(target.url()).readOnlyProperties().forEach(config::addDataSourceProperty);
    config.setKeepaliveTime(60_000);
    config.setInitializationFailTimeout(-1);
    target.properties().forEach((k, v) -> {
      if (k.equals("user")) {
        if (!v.isEmpty()) {
          config.setUsername(v);
        }
      } else if (k.equals("password")) {
        if (!v.isEmpty()) {
          config.setPassword(v);
        }
      } else {
        config.addDataSourceProperty(k, v);
      }
    });
    TargetTimeout.addTo(config, target);
    TargetDrivers.configure(config);
    return new HikariDataSource(config);
  }

  private static SQLException exhausted(Target target, HikariDataSource pool) {
    HikariPoolMXBean bean = pool.getHikariPoolMXBean();
    int total = bean == null ? 0 : bean.getTotalConnections();
    int active = bean == null ? 0 : bean.getActiveConnections();
    int waiting = bean == null ? 0 : bean.getThreadsAwaitingConnection();
    if (total < target.maxPoolSize()) {
      return SqlState.UNABLE_TO_CONNECT.exception("the target database did not accept a "
          + "connection within " + BORROW_TIMEOUT_MILLIS / 1000 + " s (" + total + " of "
          + target.maxPoolSize() + " connections open)");
    }
    LOG.warn("refused a statement: {} of {} target connections (pool.maxSize) busy, {} waiting",
        active, target.maxPoolSize(), waiting);
    return SqlState.TOO_MANY_CONNECTIONS.exception("too many statements at once: " + active
        + " of the server's " + target.maxPoolSize() + " target connections (pool.maxSize) "
        + "stayed busy for " + BORROW_TIMEOUT_MILLIS / 1000 + " s, " + waiting
        + " statements waiting; retry later");
  }

  /**
   * The target's own SQLState when it gave one (08xxx for an unreachable server), with the URL's
   * secrets masked in the message. The cause is not chained: its messages may quote the URL.
   */
  private static SQLException targetUnreachable(Target target, Throwable e) {
    SQLException cause = TargetErrors.firstWithState(e);
    String state = cause != null ? cause.getSQLState() : SqlState.UNABLE_TO_CONNECT.code();
    String detail = UrlMask.scrub(cause != null ? cause.getMessage() : e.getMessage(),
        target.url());
    String user = target.properties().get("user");
    if (detail != null && user != null && user.length() > 1) {
      detail = detail.replace(user, "<user>");
    }
    return new SQLException("cannot connect to the target database "
        + UrlMask.target(target.url()) + ": " + detail,
        state, cause != null ? cause.getErrorCode() : 0);
  }
}
