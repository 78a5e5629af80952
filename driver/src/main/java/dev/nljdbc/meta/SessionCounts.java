package dev.nljdbc.meta;

import java.util.concurrent.atomic.AtomicLong;

/** Counters of a {@link NlMeta}'s client connections, for the server's metrics. */
public final class SessionCounts {
  private final AtomicLong opened = new AtomicLong();
  private final AtomicLong closed = new AtomicLong();
  private final AtomicLong expired = new AtomicLong();
  private final AtomicLong refused = new AtomicLong();
  private final AtomicLong cancelled = new AtomicLong();
  private final AtomicLong fetchIdle = new AtomicLong();

  void opened() {
    opened.incrementAndGet();
  }

  void closed() {
    closed.incrementAndGet();
  }

  void expired() {
    expired.incrementAndGet();
  }

  void refused() {
    refused.incrementAndGet();
  }

  void fetchIdle() {
    fetchIdle.incrementAndGet();
  }

  void cancelled() {
    cancelled.incrementAndGet();
  }

  /** Connections opened. */
  public long openedCount() {
    return opened.get();
  }

  /** Connections closed by their clients. */
  public long closedCount() {
    return closed.get();
  }

  /** Connections closed by the server after {@code session.idleTimeout} unused. */
  public long expiredCount() {
    return expired.get();
  }

  /** Connections refused by the caps on sessions. */
  public long refusedCount() {
    return refused.get();
  }

  /** Results whose target connection went back after {@code session.fetchIdleTimeout}. */
  public long fetchIdleCount() {
    return fetchIdle.get();
  }

  /** Statements cancelled on the target because nobody waited for them any more. */
  public long cancelledCount() {
    return cancelled.get();
  }
}
