package dev.nljdbc.security;

import java.sql.SQLException;
import java.util.List;

/**
 * Runs SQL as one tenant "through nljdbc" and returns the rows as a sorted multiset of
 * {@code a|b|c} strings. The differential suite compares it with the same SQL under PostgreSQL
 * row-level security. Today it calls the gate directly ({@link GateQueryRunner}); switching to
 * the JDBC driver ({@link DriverQueryRunner}, a {@code jdbc:nl:} URL with tenant properties) is
 * the default; {@code -Dnljdbc.differential.runner=gate} calls the gate directly.
 */
interface TenantQueryRunner extends AutoCloseable {

  /** The rows the SQL returns for the runner's tenant. */
  List<String> rows(String sql) throws SQLException;

  @Override
  void close() throws SQLException;
}
