package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Grouping sets and quantified comparisons that the function allowlist used to refuse as calls
 * of functions named ROLLUP, CUBE, ANY and ALL: on each database that supports the syntax they
 * run for a tenant, in-process and through a server, and return exactly the tenant's rows (what
 * PostgreSQL row-level security returns, or what a MariaDB twin holding only the tenant's rows
 * returns).
 */
class GroupingSetsAndQuantifiersIT {
  private static final String CONFIG = "tenant.column=corp_id\ntenant.policy=inject\n"
      + "clarify=false\n";
  private static final String USERS = "tenant2,2,secret-2\n";

  private static final String[] POSTGRESQL = {
      "SELECT status, customer_id, sum(amount), grouping(status, customer_id) FROM orders"
          + " GROUP BY ROLLUP(status, customer_id)",
      "SELECT status, customer_id, count(*) FROM orders GROUP BY CUBE(status, customer_id)",
      "SELECT status, count(*) FROM orders GROUP BY GROUPING SETS ((status), ())",
      "SELECT id FROM orders WHERE customer_id = ANY(ARRAY[1, 2, 3, 4, 5, 6, 7, 8])",
      "SELECT id FROM orders WHERE amount > ALL(ARRAY[10, 20])",
      "SELECT id FROM orders WHERE customer_id <> ALL(ARRAY[(SELECT min(id) FROM customers)])",
      "SELECT id FROM orders WHERE customer_id = ANY(SELECT id FROM customers)",
      "SELECT id FROM orders WHERE amount >= ALL(SELECT amount FROM orders)"};

  private static final String[] MARIADB = {
      "SELECT status, sum(amount) FROM orders GROUP BY status WITH ROLLUP",
      "SELECT id FROM orders WHERE customer_id = ANY(SELECT id FROM customers)",
      "SELECT id FROM orders WHERE amount >= ALL(SELECT amount FROM orders)",
      "SELECT id FROM orders WHERE amount < SOME(SELECT amount FROM orders WHERE status = 'paid')"};

  @Test
  void postgresql_inProcessAndRemote_returnWhatRowLevelSecurityReturns() throws SQLException {
    List<String> failures = new ArrayList<>();
    try (PgTenantFixture fixture = new PgTenantFixture()) {
      String target = Databases.postgresIn(fixture.schema);
      NljdbcServer server = TestServers.start(target, CONFIG, USERS);
      try (Connection rls = fixture.rowLevelSecured("2");
          Connection all = fixture.unrestricted();
          DriverQueryRunner inProcess = DriverQueryRunner.inProcess(target, "2");
          DriverQueryRunner remote = DriverQueryRunner.remote(TestServers.nlUrl(server),
              "tenant2", "secret-2")) {
        for (String sql : POSTGRESQL) {
          List<String> expected = Databases.query(rls, sql);
          assertFalse(expected.isEmpty(), sql);
          assertNotEquals(Databases.query(all, sql), expected,
              "the tenant's rows differ from everyone's: " + sql);
          compare(failures, "in-process", inProcess, sql, expected);
          compare(failures, "remote", remote, sql, expected);
        }
      } finally {
        server.stop();
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  @Test
  void mariadb_inProcessAndRemote_returnWhatTheTenantOnlyTwinReturns() throws SQLException {
    String full = Databases.uniqueName("nlgs_full");
    String only = full.replace("full", "only");
    List<String> failures = new ArrayList<>();
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + full, "CREATE DATABASE " + only);
      try {
        fill(full, false);
        fill(only, true);
        String target = TestDatabases.onDatabase(Kind.MARIADB, full);
        NljdbcServer server = TestServers.start(target, CONFIG, USERS);
        try (Connection twin = Databases.mariadb(only);
            Connection all = Databases.mariadb(full);
            DriverQueryRunner inProcess = DriverQueryRunner.inProcess(target, "2");
            DriverQueryRunner remote = DriverQueryRunner.remote(TestServers.nlUrl(server),
                "tenant2", "secret-2")) {
          for (String sql : MARIADB) {
            List<String> expected = Databases.query(twin, sql);
            assertFalse(expected.isEmpty(), sql);
            assertNotEquals(Databases.query(all, sql), expected,
                "the tenant's rows differ from everyone's: " + sql);
            compare(failures, "in-process", inProcess, sql, expected);
            compare(failures, "remote", remote, sql, expected);
          }
        } finally {
          server.stop();
        }
      } finally {
        Databases.execute(admin, "DROP DATABASE IF EXISTS " + full,
            "DROP DATABASE IF EXISTS " + only);
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  private static void fill(String database, boolean tenantOnly) throws SQLException {
    try (Connection c = Databases.mariadb(database)) {
      Databases.execute(c, "CREATE TABLE customers (id int PRIMARY KEY, corp_id int NOT NULL,"
          + " name varchar(20))", "CREATE TABLE orders (id int PRIMARY KEY, corp_id int NOT NULL,"
          + " customer_id int, amount int, status varchar(10))");
      for (int i = 1; i <= 12; i++) {
        int corp = 1 + i % 3;
        if (!tenantOnly || corp == 2) {
          Databases.execute(c, "INSERT INTO customers VALUES (" + i + ", " + corp + ", 'c" + i
              + "')");
        }
      }
      for (int i = 1; i <= 30; i++) {
        int corp = 1 + (i * 7) % 3;
        if (!tenantOnly || corp == 2) {
          Databases.execute(c, "INSERT INTO orders VALUES (" + i + ", " + corp + ", "
              + (1 + (i * 5) % 13) + ", " + ((i * 37) % 200) + ", '"
              + (i % 3 == 0 ? "open" : "paid") + "')");
        }
      }
    }
  }

  private static void compare(List<String> failures, String mode, DriverQueryRunner runner,
      String sql, List<String> expected) {
    try {
      List<String> actual = runner.rows(sql);
      if (!expected.equals(actual)) {
        failures.add(mode + ": " + sql + "\n  expected " + expected + "\n  got      " + actual);
      }
    } catch (SQLException e) {
      failures.add(mode + ": " + sql + " failed: " + e.getSQLState() + " " + e.getMessage());
    }
  }
}
