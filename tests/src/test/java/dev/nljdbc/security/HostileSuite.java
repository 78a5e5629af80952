package dev.nljdbc.security;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * A generated set of hostile statements for one database, run by {@link HostileRun}: statement
 * classes run in order on one connection, prepared statements with hostile values, and changes
 * of the connection's properties, each followed by statements that would read differently if
 * the change took effect.
 */
interface HostileSuite {

  /** A change of a connection property. */
  interface Change {
    void apply(Connection c) throws SQLException;
  }

  /** A prepared statement and its {@code ?} values. */
  record Prepared(String sql, List<Object> values) {
  }

  /** Every statement, by class name, in the order they run. */
  Map<String, List<String>> generate();

  /** Prepared statements whose values carry what the classes write as literals. */
  List<Prepared> prepared();

  /** Connection-property changes, by label, for a connection whose current schema is given. */
  Map<String, Change> changes(String currentSchema);

  /** The statements run after each connection-property change. */
  List<String> afterChange();
}
