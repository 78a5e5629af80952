package dev.nljdbc.execution;

import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.dialect.SqlDialect;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * What a session needs to know of its target before it runs anything, learnt once per target
 * from one connection so that opening a session needs no connection of its own.
 *
 * @param dialect the target's dialect (whether it carries the tenant as a setting)
 * @param defaultSchema the schema a fresh connection starts in, or null
 * @param defaultCatalog the catalog (database) a fresh connection starts in, or null
 * @param userName the database user the pool connects as, or null
 */
public record TargetFacts(SqlDialect dialect, String defaultSchema, String defaultCatalog,
    String userName) {

  /** Reads the facts from a fresh connection. */
  public static TargetFacts of(Connection connection) throws SQLException {
    var md = connection.getMetaData();
    String schema;
    try {
      schema = connection.getSchema();
    } catch (SQLException | AbstractMethodError e) {
      schema = null;
    }
    String user;
    try {
      user = md.getUserName();
    } catch (SQLException e) {
      user = null;
    }
    return new TargetFacts(Dialects.of(md), schema,
        connection.getCatalog(), user);
  }
}
