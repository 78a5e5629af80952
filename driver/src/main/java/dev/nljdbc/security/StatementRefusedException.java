package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;

/** A statement the security gate refused: SQLState 42501, with the rule that refused it. */
public final class StatementRefusedException extends SQLException {
  private static final long serialVersionUID = 1L;

  private final transient Rule rule;

  StatementRefusedException(Rule rule, String detail) {
    super("refused by nljdbc security rule " + rule.id() + ": " + detail,
        SqlState.INSUFFICIENT_PRIVILEGE.code());
    this.rule = rule;
  }

  /** The rule that refused the statement. */
  public Rule rule() {
    return rule;
  }
}
