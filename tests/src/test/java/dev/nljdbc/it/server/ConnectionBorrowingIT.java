package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Sessions borrow a target connection per statement: many more sessions than the pool has
 * connections work, a truly exhausted pool is refused fast with 53300, and closing a session
 * cancels its running query on the target.
 */
class ConnectionBorrowingIT {
  private static final int SESSIONS = 100;

  @Test
  void hundredSessions_onAPoolOf32_runWithoutErrors() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE items (id int PRIMARY KEY, name text)",
        "INSERT INTO items SELECT g, 'item ' || g FROM generate_series(1, 50) g");
        NljdbcServer server = TestServers.start(scratch.url(), "pool.maxSize=32\n", null)) {
      List<Connection> connections = new ArrayList<>();
      ExecutorService pool = Executors.newFixedThreadPool(SESSIONS);
      AtomicInteger rows = new AtomicInteger();
      try {
        List<Future<Connection>> opening = new ArrayList<>();
        for (int i = 0; i < SESSIONS; i++) {
          opening.add(pool.submit(() -> DriverManager.getConnection(TestServers.nlUrl(server))));
        }
        for (Future<Connection> f : opening) {
          connections.add(f.get(60, TimeUnit.SECONDS));
        }
        assertEquals(SESSIONS, server.openConnections());
        List<Future<?>> turns = new ArrayList<>();
        for (Connection c : connections) {
          turns.add(pool.submit(() -> {
            for (int turn = 1; turn <= 5; turn++) {
              try (Statement s = c.createStatement();
                  ResultSet rs = s.executeQuery("SELECT count(*) FROM items WHERE id <= " + turn
                      * 10)) {
                assertTrue(rs.next());
                assertEquals(turn * 10, rs.getInt(1));
                rows.incrementAndGet();
              }
            }
            return null;
          }));
        }
        for (Future<?> f : turns) {
          f.get(120, TimeUnit.SECONDS);
        }
        assertEquals(SESSIONS * 5, rows.get());
      } finally {
        for (Connection c : connections) {
          c.close();
        }
        pool.shutdownNow();
      }
    }
  }

  @Test
  void hundredSessions_hundredMixedStatementsEach_onAPoolOf32_withoutAnError() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE items (id int PRIMARY KEY, name text)",
        "INSERT INTO items SELECT g, 'item ' || g FROM generate_series(1, 1000) g");
        NljdbcServer server = TestServers.start(scratch.url(), "pool.maxSize=32\n", null)) {
      ExecutorService pool = Executors.newFixedThreadPool(SESSIONS);
      AtomicInteger done = new AtomicInteger();
      List<Future<?>> sessions = new ArrayList<>();
      long started = System.nanoTime();
      try {
        for (int i = 0; i < SESSIONS; i++) {
          int session = i;
          sessions.add(pool.submit(() -> {
            try (Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
                PreparedStatement point = c.prepareStatement(
                    "SELECT name FROM items WHERE id = ?")) {
              for (int turn = 0; turn < 100; turn++) {
                mixedStatement(c, point, session, turn);
                done.incrementAndGet();
              }
            }
            return null;
          }));
        }
        for (Future<?> f : sessions) {
          f.get(300, TimeUnit.SECONDS);
        }
      } finally {
        pool.shutdownNow();
      }
      assertEquals(SESSIONS * 100, done.get());
      System.out.printf("ConnectionBorrowingIT: %d statements in %d sessions on 32 connections, "
          + "0 errors, %d ms%n", done.get(), SESSIONS, (System.nanoTime() - started) / 1_000_000);
    }
  }

  /**
   * One of five kinds of statement by turn: a prepared point query, an aggregate, a result read
   * to its end over several frames, a result closed after its first rows, and metadata.
   */
  private static void mixedStatement(Connection c, PreparedStatement point, int session,
      int turn) throws SQLException {
    int id = 1 + (session * 100 + turn) % 1000;
    switch (turn % 5) {
      case 0 -> {
        point.setInt(1, id);
        try (ResultSet rs = point.executeQuery()) {
          assertTrue(rs.next());
          assertEquals("item " + id, rs.getString(1));
        }
      }
      case 1 -> {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
            "SELECT count(*) FROM items WHERE id <= " + id)) {
          assertTrue(rs.next());
          assertEquals(id, rs.getInt(1));
        }
      }
      case 2 -> {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
            "SELECT id, name FROM items ORDER BY id")) {
          int rows = 0;
          while (rs.next()) {
            rows++;
          }
          assertEquals(1000, rows);
        }
      }
      case 3 -> {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
            "SELECT id FROM items ORDER BY id DESC")) {
          assertTrue(rs.next());
          assertEquals(1000, rs.getInt(1));
        }
      }
      default -> {
        try (ResultSet rs = c.getMetaData().getColumns(null, null, "items", null)) {
          assertTrue(rs.next());
        }
      }
    }
  }

  @Test
  void exhaustedPool_isRefusedWith53300_namingPoolMaxSize_andClosingCancelsTheQuery()
      throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE reliability_big (id int)",
        "INSERT INTO reliability_big SELECT g FROM generate_series(1, 3000) g");
        NljdbcServer server = TestServers.start(scratch.url(),
            "pool.maxSize=2\nlimits.queryTimeout=60s\n", null)) {
      ExecutorService pool = Executors.newFixedThreadPool(2);
      List<Connection> busy = new ArrayList<>();
      try {
        for (int i = 0; i < 2; i++) {
          Connection c = DriverManager.getConnection(TestServers.nlUrl(server));
          busy.add(c);
          pool.submit(() -> {
            try (Statement s = c.createStatement()) {
              s.executeQuery("SELECT count(*) FROM reliability_big a, reliability_big b, reliability_big c");
            }
            return null;
          });
        }
        waitForActiveQueries("reliability_big", 2);
        try (Connection third = DriverManager.getConnection(TestServers.nlUrl(server));
            Statement s = third.createStatement()) {
          long started = System.nanoTime();
          SQLException e = assertThrows(SQLException.class,
              () -> s.executeQuery("SELECT 1 AS one"));
          long millis = (System.nanoTime() - started) / 1_000_000;
          assertEquals("53300", e.getSQLState(), e.getMessage());
          assertTrue(e.getMessage().contains("pool.maxSize"), e.getMessage());
          assertTrue(e.getMessage().contains("2 of the server's 2 target connections"),
              e.getMessage());
          assertFalse(e.getMessage().contains("postgresql"), e.getMessage());
          assertFalse(e.getMessage().contains(scratch.name()), e.getMessage());
          assertTrue(millis < 9_000, "refused after " + millis + " ms");
        }
      } finally {
        for (Connection c : busy) {
          c.close();
        }
        pool.shutdownNow();
      }
      waitForActiveQueries("reliability_big", 0);
    }
  }

  @Test
  void openingASession_withATenantColumn_borrowsNoConnection() throws Exception {
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE tenant_big (id int, corp_id int)",
        "INSERT INTO tenant_big SELECT g, 105 FROM generate_series(1, 3000) g");
        NljdbcServer server = TestServers.start(scratch.url(),
            "pool.maxSize=1\ntenant.column=corp_id\nlimits.queryTimeout=60s\n",
            "alice,105,alice-secret")) {
      String url = TestServers.nlUrl(server);
      ExecutorService pool = Executors.newSingleThreadExecutor();
      try (Connection first = DriverManager.getConnection(url,
          TestServers.credentials("alice", "alice-secret"))) {
        pool.submit(() -> {
          try (Statement s = first.createStatement()) {
            s.executeQuery("SELECT count(*) FROM tenant_big a, tenant_big b, tenant_big c");
          }
          return null;
        });
        waitForActiveQueries("tenant_big", 1);
        long started = System.nanoTime();
        try (Connection second = DriverManager.getConnection(url,
            TestServers.credentials("alice", "alice-secret"))) {
          long millis = (System.nanoTime() - started) / 1_000_000;
          assertTrue(millis < 3_000, "opening waited " + millis + " ms for a target connection");
          assertFalse(second.isClosed());
        }
      } finally {
        pool.shutdownNow();
      }
      waitForActiveQueries("tenant_big", 0);
    }
  }

  /** Waits until exactly this many queries on the schema's table run on PostgreSQL. */
  static void waitForActiveQueries(String marker, int expected) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    int seen = -1;
    while (System.nanoTime() < deadline) {
      seen = activeQueries(marker);
      if (seen == expected) {
        return;
      }
      Thread.sleep(100);
    }
    assertEquals(expected, seen, "active queries on " + marker);
  }

  /** Queries running on PostgreSQL whose text contains the marker, other than this one. */
  static int activeQueries(String marker) throws SQLException {
    try (Connection c = TestDatabases.direct(Kind.POSTGRESQL);
        java.sql.PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM pg_stat_activity"
            + " WHERE state = 'active' AND query LIKE ? AND pid <> pg_backend_pid()")) {
      ps.setString(1, "%" + marker + "%");
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getInt(1);
      }
    }
  }
}
