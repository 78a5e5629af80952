package dev.nljdbc.server;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Standard error written by a thread of its own: the server logs through slf4j-simple, which
 * writes each line to {@code System.err} under a lock on the calling thread, so a slow terminal
 * or pipe stalled the threads serving statements. Installed, a log line costs a copy into a
 * bounded queue; a daemon thread writes the queue out. When the queue is full, lines are
 * dropped rather than waited for, and the number dropped is reported once the queue drains.
 */
final class AsyncStderr extends OutputStream {
  /** Lines (or chunks) the queue holds before it drops. */
  static final int CAPACITY = 8_192;
  private static final byte[] STOP = new byte[0];

  private final OutputStream sink;
  private final BlockingQueue<byte[]> queue;
  private final AtomicLong dropped = new AtomicLong();
  private final Thread writer;

  AsyncStderr(OutputStream sink, int capacity) {
    this.sink = sink;
    this.queue = new ArrayBlockingQueue<>(capacity);
    this.writer = new Thread(this::drain, "nljdbc-log-writer");
    writer.setDaemon(true);
    writer.start();
  }

  /** Makes {@code System.err} asynchronous; returns the stream to close at exit. */
  static AsyncStderr install() {
    AsyncStderr async = new AsyncStderr(System.err, CAPACITY);
    System.setErr(new PrintStream(async, true, StandardCharsets.UTF_8));
    return async;
  }

  /** Lines dropped because the queue was full. */
  long dropped() {
    return dropped.get();
  }

  @Override
  public void write(int b) {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) {
    if (len == 0) {
      return;
    }
    if (!queue.offer(Arrays.copyOfRange(b, off, off + len))) {
      dropped.incrementAndGet();
    }
  }

  /** Writes out what is queued, waiting at most the given time, and stops the writer. */
  void close(long timeoutMillis) {
    try {
      if (queue.offer(STOP, timeoutMillis, TimeUnit.MILLISECONDS)) {
        writer.join(timeoutMillis);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    close(2_000);
  }

  private void drain() {
    long reported = 0;
    try {
      while (true) {
        byte[] chunk = queue.take();
        if (chunk == STOP) {
          sink.flush();
          return;
        }
        sink.write(chunk);
        if (queue.isEmpty()) {
          long lost = dropped.get();
          if (lost > reported) {
            sink.write(("[nljdbc] " + (lost - reported) + " log writes dropped: the log could "
                + "not keep up\n").getBytes(StandardCharsets.UTF_8));
            reported = lost;
          }
          sink.flush();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (java.io.IOException e) {
      dropped.incrementAndGet();
    }
  }
}
