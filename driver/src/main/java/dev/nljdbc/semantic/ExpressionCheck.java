package dev.nljdbc.semantic;

import java.sql.SQLException;

/** Checks a probe query built from a model expression: the session's security gate. */
@FunctionalInterface
public interface ExpressionCheck {
  /** Admits the query or throws the gate's refusal ({@code 42501}). */
  void admit(String sql) throws SQLException;
}
