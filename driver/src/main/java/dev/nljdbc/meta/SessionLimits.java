package dev.nljdbc.meta;

import java.time.Duration;

/**
 * How many client connections a {@link NlMeta} keeps, and for how long.
 *
 * @param idleTimeout how long an unused connection lives; zero keeps it until it is closed
 * @param maxTotal the most connections open at once; zero for no cap
 * @param maxPerUser the most connections one user has open at once; zero for no cap
 */
public record SessionLimits(Duration idleTimeout, int maxTotal, int maxPerUser) {
  /** No caps, and the given idle timeout. */
  public static SessionLimits idle(Duration idleTimeout) {
    return new SessionLimits(idleTimeout, 0, 0);
  }
}
