package dev.nljdbc.bench;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
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
 * A SQL point query on PostgreSQL through nljdbc in-process and through an nljdbc server on
 * loopback (started in the benchmark's JVM), against pgjdbc directly in the same run: the ratios
 * to {@code direct} are the pass-through overheads. {@code http} is the floor under
 * {@code remote}: one bare HTTP exchange of a point query's sizes on the same stack (Avatica's
 * Jetty server and Avatica's HTTP client), with no protocol, pipeline or database behind it.
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.log.dev.nljdbc.audit=warn")
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PassThroughBenchmark {
  private static final int ROWS = 10_000;

  /**
   * Which driver runs the query: pgjdbc, nljdbc in-process, nljdbc through a server, or no
   * driver at all, only the HTTP exchange the remote driver makes per query.
   */
  @Param({"direct", "nljdbc", "remote", "http"})
  public String driver;

  private TestDatabases.Scratch scratch;
  private NljdbcServer server;
  private Connection connection;
  private PreparedStatement prepared;
  private Statement statement;
  private LoopbackHttp http;

  /** Creates the table and opens the connection under test. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE bench (id int primary key, name text, amount numeric(10,2))",
        "INSERT INTO bench SELECT g, 'name ' || g, g * 1.5 FROM generate_series(1, " + ROWS + ") g");
    if (driver.equals("http")) {
      http = LoopbackHttp.start();
      return;
    }
    String url;
    switch (driver) {
      case "direct":
        url = scratch.url();
        break;
      case "remote":
        server = TestServers.start(scratch.url());
        url = TestServers.nlUrl(server);
        break;
      default:
        url = scratch.nlUrl();
    }
    connection = DriverManager.getConnection(url);
    prepared = connection.prepareStatement("SELECT id, name, amount FROM bench WHERE id = ?");
    statement = connection.createStatement();
  }

  /** Closes the connection and drops the table. */
  @TearDown(Level.Trial)
  public void tearDown() throws SQLException {
    if (http != null) {
      http.close();
    }
    if (connection != null) {
      connection.close();
    }
    if (server != null) {
      server.stop();
    }
    scratch.close();
  }

  /** A prepared point query with a parameter. */
  @Benchmark
  public String preparedPointQuery() throws SQLException {
    if (http != null) {
      return http.exchange();
    }
    prepared.setInt(1, ThreadLocalRandom.current().nextInt(1, ROWS + 1));
    try (ResultSet rs = prepared.executeQuery()) {
      rs.next();
      return rs.getString(2);
    }
  }

  /** The same point query as statement text, parsed and checked each time. */
  @Benchmark
  public String statementPointQuery() throws SQLException {
    if (http != null) {
      return http.exchange();
    }
    try (ResultSet rs = statement.executeQuery(
        "SELECT id, name, amount FROM bench WHERE id = " + ThreadLocalRandom.current().nextInt(1, 100))) {
      rs.next();
      return rs.getString(2);
    }
  }
}
