package dev.nljdbc.jdbc;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Enforces {@code limits.queryTimeout} on executing target statements by cancelling those that
 * run past it. One thread checks every {@link #TICK_MILLIS}; watching an execution costs a map
 * entry, where a timeout on the target statement costs a timer task per execution (pgjdbc's
 * added about 10 µs to every point query). A client's own {@code setQueryTimeout} below the
 * limit goes to the target statement instead.
 */
final class QueryWatchdog {
  /** How often running statements are checked; a timeout fires at most this late. */
  static final long TICK_MILLIS = 100;
  private static final Logger LOG = LoggerFactory.getLogger(QueryWatchdog.class);
  private static final Map<Watch, Boolean> RUNNING = new ConcurrentHashMap<>();

  private QueryWatchdog() {
  }

  /** One execution under watch. */
  static final class Watch {
    private final Statement target;
    private final long deadline;
    private volatile boolean fired;

    private Watch(Statement target, long deadline) {
      this.target = target;
      this.deadline = deadline;
    }

    /** The execution returned (or failed): it is no longer watched. */
    void done() {
      RUNNING.remove(this);
    }

    /** Whether the watchdog cancelled the execution. */
    boolean fired() {
      return fired;
    }

    private void check(long now) {
      if (!fired && now - deadline >= 0) {
        fired = true;
        try {
          target.cancel();
        } catch (SQLException | RuntimeException e) {
          LOG.debug("cancelling a statement past its timeout failed", e);
        }
      }
    }
  }

  /** Watches an execution that may run at most the given seconds. */
  static Watch watch(Statement target, int seconds) {
    Ticker.start();
    Watch w = new Watch(target, System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds));
    RUNNING.put(w, Boolean.TRUE);
    return w;
  }

  /** The checking thread, started with the first watch. */
  private static final class Ticker {
    private static final ScheduledExecutorService THREAD =
        Executors.newSingleThreadScheduledExecutor(r -> {
          Thread t = new Thread(r, "nljdbc-query-timeouts");
          t.setDaemon(true);
          return t;
        });

    static {
      THREAD.scheduleWithFixedDelay(Ticker::tick, TICK_MILLIS, TICK_MILLIS,
          TimeUnit.MILLISECONDS);
    }

    private Ticker() {
    }

    static void start() {
      // loading the class starts the thread
    }

    private static void tick() {
      if (RUNNING.isEmpty()) {
        return;
      }
      long now = System.nanoTime();
      for (Watch w : RUNNING.keySet()) {
        w.check(now);
      }
    }
  }
}
