package dev.nljdbc.clarification;

import dev.nljdbc.error.SqlState;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A circuit breaker around one state store, and what lets the store heal.
 *
 * <p>A store call that fails because the database is out of reach (SQLState class {@code 08},
 * or {@code 3D000}, {@code 57P01}...) opens the breaker: for the next {@link #COOL_DOWN_MILLIS}
 * every call fails at once with {@code 08006} instead of waiting for connection timeouts, and
 * clarifications go on from the sessions' memory. The first call after the pause tries the
 * database again and closes the breaker if it answers. A call that finds the store's tables
 * missing ({@code 42P01}, {@code 42S02}: the database was dropped and re-created) makes the
 * store create them again before its next call. Each state change is logged in one line, at WARN
 * when it opens (with how often it has opened) and INFO when it closes (with how many calls
 * failed meanwhile); the calls that fail while it is open log at DEBUG only.
 */
final class StoreBreaker {
  /** How long an open breaker fails calls without trying the database. */
  static final long COOL_DOWN_MILLIS = 5_000;
  private static final Logger LOG = LoggerFactory.getLogger(StoreBreaker.class);

  private final String name;
  private final Runnable tablesLost;
  private volatile long openUntil;
  private volatile boolean open;
  private volatile long openedAt;
  private final AtomicLong failedFast = new AtomicLong();
  private final AtomicLong failedCalls = new AtomicLong();
  private final AtomicLong openings = new AtomicLong();

  /**
   * @param name the store's URL without credentials, for log lines
   * @param tablesLost called when a statement finds the store's tables missing
   */
  StoreBreaker(String name, Runnable tablesLost) {
    this.name = name;
    this.tablesLost = tablesLost;
  }

  /** Whether calls reach the database (false while the breaker is open). */
  boolean available() {
    return !open;
  }

  /** Fails fast while the breaker is open and its pause has not passed. */
  void before() throws SQLException {
    if (open && System.currentTimeMillis() < openUntil) {
      failedFast.incrementAndGet();
      throw SqlState.CONNECTION_FAILURE.exception("the clarification state store " + name
          + " is unavailable (circuit open); clarifications continue from memory");
    }
  }

  /** Records a call that reached the database. */
  void succeeded() {
    if (open) {
      synchronized (this) {
        if (!open) {
          return;
        }
        open = false;
        LOG.info("clarification state store {} answers again after {} s: {} calls failed fast "
            + "and {} failed on the database while it was out of reach", name,
            (System.currentTimeMillis() - openedAt) / 1000, failedFast.getAndSet(0),
            failedCalls.getAndSet(0));
      }
    }
  }

  /** Records a failed call: opens the breaker for unreachability, heals for lost tables. */
  void failed(SQLException e) {
    String state = e.getSQLState();
    if (state == null) {
      return;
    }
    if (state.equals("42P01") || state.equals("42S02") || state.equals("42S01")) {
      LOG.warn("clarification state store {} lost its tables; creating them again", name);
      tablesLost.run();
    } else if (state.startsWith("08") || state.equals("3D000") || state.startsWith("57P")
        || state.equals("53300")) {
      openUntil = System.currentTimeMillis() + COOL_DOWN_MILLIS;
      failedCalls.incrementAndGet();
      if (!open) {
        synchronized (this) {
          if (open) {
            return;
          }
          open = true;
          openedAt = System.currentTimeMillis();
          LOG.warn("clarification state store {} unavailable ({}): failing fast, trying again "
              + "every {} s (opening {} of this breaker)", name, state,
              COOL_DOWN_MILLIS / 1000, openings.incrementAndGet());
        }
      }
    }
  }

  /** The connection, whose statements report their failures to this breaker. */
  Connection watch(Connection connection) {
    return (Connection) Proxy.newProxyInstance(StoreBreaker.class.getClassLoader(),
        new Class<?>[] {Connection.class}, watching(connection));
  }

  private InvocationHandler watching(Object target) {
    return (proxy, method, args) -> {
      Object result;
      try {
        result = method.invoke(target, args);
      } catch (InvocationTargetException e) {
        if (e.getCause() instanceof SQLException sqlException) {
          failed(sqlException);
        }
        throw e.getCause();
      }
      if (result instanceof Statement && method.getReturnType().isInterface()) {
        return Proxy.newProxyInstance(StoreBreaker.class.getClassLoader(),
            new Class<?>[] {method.getReturnType()}, watching(result));
      }
      return result;
    };
  }
}
