package dev.nljdbc.meta;

import java.time.Duration;

/**
 * How many client connections a {@link NlMeta} keeps, and for how long.
 *
 * @param idleTimeout how long an unused connection lives; zero keeps it until it is closed
 * @param maxTotal the most connections open at once; zero for no cap
 * @param maxPerUser the most connections one user has open at once; zero for no cap
 * @param fetchIdleTimeout how long a result nobody fetches from keeps its target connection;
 *     zero keeps it as long as the statement
 */
public record SessionLimits(Duration idleTimeout, int maxTotal, int maxPerUser,
    Duration fetchIdleTimeout) {
  /** Limits without a fetch idle timeout. */
  public SessionLimits(Duration idleTimeout, int maxTotal, int maxPerUser) {
    this(idleTimeout, maxTotal, maxPerUser, Duration.ZERO);
  }

  /** No caps, and the given idle timeout. */
  public static SessionLimits idle(Duration idleTimeout) {
    return new SessionLimits(idleTimeout, 0, 0);
  }
}
