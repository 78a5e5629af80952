package dev.nljdbc.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;

/**
 * WARN lines about refused requests, at most one a minute per reason: a client that sends
 * thousands of oversized requests cannot flood the log. The line after a quiet minute says how
 * many were refused without a line meanwhile; every refusal is counted in the metrics
 * ({@code nljdbc_http_rejected_total}) and logged at DEBUG.
 */
final class RefusalLog {
  private static final long QUIET_MILLIS = 60_000;

  private final Logger log;
  private final Map<String, Window> windows = new ConcurrentHashMap<>();

  RefusalLog(Logger log) {
    this.log = log;
  }

  /** Logs a refusal: at WARN if none of its reason was, this minute; else at DEBUG. */
  void refused(String reason, String format, Object... args) {
    Window window = windows.computeIfAbsent(reason, r -> new Window());
    long now = System.currentTimeMillis();
    long last = window.lastWarn.get();
    if (now - last >= QUIET_MILLIS && window.lastWarn.compareAndSet(last, now)) {
      long unlogged = window.unlogged.getAndSet(0);
      log.warn(unlogged == 0 ? format : format + " (and " + unlogged + " more refused for the "
          + "same reason in the minute before, logged at DEBUG)", args);
    } else {
      window.unlogged.incrementAndGet();
      log.debug(format, args);
    }
  }

  /** When the last WARN line of a reason was written, and how many have had none since. */
  private static final class Window {
    final AtomicLong lastWarn = new AtomicLong(Long.MIN_VALUE / 2);
    final AtomicLong unlogged = new AtomicLong();
  }
}
