package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.StringJoiner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Legitimate SQL the gate and the router must pass: a 70 KB statement and an 8,000-value IN
 * list written without {@code /sql}, with and without a tenant.
 */
class LongSqlWithoutPrefixIT {
  private static String schema;

  @BeforeAll
  static void setUp() throws SQLException {
    schema = Databases.uniqueName("nllong");
    try (Connection c = Databases.postgres()) {
      Databases.execute(c, "CREATE SCHEMA " + schema,
          "CREATE TABLE " + schema + ".docs (id int PRIMARY KEY, corp_id int NOT NULL,"
              + " body jsonb)",
          "INSERT INTO " + schema + ".docs VALUES (1, 1, '{\"a\": 1}'), (2, 2, '{\"a\": 2}'),"
              + " (3, 2, '{\"b\": 3}')");
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (schema != null) {
      try (Connection c = Databases.postgres()) {
        Databases.execute(c, "DROP SCHEMA IF EXISTS " + schema + " CASCADE");
      }
    }
  }

  private static Connection driver(String tenant) throws SQLException {
    Properties p = new Properties();
    if (tenant != null) {
      p.setProperty("tenant.column", "corp_id");
      p.setProperty("tenant.value", tenant);
      p.setProperty("tenant.policy", "inject");
    }
    p.setProperty("clarify", "false");
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(schema), p);
  }

  private static List<String> rows(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      return Databases.rows(rs);
    }
  }

  @Test
  void longStatementWithoutSlashSql_runs() throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT count(*) FROM docs WHERE id IN (0");
    for (int i = 0; sql.length() < 70_000; i++) {
      sql.append(", ").append(1000 + i);
    }
    sql.append(")");
    try (Connection c = driver("2")) {
      assertEquals(rows(c, "/sql SELECT 0"), rows(c, sql.toString()));
    }
  }

  @Test
  void eightThousandValueInListWithoutSlashSql_runs() throws SQLException {
    StringJoiner in = new StringJoiner(", ", "SELECT count(*) FROM docs WHERE id IN (", ")");
    for (int i = 1; i <= 8000; i++) {
      in.add(String.valueOf(i));
    }
    try (Connection c = driver("2")) {
      assertEquals(rows(c, "/sql SELECT 2"), rows(c, in.toString()));
    }
    try (Connection c = driver(null)) {
      assertEquals(rows(c, "/sql SELECT 3"), rows(c, in.toString()));
    }
  }
}
