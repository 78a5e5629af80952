package dev.nljdbc.security;

/** Thrown inside the inspection passes; the gate turns it into a {@link StatementRefusedException}. */
final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Rule rule;
  private final boolean cacheable;

  Refusal(Rule rule, String detail) {
    this(rule, detail, true);
  }

  Refusal(Rule rule, String detail, boolean cacheable) {
    super(detail, null, false, false);
    this.rule = rule;
    this.cacheable = cacheable;
  }

  Rule rule() {
    return rule;
  }

  String detail() {
    return getMessage();
  }

  /** False for refusals that may not repeat, such as a parse timeout on a busy machine. */
  boolean cacheable() {
    return cacheable;
  }
}
