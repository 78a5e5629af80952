package dev.nljdbc.dialect;

/**
 * How a database is kept from evaluating a user's condition on another tenant's row before the
 * tenant filter: the clause that closes each filtered derived table so that the optimizer neither
 * merges it into the outer query nor pushes outer conditions into it.
 */
public enum TenantFence {
  /** No fence: the derived table is written plainly (H2, SQLite, unknown databases). */
  NONE(null),
  /** {@code OFFSET 0}: PostgreSQL neither pulls the subquery up nor pushes conditions into it. */
  OFFSET_ZERO("0"),
  /**
   * {@code LIMIT 9223372036854775807}: MariaDB neither merges a derived table with a LIMIT
   * ({@code derived_merge}) nor pushes conditions into it ({@code condition_pushdown_for_derived});
   * it is materialised from the tenant's rows alone.
   */
  UNBOUNDED_LIMIT(Long.toString(Long.MAX_VALUE));

  private final String literal;

  TenantFence(String literal) {
    this.literal = literal;
  }

  /** The fence's number as written after {@code OFFSET} or {@code LIMIT}, or null for none. */
  public String literal() {
    return literal;
  }
}
