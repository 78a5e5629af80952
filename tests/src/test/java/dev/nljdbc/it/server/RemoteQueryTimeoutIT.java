package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code Statement.setQueryTimeout} through the remote driver, which Avatica does not carry. */
class RemoteQueryTimeoutIT {

  @Test
  void queryTimeout_cancelsOnTheTarget_withHYT00_andTheSessionGoesOn() throws Exception {
    String marker = Long.toString(1_900_000_000L + ThreadLocalRandom.current().nextInt(99_999_999));
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL));
        Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
        Statement s = c.createStatement()) {
      s.setQueryTimeout(1);
      long start = System.nanoTime();
      SQLTimeoutException e = assertThrows(SQLTimeoutException.class,
          () -> s.executeQuery("SELECT count(*) FROM generate_series(1, " + marker + ") g"));
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertEquals("HYT00", e.getSQLState());
      assertTrue(millis < 8_000, "timed out after " + millis + " ms");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (ConnectionBorrowingIT.activeQueries(marker) > 0 && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertEquals(0, ConnectionBorrowingIT.activeQueries(marker), "query left on PostgreSQL");
      s.setQueryTimeout(0);
      try (ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
        assertTrue(rs.next());
        assertEquals(1, rs.getInt(1));
      }
    }
  }
}
