package dev.nljdbc.execution;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import dev.nljdbc.error.SqlState;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One HikariCP pool per target database and credentials. Connections are read-only with
 * autocommit off, which lets PostgreSQL stream results through a cursor.
 */
public final class TargetPools implements AutoCloseable {
  /** sqlite-jdbc's connection property for the flags of {@code sqlite3_open_v2}. */
  private static final String SQLITE_OPEN_MODE = "open_mode";
  /** {@code SQLITE_OPEN_READONLY}. */
  private static final String SQLITE_OPEN_READONLY = "1";

  private final Map<Target, HikariDataSource> pools = new ConcurrentHashMap<>();

  /** A target database: its JDBC URL and the properties its driver receives. */
  public record Target(String url, Map<String, String> properties, int maxPoolSize) {
    /** Copies the properties so the key cannot change after it is used. */
    public Target {
      Objects.requireNonNull(url, "url");
      properties = Map.copyOf(properties);
    }

    @Override
    public String toString() {
      return url;
    }
  }

  /** Borrows a connection to the target, creating its pool on first use. */
  public Connection connect(Target target) throws SQLException {
    HikariDataSource pool;
    try {
      pool = pools.computeIfAbsent(target, TargetPools::createPool);
    } catch (HikariPool.PoolInitializationException e) {
      throw targetUnreachable(target, e);
    }
    try {
      return pool.getConnection();
    } catch (SQLException e) {
      throw targetUnreachable(target, e);
    }
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
    config.setConnectionTimeout(10_000);
    config.setIdleTimeout(120_000);
    TargetDrivers.configure(config);
    if (target.url().startsWith("jdbc:sqlite:")) {
      // sqlite-jdbc fixes read-only when it opens the file and refuses setReadOnly(true) on an
      // open connection, which HikariCP calls: open the file read-only instead.
      config.addDataSourceProperty(SQLITE_OPEN_MODE, SQLITE_OPEN_READONLY);
    }
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
    return new HikariDataSource(config);
  }

  /** The target's own SQLState when it gave one (08xxx for an unreachable server). */
  private static SQLException targetUnreachable(Target target, Exception e) {
    SQLException cause = TargetErrors.firstWithState(e);
    String state = cause != null ? cause.getSQLState() : SqlState.UNABLE_TO_CONNECT.code();
    String detail = cause != null ? cause.getMessage() : e.getMessage();
    return new SQLException("cannot connect to the target database " + target.url() + ": " + detail,
        state, cause != null ? cause.getErrorCode() : 0, e);
  }
}
