package dev.nljdbc.bench;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Properties;
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
 * Correlated subqueries through the tenant fence, on the tables of {@link TenantFenceBenchmark}
 * (2,000,000 orders and 100,000 customers over 50 tenants, an index on
 * {@code orders.customer_id}, none on {@code tenant_id}): nljdbc in-process against the target's
 * own driver with the tenant predicates written by hand, in the same run.
 *
 * <p>Two statements: a correlated NOT EXISTS in an aggregate over all of the tenant's 2,000
 * customers ({@code FILTER} on PostgreSQL, {@code SUM(CASE …)} on MariaDB, which has no
 * {@code FILTER}), and a page of 100 customers each with a correlated {@code COUNT(*)} of its
 * orders.
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.log.dev.nljdbc.audit=warn")
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CorrelatedSubqueryBenchmark {
  private static final int CUSTOMERS = 100_000;
  private static final int TENANTS = 50;
  private static final int TENANT = 7;
  private static final int PAGE = 100;

  /** The target database. */
  @Param({"PostgreSQL", "MariaDB"})
  public String database;

  /** The target's driver with the tenant predicates by hand, or nljdbc in-process. */
  @Param({"direct", "nljdbc"})
  public String driver;

  private Connection connection;
  private PreparedStatement exists;
  private PreparedStatement count;

  /** Loads the tables unless present and prepares the two statements. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    Kind kind = database.equals("PostgreSQL") ? Kind.POSTGRESQL : Kind.MARIADB;
    TenantFenceBenchmark.load(kind);
    String url = kind == Kind.POSTGRESQL
        ? TestDatabases.withParameters(TestDatabases.url(kind), "currentSchema",
            TenantFenceBenchmark.SCHEMA)
        : TestDatabases.onDatabase(kind, TenantFenceBenchmark.SCHEMA);
    boolean direct = driver.equals("direct");
    if (direct) {
      connection = DriverManager.getConnection(url);
    } else {
      Properties p = new Properties();
      p.setProperty("tenant.column", "tenant_id");
      p.setProperty("tenant.value", Integer.toString(TENANT));
      p.setProperty("clarify", "false");
      connection = DriverManager.getConnection("jdbc:nl:" + url, p);
    }
    String orders = direct ? " AND o.tenant_id = " + TENANT : "";
    String customers = direct ? " AND c.tenant_id = " + TENANT : "";
    String noneAbove = "NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id"
        + " AND o.amount > 980" + orders + ")";
    String counted = kind == Kind.POSTGRESQL ? "count(*) FILTER (WHERE " + noneAbove + ")"
        : "SUM(CASE WHEN " + noneAbove + " THEN 1 ELSE 0 END)";
    exists = connection.prepareStatement("SELECT count(*), " + counted + " FROM customers c"
        + (direct ? " WHERE c.tenant_id = " + TENANT : ""));
    count = connection.prepareStatement("SELECT c.id, (SELECT count(*) FROM orders o"
        + " WHERE o.customer_id = c.id" + orders + ") FROM customers c"
        + " WHERE c.id BETWEEN ? AND ?" + customers);
  }

  /** Closes the connection; the tables stay for the next run. */
  @TearDown(Level.Trial)
  public void tearDown() throws SQLException {
    if (connection != null) {
      connection.close();
    }
  }

  /** A correlated NOT EXISTS in an aggregate over the tenant's 2,000 customers. */
  @Benchmark
  public long existsInAggregate() throws SQLException {
    try (ResultSet rs = exists.executeQuery()) {
      rs.next();
      if (rs.getLong(1) != CUSTOMERS / TENANTS) {
        throw new IllegalStateException(rs.getLong(1) + " customers");
      }
      return rs.getLong(2);
    }
  }

  /** One hundred of the tenant's customers, each with a correlated count of its orders. */
  @Benchmark
  public long correlatedCount() throws SQLException {
    int first = TENANTS * ThreadLocalRandom.current().nextInt(CUSTOMERS / TENANTS - PAGE) + 1;
    count.setInt(1, first);
    count.setInt(2, first + TENANTS * PAGE - 1);
    long orders = 0;
    int rows = 0;
    try (ResultSet rs = count.executeQuery()) {
      while (rs.next()) {
        orders += rs.getLong(2);
        rows++;
      }
    }
    if (rows != PAGE || orders != 20L * PAGE) {
      throw new IllegalStateException(rows + " customers, " + orders + " orders");
    }
    return orders;
  }
}
