package dev.nljdbc.bench;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
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
 * The tenant fence at scale: 2,000,000 orders and 100,000 customers spread over 50 tenants, read
 * by one tenant through nljdbc in-process ({@code nljdbc}: the client's SQL has no tenant
 * predicate, the gate adds the fenced filter and moves the leakproof conditions inside it)
 * against the target's own driver with the same tenant predicate written by hand
 * ({@code direct}), in the same run, on PostgreSQL and on MariaDB.
 *
 * <p>The tables are loaded once, in bulk ({@code generate_series} on PostgreSQL, the sequence
 * engine's {@code seq_1_to_n} on MariaDB), into the schema (PostgreSQL) or database (MariaDB)
 * {@value #SCHEMA} beside the configured test database, and kept: a later run reuses them when
 * both tables hold their rows. Drop the schema to load again.
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.log.dev.nljdbc.audit=warn")
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TenantFenceBenchmark {
  static final String SCHEMA = "nlb_fence";
  private static final int ORDERS = 2_000_000;
  private static final int CUSTOMERS = 100_000;
  private static final int TENANTS = 50;
  private static final int DAYS = 2_000;
  private static final int TENANT = 7;
  private static final LocalDate FIRST_DAY = LocalDate.of(2020, 1, 1);

  /** The target database. */
  @Param({"PostgreSQL", "MariaDB"})
  public String database;

  /**
   * The target's driver with the tenant predicate by hand ({@code direct}), the target's driver
   * running the SQL the gate sends, fence and moved conditions written by hand ({@code fenced}:
   * what the database itself costs), or nljdbc in-process.
   */
  @Param({"direct", "fenced", "nljdbc"})
  public String driver;

  private Connection connection;
  private PreparedStatement point;
  private PreparedStatement range;
  private PreparedStatement join;

  /** Loads the tables unless present and prepares the three statements. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    Kind kind = database.equals("PostgreSQL") ? Kind.POSTGRESQL : Kind.MARIADB;
    load(kind);
    String url = kind == Kind.POSTGRESQL
        ? TestDatabases.withParameters(TestDatabases.url(kind), "currentSchema", SCHEMA)
        : TestDatabases.onDatabase(kind, SCHEMA);
    if (driver.equals("fenced")) {
      String fence = kind == Kind.POSTGRESQL ? " OFFSET 0" : " LIMIT 9223372036854775807";
      String tenant = " AND nl_t.tenant_id = " + TENANT + fence + ")";
      connection = DriverManager.getConnection(url);
      point = connection.prepareStatement("SELECT o.id, o.customer_id, o.amount FROM (SELECT *"
          + " FROM orders nl_t WHERE nl_t.id = ?" + tenant + " o");
      range = connection.prepareStatement("SELECT o.id, o.amount FROM (SELECT * FROM orders nl_t"
          + " WHERE nl_t.placed_on BETWEEN ? AND ?" + tenant + " o");
      join = connection.prepareStatement("SELECT c.name, o.id, o.amount FROM (SELECT * FROM"
          + " customers nl_t WHERE nl_t.id = ?" + tenant + " c JOIN (SELECT * FROM orders nl_t"
          + " WHERE nl_t.customer_id = ?" + tenant + " o ON o.customer_id = c.id");
      return;
    }
    boolean direct = driver.equals("direct");
    String on = direct ? " AND o.tenant_id = " + TENANT : "";
    if (direct) {
      connection = DriverManager.getConnection(url);
    } else {
      Properties p = new Properties();
      p.setProperty("tenant.column", "tenant_id");
      p.setProperty("tenant.value", Integer.toString(TENANT));
      p.setProperty("clarify", "false");
      connection = DriverManager.getConnection("jdbc:nl:" + url, p);
    }
    point = connection.prepareStatement("SELECT o.id, o.customer_id, o.amount FROM orders o"
        + " WHERE o.id = ?" + on);
    range = connection.prepareStatement("SELECT o.id, o.amount FROM orders o"
        + " WHERE o.placed_on BETWEEN ? AND ?" + on);
    join = connection.prepareStatement("SELECT c.name, o.id, o.amount FROM customers c"
        + " JOIN orders o ON o.customer_id = c.id WHERE c.id = ?"
        + (direct ? " AND c.tenant_id = " + TENANT + on : ""));
  }

  /** Closes the connection; the tables stay for the next run. */
  @TearDown(Level.Trial)
  public void tearDown() throws SQLException {
    if (connection != null) {
      connection.close();
    }
  }

  /** A prepared point query by primary key: one of the tenant's orders. */
  @Benchmark
  public int preparedPointQuery() throws SQLException {
    point.setInt(1, TENANTS * ThreadLocalRandom.current().nextInt(ORDERS / TENANTS) + TENANT);
    try (ResultSet rs = point.executeQuery()) {
      if (!rs.next()) {
        throw new IllegalStateException("no row");
      }
      return rs.getInt(3);
    }
  }

  /** A range filter on an indexed date: three days, about 60 of the tenant's orders. */
  @Benchmark
  public long rangeFilter() throws SQLException {
    LocalDate from = FIRST_DAY.plusDays(ThreadLocalRandom.current().nextInt(DAYS - 3));
    range.setObject(1, from);
    range.setObject(2, from.plusDays(2));
    return sum(range, 2, 60);
  }

  /** A two-table join: one of the tenant's customers with its 20 orders. */
  @Benchmark
  public long twoTableJoin() throws SQLException {
    int customer = TENANTS * ThreadLocalRandom.current().nextInt(CUSTOMERS / TENANTS) + TENANT;
    join.setInt(1, customer);
    if (driver.equals("fenced")) {
      join.setInt(2, customer);
    }
    return sum(join, 3, 20);
  }

  private static long sum(PreparedStatement ps, int column, int expectedRows)
      throws SQLException {
    long sum = 0;
    int rows = 0;
    try (ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        sum += rs.getInt(column);
        rows++;
      }
    }
    if (rows != expectedRows) {
      throw new IllegalStateException(rows + " rows, expected " + expectedRows);
    }
    return sum;
  }

  /**
   * Creates and fills the tables unless both hold their rows. Order {@code g} and customer
   * {@code c} belong to tenant {@code 1 + (g - 1) % 50}; each customer has 20 orders of its own
   * tenant, and each day 1,000 orders, 20 per tenant.
   */
  static void load(Kind kind) throws SQLException {
    boolean pg = kind == Kind.POSTGRESQL;
    try (Connection c = TestDatabases.direct(kind); Statement s = c.createStatement()) {
      if (loaded(s)) {
        return;
      }
      s.execute(pg ? "DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE"
          : "DROP DATABASE IF EXISTS " + SCHEMA);
      s.execute(pg ? "CREATE SCHEMA " + SCHEMA : "CREATE DATABASE " + SCHEMA);
      s.execute(pg ? "SET search_path TO " + SCHEMA : "USE " + SCHEMA);
      String text = pg ? "text" : "varchar(40)";
      s.execute("CREATE TABLE customers (id int PRIMARY KEY, tenant_id int NOT NULL, name "
          + text + " NOT NULL)");
      s.execute("CREATE TABLE orders (id int PRIMARY KEY, tenant_id int NOT NULL,"
          + " customer_id int NOT NULL, placed_on date NOT NULL, amount int NOT NULL)");
      String g = pg ? "g" : "seq";
      String div = pg ? " / " : " DIV ";
      String tenant = "1 + (" + g + " - 1) % " + TENANTS;
      String customers = "SELECT " + g + ", " + tenant + ", "
          + (pg ? "'customer ' || g" : "concat('customer ', seq)");
      String orders = "SELECT " + g + ", " + tenant
          + ", 1 + ((" + g + " - 1)" + div + TENANTS + " % " + CUSTOMERS / TENANTS + ") * "
          + TENANTS + " + (" + g + " - 1) % " + TENANTS
          + ", date '2020-01-01' + " + (pg ? "" : "INTERVAL ")
          + "((" + g + " - 1)" + div + "1000) % " + DAYS + (pg ? "" : " DAY")
          + ", 1 + " + g + " % 997";
      s.execute("INSERT INTO customers " + customers + from(pg, CUSTOMERS));
      s.execute("INSERT INTO orders " + orders + from(pg, ORDERS));
      s.execute("CREATE INDEX orders_customer ON orders (customer_id)");
      s.execute("CREATE INDEX orders_placed ON orders (placed_on)");
      s.execute(pg ? "ANALYZE customers" : "ANALYZE TABLE customers");
      s.execute(pg ? "ANALYZE orders" : "ANALYZE TABLE orders");
    }
  }

  private static String from(boolean pg, int rows) {
    return pg ? " FROM generate_series(1, " + rows + ") g" : " FROM seq_1_to_" + rows;
  }

  private static boolean loaded(Statement s) throws SQLException {
    try (ResultSet rs = s.executeQuery("SELECT count(*) FROM information_schema.tables"
        + " WHERE table_schema = '" + SCHEMA + "'")) {
      rs.next();
      if (rs.getInt(1) != 2) {
        return false;
      }
    }
    try (ResultSet rs = s.executeQuery("SELECT (SELECT count(*) FROM " + SCHEMA + ".orders),"
        + " (SELECT count(*) FROM " + SCHEMA + ".customers)")) {
      rs.next();
      return rs.getInt(1) == ORDERS && rs.getInt(2) == CUSTOMERS;
    }
  }
}
