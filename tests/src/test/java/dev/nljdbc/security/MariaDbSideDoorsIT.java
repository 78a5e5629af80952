package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The side doors around the tenant filter on MariaDB, each reproduced and shown closed: warnings
 * that quote another tenant's values (index condition pushdown evaluates the tenant's predicate
 * on every tenant's index entries), and system relations and variables that show other
 * sessions' SQL or the server ({@code information_schema.INNODB_TRX}, {@code @@datadir}).
 */
class MariaDbSideDoorsIT {
  /** Rows c1..c3000, tenant 1 + i % 3; c10 belongs to tenant 2. */
  private static final int ROWS = 3000;
  private static final String LEAKY = "SELECT c.id FROM customers c WHERE c.corp_id = 1 AND"
      + " c.email BETWEEN 'c10@' AND 'c11' AND c.email + 0 = 0";

  private static String database;
  private static NljdbcServer server;

  @BeforeAll
  static void setUp() throws SQLException {
    database = Databases.uniqueName("nlsec_doors");
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + database);
    }
    try (Connection c = Databases.mariadb(database)) {
      Databases.execute(c, "CREATE TABLE customers (id int PRIMARY KEY, corp_id int NOT NULL,"
          + " email varchar(64) NOT NULL, KEY by_email (email), KEY by_corp (corp_id))",
          "INSERT INTO customers SELECT seq, 1 + seq % 3, concat('c', seq, '@tenant-',"
              + " 1 + seq % 3, '.example') FROM seq_1_to_" + ROWS,
          "ANALYZE TABLE customers");
    }
    server = TestServers.start(url(), "tenant.column=corp_id\ntenant.policy=inject\n"
        + "clarify=false\n", "tenant1,1,secret-1\n");
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (server != null) {
      server.stop();
    }
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "DROP DATABASE IF EXISTS " + database);
    }
  }

  private static String url() {
    return TestDatabases.onDatabase(Kind.MARIADB, database);
  }

  private static Connection driver(String tenant) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", tenant);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection("jdbc:nl:" + url(), p);
  }

  private static List<String> messages(SQLWarning chain) {
    List<String> out = new ArrayList<>();
    for (SQLWarning w = chain; w != null; w = w.getNextWarning()) {
      out.add(w.getMessage());
    }
    return out;
  }

  private static boolean leaks(List<String> warnings) {
    for (String w : warnings) {
      if (w != null && (w.contains("@tenant-2") || w.contains("@tenant-3"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The channel exists on the target: the same predicate over the tenant's rows as a derived
   * table, run directly, warns with another tenant's e-mail address. Through nljdbc, the
   * warnings of the result, the statement and the connection quote none.
   */
  @Test
  void warningsQuotingOtherTenantsValues_areScrubbed() throws SQLException {
    try (Connection direct = Databases.mariadb(database); Statement st = direct.createStatement();
        ResultSet rs = st.executeQuery("SELECT c.id FROM (SELECT * FROM customers t WHERE"
            + " t.corp_id = 1) c WHERE c.email BETWEEN 'c10@' AND 'c11' AND c.email + 0 = 0")) {
      while (rs.next()) {
        rs.getInt(1);
      }
      List<String> raw = messages(st.getWarnings());
      raw.addAll(messages(rs.getWarnings()));
      assertTrue(leaks(raw), "the target itself warns with another tenant's value: " + raw);
    }
    try (Connection nl = driver("1")) {
      List<String> seen = new ArrayList<>();
      try (Statement st = nl.createStatement(); ResultSet rs = st.executeQuery("/sql " + LEAKY)) {
        while (rs.next()) {
          rs.getInt(1);
        }
        seen.addAll(messages(rs.getWarnings()));
        seen.addAll(messages(st.getWarnings()));
      }
      try (PreparedStatement ps = nl.prepareStatement(LEAKY); ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          rs.getInt(1);
        }
        seen.addAll(messages(rs.getWarnings()));
        seen.addAll(messages(ps.getWarnings()));
      }
      seen.addAll(messages(nl.getWarnings()));
      assertFalse(leaks(seen), "a warning quotes another tenant's value: " + seen);
    }
  }

  private static String state(Connection c, String sql) {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        rs.getString(1);
      }
      return "ok";
    } catch (SQLException e) {
      return e.getSQLState();
    }
  }

  private static final List<String> REFUSED = List.of(
      "SELECT * FROM information_schema.INNODB_TRX",
      "SELECT trx_query FROM information_schema.innodb_trx",
      "SELECT * FROM information_schema.PROCESSLIST",
      "SELECT * FROM information_schema.INNODB_LOCKS",
      "SELECT * FROM information_schema.PROFILING",
      "SELECT * FROM information_schema.GLOBAL_VARIABLES",
      "SELECT * FROM information_schema.SESSION_STATUS",
      "SELECT * FROM performance_schema.threads",
      "SELECT * FROM mysql.user",
      "SELECT @@datadir", "SELECT @@hostname", "SELECT @@GLOBAL.datadir",
      "SELECT id FROM customers WHERE @@hostname IS NOT NULL");

  private static final List<String> ADMITTED = List.of(
      "SELECT table_name FROM information_schema.TABLES WHERE table_schema = '%s'",
      "SELECT column_name FROM information_schema.columns WHERE table_schema = '%s'",
      "SELECT constraint_name FROM information_schema.KEY_COLUMN_USAGE"
          + " WHERE table_schema = '%s'",
      "SELECT count(*) FROM customers");

  @Test
  void systemRelationsAndVariables_onlyThoseDescribingTheSchemaAreReadable()
      throws SQLException {
    List<String> wrong = new ArrayList<>();
    try (Connection nl = driver("1");
        Connection remote = DriverManager.getConnection(TestServers.nlUrl(server),
            TestServers.credentials("tenant1", "secret-1"))) {
      for (Connection c : List.of(nl, remote)) {
        String mode = c == nl ? "in-process" : "remote";
        for (String sql : REFUSED) {
          String s = state(c, sql);
          if (!"42501".equals(s)) {
            wrong.add(mode + " admitted: " + sql + " -> " + s);
          }
        }
        for (String sql : ADMITTED) {
          String s = state(c, String.format(sql, database));
          if (!"ok".equals(s)) {
            wrong.add(mode + " refused: " + sql + " -> " + s);
          }
        }
      }
    }
    assertTrue(wrong.isEmpty(), String.join("\n", wrong));
  }
}
