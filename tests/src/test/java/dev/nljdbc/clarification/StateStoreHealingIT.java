package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The clarification state store on a PostgreSQL database that is dropped and created again:
 * while it is gone, calls fail fast behind the circuit breaker and the store reports itself
 * unavailable; once it is back, the store creates its tables again and learns as before.
 */
class StateStoreHealingIT {

  @Test
  void droppedAndRecreatedDatabase_failsFast_thenHeals() throws Exception {
    String database = "nlt_state_" + ProcessHandle.current().pid();
    String url = TestDatabases.onDatabase(Kind.POSTGRESQL, database);
    execute("CREATE DATABASE " + database);
    try {
      StateStore store = StateStore.forUrl(url);
      record(store, "revenue");
      assertEquals(1, store.patterns("ann", "vague_term", "revenue").size());
      assertTrue(StateStoreHealth.available());

      execute("DROP DATABASE " + database + " WITH (FORCE)");
      assertThrows(SQLException.class, () -> store.patterns("ann", "vague_term", "revenue"));
      long started = System.nanoTime();
      SQLException fast = assertThrows(SQLException.class,
          () -> store.patterns("ann", "vague_term", "revenue"));
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(millis < 500, "an open breaker answered after " + millis + " ms");
      assertEquals("08006", fast.getSQLState(), fast.getMessage());
      assertFalse(StateStoreHealth.available());

      execute("CREATE DATABASE " + database);
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (true) {
        try {
          record(store, "margin");
          break;
        } catch (SQLException e) {
          if (System.nanoTime() > deadline) {
            throw e;
          }
          Thread.sleep(500);
        }
      }
      assertEquals(1, store.patterns("ann", "vague_term", "margin").size());
      assertTrue(StateStoreHealth.available());
    } finally {
      execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
    }
  }

  private static void record(StateStore store, String term) throws SQLException {
    store.recordPattern("ann", "key-" + term, "show " + term, "new_query", "vague_term", term,
        "Which " + term + "?", "net " + term, null, Instant.now());
  }

  private static void execute(String sql) throws SQLException {
    try (Connection c = TestDatabases.direct(Kind.POSTGRESQL); Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }
}
