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
 * What a pooled connection changing tenant costs on PostgreSQL: two clients of an nljdbc server
 * on loopback take turns with a prepared point query, the server's pool holding one target
 * connection, so each statement borrows the connection the other client used last. With
 * {@code same} both clients are the same tenant; with {@code switch} they are two tenants and
 * every borrow resets the server session ({@code DISCARD ALL}) and sets the tenant again.
 * {@code direct} is pgjdbc alone with the same tenant predicate, in the same run.
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.log.dev.nljdbc.audit=warn")
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TenantSwitchBenchmark {
  private static final int ROWS = 10_000;

  /** pgjdbc alone, two clients of one tenant, or two clients of two tenants. */
  @Param({"direct", "same", "switch"})
  public String tenants;

  private TestDatabases.Scratch scratch;
  private NljdbcServer server;
  private final Connection[] connections = new Connection[2];
  private final PreparedStatement[] prepared = new PreparedStatement[2];
  private int turn;

  /** Creates the table, starts the server with a one-connection pool and opens both clients. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE bench (id int primary key, corp_id int NOT NULL, name text)",
        "INSERT INTO bench SELECT g, 1 + g % 2, 'name ' || g FROM generate_series(1, " + ROWS
            + ") g", "ANALYZE bench");
    if (tenants.equals("direct")) {
      for (int i = 0; i < 2; i++) {
        connections[i] = DriverManager.getConnection(scratch.url());
        prepared[i] = connections[i].prepareStatement(
            "SELECT id, name FROM bench WHERE corp_id = " + (i + 1) + " AND id = ?");
      }
      return;
    }
    server = TestServers.start(scratch.url(), String.join("\n", "tenant.column=corp_id",
        "tenant.policy=inject", "clarify=false", "pool.maxSize=1", ""),
        "tenant1,1,secret-1\ntenant2,2,secret-2\ntenant1b,1,secret-1b\n");
    String[] users = tenants.equals("switch") ? new String[] {"tenant1", "tenant2"}
        : new String[] {"tenant1", "tenant1b"};
    String[] passwords = tenants.equals("switch") ? new String[] {"secret-1", "secret-2"}
        : new String[] {"secret-1", "secret-1b"};
    for (int i = 0; i < 2; i++) {
      connections[i] = DriverManager.getConnection(TestServers.nlUrl(server),
          TestServers.credentials(users[i], passwords[i]));
      prepared[i] = connections[i].prepareStatement("SELECT id, name FROM bench WHERE id = ?");
    }
  }

  /** Closes the clients, stops the server and drops the table. */
  @TearDown(Level.Trial)
  public void tearDown() throws SQLException {
    for (Connection c : connections) {
      if (c != null) {
        c.close();
      }
    }
    if (server != null) {
      server.stop();
    }
    scratch.close();
  }

  /** A prepared point query by the client whose turn it is; the clients alternate. */
  @Benchmark
  public String alternatingPointQuery() throws SQLException {
    turn = 1 - turn;
    PreparedStatement ps = prepared[turn];
    boolean firstTenant = turn == 0 || tenants.equals("same");
    ps.setInt(1, 2 * ThreadLocalRandom.current().nextInt(1, ROWS / 2) + (firstTenant ? 0 : 1));
    try (ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getString(2);
    }
  }
}
