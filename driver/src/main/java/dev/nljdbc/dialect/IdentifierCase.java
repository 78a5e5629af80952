package dev.nljdbc.dialect;

/**
 * How a database stores identifiers written without quotes, as JDBC's
 * {@code storesUpperCaseIdentifiers}, {@code storesLowerCaseIdentifiers} and
 * {@code storesMixedCaseIdentifiers} report it.
 */
public enum IdentifierCase {
  /** Folded to upper case, as the SQL standard says. */
  UPPER,
  /** Folded to lower case. */
  LOWER,
  /** Kept as written. */
  MIXED
}
