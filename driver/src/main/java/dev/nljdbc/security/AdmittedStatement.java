package dev.nljdbc.security;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** A statement the security gate let through: the SQL to run and how to bind its parameters. */
public final class AdmittedStatement {
  private final String sql;

  AdmittedStatement(String sql) {
    this.sql = sql;
  }

  /** The SQL to send to the target. */
  public String sql() {
    return sql;
  }

  /** Binds the client's parameter values, in order, to the statement prepared from {@link #sql()}. */
  public void bind(PreparedStatement statement, List<?> clientValues) throws SQLException {
    for (int i = 0; i < clientValues.size(); i++) {
      statement.setObject(i + 1, clientValues.get(i));
    }
  }
}
