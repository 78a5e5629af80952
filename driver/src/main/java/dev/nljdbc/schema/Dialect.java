package dev.nljdbc.schema;

import java.util.Locale;

/** The SQL dialect of a target database, as far as generated SQL must care. */
public enum Dialect {
  POSTGRESQL,
  MARIADB,
  H2,
  SQLITE,
  GENERIC;

  /** The dialect of a database from the product name its driver reports. */
  public static Dialect ofProductName(String productName) {
    String p = productName == null ? "" : productName.toLowerCase(Locale.ROOT);
    if (p.contains("postgres")) {
      return POSTGRESQL;
    }
    if (p.contains("mariadb") || p.contains("mysql")) {
      return MARIADB;
    }
    if (p.equals("h2")) {
      return H2;
    }
    if (p.contains("sqlite")) {
      return SQLITE;
    }
    return GENERIC;
  }
}
