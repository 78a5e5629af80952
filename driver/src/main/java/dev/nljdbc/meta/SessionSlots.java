package dev.nljdbc.meta;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The open-connection caps ({@code session.maxTotal}, {@code session.maxPerUser}) as counters
 * that are checked and taken in one step: of N connections opened at once against a cap, exactly
 * the cap's number get a slot. A slot is taken before a session opens and given back when it
 * fails to open, is closed or expires.
 */
final class SessionSlots {
  private final int maxTotal;
  private final int maxPerUser;
  private final AtomicInteger total = new AtomicInteger();
  private final Map<String, Integer> perUser = new ConcurrentHashMap<>();

  SessionSlots(int maxTotal, int maxPerUser) {
    this.maxTotal = maxTotal;
    this.maxPerUser = maxPerUser;
  }

  /**
   * Takes a slot for {@code user}.
   *
   * @throws SQLException 53300 naming the cap that is reached
   */
  void take(String user) throws SQLException {
    int now = total.incrementAndGet();
    if (maxTotal > 0 && now > maxTotal) {
      total.decrementAndGet();
      throw SqlState.TOO_MANY_CONNECTIONS.exception("too many connections: the server allows "
          + maxTotal + " open at once (session.maxTotal); close unused ones or retry");
    }
    boolean[] refused = {false};
    perUser.compute(key(user), (k, n) -> {
      int mine = n == null ? 0 : n;
      if (maxPerUser > 0 && mine >= maxPerUser) {
        refused[0] = true;
        return n;
      }
      return mine + 1;
    });
    if (refused[0]) {
      total.decrementAndGet();
      throw SqlState.TOO_MANY_CONNECTIONS.exception("too many connections: a user may have "
          + maxPerUser + " open at once (session.maxPerUser); close unused ones");
    }
  }

  /** Gives back a slot {@link #take} gave {@code user}. */
  void give(String user) {
    total.decrementAndGet();
    perUser.computeIfPresent(key(user), (k, n) -> n <= 1 ? null : n - 1);
  }

  /** How many connections {@code user} holds slots for. */
  int of(String user) {
    return perUser.getOrDefault(key(user), 0);
  }

  private static String key(String user) {
    return user == null ? "" : user;
  }
}
