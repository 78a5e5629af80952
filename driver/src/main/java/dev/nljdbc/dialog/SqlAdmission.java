package dev.nljdbc.dialog;

import java.sql.SQLException;

/**
 * Turns generated SQL into the SQL that would run: the security layer's check and rewrite. The
 * dialog layer calls it for {@code /explain}, which shows a query without running it.
 */
@FunctionalInterface
public interface SqlAdmission {
  /** Shows generated SQL as it is; for tests and for callers without a security layer. */
  SqlAdmission AS_GENERATED = sql -> sql;

  /**
   * The SQL that would run for the generated SQL.
   *
   * @throws SQLException 42501 when the security layer refuses it
   */
  String admit(String generatedSql) throws SQLException;
}
