package dev.nljdbc.execution;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Work that need not delay the reply to the request being served: returning a target connection
 * to its pool, which on PostgreSQL ends the read transaction with a round trip of its own. A
 * server thread opens a scope before it serves a request and runs the work handed over once the
 * reply is sent; on a thread without a scope the work runs at once.
 */
public final class AfterReply {
  private static final Logger LOG = LoggerFactory.getLogger(AfterReply.class);
  private static final ThreadLocal<List<Runnable>> PENDING = new ThreadLocal<>();

  private AfterReply() {
  }

  /** Opens a scope on this thread: work handed to {@link #later} waits for {@link #run}. */
  public static void open() {
    PENDING.set(new ArrayList<>(2));
  }

  /** Runs the work now, or after the reply if this thread serves a request in a scope. */
  public static void later(Runnable work) {
    List<Runnable> pending = PENDING.get();
    if (pending == null) {
      work.run();
    } else {
      pending.add(work);
    }
  }

  /** Whether this thread serves a request in a scope, so work handed over waits for the reply. */
  public static boolean inScope() {
    return PENDING.get() != null;
  }

  /** Closes this thread's scope and runs the work handed over in it, in order. */
  public static void run() {
    List<Runnable> pending = PENDING.get();
    PENDING.remove();
    if (pending == null) {
      return;
    }
    for (Runnable work : pending) {
      try {
        work.run();
      } catch (RuntimeException e) {
        LOG.warn("work after a reply failed", e);
      }
    }
  }
}
