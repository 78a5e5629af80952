package dev.nljdbc.it;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
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

  /** A URL for another database on the same server, with the same parameters (credentials). */
  public static String onDatabase(Kind kind, String database) {
    Parts p = Parts.of(url(kind));
    return p.with(p.host, p.port, database, p.query);
  }

  /** The host name of the server. */
  public static String host(Kind kind) {
    return Parts.of(url(kind)).host;
  }

  /** The port of the server. */
  public static int port(Kind kind) {
    return Parts.of(url(kind)).port;
  }

  /** A URL with its host and port replaced (a proxy in front of the server), all else kept. */
  public static String via(String url, String host, int port) {
    Parts p = Parts.of(url);
    return p.with(host, port, p.database, p.query);
  }

  /**
   * A URL with query parameters set, given as name and value pairs: a parameter of the same name
   * is replaced, and a null value removes it.
   */
  public static String withParameters(String url, String... namesAndValues) {
    Parts p = Parts.of(url);
    Map<String, String> query = new LinkedHashMap<>();
    if (p.query != null && !p.query.isEmpty()) {
      for (String pair : p.query.split("&")) {
        int eq = pair.indexOf('=');
        query.put(eq < 0 ? pair : pair.substring(0, eq), eq < 0 ? null : pair.substring(eq + 1));
      }
    }
    for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
      if (namesAndValues[i + 1] == null) {
        query.remove(namesAndValues[i]);
      } else {
        query.put(namesAndValues[i], namesAndValues[i + 1]);
      }
    }
    StringJoiner joined = new StringJoiner("&");
    query.forEach((k, v) -> joined.add(v == null ? k : k + "=" + v));
    return p.with(p.host, p.port, p.database, joined.toString());
  }

  /** A server URL in its parts: {@code jdbc:<kind>://host:port/database?query}. */
  private static final class Parts {
    private final String scheme;
    private final String host;
    private final int port;
    private final String database;
    private final String query;

    private Parts(String scheme, String host, int port, String database, String query) {
      this.scheme = scheme;
      this.host = host;
      this.port = port;
      this.database = database;
      this.query = query;
    }

    static Parts of(String url) {
      if (!url.startsWith("jdbc:")) {
        throw new IllegalArgumentException("not a JDBC URL: " + url);
      }
      URI uri = URI.create(url.substring("jdbc:".length()));
      if (uri.getHost() == null) {
        throw new IllegalArgumentException("no server in " + url);
      }
      String path = uri.getRawPath() == null ? "" : uri.getRawPath();
      return new Parts(uri.getScheme(), uri.getHost(), uri.getPort(),
          path.startsWith("/") ? path.substring(1) : path, uri.getRawQuery());
    }

    String with(String newHost, int newPort, String newDatabase, String newQuery) {
      return "jdbc:" + scheme + "://" + newHost + (newPort < 0 ? "" : ":" + newPort) + "/"
          + newDatabase + (newQuery == null || newQuery.isEmpty() ? "" : "?" + newQuery);
    }
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
      return kind == Kind.POSTGRESQL
          ? withParameters(TestDatabases.url(kind), "currentSchema", name)
          : onDatabase(kind, name);
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
