package dev.nljdbc.server;

import java.time.Duration;

/**
 * How a server treats its HTTP clients and its own end.
 *
 * @param maxRequestBytes the largest request body accepted ({@code --max-request-size});
 *     larger ones are answered with 413
 * @param shutdownTimeout how long a stopping server lets running statements finish before it
 *     cancels them ({@code --shutdown-timeout})
 */
public record ServerOptions(long maxRequestBytes, Duration shutdownTimeout) {
  /** 16 MB and 10 s. */
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
  }
}
