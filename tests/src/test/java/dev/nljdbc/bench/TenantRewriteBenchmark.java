package dev.nljdbc.bench;

import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.security.SecurityGate;
import dev.nljdbc.security.SecurityPolicy;
import dev.nljdbc.security.TenantPolicy;
import dev.nljdbc.security.TenantScope;
import dev.nljdbc.security.TenantTables;
import java.sql.SQLException;
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

/**
 * The security gate's parse, tenant rewrite and re-validation of typical queries. Each call
 * admits text the gate has not seen, so no cached admission is measured: {@link #newLiterals}
 * changes a literal (a shape seen before: its final SQL is filled in from the learnt template
 * and, its literals being plain, accepted once it tokenises as the validated one did),
 * {@link #newShape} also changes a comment, which makes the shape new (the full check: parse,
 * rewrite, render, parse again and validate).
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.log.dev.nljdbc.audit=warn")
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TenantRewriteBenchmark {
  /** A typical query shape; {@code %d} is a changing literal. */
  @Param({
      "SELECT * FROM orders WHERE id = %d",
      "SELECT c.name, sum(o.total) FROM orders o JOIN customers c ON c.id = o.customer_id"
          + " WHERE o.total > %d GROUP BY c.name ORDER BY 2 DESC LIMIT 10",
      "SELECT r.name, count(*) FROM orders o LEFT JOIN regions r ON r.id = o.region_id"
          + " WHERE o.customer_id IN (SELECT id FROM customers WHERE status = 'active')"
          + " AND o.total > %d GROUP BY r.name"})
  public String query;

  /**
   * The target database: on PostgreSQL each filtered derived table carries the fence
   * {@code OFFSET 0} (docs/security.md, "The fence"), which the final SQL's parse and validation
   * pay for; H2 gets the same rewrite without it.
   */
  @Param({"PostgreSQL", "H2"})
  public String database;

  private SecurityGate gate;
  private int literal;

  /** A gate for tenant 105 over three tenant tables and one table without the tenant column. */
  @Setup(Level.Trial)
  public void setUp() throws SQLException {
    TenantTables tables = TenantTables.builder("corp_id")
        .database(database)
        .tenantTable(null, "orders", java.sql.Types.INTEGER)
        .tenantTable(null, "customers", java.sql.Types.INTEGER)
        .tenantTable(null, "order_lines", java.sql.Types.INTEGER)
        .table(null, "regions")
        .build();
    gate = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "105", TenantPolicy.INJECT), tables, "bench");
  }

  /** Admits a query the gate has not seen, of a shape it has. */
  @Benchmark
  public AdmittedStatement newLiterals() throws SQLException {
    return gate.admit(String.format(query, ++literal));
  }

  /** Admits a query of a shape the gate has not seen. */
  @Benchmark
  public AdmittedStatement newShape() throws SQLException {
    ++literal;
    return gate.admit("/* " + literal + " */ " + String.format(query, literal));
  }
}
