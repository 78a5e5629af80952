package dev.nljdbc.bench;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * A million rows of about 100 bytes read from PostgreSQL by pgjdbc (autocommit off, fetch size
 * 1000), by nljdbc in-process and by nljdbc through a server on loopback, in a JVM limited to
 * 128 MB, where pgjdbc buffering the whole result (autocommit on) runs out of memory. Each
 * operation is one whole read; the peak heap in use during it is reported next to the time.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"})
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class StreamBenchmark {
  private static final int ROWS = 1_000_000;
  private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

  /** Which driver reads: pgjdbc, nljdbc in-process, or nljdbc through a server. */
  @Param({"direct", "nljdbc", "remote"})
  public String driver;

  private TestDatabases.Scratch scratch;
  private NljdbcServer server;
  private Connection connection;
  private ScheduledExecutorService sampler;
  private final AtomicLong peak = new AtomicLong();

  /** The heap in use at its highest during the read, sampled every 10 ms. */
  @AuxCounters(AuxCounters.Type.EVENTS)
  @State(Scope.Thread)
  public static class Heap {
    /** Peak used heap in MB (garbage included) during one read. */
    public double peakHeapMb;
  }

  /** Creates the table and opens the connection under test. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE big (id int primary key, name text, amount numeric(12,2))",
        "INSERT INTO big SELECT g, repeat('x', 80) || g, g * 1.5 FROM generate_series(1, "
            + ROWS + ") g",
        "ANALYZE big");
    Properties props = new Properties();
    switch (driver) {
      case "direct":
        connection = DriverManager.getConnection(scratch.url());
        connection.setAutoCommit(false);
        break;
      case "remote":
        server = TestServers.start(scratch.url(), "limits.maxRows=" + ROWS, null);
        connection = DriverManager.getConnection(TestServers.nlUrl(server));
        break;
      default:
        props.setProperty("limits.maxRows", Integer.toString(ROWS));
        connection = DriverManager.getConnection(scratch.nlUrl(), props);
    }
    sampler = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "heap-sampler");
      t.setDaemon(true);
      return t;
    });
    sampler.scheduleAtFixedRate(
        () -> peak.accumulateAndGet(MEMORY.getHeapMemoryUsage().getUsed(), Math::max),
        0, 10, TimeUnit.MILLISECONDS);
  }

  /** Closes everything and drops the table. */
  @TearDown(Level.Trial)
  public void tearDown() throws SQLException {
    sampler.shutdownNow();
    connection.close();
    if (server != null) {
      server.stop();
    }
    scratch.close();
  }

  /** Reads the whole table once. */
  @Benchmark
  public long streamMillionRows(Heap heap) throws SQLException {
    peak.set(MEMORY.getHeapMemoryUsage().getUsed());
    long rows = 0;
    long chars = 0;
    try (Statement s = connection.createStatement()) {
      s.setFetchSize(1000);
      try (ResultSet rs = s.executeQuery("SELECT id, name, amount FROM big")) {
        while (rs.next()) {
          rows++;
          chars += rs.getInt(1) + rs.getString(2).length() + rs.getBigDecimal(3).scale();
        }
      }
    }
    if (driver.equals("direct")) {
      connection.commit();
    }
    if (rows != ROWS) {
      throw new IllegalStateException("read " + rows + " rows, expected " + ROWS);
    }
    heap.peakHeapMb = peak.get() / 1e6;
    return chars;
  }
}
