package dev.nljdbc.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A small delay, growing with each failed login, before a failed login is answered: failures are
 * counted per user name and per client address, a count starting over after a minute without
 * failures, and the delay is 10 ms per failure of the higher count, at most one second. A login
 * that succeeds is never delayed, so the right password from another address answers at once
 * while a password guesser slows down.
 */
final class LoginThrottle {
  static final long STEP_MILLIS = 10;
  static final long MAX_MILLIS = 1_000;
  private static final long WINDOW_NANOS = TimeUnit.MINUTES.toNanos(1);
  private static final int MAX_KEYS = 100_000;

  /** Failures in a row of one key, and when the last happened. */
  private record Failures(int count, long lastNanos) {
  }

  private final Map<String, Failures> failures = new ConcurrentHashMap<>();

  /** Counts a failed login of {@code user} from {@code address} and waits its delay. */
  void failed(String user, String address) {
    long now = System.nanoTime();
    if (failures.size() > MAX_KEYS) {
      failures.values().removeIf(f -> now - f.lastNanos() > WINDOW_NANOS);
    }
    int count = Math.max(count("u:" + user, now), count("a:" + address, now));
    try {
      Thread.sleep(Math.min(MAX_MILLIS, STEP_MILLIS * count));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private int count(String key, long now) {
    return failures.compute(key, (k, f) -> f == null || now - f.lastNanos() > WINDOW_NANOS
        ? new Failures(1, now) : new Failures(f.count() + 1, now)).count();
  }
}
