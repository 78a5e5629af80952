package dev.nljdbc.bench;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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
 * An offline natural-language turn end to end on PostgreSQL, in-process: routing, dialog,
 * expansion, generation by the offline engine, the security gate, execution and reading every
 * row. {@code direct} runs the very SQL the engine generates (taken from {@code /explain}) with
 * pgjdbc, so the difference of the two is the pipeline's own time.
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn")
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class NaturalLanguageBenchmark {
  private static final String[] QUESTIONS = {"how many orders per status",
      "total of orders by region", "show active customers", "average order total per month",
      "orders shipped in 2024"};

  /** Which driver runs the turn: pgjdbc on the generated SQL, or nljdbc on the question. */
  @Param({"direct", "nljdbc"})
  public String driver;

  private TestDatabases.Scratch scratch;
  private Connection connection;
  private String[] statements;
  private int next;

  /** Creates a small retail schema and opens the connection under test. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE regions (region_id int primary key, name text not null)",
        "CREATE TABLE customers (customer_id int primary key, name text not null,"
            + " region_id int references regions, status text not null)",
        "CREATE TABLE orders (order_id int primary key, customer_id int references customers,"
            + " status text not null, total numeric(10,2) not null, ordered_at date not null)",
        "INSERT INTO regions SELECT g, (ARRAY['Africa','Europe','Asia','North America',"
            + "'South America','Oceania','Middle East','Antarctica'])[g]"
            + " FROM generate_series(1, 8) g",
        "INSERT INTO customers SELECT g, 'Customer ' || g, 1 + g % 8,"
            + " CASE WHEN g % 5 = 0 THEN 'inactive' ELSE 'active' END"
            + " FROM generate_series(1, 1000) g",
        "INSERT INTO orders SELECT g, 1 + g % 1000,"
            + " (ARRAY['new','paid','shipped','returned'])[1 + g % 4], (g % 500) + 0.99,"
            + " DATE '2024-01-01' + (g % 700) FROM generate_series(1, 20000) g",
        "ANALYZE");
    statements = new String[QUESTIONS.length];
    try (Connection nl = DriverManager.getConnection(scratch.nlUrl());
        Statement s = nl.createStatement()) {
      for (int i = 0; i < QUESTIONS.length; i++) {
        try (ResultSet rs = s.executeQuery("/explain " + QUESTIONS[i])) {
          rs.next();
          statements[i] = driver.equals("direct") ? rs.getString("SQL") : "/new " + QUESTIONS[i];
        }
      }
    }
    connection = DriverManager.getConnection(driver.equals("direct") ? scratch.url()
        : scratch.nlUrl());
  }

  /** Closes the connection and drops the schema. */
  @TearDown(Level.Trial)
  public void tearDown() throws SQLException {
    connection.close();
    scratch.close();
  }

  /** One turn: a new question (or its SQL), every row read. */
  @Benchmark
  public long turn() throws SQLException {
    String text = statements[next++ % statements.length];
    long cells = 0;
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(text)) {
      int columns = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        for (int i = 1; i <= columns; i++) {
          cells += rs.getObject(i) == null ? 0 : 1;
        }
      }
    }
    return cells;
  }
}
