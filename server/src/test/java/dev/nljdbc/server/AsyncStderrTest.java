package dev.nljdbc.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class AsyncStderrTest {

  @Test
  void lines_reachTheSink_inOrder() {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    AsyncStderr async = new AsyncStderr(sink, 100);
    for (int i = 0; i < 50; i++) {
      async.write(("line " + i + "\n").getBytes(StandardCharsets.UTF_8), 0, 7 + (i > 9 ? 1 : 0));
    }
    async.close(5_000);
    String text = sink.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("line 0\nline 1\n"), text);
    assertTrue(text.contains("line 49\n"), text);
    assertEquals(0, async.dropped());
  }

  @Test
  void aStalledSink_neverBlocksTheWriter_andDropsAreCounted() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    OutputStream stalled = new OutputStream() {
      @Override
      public void write(int b) {
        await(release);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        await(release);
      }
    };
    AsyncStderr async = new AsyncStderr(stalled, 10);
    long started = System.nanoTime();
    for (int i = 0; i < 1_000; i++) {
      async.write("a log line\n".getBytes(StandardCharsets.UTF_8), 0, 11);
    }
    long millis = (System.nanoTime() - started) / 1_000_000;
    assertTrue(millis < 1_000, "writing took " + millis + " ms behind a stalled sink");
    assertTrue(async.dropped() >= 1_000 - 11, "dropped " + async.dropped());
    release.countDown();
    async.close(5_000);
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
