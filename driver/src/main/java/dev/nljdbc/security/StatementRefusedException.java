package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;

/**
 * A statement the security gate refused, with the rule that refused it: SQLState 42501, or 42601
 * for text the target could not parse either (an invalid Unicode escape).
 */
public final class StatementRefusedException extends SQLException {
  private static final long serialVersionUID = 1L;

  private final transient Rule rule;

  StatementRefusedException(Rule rule, String detail) {
    this(rule, detail, false);
  }

  StatementRefusedException(Rule rule, String detail, boolean syntaxError) {
    super("refused by nljdbc security rule " + rule.id() + ": " + detail,
        (syntaxError ? SqlState.SYNTAX_ERROR : SqlState.INSUFFICIENT_PRIVILEGE).code());
    this.rule = rule;
  }

  /** The rule that refused the statement. */
  public Rule rule() {
    return rule;
  }
}
