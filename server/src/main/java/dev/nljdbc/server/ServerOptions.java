package dev.nljdbc.server;

import java.time.Duration;

/**
 * How a server treats its HTTP clients and its own end.
 *
 * @param maxRequestBytes the largest request body accepted ({@code --max-request-size});
 *     larger ones are answered with 413
 * @param shutdownTimeout how long a stopping server lets running statements finish before it
 *     cancels them ({@code --shutdown-timeout})
 * @param requestTimeout how long a request body may take to arrive whole
 *     ({@code --request-timeout}); later ones are answered with 408
 * @param minRequestRate the fewest bytes a second a request body may arrive at, after a
 *     second's grace ({@code --min-request-rate}); slower ones are answered with 408
 * @param maxInFlightBytes the heap all request bodies being read and decoded may hold at once
 *     ({@code --max-in-flight}); past it requests are answered with 503
 */
public record ServerOptions(long maxRequestBytes, Duration shutdownTimeout,
    Duration requestTimeout, long minRequestRate, long maxInFlightBytes) {
  /** The default whole-body deadline, 30 s. */
  public static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);
  /** The default minimum body rate, 1 KB a second. */
  public static final long MIN_REQUEST_RATE = 1024;

  /** 16 MB, 10 s, 30 s, 1 KB a second and a quarter of the heap. */
  public static final ServerOptions DEFAULTS =
      new ServerOptions(16L * 1024 * 1024, Duration.ofSeconds(10));

  /** Checks the values. */
  public ServerOptions {
    if (maxRequestBytes < 1024) {
      throw new IllegalArgumentException("--max-request-size must be at least 1024 bytes, not "
          + maxRequestBytes);
    }
    if (shutdownTimeout.isNegative()) {
      throw new IllegalArgumentException("--shutdown-timeout cannot be negative");
    }
    if (requestTimeout.compareTo(Duration.ofSeconds(1)) < 0) {
      throw new IllegalArgumentException("--request-timeout must be at least 1 second");
    }
    if (minRequestRate < 0) {
      throw new IllegalArgumentException("--min-request-rate cannot be negative");
    }
    if (maxInFlightBytes < 1024) {
      throw new IllegalArgumentException("--max-in-flight must be at least 1024 bytes, not "
          + maxInFlightBytes);
    }
  }

  /** The given size limit and shutdown timeout, the other values by default. */
  public ServerOptions(long maxRequestBytes, Duration shutdownTimeout) {
    this(maxRequestBytes, shutdownTimeout, REQUEST_TIMEOUT, MIN_REQUEST_RATE,
        defaultInFlightBytes());
  }

  /** These options with the given body deadline and minimum rate. */
  public ServerOptions withRequestPace(Duration timeout, long minBytesPerSecond) {
    return new ServerOptions(maxRequestBytes, shutdownTimeout, timeout, minBytesPerSecond,
        maxInFlightBytes);
  }

  /** These options with the given in-flight budget. */
  public ServerOptions withMaxInFlightBytes(long bytes) {
    return new ServerOptions(maxRequestBytes, shutdownTimeout, requestTimeout, minRequestRate,
        bytes);
  }

  /** A quarter of the largest heap this JVM may use. */
  public static long defaultInFlightBytes() {
    return Math.max(1024, Runtime.getRuntime().maxMemory() / 4);
  }
}
