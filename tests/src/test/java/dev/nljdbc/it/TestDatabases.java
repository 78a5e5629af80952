package dev.nljdbc.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one place tests find their databases. The local PostgreSQL and MariaDB servers are the
 * default (the system properties {@code nljdbc.test.pg.url} and {@code nljdbc.test.mariadb.url},
 * or the variables {@code NLJDBC_TEST_PG_URL} and {@code NLJDBC_TEST_MARIADB_URL}, override
 * them); where a server does not answer and Docker is available, Testcontainers starts one.
 */
public final class TestDatabases {
  private static final Map<Kind, String> URLS = new ConcurrentHashMap<>();
  private static final AtomicInteger SCHEMAS = new AtomicInteger();

  /** A kind of target database. */
  public enum Kind {
    POSTGRESQL("nljdbc.test.pg.url", "NLJDBC_TEST_PG_URL",
        "jdbc:postgresql://127.0.0.1:5432/test?user=postgres"),
    MARIADB("nljdbc.test.mariadb.url", "NLJDBC_TEST_MARIADB_URL",
        "jdbc:mariadb://127.0.0.1:3306/test?user=root&password=");

    final String property;
    final String variable;
    final String localDefault;

    Kind(String property, String variable, String localDefault) {
      this.property = property;
      this.variable = variable;
      this.localDefault = localDefault;
    }
  }

  private TestDatabases() {
  }

  /** A JDBC URL (credentials included) for the database of the given kind. */
  public static String url(Kind kind) {
    return URLS.computeIfAbsent(kind, TestDatabases::locate);
  }

  /** A direct connection to the database, without nljdbc. */
  public static Connection direct(Kind kind) throws SQLException {
    return DriverManager.getConnection(url(kind));
  }

  /** The in-process nljdbc URL over the database. */
  public static String nlUrl(Kind kind) {
    return "jdbc:nl:" + url(kind);
  }

  /**
   * Creates a fresh schema (PostgreSQL) or database (MariaDB) with a unique name, runs the
   * statements in it, and returns a handle that drops it on close.
   */
  public static Scratch scratch(Kind kind, String... ddl) throws SQLException {
    String name = ("nlt_" + ProcessHandle.current().pid() + "_" + SCHEMAS.incrementAndGet())
        .toLowerCase(Locale.ROOT);
    try (Connection c = direct(kind); Statement s = c.createStatement()) {
      s.execute(kind == Kind.POSTGRESQL ? "CREATE SCHEMA " + name : "CREATE DATABASE " + name);
      s.execute(kind == Kind.POSTGRESQL ? "SET search_path TO " + name : "USE " + name);
      for (String sql : ddl) {
        s.execute(sql);
      }
    }
    return new Scratch(kind, name);
  }

  /** A scratch schema, dropped on close. */
  public static final class Scratch implements AutoCloseable {
    private final Kind kind;
    private final String name;

    Scratch(Kind kind, String name) {
      this.kind = kind;
      this.name = name;
    }

    /** The schema or database name. */
    public String name() {
      return name;
    }

    /** A target JDBC URL whose default schema is this one. */
    public String url() {
      String base = TestDatabases.url(kind);
      if (kind == Kind.POSTGRESQL) {
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + name;
      }
      return base.replaceFirst("/test\\b", "/" + name);
    }

    /** The in-process nljdbc URL over this schema. */
    public String nlUrl() {
      return "jdbc:nl:" + url();
    }

    @Override
    public void close() throws SQLException {
      try (Connection c = direct(kind); Statement s = c.createStatement()) {
        s.execute(kind == Kind.POSTGRESQL ? "DROP SCHEMA " + name + " CASCADE"
            : "DROP DATABASE " + name);
      }
    }
  }

  private static String locate(Kind kind) {
    String configured = System.getProperty(kind.property, System.getenv(kind.variable));
    String url = configured != null ? configured : kind.localDefault;
    if (answers(url)) {
      return url;
    }
    if (configured == null && Containers.dockerAvailable()) {
      return Containers.start(kind);
    }
    throw new IllegalStateException(kind + " does not answer at " + url
        + " and no Docker is available to start one; set " + kind.variable);
  }

  private static boolean answers(String url) {
    try (Connection c = DriverManager.getConnection(url)) {
      return c.isValid(5);
    } catch (SQLException e) {
      return false;
    }
  }
}
