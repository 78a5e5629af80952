package dev.nljdbc.pipeline;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;

/**
 * The name resolution actually in force on a target connection: PostgreSQL's effective search
 * path, elsewhere the current catalog and schema. Sessions whose target resolves names
 * differently (a {@code currentSchema} or {@code options} property, a role's default path) must
 * not share the tenant catalogue another session loaded.
 */
final class SearchPaths {
  private SearchPaths() {
  }

  /** The connection's search path as one string, for cache keys. */
  static String of(Connection connection) throws SQLException {
    String product = connection.getMetaData().getDatabaseProductName();
    if (product != null && product.toLowerCase(Locale.ROOT).contains("postgres")) {
      try (Statement st = connection.createStatement();
          ResultSet rs = st.executeQuery("SELECT array_to_string(current_schemas(true), ',')")) {
        return rs.next() ? rs.getString(1) : "";
      } finally {
        if (!connection.getAutoCommit()) {
          connection.rollback();
        }
      }
    }
    return connection.getCatalog() + "/" + connection.getSchema();
  }
}
