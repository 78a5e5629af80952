package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Relations the gate must not take for plain tables: a tenant column spelled in another case,
 * inheritance and partition parents, views and materialized views, relations of a schema off the
 * search path. Each is either filtered exactly as PostgreSQL row-level security filters it or
 * refused with 42501; an operator may list a relation without the column as shared.
 */
class UnrecognisedRelationsIT {
  private static final String TENANT = "2";
  private static String schema;
  private static String other;
  private static String role;

  @BeforeAll
  static void setUp() throws SQLException {
    schema = Databases.uniqueName("nlrel");
    other = schema + "_o";
    role = schema + "_r";
    String s = schema;
    List<String> ddl = new ArrayList<>(List.of(
        "CREATE SCHEMA " + s, "CREATE SCHEMA " + other,
        "CREATE TABLE " + s + ".\"Accounts\" (id int PRIMARY KEY, \"Corp_Id\" int, secret text)",
        "INSERT INTO " + s + ".\"Accounts\" VALUES (1, 1, 'a1'), (2, 2, 'a2'), (3, 3, 'a3')",
        "CREATE TABLE " + s + ".shouty (id int, \"CORP_ID\" int, secret text)",
        "INSERT INTO " + s + ".shouty VALUES (1, 1, 's1'), (2, 2, 's2')",
        "CREATE TABLE " + s + ".events (id int, payload text)",
        "CREATE TABLE " + s + ".events_a (corp_id int) INHERITS (" + s + ".events)",
        "INSERT INTO " + s + ".events_a VALUES (1, 'e1', 1), (2, 'e2', 2), (3, 'e3', 3)",
        "CREATE TABLE " + s + ".ledger (id int, corp_id int, amount int) PARTITION BY LIST"
            + " (corp_id)",
        "CREATE TABLE " + s + ".ledger_1 PARTITION OF " + s + ".ledger FOR VALUES IN (1)",
        "CREATE TABLE " + s + ".ledger_2 PARTITION OF " + s + ".ledger FOR VALUES IN (2, 3)",
        "INSERT INTO " + s + ".ledger VALUES (1, 1, 10), (2, 2, 20), (3, 3, 30), (4, 2, 40)",
        "CREATE TABLE " + s + ".orders (id int, corp_id int, amount int)",
        "INSERT INTO " + s + ".orders VALUES (1, 1, 100), (2, 2, 200), (3, 3, 300)",
        "CREATE VIEW " + s + ".order_totals AS SELECT count(*) AS n, sum(amount) AS total FROM "
            + s + ".orders",
        "CREATE VIEW " + s + ".order_view WITH (security_invoker = true) AS SELECT id, corp_id,"
            + " amount FROM " + s + ".orders",
        "CREATE MATERIALIZED VIEW " + s + ".order_snapshot AS SELECT id, amount FROM " + s
            + ".orders",
        "CREATE TABLE " + s + ".regions (id int, name text)",
        "INSERT INTO " + s + ".regions VALUES (1, 'north'), (2, 'south')",
        "CREATE MATERIALIZED VIEW " + s + ".region_names AS SELECT name FROM " + s + ".regions",
        "CREATE TABLE " + other + ".orders (id int, corp_id int, amount int)",
        "INSERT INTO " + other + ".orders VALUES (7, 1, 7), (8, 2, 8), (9, 3, 9)",
        "CREATE ROLE " + role + " NOLOGIN",
        "GRANT USAGE ON SCHEMA " + s + ", " + other + " TO " + role,
        "GRANT SELECT ON ALL TABLES IN SCHEMA " + s + ", " + other + " TO " + role));
    for (String t : List.of(s + ".\"Accounts\"|\"Corp_Id\"", s + ".shouty|\"CORP_ID\"",
        s + ".events_a|corp_id", s + ".ledger|corp_id", s + ".ledger_1|corp_id",
        s + ".ledger_2|corp_id", s + ".orders|corp_id", other + ".orders|corp_id")) {
      String[] parts = t.split("\\|");
      ddl.add("ALTER TABLE " + parts[0] + " ENABLE ROW LEVEL SECURITY");
      ddl.add("CREATE POLICY p ON " + parts[0] + " FOR SELECT TO " + role + " USING ("
          + parts[1] + " = current_setting('app.tenant')::int)");
    }
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, ddl.toArray(new String[0]));
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, "DROP SCHEMA IF EXISTS " + schema + " CASCADE",
          "DROP SCHEMA IF EXISTS " + other + " CASCADE");
      Databases.execute(admin, "DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '"
          + role + "') THEN EXECUTE 'DROP OWNED BY " + role + "; DROP ROLE " + role
          + "'; END IF; END $$");
    }
  }

  private static Connection driver(String... extra) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", TENANT);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    for (int i = 0; i + 1 < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(schema), p);
  }

  private static Connection secured() throws SQLException {
    Connection c = Databases.postgres();
    Databases.execute(c, "SET search_path TO " + schema, "SET ROLE " + role,
        "SELECT set_config('app.tenant', '" + TENANT + "', false)");
    return c;
  }

  @Test
  void filterableRelations_equalRowLevelSecurity() throws SQLException {
    String[] filtered = {
        "SELECT * FROM \"Accounts\"",
        "SELECT secret FROM \"Accounts\" a WHERE a.\"Corp_Id\" > 0",
        "SELECT * FROM shouty",
        "SELECT * FROM events_a",
        "SELECT * FROM ledger",
        "SELECT * FROM ledger_2",
        "SELECT * FROM ONLY ledger_2",
        "SELECT * FROM order_view",
        "SELECT * FROM " + other + ".orders",
        "SELECT o.id, x.id FROM orders o JOIN " + other + ".orders x ON x.corp_id = o.corp_id"};
    List<String> failures = new ArrayList<>();
    try (Connection nl = driver(); Connection rls = secured()) {
      for (String sql : filtered) {
        List<String> expected = Databases.query(rls, sql);
        try {
          List<String> actual = TenantHostileIT.rows(nl, sql);
          if (!expected.equals(actual)) {
            failures.add(sql + "\n  expected " + expected + "\n  got " + actual);
          }
        } catch (SQLException e) {
          failures.add(sql + "\n  " + e.getSQLState() + " " + e.getMessage());
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  @Test
  void relationsThatCannotBeProvenFiltered_areRefused() throws SQLException {
    String[] unproven = {
        "SELECT * FROM events",
        "SELECT count(*) FROM events e WHERE e.id > 0",
        "SELECT * FROM order_totals",
        "SELECT * FROM order_snapshot",
        "SELECT * FROM regions r WHERE EXISTS (SELECT 1 FROM order_snapshot s WHERE s.id = r.id)",
        "SELECT * FROM " + schema + ".events"};
    List<String> admitted = new ArrayList<>();
    try (Connection nl = driver()) {
      for (String sql : unproven) {
        String state = TenantHostileIT.outcome(nl, sql);
        if (!"42501".equals(state)) {
          admitted.add(sql + " -> " + state);
        }
      }
    }
    assertTrue(admitted.isEmpty(), "not refused:\n" + String.join("\n", admitted));
  }

  @Test
  void anOperatorMayListARelationAsShared() throws SQLException {
    try (Connection nl = driver("tenant.sharedTables", "region_names, " + schema
        + ".order_totals")) {
      assertEquals(List.of("north", "south"), TenantHostileIT.rows(nl,
          "SELECT name FROM region_names"));
      assertEquals(List.of("3"), TenantHostileIT.rows(nl, "SELECT n FROM order_totals"));
      assertEquals("42501", TenantHostileIT.outcome(nl, "SELECT * FROM order_snapshot"));
    }
    try (Connection nl = driver()) {
      assertEquals("42501", TenantHostileIT.outcome(nl, "SELECT name FROM region_names"));
      assertEquals(List.of("north", "south"), TenantHostileIT.rows(nl,
          "SELECT name FROM regions"), "a table without the column stays readable");
    }
  }
}
