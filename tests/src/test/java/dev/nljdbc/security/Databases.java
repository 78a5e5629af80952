package dev.nljdbc.security;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/**
 * Connections to the test PostgreSQL and MariaDB (located by {@link TestDatabases}), and small
 * helpers for the ITs.
 */
final class Databases {
  static final String PG_URL = TestDatabases.url(Kind.POSTGRESQL);
  static final String MARIADB_URL = TestDatabases.url(Kind.MARIADB);

  private Databases() {}

  static Connection postgres() throws SQLException {
    return DriverManager.getConnection(PG_URL);
  }

  static Connection mariadb() throws SQLException {
    return DriverManager.getConnection(MARIADB_URL);
  }

  /** A MariaDB connection whose current database is {@code database}. */
  static Connection mariadb(String database) throws SQLException {
    return DriverManager.getConnection(TestDatabases.onDatabase(Kind.MARIADB, database));
  }

  /** The PostgreSQL URL whose default schema is {@code schema}. */
  static String postgresIn(String schema) {
    return TestDatabases.withParameters(PG_URL, "currentSchema", schema);
  }

  /** A fresh lower-case name for a schema, database or role. */
  static String uniqueName(String prefix) {
    return prefix + "_" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
  }

  static void execute(Connection c, String... statements) throws SQLException {
    try (Statement st = c.createStatement()) {
      for (String s : statements) {
        st.execute(s);
      }
    }
  }

  /** The rows of a result set as {@code a|b|c} strings, sorted: a multiset. */
  static List<String> rows(ResultSet rs) throws SQLException {
    List<String> rows = new ArrayList<>();
    ResultSetMetaData md = rs.getMetaData();
    while (rs.next()) {
      StringBuilder b = new StringBuilder();
      for (int i = 1; i <= md.getColumnCount(); i++) {
        b.append(i > 1 ? "|" : "").append(value(rs, md, i));
      }
      rows.add(b.toString());
    }
    Collections.sort(rows);
    return rows;
  }

  /** A value as text that does not depend on the driver: booleans as true/false. */
  static String value(ResultSet rs, ResultSetMetaData md, int i) throws SQLException {
    int type = md.getColumnType(i);
    if (type == java.sql.Types.BOOLEAN || type == java.sql.Types.BIT) {
      boolean v = rs.getBoolean(i);
      return rs.wasNull() ? "<null>" : Boolean.toString(v);
    }
    String v = rs.getString(i);
    return v == null ? "<null>" : v;
  }

  static List<String> query(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      return rows(rs);
    }
  }
}
