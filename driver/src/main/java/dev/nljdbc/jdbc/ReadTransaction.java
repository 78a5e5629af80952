package dev.nljdbc.jdbc;

import dev.nljdbc.dialect.Dialects;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The read transaction of one target connection, ended lazily.
 *
 * <p>Some databases (PostgreSQL) stream a result through a cursor only inside a transaction
 * ({@link dev.nljdbc.dialect.SqlDialect#streamsInTransaction}), so their connections
 * keep autocommit off. Ending the transaction after every statement would cost a round trip per
 * statement; instead it ends once the connection has had no open result for {@link #IDLE_MILLIS}
 * (statements in between share it; at READ COMMITTED each still sees the latest data), at once
 * after a failure, and when the connection closes. Other targets stream without a transaction
 * and run in autocommit, so nothing is left open at all.
 */
final class ReadTransaction {
  /** How long a connection without open results keeps its read transaction. */
  static final long IDLE_MILLIS = 100;
  private static final Logger LOG = LoggerFactory.getLogger(ReadTransaction.class);
  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "nljdbc-read-transactions");
        t.setDaemon(true);
        return t;
      });

  private final Connection target;
  private final boolean managed;
  private int openResults;
  private boolean active;
  private boolean scheduled;
  private long lastUse;

  private ReadTransaction(Connection target, boolean managed) {
    this.target = target;
    this.managed = managed;
  }

  /** The transaction policy for a target connection; the others go to autocommit. */
  static ReadTransaction of(Connection target) throws SQLException {
    boolean inTransaction = Dialects.of(target).streamsInTransaction();
    if (!inTransaction && !target.getAutoCommit()) {
      target.setAutoCommit(true);
    }
    return new ReadTransaction(target, inTransaction && !target.getAutoCommit());
  }

  /** A statement is about to run and may leave a result open. */
  synchronized void resultOpening() {
    if (managed) {
      openResults++;
      active = true;
    }
  }

  /** A result was read to its end or closed (or its statement failed). */
  synchronized void resultDone() {
    if (!managed || openResults == 0) {
      return;
    }
    openResults--;
    lastUse = System.nanoTime();
    if (openResults == 0 && !scheduled) {
      scheduled = true;
      TIMER.schedule(this::endIfIdle, IDLE_MILLIS, TimeUnit.MILLISECONDS);
    }
  }

  /** A statement failed: PostgreSQL refuses every further statement until the transaction ends. */
  synchronized void failed() {
    if (managed) {
      openResults = Math.max(0, openResults - 1);
      endNow();
    }
  }

  /** Ends the transaction now, whatever is open; for commit, rollback and close. */
  synchronized void endNow() {
    if (managed && active) {
      active = false;
      try {
        target.rollback();
      } catch (SQLException e) {
        LOG.debug("ending a read transaction failed", e);
      }
    }
  }

  private synchronized void endIfIdle() {
    scheduled = false;
    if (openResults > 0 || !active) {
      return;
    }
    long idle = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastUse);
    if (idle < IDLE_MILLIS) {
      scheduled = true;
      TIMER.schedule(this::endIfIdle, IDLE_MILLIS - idle, TimeUnit.MILLISECONDS);
      return;
    }
    endNow();
  }
}
