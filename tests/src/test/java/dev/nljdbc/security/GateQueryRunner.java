package dev.nljdbc.security;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/** Admits SQL through a {@link SecurityGate} and runs the result on a plain target connection. */
final class GateQueryRunner implements TenantQueryRunner {
  private final Connection target;
  private final SecurityGate gate;

  /** The target connection should bypass row-level security (a superuser), or nothing is proved. */
  GateQueryRunner(Connection target, String tenantValue) throws SQLException {
    this.target = target;
    TenantTables tables = TenantTables.load(target, "corp_id");
    this.gate = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", tenantValue, TenantPolicy.HYBRID), tables, "differential");
  }

  @Override
  public List<String> rows(String sql) throws SQLException {
    return rows(sql, List.of());
  }

  @Override
  public List<String> rows(String sql, List<Object> parameters) throws SQLException {
    AdmittedStatement admitted = gate.admit(sql);
    try (PreparedStatement ps = target.prepareStatement(admitted.sql())) {
      admitted.bind(ps, parameters);
      try (ResultSet rs = ps.executeQuery()) {
        return Databases.rows(rs);
      }
    }
  }

  @Override
  public long shapeReuses() {
    return gate.metrics().shapeReuses();
  }

  @Override
  public long unparsedReuses() {
    return gate.metrics().unparsedReuses();
  }

  /** The SQL the gate sends, for failure messages. */
  String rewrite(String sql) {
    try {
      return gate.admit(sql).sql();
    } catch (SQLException e) {
      return "refused: " + e.getMessage();
    }
  }

  @Override
  public void close() {
    // the target connection belongs to the caller
  }
}
