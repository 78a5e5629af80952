package dev.nljdbc.security;

/** The rules of the security gate; every refusal names one of them. */
public enum Rule {
  /** SQL that cannot be parsed never runs. */
  UNPARSEABLE("unparseable", "the statement cannot be parsed as SQL, and unparsed SQL never runs"),
  /** Statements longer than the policy allows. */
  TOO_LONG("too-long", "the statement is longer than the policy allows"),
  /** One statement per execution. */
  SINGLE_STATEMENT("single-statement", "exactly one statement per execution is allowed"),
  /** Writes, DDL, session and transaction control, and every other statement that is not a query. */
  READ_ONLY("read-only", "only read-only queries may run"),
  /** COPY reads or writes files and streams outside the query protocol. */
  COPY("copy", "COPY is not a read-only query"),
  /** {@code SELECT ... INTO} creates tables or writes files and variables. */
  SELECT_INTO("select-into", "SELECT ... INTO writes data"),
  /** {@code FOR UPDATE}, {@code FOR SHARE} and their kin take row locks. */
  LOCKING_READ("locking-read", "locking reads (FOR UPDATE / FOR SHARE) are not allowed"),
  /** Functions that sleep, touch files or large objects, reach other servers or change settings. */
  DENIED_FUNCTION("denied-function", "the function is denied by the security policy"),
  /** With a tenant configured, functions that are not on the database's allowlist. */
  UNLISTED_FUNCTION("unlisted-function", "the function is not on the allowlist of functions a tenant may call"),
  /** System catalogues that hold secrets or other sessions' activity. */
  DENIED_RELATION("denied-relation", "the relation is denied by the security policy"),
  /** With a tenant configured, system relations off the database's allowlist ({@link SystemRelations}). */
  UNLISTED_RELATION("unlisted-relation", "the system relation is not on the allowlist of relations a tenant may read"),
  /** With a tenant configured, server and session variables such as {@code @@datadir}. */
  SYSTEM_VARIABLE("system-variable", "server and session variables are not readable with a tenant configured"),
  /** With a tenant configured, relations the catalogue does not know are refused. */
  UNKNOWN_RELATION("unknown-relation", "the relation is not in the catalogue nljdbc loaded"),
  /** With a tenant configured, relations without the tenant column that may read tenant rows. */
  UNPROVEN_RELATION("unproven-relation", "the relation may read tenant rows but has no tenant column to filter"),
  /** Literals and identifiers that databases could tokenise differently. */
  AMBIGUOUS_LITERAL("ambiguous-literal", "a literal or quoted name could be read differently by the database"),
  /** Comments a database executes or reads differently: {@code /*!...*}{@code /}, {@code --x}, nesting. */
  AMBIGUOUS_COMMENT("ambiguous-comment", "a comment could be read as SQL by the database"),
  /** Only positional {@code ?} parameters. */
  PARAMETERS("parameters", "only positional ? parameters are allowed"),
  /** Query forms the gate cannot check. */
  UNSUPPORTED("unsupported-construct", "the gate cannot check this construct"),
  /** Policy {@code reject}: the SQL lacks the tenant filter. */
  TENANT_FILTER_MISSING("tenant-filter-missing", "the tenant filter is missing"),
  /** The final SQL failed re-validation (fail closed). */
  TENANT_VALIDATION("tenant-validation", "the final SQL failed tenant validation");

  private final String id;
  private final String summary;

  Rule(String id, String summary) {
    this.id = id;
    this.summary = summary;
  }

  /** The rule's name as it appears in messages and the audit log, e.g. {@code denied-function}. */
  public String id() {
    return id;
  }

  /** What the rule forbids, in one sentence. */
  public String summary() {
    return summary;
  }
}
