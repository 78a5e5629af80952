package dev.nljdbc.client;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The kept-alive sockets of one client that wait for their next request: at most a fixed number
 * are kept, the one used last is handed out first, and a socket idle for longer than the limit is
 * closed, both when it would be handed out and whenever another is put back, so a burst of
 * parallel requests leaves no more than the cap open and none open for long after.
 *
 * @param <T> the kept socket
 */
final class IdleSockets<T> {
  /** Closes a socket given up. */
  interface Closer<T> {
    void close(T socket);
  }

  private record Kept<T>(T socket, long since) {
  }

  private final int cap;
  private final long maxIdleNanos;
  private final Closer<T> closer;
  private final Deque<Kept<T>> kept = new ArrayDeque<>();

  IdleSockets(int cap, long maxIdleNanos, Closer<T> closer) {
    this.cap = cap;
    this.maxIdleNanos = maxIdleNanos;
    this.closer = closer;
  }

  /** The socket used last that has not been idle too long, or null. */
  T take(long now) {
    while (true) {
      Kept<T> k;
      synchronized (kept) {
        k = kept.pollFirst();
      }
      if (k == null) {
        return null;
      }
      if (now - k.since() <= maxIdleNanos) {
        return k.socket();
      }
      closer.close(k.socket());
    }
  }

  /** Keeps a socket for the next request, closing it instead when the cap is reached. */
  void put(T socket, long now) {
    boolean keep;
    Kept<T> stale;
    synchronized (kept) {
      stale = expiredOldest(now);
      keep = kept.size() < cap;
      if (keep) {
        kept.offerFirst(new Kept<>(socket, now));
      }
    }
    if (stale != null) {
      closer.close(stale.socket());
    }
    if (!keep) {
      closer.close(socket);
    }
  }

  /** How many sockets are kept now. */
  int size() {
    synchronized (kept) {
      return kept.size();
    }
  }

  private Kept<T> expiredOldest(long now) {
    Kept<T> oldest = kept.peekLast();
    if (oldest != null && now - oldest.since() > maxIdleNanos) {
      return kept.pollLast();
    }
    return null;
  }
}
