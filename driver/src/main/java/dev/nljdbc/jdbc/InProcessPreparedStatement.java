package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.TargetErrors;
import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.security.BindKind;
import java.sql.BatchUpdateException;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;

/**
 * A prepared statement of an in-process connection: the gate admits its SQL once, the target
 * prepares the admitted SQL (with the tenant's parameters bound), and each execution runs it.
 * Parameters go to the target's own setters, so every type the target driver binds works.
 */
final class InProcessPreparedStatement extends PreparedSetters {
  private final AdmittedStatement admitted;
  private final PreparedStatement target;
  private final int[][] positions;
  private int batched;

  InProcessPreparedStatement(InProcessConnection connection, AdmittedStatement admitted,
      PreparedStatement target) throws SQLException {
    super(connection);
    this.admitted = admitted;
    this.target = target;
    this.positions = new int[admitted.clientParameterCount()][];
    for (int i = 0; i < positions.length; i++) {
      positions[i] = admitted.parameterIndexes(i + 1);
    }
    admitted.bindTenant(target);
  }

  @Override
  PreparedStatement target() throws SQLException {
    checkOpen();
    return target;
  }

  /** Out-of-range indexes reach the target beyond the admitted SQL's, so that it refuses them. */
  @Override
  int[] at(int clientIndex) {
    if (clientIndex >= 1 && clientIndex <= positions.length) {
      return positions[clientIndex - 1];
    }
    return new int[] {clientIndex < 1 ? clientIndex
        : admitted.parameterCount() + clientIndex - positions.length};
  }

  @Override
  void checkBinding(int clientIndex, BindKind kind) throws SQLException {
    if (clientIndex >= 1 && clientIndex <= positions.length) {
      admitted.checkBinding(clientIndex, kind);
    }
  }

  @Override
  public ResultSet executeQuery() throws SQLException {
    checkOpen();
    closeCurrent();
    clearOwnWarnings();
    ResultSet rs = run(admitted, null, target);
    current(rs);
    return rs;
  }

  @Override
  public boolean execute() throws SQLException {
    executeQuery();
    return true;
  }

  @Override
  public int executeUpdate() throws SQLException {
    checkOpen();
    throw updatesRefused();
  }

  @Override
  public long executeLargeUpdate() throws SQLException {
    return executeUpdate();
  }

  @Override
  public void addBatch() throws SQLException {
    checkOpen();
    batched++;
  }

  @Override
  public void clearBatch() throws SQLException {
    checkOpen();
    batched = 0;
  }

  @Override
  public int[] executeBatch() throws SQLException {
    checkOpen();
    batched = 0;
    throw new BatchUpdateException("refused: batches carry updates, and only read-only queries "
        + "may run", SqlState.INSUFFICIENT_PRIVILEGE.code(), 0, new int[0]);
  }

  @Override
  public long[] executeLargeBatch() throws SQLException {
    executeBatch();
    return new long[0];
  }

  @Override
  public void clearParameters() throws SQLException {
    target().clearParameters();
    admitted.bindTenant(target);
  }

  @Override
  public ResultSetMetaData getMetaData() throws SQLException {
    try {
      return target().getMetaData();
    } catch (SQLException e) {
      throw TargetErrors.fromTarget(e);
    }
  }

  @Override
  public ParameterMetaData getParameterMetaData() throws SQLException {
    int[] first = new int[positions.length];
    for (int i = 0; i < first.length; i++) {
      first[i] = positions[i][0];
    }
    return new ClientParameters(target().getParameterMetaData(), first);
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    SQLWarning own = super.getWarnings();
    SQLWarning targets = target.getWarnings();
    if (connection.tenantMode()) {
      targets = TargetErrors.scrubbedWarnings(targets, admitted.sql());
    }
    if (own == null) {
      return targets;
    }
    if (targets != null) {
      own.setNextWarning(targets);
    }
    return own;
  }

  @Override
  public void clearWarnings() throws SQLException {
    super.clearWarnings();
    target.clearWarnings();
  }

  @Override
  public void close() throws SQLException {
    if (isClosed()) {
      return;
    }
    try {
      super.close();
    } finally {
      target.close();
    }
  }

  // ---- text methods, which JDBC refuses on a prepared statement -----------------------------

  @Override
  public ResultSet executeQuery(String sql) throws SQLException {
    throw textOnPrepared();
  }

  @Override
  public boolean execute(String sql) throws SQLException {
    throw textOnPrepared();
  }

  @Override
  public int executeUpdate(String sql) throws SQLException {
    throw textOnPrepared();
  }

  @Override
  public void addBatch(String sql) throws SQLException {
    throw textOnPrepared();
  }

  private static SQLException textOnPrepared() {
    return SqlState.WRONG_OBJECT_TYPE.exception("a prepared statement runs its own SQL; use a "
        + "Statement for other text");
  }
}
