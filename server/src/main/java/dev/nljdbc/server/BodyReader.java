package dev.nljdbc.server;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.servlet.AsyncContext;
import javax.servlet.ReadListener;
import javax.servlet.ServletInputStream;

/**
 * Reads one request body as it arrives, without holding a thread while it waits for bytes
 * (Servlet non-blocking input): a connection that trickles its body costs a small buffer, not
 * one of the server's threads.
 *
 * <p>The body must arrive whole within a deadline ({@code --request-timeout}) and, after a
 * second's grace, at a minimum rate ({@code --min-request-rate}); Jetty's idle timeout alone
 * starts over with every byte. Its buffers are taken from the server's {@link RequestBudget}
 * as they grow, so a refused body was never buffered whole. It ends in exactly one of
 * {@link Outcome#body} and {@link Outcome#refused}, each called on a server thread.
 */
final class BodyReader implements ReadListener {
  /** How often a body's deadline and rate are checked. */
  static final long CHECK_MILLIS = 250;
  private static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(1);
  private static final int FIRST_CHUNK = 1024;
  private static final int LARGEST_CHUNK = 256 * 1024;
  /** Bytes after which a body of declared length takes its whole share of the budget. */
  static final long PROVEN = 64 * 1024;

  /** Why a body was refused. */
  enum Refusal {
    /** Larger than the request limit: 413. */
    TOO_LARGE,
    /** No room in the in-flight budget: 503. */
    BUSY,
    /** Not whole within the deadline, or slower than the minimum rate: 408. */
    TOO_SLOW,
    /** Broken off or malformed: 400. */
    UNREADABLE
  }

  /** What happens to the body. */
  interface Outcome {
    /** The whole body arrived; {@code charged} bytes of the budget are held for it. */
    void body(byte[] body, long charged);

    /** The body was refused; {@code charged} bytes of the budget are held for it. */
    void refused(Refusal refusal, String detail, long charged);
  }

  /** How slow a body may be. */
  record Pace(Duration deadline, long minBytesPerSecond) {
  }

  private final AsyncContext async;
  private final ServletInputStream in;
  private final long max;
  private final long declared;
  private final RequestBudget budget;
  private final Pace pace;
  private final Outcome outcome;
  private final long started = System.nanoTime();
  private final AtomicBoolean ended = new AtomicBoolean();
  private final List<byte[]> chunks = new ArrayList<>();
  private byte[] chunk;
  private int filled;
  private volatile long received;
  private long charged;
  private boolean whole;
  private volatile ScheduledFuture<?> watch;

  /**
   * @param max the largest body accepted
   * @param declared the body's declared length, or -1 when it is chunked
   */
  BodyReader(AsyncContext async, ServletInputStream in, long max, long declared,
      RequestBudget budget, Pace pace, Outcome outcome) {
    this.async = async;
    this.in = in;
    this.max = max;
    this.declared = declared;
    this.budget = budget;
    this.pace = pace;
    this.outcome = outcome;
  }

  /** Starts reading, and checks the deadline and rate on the given timer until the end. */
  void start(ScheduledExecutorService timer) {
    synchronized (this) {
      watch = timer.scheduleWithFixedDelay(this::check, CHECK_MILLIS, CHECK_MILLIS,
          TimeUnit.MILLISECONDS);
    }
    in.setReadListener(this);
  }

  @Override
  public void onDataAvailable() {
    try {
      while (!ended.get() && in.isReady()) {
        synchronized (this) {
          if (chunk == null || filled == chunk.length) {
            if (!nextChunk()) {
              return;
            }
          }
          int n = in.read(chunk, filled, chunk.length - filled);
          if (n < 0) {
            return;
          }
          filled += n;
          received += n;
          if (received > max) {
            end(Refusal.TOO_LARGE, "more than " + max + " bytes");
            return;
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      end(Refusal.UNREADABLE, e.toString());
    }
  }

  /**
   * Takes a larger buffer from the budget; false (and refused) when it has no room. A body of
   * declared length that has shown it arrives ({@link #PROVEN} bytes) takes the rest of its
   * share at once, so that concurrent large bodies are refused early rather than each failing
   * halfway; a body that trickles holds only the little it has received.
   */
  private boolean nextChunk() {
    if (chunk != null) {
      chunks.add(chunk);
    }
    long wanted = Math.max(FIRST_CHUNK, Math.min(LARGEST_CHUNK, received));
    if (declared >= 0 && !whole && received >= PROVEN) {
      // the chunks, and the whole body they are copied into
      if (!take(2 * declared - charged)) {
        return false;
      }
      whole = true;
    }
    if (declared >= 0) {
      wanted = whole ? declared - received : Math.min(wanted, declared - received);
    }
    wanted = Math.max(1, Math.min(wanted, max - received + 1));
    if (!whole && !take(2 * wanted)) {
      return false;
    }
    chunk = new byte[(int) wanted];
    filled = 0;
    return true;
  }

  private boolean take(long cost) {
    if (cost <= 0) {
      return true;
    }
    if (!budget.tryTake(cost)) {
      end(Refusal.BUSY, "no room for " + cost + " more bytes");
      return false;
    }
    charged += cost;
    return true;
  }

  @Override
  public void onAllDataRead() {
    byte[] body;
    synchronized (this) {
      if (!ended.compareAndSet(false, true)) {
        return;
      }
      stopWatching();
      body = assemble();
    }
    outcome.body(body, charged);
  }

  @Override
  public void onError(Throwable failure) {
    end(Refusal.UNREADABLE, failure.toString());
  }

  private byte[] assemble() {
    if (chunks.isEmpty() && chunk != null && filled == chunk.length) {
      return chunk;
    }
    byte[] body = new byte[(int) received];
    int at = 0;
    for (byte[] c : chunks) {
      System.arraycopy(c, 0, body, at, c.length);
      at += c.length;
    }
    if (chunk != null) {
      System.arraycopy(chunk, 0, body, at, filled);
    }
    chunks.clear();
    chunk = null;
    return body;
  }

  /** Refuses a body that is late or slow; runs on the timer. */
  private void check() {
    if (ended.get()) {
      return;
    }
    long elapsed = System.nanoTime() - started;
    if (elapsed > pace.deadline().toNanos()) {
      refuseLater("not whole after " + pace.deadline().toMillis() + " ms (" + received
          + " bytes)");
      return;
    }
    if (elapsed <= GRACE_NANOS) {
      return;
    }
    long due = pace.minBytesPerSecond() * (elapsed - GRACE_NANOS) / TimeUnit.SECONDS.toNanos(1);
    if (declared >= 0) {
      due = Math.min(due, declared);
    }
    if (received < due) {
      refuseLater(received + " bytes in " + elapsed / 1_000_000 + " ms, below "
          + pace.minBytesPerSecond() + " bytes a second");
    }
  }

  /** Refuses the body as too slow on a server thread, not on the timer's. */
  private void refuseLater(String detail) {
    try {
      async.start(() -> end(Refusal.TOO_SLOW, detail));
    } catch (IllegalStateException finished) {
      stopWatching();
    }
  }

  private void end(Refusal refusal, String detail) {
    if (!ended.compareAndSet(false, true)) {
      return;
    }
    long held;
    synchronized (this) {
      stopWatching();
      chunks.clear();
      chunk = null;
      held = charged;
    }
    outcome.refused(refusal, detail, held);
  }

  private void stopWatching() {
    if (watch != null) {
      watch.cancel(false);
    }
  }
}
