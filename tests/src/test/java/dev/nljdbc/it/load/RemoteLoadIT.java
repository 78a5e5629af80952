package dev.nljdbc.it.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.OperatingSystemMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * 50 concurrent remote sessions of 100 mixed turns each (SQL, natural language, commands, and
 * the answer {@code 1} whenever the server asks for a clarification) against a server on
 * loopback over the embedded demo, with a tenant configured. There must be no error. The run
 * stops by itself at a time cap; the report lands in {@code target/load-report.txt}.
 */
class RemoteLoadIT {
  private static final int SESSIONS = 50;
  private static final int TURNS = 100;
  /** The whole run's cap; a session stops at its next turn after it. */
  private static final long CAP_NANOS = TimeUnit.SECONDS.toNanos(150);
  private static final String CONFIG = String.join("\n",
      "tenant.column=corp_id",
      "tenant.value=105",
      // Each session keeps one target connection: the pool must hold every session at once.
      "pool.maxSize=" + (SESSIONS + 10));

  private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

  @Test
  void fiftySessions_hundredMixedTurnsEach_withoutErrors() throws Exception {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    NljdbcServer server = TestServers.start(null, CONFIG, null);
    try {
      warmUp(server);
      double loadBefore = os.getSystemLoadAverage();
      long heapBefore = heapAfterGc();
      AtomicLong peakHeap = new AtomicLong();
      ExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
      ((java.util.concurrent.ScheduledExecutorService) sampler).scheduleAtFixedRate(
          () -> peakHeap.accumulateAndGet(MEMORY.getHeapMemoryUsage().getUsed(), Math::max),
          0, 200, TimeUnit.MILLISECONDS);

      ExecutorService pool = Executors.newFixedThreadPool(SESSIONS);
      CountDownLatch ready = new CountDownLatch(SESSIONS);
      CountDownLatch go = new CountDownLatch(1);
      long deadline = System.nanoTime() + CAP_NANOS;
      List<Future<LoadStats>> sessions = new ArrayList<>();
      for (int s = 0; s < SESSIONS; s++) {
        int session = s;
        sessions.add(pool.submit(() -> runSession(server, session, ready, go, deadline)));
      }
      ready.await(60, TimeUnit.SECONDS);
      long openDuringRun = openConnections(metrics(server));
      long started = System.nanoTime();
      go.countDown();
      LoadStats all = new LoadStats();
      for (Future<LoadStats> f : sessions) {
        all.addAll(f.get(CAP_NANOS + TimeUnit.SECONDS.toNanos(60), TimeUnit.NANOSECONDS));
      }
      double seconds = (System.nanoTime() - started) / 1e9;
      pool.shutdown();
      sampler.shutdownNow();
      double loadAfter = os.getSystemLoadAverage();
      String metrics = metrics(server);
      long heapAfter = heapAfterGc();

      String report = report(server, all, seconds, loadBefore, loadAfter, heapBefore,
          peakHeap.get(), heapAfter, openDuringRun, metrics);
      Path file = Path.of("target", "load-report.txt");
      Files.createDirectories(file.getParent());
      Files.writeString(file, report, StandardCharsets.UTF_8);
      System.out.print(report);

      assertEquals(List.of(), all.errors().subList(0, Math.min(10, all.errors().size())),
          all.errors().size() + " errors; the first ones are shown. " + report);
      assertTrue(all.statements() >= SESSIONS * TURNS / 2,
          "fewer than half the turns ran before the cap: " + report);
      assertEquals(SESSIONS, openDuringRun, "every session was open at once");
      assertEquals(0, openConnections(metrics), "every session closed: " + report);
    } finally {
      server.stop();
    }
  }

  /** One session: connect, wait for the start, run its turns until done or past the cap. */
  private static LoadStats runSession(NljdbcServer server, int session, CountDownLatch ready,
      CountDownLatch go, long deadline) throws Exception {
    LoadStats stats = new LoadStats();
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      ready.countDown();
      go.await();
      boolean clarificationPending = false;
      for (int turn = 0; turn < TURNS && System.nanoTime() < deadline; turn++) {
        LoadScript.Step step = clarificationPending
            ? new LoadScript.Step(LoadScript.Kind.CLARIFICATION_ANSWER,
                LoadScript.CLARIFICATION_ANSWER)
            : LoadScript.step(session, turn);
        String text = step.text(session, turn);
        long t0 = System.nanoTime();
        try {
          clarificationPending = readAll(c, text);
          stats.record(step.kind(), System.nanoTime() - t0);
          if (clarificationPending) {
            stats.clarification();
          }
        } catch (SQLException e) {
          stats.record(step.kind(), System.nanoTime() - t0);
          stats.error("session " + session + " turn " + turn + " '" + text + "': "
              + e.getSQLState() + " " + e.getMessage());
          clarificationPending = false;
        }
      }
    } catch (SQLException e) {
      ready.countDown();
      stats.error("session " + session + " could not connect: " + e.getSQLState() + " "
          + e.getMessage());
    }
    return stats;
  }

  /** One session through the whole cycle first, so the run measures a warm server. */
  private static void warmUp(NljdbcServer server) throws SQLException {
    try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server))) {
      for (int turn = 0; turn < LoadScript.CYCLE.length; turn++) {
        if (readAll(c, LoadScript.step(0, turn).text(0, turn))) {
          readAll(c, LoadScript.CLARIFICATION_ANSWER);
        }
      }
    }
  }

  /** Runs a statement and reads every row; true when it was a clarification result set. */
  private static boolean readAll(Connection c, String text) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(text)) {
      boolean clarification = rs.getMetaData().getColumnCount() >= 2
          && rs.getMetaData().getColumnLabel(1).equalsIgnoreCase("CLARIFICATION_ID");
      while (rs.next()) {
        rs.getObject(1);
      }
      return clarification;
    }
  }

  private static String report(NljdbcServer server, LoadStats all, double seconds,
      double loadBefore, double loadAfter, long heapBefore, long peakHeap, long heapAfter,
      long openDuringRun, String metrics) {
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "nljdbc load test: %d remote sessions x %d mixed turns"
        + " against %s (embedded demo, tenant corp_id=105, policy hybrid)%n", SESSIONS, TURNS,
        server.url()));
    out.append(String.format(Locale.ROOT, "machine: %d cores, load average %.2f before, %.2f "
        + "after; client and server share the JVM%n", Runtime.getRuntime().availableProcessors(),
        loadBefore, loadAfter));
    out.append(String.format(Locale.ROOT, "wall time %.1f s (cap %d s); %d statements (sql %d, "
        + "natural language %d, command %d, clarification answers %d); %.0f statements/s%n",
        seconds, TimeUnit.NANOSECONDS.toSeconds(CAP_NANOS), all.statements(),
        all.statements(LoadScript.Kind.SQL), all.statements(LoadScript.Kind.NATURAL_LANGUAGE),
        all.statements(LoadScript.Kind.COMMAND),
        all.statements(LoadScript.Kind.CLARIFICATION_ANSWER), all.statements() / seconds));
    out.append(String.format(Locale.ROOT, "errors: %d; clarifications asked: %d; sessions open "
        + "at once: %d%n", all.errors().size(), all.clarifications(), openDuringRun));
    out.append("latency in ms, client side, whole result read:\n");
    out.append("  all                   ").append(all.percentiles(null)).append('\n');
    for (LoadScript.Kind kind : LoadScript.Kind.values()) {
      out.append(String.format(Locale.ROOT, "  %-21s %s%n", kind.name().toLowerCase(Locale.ROOT),
          all.percentiles(kind)));
    }
    out.append(String.format(Locale.ROOT, "server heap (same JVM): %.1f MB used after GC "
        + "before, %.1f MB peak used during the run, %.1f MB used after GC after%n",
        heapBefore / 1e6, peakHeap / 1e6, heapAfter / 1e6));
    out.append("server metrics after the run:\n");
    for (String line : metrics.split("\n")) {
      if (line.startsWith("nljdbc_") && !line.contains("_bucket")) {
        out.append("  ").append(line).append('\n');
      }
    }
    for (String e : all.errors().subList(0, Math.min(20, all.errors().size()))) {
      out.append("error: ").append(e).append('\n');
    }
    return out.toString();
  }

  private static String metrics(NljdbcServer server) throws IOException, InterruptedException {
    HttpResponse<String> r = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(server.metricsUrl())).GET().build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode());
    return r.body();
  }

  private static long openConnections(String metrics) {
    Matcher m = Pattern.compile("(?m)^nljdbc_connections_open (\\S+)$").matcher(metrics);
    return m.find() ? (long) Double.parseDouble(m.group(1)) : -1;
  }

  private static long heapAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return MEMORY.getHeapMemoryUsage().getUsed();
  }
}
