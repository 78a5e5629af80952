package dev.nljdbc.security;

/** Thrown inside the inspection passes; the gate turns it into a {@link StatementRefusedException}. */
final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Rule rule;
  private final boolean cacheable;
  private final boolean syntaxError;

  Refusal(Rule rule, String detail) {
    this(rule, detail, true);
  }

  Refusal(Rule rule, String detail, boolean cacheable) {
    this(rule, detail, cacheable, false);
  }

  private Refusal(Rule rule, String detail, boolean cacheable, boolean syntaxError) {
    super(detail, null, false, false);
    this.rule = rule;
    this.cacheable = cacheable;
    this.syntaxError = syntaxError;
  }

  /** Text that is no valid SQL to the target either: {@link Rule#UNPARSEABLE}, SQLState 42601. */
  static Refusal syntaxError(String detail) {
    return new Refusal(Rule.UNPARSEABLE, detail, true, true);
  }

  Rule rule() {
    return rule;
  }

  String detail() {
    return getMessage();
  }

  /** Whether the target would refuse the text as a syntax error too (SQLState 42601). */
  boolean syntaxError() {
    return syntaxError;
  }

  /** False for refusals that may not repeat, such as a parse timeout on a busy machine. */
  boolean cacheable() {
    return cacheable;
  }
}
