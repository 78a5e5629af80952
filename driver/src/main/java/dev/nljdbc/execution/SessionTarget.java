package dev.nljdbc.execution;

import dev.nljdbc.dialect.SqlDialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A session's way to its target: it borrows a pooled connection for each statement and gives it
 * back when the statement's result is closed, so a session holds no connection between
 * statements.
 *
 * <p>What a session sets on its connection has to hold on whichever connection it borrows next,
 * and must not leak to the next session that borrows the same one. So each borrow applies the
 * session's state: its tenant ({@code app.tenant}, which PostgreSQL row-level security reads;
 * remembered per physical connection so that an unchanged tenant costs no round trip) and any
 * schema or catalog the client chose. A connection that last served another tenant (or a
 * session without one) is reset first ({@link SqlDialect#resetSession}: PostgreSQL's
 * {@code DISCARD ALL}), so that no prepared statement, cursor or setting of one tenant is
 * left on the server session for the next. Each return ends the read transaction and puts a changed
 * schema or catalog back. Read-only and autocommit-off are fixed by the pool for every
 * connection.
 */
public final class SessionTarget {
  private static final Logger LOG = LoggerFactory.getLogger(SessionTarget.class);
  /** The tenant each physical connection last served ("" for none). */
  private static final Map<Connection, String> APPLIED_TENANTS =
      Collections.synchronizedMap(new WeakHashMap<>());

  private final TargetPools pools;
  private final TargetPools.Target target;
  private final String tenantValue;
  private final SqlDialect dialect;
  private final String defaultSchema;
  private final String defaultCatalog;
  private volatile String schema;
  private volatile String catalog;

  private SessionTarget(TargetPools pools, TargetPools.Target target, String tenantValue,
      SqlDialect dialect, String defaultSchema, String defaultCatalog) {
    this.pools = pools;
    this.target = target;
    this.tenantValue = tenantValue;
    this.dialect = dialect;
    this.defaultSchema = defaultSchema;
    this.defaultCatalog = defaultCatalog;
  }

  /** A session's target, in a target whose defaults are the given facts. */
  public static SessionTarget of(TargetPools pools, TargetPools.Target target, String tenantValue,
      TargetFacts facts) {
    return new SessionTarget(pools, target, tenantValue, facts.dialect(), facts.defaultSchema(),
        facts.defaultCatalog());
  }

  /** The target this session borrows from. */
  public TargetPools.Target target() {
    return target;
  }

  /** Borrows a connection in this session's state; give it back with {@link #release}. */
  public Connection borrow() throws SQLException {
    Connection connection = pools.connect(target);
    try {
      prepare(connection);
      return connection;
    } catch (SQLException | RuntimeException e) {
      release(connection);
      throw e;
    }
  }

  /** Ends the connection's read transaction, undoes the session's changes and returns it. */
  public void release(Connection connection) {
    if (connection == null) {
      return;
    }
    try {
      if (!connection.isClosed()) {
        boolean transactional = !connection.getAutoCommit();
        if (transactional) {
          connection.rollback();
        }
        boolean reset = false;
        String s = schema;
        if (s != null && defaultSchema != null && !s.equals(defaultSchema)) {
          connection.setSchema(defaultSchema);
          reset = true;
        }
        String c = catalog;
        if (c != null && defaultCatalog != null && !c.equals(defaultCatalog)) {
          connection.setCatalog(defaultCatalog);
          reset = true;
        }
        if (reset && transactional) {
          connection.commit();
        }
      }
    } catch (SQLException | RuntimeException e) {
      LOG.debug("resetting a target connection failed; the pool checks it on its next borrow", e);
    } finally {
      try {
        connection.close();
      } catch (SQLException e) {
        LOG.debug("returning a target connection failed", e);
      }
    }
  }

  /** Sets the schema of this session's statements; checked on a borrowed connection first. */
  public void setSchema(String newSchema) throws SQLException {
    Connection connection = borrow();
    try {
      connection.setSchema(newSchema);
      schema = newSchema;
    } finally {
      release(connection);
    }
  }

  /** Sets the catalog of this session's statements; checked on a borrowed connection first. */
  public void setCatalog(String newCatalog) throws SQLException {
    Connection connection = borrow();
    try {
      connection.setCatalog(newCatalog);
      catalog = newCatalog;
    } finally {
      release(connection);
    }
  }

  /** The schema this session's statements see. */
  public String schema() {
    String s = schema;
    return s != null ? s : defaultSchema;
  }

  /** The catalog this session's statements see. */
  public String catalog() {
    String c = catalog;
    return c != null ? c : defaultCatalog;
  }

  private void prepare(Connection connection) throws SQLException {
    Connection physical = connection.unwrap(Connection.class);
    String wanted = tenantValue == null ? "" : tenantValue;
    String last = APPLIED_TENANTS.get(physical);
    if (!Objects.equals(last, wanted)) {
      APPLIED_TENANTS.remove(physical);
      if (last != null) {
        dialect.resetSession(connection);
      }
      if (dialect.hasTenantSetting()) {
        dialect.applyTenantSetting(connection, tenantValue);
      }
      APPLIED_TENANTS.put(physical, wanted);
    }
    String c = catalog;
    if (c != null && !c.equals(defaultCatalog)) {
      connection.setCatalog(c);
    }
    String s = schema;
    if (s != null && !s.equals(defaultSchema)) {
      connection.setSchema(s);
    }
  }
}
