package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The table of the tenants themselves, which has no tenant column but whose key the tenant
 * column refers to, is filtered by that key in tenant mode: through the driver a tenant reads
 * only its own row, and the schema snapshot samples only its own values.
 */
class TenantKeyTableIT {
  private static String schema;

  @BeforeAll
  static void setUp() throws SQLException {
    schema = Databases.uniqueName("nlorg");
    try (Connection c = Databases.postgres()) {
      Databases.execute(c, "CREATE SCHEMA " + schema,
          "CREATE TABLE " + schema + ".orgs (id int PRIMARY KEY, name text NOT NULL)",
          "CREATE TABLE " + schema + ".members (id int PRIMARY KEY, org_id int NOT NULL"
              + " REFERENCES " + schema + ".orgs (id), name text)",
          "INSERT INTO " + schema + ".orgs VALUES (1, 'Acme'), (2, 'Globex'), (3, 'Initech')",
          "INSERT INTO " + schema + ".members VALUES (1, 1, 'ann'), (2, 2, 'bob'), (3, 3, 'cy')");
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
    p.setProperty("tenant.column", "org_id");
    p.setProperty("tenant.value", tenant);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection("jdbc:nl:" + Databases.PG_URL + "&currentSchema="
        + schema, p);
  }

  private static List<String> rows(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      return Databases.rows(rs);
    }
  }

  @Test
  void aTenantReadsOnlyItsOwnRowOfTheTenantsTable() throws SQLException {
    try (Connection c = driver("2")) {
      assertEquals(List.of(rows(c, "/sql SELECT 'Globex'").get(0)),
          rows(c, "/sql SELECT name FROM orgs"));
      assertEquals(1, rows(c, "/sql SELECT * FROM orgs").size());
      assertEquals(rows(c, "/sql SELECT 1"), rows(c, "/sql SELECT count(*) FROM " + schema
          + ".orgs o JOIN members m ON m.org_id = o.id"));
    }
  }

  @Test
  void theSnapshotSamplesOnlyTheTenantsOwnName() throws SQLException {
    try (Connection c = Databases.postgres()) {
      Databases.execute(c, "SET search_path TO " + schema);
      SchemaSnapshot snapshot = SchemaLoader.builder().tenant("org_id", "2").build().load(c);
      assertEquals(List.of("Globex"), snapshot.table("orgs").column("name").sampleValues());
      assertEquals(List.of("bob"), snapshot.table("members").column("name").sampleValues());
    }
  }
}
