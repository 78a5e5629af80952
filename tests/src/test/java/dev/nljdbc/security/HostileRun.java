package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs {@link HostileGenerator}'s classes through one runner (gate, in-process driver or remote
 * driver) into a {@link Differential}: every generated class in order on one connection, the
 * prepared statements with their hostile values, and, when the runner is a JDBC connection,
 * the probes and relation classes again after each change of the connection's properties
 * ({@code setSchema}, {@code setCatalog}, {@code setReadOnly}, {@code setAutoCommit},
 * {@code setTransactionIsolation}: what the remote client sends as a connection sync).
 */
final class HostileRun {
  private HostileRun() {
  }

  /** A change of a connection property. */
  private interface Change {
    void apply(Connection c) throws SQLException;
  }

  /**
   * Runs everything for one runner.
   *
   * @param connection the runner's nljdbc connection, or null for the gate
   * @param oracle the row-level-security connection of the runner's tenant
   */
  static void all(Differential d, String mode, TenantQueryRunner nl, Connection connection,
      Connection oracle, HostileGenerator generator, List<String> others) {
    Map<String, List<String>> byClass = generator.generate();
    for (Map.Entry<String, List<String>> e : byClass.entrySet()) {
      for (String sql : e.getValue()) {
        d.compare(mode + " " + e.getKey(), nl, oracle, sql, others);
      }
    }
    for (HostileGenerator.Prepared p : generator.prepared()) {
      d.compare(mode + " prepared", nl, oracle, p.sql(), p.values(), others);
    }
    if (connection == null) {
      return;
    }
    List<String> afterChange = new ArrayList<>(HostileGenerator.probes());
    afterChange.addAll(byClass.get("relation"));
    afterChange.addAll(byClass.get("tenants-table"));
    String schema = schemaOf(connection);
    Map<String, Change> changes = new java.util.LinkedHashMap<>();
    changes.put("setSchema(other)", c -> c.setSchema(generator.otherSchema()));
    changes.put("setSchema(public)", c -> c.setSchema("public"));
    if (schema != null) {
      changes.put("setSchema(same)", c -> c.setSchema(schema));
    }
    changes.put("setCatalog(postgres)", c -> c.setCatalog("postgres"));
    changes.put("setReadOnly(false)", c -> c.setReadOnly(false));
    changes.put("setTransactionIsolation", c -> c.setTransactionIsolation(
        Connection.TRANSACTION_SERIALIZABLE));
    changes.put("setAutoCommit(false)", c -> c.setAutoCommit(false));
    changes.put("setAutoCommit(true)", c -> c.setAutoCommit(true));
    changes.put("setReadOnly(true)", c -> c.setReadOnly(true));
    for (Map.Entry<String, Change> change : changes.entrySet()) {
      String label = mode + " connection-property";
      try {
        change.getValue().apply(connection);
        d.count(label, "change accepted");
      } catch (SQLException e) {
        d.count(label, "42501".equals(e.getSQLState()) ? "change refused" : "change failed");
      }
      for (String sql : afterChange) {
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
  static void assertEveryClassRan(Differential d, HostileGenerator generator, String... modes) {
    List<String> classes = new ArrayList<>(generator.generate().keySet());
    classes.add("prepared");
    for (String mode : modes) {
      for (String c : classes) {
        String prefix = mode + " " + c + " ";
        assertTrue(d.outcomes().keySet().stream().anyMatch(k -> k.startsWith(prefix)), prefix);
      }
    }
  }
}
