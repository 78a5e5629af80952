package dev.nljdbc.server;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes of heap all requests being read or decoded may hold at once
 * ({@code --max-in-flight}). A request takes its share before it buffers or decodes anything and
 * gives it back when it is answered; one that finds no room is refused instead of buffered.
 */
final class RequestBudget {
  private final long capacity;
  private final AtomicLong used = new AtomicLong();

  /** @param capacity the bytes all requests may hold at once */
  RequestBudget(long capacity) {
    this.capacity = capacity;
  }

  /** Takes {@code bytes} if they fit beside what other requests hold. */
  boolean tryTake(long bytes) {
    while (true) {
      long now = used.get();
      if (bytes > capacity - now) {
        return false;
      }
      if (used.compareAndSet(now, now + bytes)) {
        return true;
      }
    }
  }

  /** Gives back bytes taken before. */
  void give(long bytes) {
    used.addAndGet(-bytes);
  }

  /** Whether a request of that many bytes could ever fit, with no other request in flight. */
  boolean couldFit(long bytes) {
    return bytes <= capacity;
  }

  long capacity() {
    return capacity;
  }

  long used() {
    return used.get();
  }
}
