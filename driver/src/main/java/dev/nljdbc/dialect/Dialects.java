package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/** The one place a database's dialect is recognised, from its JDBC URL or its metadata. */
public final class Dialects {

  /** Every known dialect, asked in order; the generic one answers for everything else. */
  private static final List<SqlDialect> ALL = List.of(PostgresqlDialect.DEFAULT,
      MariaDbDialect.DEFAULT, H2Dialect.DEFAULT, SqliteDialect.DEFAULT);

  private Dialects() {
  }

  /** Every known dialect but the generic one. */
  public static List<SqlDialect> all() {
    return ALL;
  }

  /** The dialect of a database from the product name its driver reports. */
  public static SqlDialect ofProductName(String productName) {
    String p = productName == null ? "" : productName.strip().toLowerCase(Locale.ROOT);
    for (SqlDialect d : ALL) {
      if (d.matchesProduct(p)) {
        return d;
      }
    }
    return GenericDialect.DEFAULT;
  }

  /** The dialect of the database a JDBC URL reaches, before connecting. */
  public static SqlDialect ofUrl(String jdbcUrl) {
    String u = jdbcUrl == null ? "" : jdbcUrl.strip().toLowerCase(Locale.ROOT);
    for (SqlDialect d : ALL) {
      if (d.matchesUrl(u)) {
        return d;
      }
    }
    return GenericDialect.DEFAULT;
  }

  /** The dialect of a database from its metadata. */
  public static SqlDialect of(DatabaseMetaData metaData) throws SQLException {
    return ofProductName(metaData.getDatabaseProductName());
  }

  /** The dialect of the database a connection reaches. */
  public static SqlDialect of(Connection connection) throws SQLException {
    return of(connection.getMetaData());
  }
}
