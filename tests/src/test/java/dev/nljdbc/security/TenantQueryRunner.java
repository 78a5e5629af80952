package dev.nljdbc.security;

import java.sql.SQLException;
import java.util.List;

/**
 * Runs SQL as one tenant "through nljdbc" and returns the rows as a sorted multiset of
 * {@code a|b|c} strings. The differential suite compares it with the same SQL under PostgreSQL
 * row-level security (or, on MariaDB, a twin database holding only the tenant's rows). The
 * runners: the JDBC driver in-process or against an nljdbc server ({@link DriverQueryRunner}),
 * and the gate called directly ({@link GateQueryRunner}).
 */
interface TenantQueryRunner extends AutoCloseable {

  /** The rows the SQL returns for the runner's tenant. */
  List<String> rows(String sql) throws SQLException;

  /** The rows a prepared statement returns for the runner's tenant, with its {@code ?} values. */
  List<String> rows(String sql, List<Object> parameters) throws SQLException;

  /**
   * How many statements the gates this runner's statements pass have admitted from a learnt
   * shape so far: the gate's own count, or the in-process engine's (shared by its connections).
   */
  long shapeReuses();

  /** Of {@link #shapeReuses()}, those whose final SQL was not parsed again (plain literals). */
  long unparsedReuses();

  @Override
  void close() throws SQLException;
}
