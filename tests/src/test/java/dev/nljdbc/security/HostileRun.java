package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs a {@link HostileSuite} through one runner (gate, in-process driver or remote driver) into
 * a {@link Differential}: every class in order on one connection, the prepared statements with
 * their hostile values, and, when the runner is a JDBC connection, the suite's statements again
 * after each change of the connection's properties ({@code setSchema}, {@code setCatalog},
 * {@code setReadOnly}, {@code setAutoCommit}: what the remote client sends as a connection sync).
 * Such a change with a tenant is refused or without effect, so the oracle keeps its settings.
 */
final class HostileRun {
  private HostileRun() {
  }

  /**
   * Runs everything for one runner; outcomes are counted as {@code mode class outcome}.
   *
   * @param connection the runner's nljdbc connection, or null for the gate
   * @param oracle the oracle connection of the runner's tenant
   */
  static void all(Differential d, String mode, TenantQueryRunner nl, Connection connection,
      Connection oracle, HostileSuite suite, List<String> others) {
    for (Map.Entry<String, List<String>> e : suite.generate().entrySet()) {
      for (String sql : e.getValue()) {
        d.compare(mode + " " + e.getKey(), nl, oracle, sql, others);
      }
    }
    for (HostileSuite.Prepared p : suite.prepared()) {
      d.compare(mode + " prepared", nl, oracle, p.sql(), p.values(), others);
    }
    if (connection == null) {
      return;
    }
    String label = mode + " connection-property";
    for (Map.Entry<String, HostileSuite.Change> change
        : suite.changes(schemaOf(connection)).entrySet()) {
      try {
        change.getValue().apply(connection);
        d.count(label, "change accepted");
      } catch (SQLException e) {
        d.count(label, "42501".equals(e.getSQLState()) ? "change refused" : "change failed");
      }
      for (String sql : suite.afterChange()) {
        d.compare(label, nl, oracle, sql, others);
      }
    }
  }

  private static String schemaOf(Connection c) {
    try {
      return c.getSchema();
    } catch (SQLException e) {
      return null;
    }
  }

  /** Every class ran in every mode. */
  static void assertEveryClassRan(Differential d, HostileSuite suite, String... modes) {
    List<String> classes = new ArrayList<>(suite.generate().keySet());
    classes.add("prepared");
    for (String mode : modes) {
      for (String c : classes) {
        String prefix = mode + " " + c + " ";
        assertTrue(d.outcomes().keySet().stream().anyMatch(k -> k.startsWith(prefix)), prefix);
      }
    }
  }
}
