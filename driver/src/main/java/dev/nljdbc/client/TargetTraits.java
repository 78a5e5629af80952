package dev.nljdbc.client;

import java.util.Locale;

/**
 * What tools read from database metadata that the Avatica protocol does not carry, derived from
 * the target's product name: how it stores unquoted identifiers, whether it has schemas or
 * catalogs (MariaDB's databases are catalogs), and the URL prefix tools recognise it by.
 */
enum TargetTraits {
  POSTGRESQL("jdbc:postgresql:", Case.LOWER, true),
  MARIADB("jdbc:mariadb:", Case.MIXED, false),
  MYSQL("jdbc:mysql:", Case.MIXED, false),
  H2("jdbc:h2:", Case.UPPER, true),
  SQLITE("jdbc:sqlite:", Case.MIXED, false),
  OTHER(null, Case.UPPER, true);

  /** How unquoted identifiers are stored. */
  enum Case { UPPER, LOWER, MIXED }

  final String urlPrefix;
  final Case identifiers;
  final boolean schemas;

  TargetTraits(String urlPrefix, Case identifiers, boolean schemas) {
    this.urlPrefix = urlPrefix;
    this.identifiers = identifiers;
    this.schemas = schemas;
  }

  /** The traits of a product name as the target reports it. */
  static TargetTraits of(String productName) {
    String p = productName == null ? "" : productName.toLowerCase(Locale.ROOT);
    if (p.contains("postgres")) {
      return POSTGRESQL;
    }
    if (p.contains("mariadb")) {
      return MARIADB;
    }
    if (p.contains("mysql")) {
      return MYSQL;
    }
    if (p.equals("h2")) {
      return H2;
    }
    if (p.contains("sqlite")) {
      return SQLITE;
    }
    return OTHER;
  }

  /**
   * The URL tools see: nljdbc's own, followed by the target's kind when it does not name it
   * (the demo, remote mode), so that tools which pick a dialect by URL (jOOQ) find it.
   */
  String url(String nlUrl) {
    if (urlPrefix == null || nlUrl == null || nlUrl.contains(urlPrefix)) {
      return nlUrl;
    }
    return nlUrl + ";target=" + urlPrefix;
  }
}
