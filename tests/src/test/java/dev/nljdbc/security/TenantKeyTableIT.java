package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * only its own row, and the schema snapshot samples only its own values. Without the foreign key
 * a table named like the tenants ({@code corporations} for {@code corp_id}) is refused unless
 * listed in {@code tenant.sharedTables}, and the snapshot samples none of its values.
 */
class TenantKeyTableIT {
  private static String schema;
  private static String withoutKey;

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
      withoutKey = Databases.uniqueName("nlcorp");
      Databases.execute(c, "CREATE SCHEMA " + withoutKey,
          "CREATE TABLE " + withoutKey + ".corporations (id int PRIMARY KEY, name text)",
          "CREATE TABLE " + withoutKey + ".orders (id int PRIMARY KEY, corp_id int NOT NULL,"
              + " status text)",
          "CREATE TABLE " + withoutKey + ".regions (id int PRIMARY KEY, name text)",
          "INSERT INTO " + withoutKey + ".corporations VALUES (1, 'Acme'), (2, 'Globex'),"
              + " (3, 'Initech')",
          "INSERT INTO " + withoutKey + ".orders VALUES (1, 1, 'open'), (2, 2, 'paid')",
          "INSERT INTO " + withoutKey + ".regions VALUES (1, 'north'), (2, 'south')");
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (schema != null) {
      try (Connection c = Databases.postgres()) {
        Databases.execute(c, "DROP SCHEMA IF EXISTS " + schema + " CASCADE",
            "DROP SCHEMA IF EXISTS " + withoutKey + " CASCADE");
      }
    }
  }

  private static Connection driver(String tenant) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "org_id");
    p.setProperty("tenant.value", tenant);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(schema), p);
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

  private static Connection corpDriver(String shared) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", "2");
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    if (shared != null) {
      p.setProperty("tenant.sharedTables", shared);
    }
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(withoutKey), p);
  }

  @Test
  void withoutAForeignKey_theTableNamedLikeTheTenants_isRefusedUnlessShared()
      throws SQLException {
    try (Connection c = corpDriver(null)) {
      for (String sql : List.of("SELECT * FROM corporations", "SELECT count(*) FROM"
          + " \"corporations\"", "SELECT o.id, k.name FROM orders o JOIN " + withoutKey
          + ".corporations k ON k.id = o.corp_id")) {
        SQLException e = assertThrows(SQLException.class, () -> rows(c, "/sql " + sql), sql);
        assertEquals("42501", e.getSQLState(), e.getMessage());
        assertTrue(e.getMessage().contains("named like the tenants"), e.getMessage());
      }
      assertEquals(2, rows(c, "/sql SELECT * FROM regions").size());
      assertEquals(1, rows(c, "/sql SELECT * FROM orders").size());
    }
    try (Connection c = corpDriver("corporations")) {
      assertEquals(3, rows(c, "/sql SELECT * FROM corporations").size());
    }
  }

  @Test
  void withoutAForeignKey_theSnapshotSamplesNoneOfTheTenantsNames() throws SQLException {
    try (Connection c = Databases.postgres()) {
      Databases.execute(c, "SET search_path TO " + withoutKey);
      SchemaSnapshot snapshot = SchemaLoader.builder().tenant("corp_id", "2").build().load(c);
      assertEquals(List.of(), snapshot.table("corporations").column("name").sampleValues());
      assertEquals(List.of("north", "south"),
          snapshot.table("regions").column("name").sampleValues());
      SchemaSnapshot unscoped = SchemaLoader.builder().build().load(c);
      assertEquals(3, unscoped.table("corporations").column("name").sampleValues().size());
    }
  }
}
