package dev.nljdbc.security;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Fifty tenants ({@code org_id} 1 to 50) with 200 customers and 400 orders each, on PostgreSQL
 * (in a schema of its own) or MariaDB (in a database of its own), created and dropped by the
 * test. Every tenant has a customer {@code c10@org<N>.example}, so a range on {@code email}
 * that an index serves crosses every tenant: the shape in which index condition pushdown used to
 * evaluate a user's predicate on other tenants' index entries ({@code customers} has no index
 * on {@code org_id} alone, so the optimizer prefers the range on {@code email}).
 */
final class FenceFixture implements AutoCloseable {
  static final int TENANTS = 50;
  static final int CUSTOMERS = 10_000;

  final Kind kind;
  final String name;

  FenceFixture(Kind kind) throws SQLException {
    this.kind = kind;
    this.name = Databases.uniqueName("nlfence");
    try (Connection admin = TestDatabases.direct(kind)) {
      if (kind == Kind.POSTGRESQL) {
        Databases.execute(admin, "CREATE SCHEMA " + name);
      } else {
        Databases.execute(admin, "CREATE DATABASE " + name);
      }
    }
    try (Connection c = direct()) {
      Databases.execute(c, ddl());
    }
  }

  private String[] ddl() {
    if (kind == Kind.POSTGRESQL) {
      return new String[] {
          "CREATE TABLE customers (id int PRIMARY KEY, org_id int NOT NULL,"
              + " email varchar(100) NOT NULL, score int, created date, note text)",
          "CREATE INDEX customers_email ON customers (email)",
          "CREATE TABLE orders (id int PRIMARY KEY, org_id int NOT NULL, customer_id int NOT NULL,"
              + " amount int)",
          "CREATE INDEX orders_customer ON orders (customer_id)",
          "CREATE INDEX orders_org ON orders (org_id)",
          "INSERT INTO customers SELECT n, (n - 1) % 50 + 1,"
              + " 'c' || ((n - 1) / 50) || '@org' || ((n - 1) % 50 + 1) || '.example', n % 97,"
              + " DATE '2024-01-01' + n % 365,"
              + " CASE WHEN n % 7 = 0 THEN NULL ELSE 'note' || n % 13 END"
              + " FROM generate_series(1, " + CUSTOMERS + ") n",
          "INSERT INTO orders SELECT n, (c - 1) % 50 + 1, c, n % 1000"
              + " FROM (SELECT n, (n + 1) / 2 AS c FROM generate_series(1, "
              + (2 * CUSTOMERS) + ") n) s",
          "ANALYZE customers", "ANALYZE orders"};
    }
    return new String[] {
        "CREATE TABLE customers (id int PRIMARY KEY, org_id int NOT NULL,"
            + " email varchar(100) NOT NULL, score int, created date, note varchar(50),"
            + " KEY customers_email (email))",
        "CREATE TABLE orders (id int PRIMARY KEY, org_id int NOT NULL, customer_id int NOT NULL,"
            + " amount int, KEY orders_customer (customer_id), KEY orders_org (org_id))",
        "INSERT INTO customers SELECT seq, (seq - 1) % 50 + 1,"
            + " concat('c', (seq - 1) DIV 50, '@org', (seq - 1) % 50 + 1, '.example'), seq % 97,"
            + " DATE '2024-01-01' + INTERVAL (seq % 365) DAY,"
            + " CASE WHEN seq % 7 = 0 THEN NULL ELSE concat('note', seq % 13) END"
            + " FROM seq_1_to_" + CUSTOMERS,
        "INSERT INTO orders SELECT seq, ((seq + 1) DIV 2 - 1) % 50 + 1, (seq + 1) DIV 2,"
            + " seq % 1000 FROM seq_1_to_" + (2 * CUSTOMERS),
        "ANALYZE TABLE customers", "ANALYZE TABLE orders"};
  }

  /** A connection to the fixture straight to the target. */
  Connection direct() throws SQLException {
    return DriverManager.getConnection(kind == Kind.POSTGRESQL ? Databases.postgresIn(name)
        : TestDatabases.onDatabase(Kind.MARIADB, name));
  }

  /** An nljdbc connection to the fixture for one tenant, policy inject. */
  Connection tenant(int org) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "org_id");
    p.setProperty("tenant.value", Integer.toString(org));
    p.setProperty("tenant.policy", "inject");
    String target = kind == Kind.POSTGRESQL ? Databases.postgresIn(name)
        : TestDatabases.onDatabase(Kind.MARIADB, name);
    return DriverManager.getConnection("jdbc:nl:" + target, p);
  }

  /** Every warning's message of a chain. */
  static List<String> messages(SQLWarning w) {
    List<String> out = new ArrayList<>();
    for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
      out.add(x.getMessage());
    }
    return out;
  }

  /** The rows a prepared statement returns, sorted, with its values bound in order. */
  static List<String> rows(Connection c, String sql, Object... values) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        ps.setObject(i + 1, values[i]);
      }
      try (ResultSet rs = ps.executeQuery()) {
        return Databases.rows(rs);
      }
    }
  }

  @Override
  public void close() throws SQLException {
    try (Connection admin = TestDatabases.direct(kind)) {
      Databases.execute(admin, kind == Kind.POSTGRESQL ? "DROP SCHEMA " + name + " CASCADE"
          : "DROP DATABASE " + name);
    }
  }
}
