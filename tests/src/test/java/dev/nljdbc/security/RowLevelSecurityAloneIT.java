package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
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
 * The backstop of docs/security.md on its own: the gate's function checks are switched off
 * (the allowlist with {@code *}, every denied function allowed but {@code set_config}, which
 * would let a session pick its own {@code app.tenant}) and the views are listed as
 * shared, so the leak classes reach PostgreSQL; the pool connects as a non-superuser, non-owner
 * role, the tables force row-level security on {@code app.tenant}. Every statement must fail or
 * return exactly what row-level security returns for the tenant, while a superuser would see
 * other tenants' rows with most of them.
 */
class RowLevelSecurityAloneIT {
  private static final String TENANT = "2";
  private static String schema;
  private static String role;

  @BeforeAll
  static void setUp() throws SQLException {
    schema = Databases.uniqueName("nlrlsa");
    role = schema + "_app";
    String s = schema;
    List<String> ddl = new ArrayList<>(List.of("CREATE SCHEMA " + s,
        "CREATE TABLE " + s + ".customers (id int PRIMARY KEY, corp_id int NOT NULL, name text)",
        "CREATE TABLE " + s + ".orders (id int PRIMARY KEY, corp_id int NOT NULL, amount int)",
        "CREATE VIEW " + s + ".order_totals WITH (security_invoker = true) AS SELECT count(*) AS n,"
            + " sum(amount) AS total FROM " + s + ".orders",
        "CREATE ROLE " + role + " LOGIN NOSUPERUSER NOBYPASSRLS",
        "GRANT USAGE ON SCHEMA " + s + " TO " + role,
        "GRANT SELECT ON ALL TABLES IN SCHEMA " + s + " TO " + role));
    for (int c = 1; c <= 12; c++) {
      ddl.add("INSERT INTO " + s + ".customers VALUES (" + c + ", " + (1 + c % 3) + ", 'c" + c
          + "')");
      ddl.add("INSERT INTO " + s + ".orders VALUES (" + c + ", " + (1 + c % 3) + ", " + (c * 10)
          + ")");
    }
    for (String t : List.of("customers", "orders")) {
      ddl.add("ALTER TABLE " + s + "." + t + " ENABLE ROW LEVEL SECURITY");
      ddl.add("ALTER TABLE " + s + "." + t + " FORCE ROW LEVEL SECURITY");
      ddl.add("CREATE POLICY p ON " + s + "." + t + " FOR SELECT TO " + role
          + " USING (corp_id = current_setting('app.tenant')::int)");
    }
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, ddl.toArray(new String[0]));
    }
  }

  @AfterAll
  static void tearDown() throws SQLException {
    try (Connection admin = Databases.postgres()) {
      Databases.execute(admin, "DROP SCHEMA IF EXISTS " + schema + " CASCADE");
      Databases.execute(admin, "DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '"
          + role + "') THEN EXECUTE 'DROP OWNED BY " + role + "; DROP ROLE " + role
          + "'; END IF; END $$");
    }
  }

  /** The leak classes, with the gate's function checks off. */
  private static final String[] LEAKS = {
      "SELECT ts_rewrite('a'::tsquery, 'SELECT ''a''::tsquery, name::tsquery FROM customers')"
          + "::text",
      "SELECT query_to_xml('SELECT * FROM customers ORDER BY id', true, false, '')::text",
      "SELECT query_to_xml('SELECT * FROM " + "orders ORDER BY id', true, false, '')::text",
      "SELECT table_to_xml('customers', true, false, '')::text",
      "SELECT length(query_to_xml('SELECT sum(amount) FROM orders', true, false, '')::text)",
      "SELECT * FROM customers WHERE id = 1 AND to_date(name, 'YYYY') IS NULL",
      "SELECT * FROM customers WHERE CASE WHEN id = 1 THEN current_setting(name) END IS NULL",
      "SELECT n, total FROM order_totals",
      "SELECT current_setting('app.tenant')",
      "SELECT U&\"query_to_xml\"(U&'SELECT * FROM \\0063ustomers ORDER BY id', true, false,"
          + " '')::text",
      "SELECT query_to_xml(E'SELECT * FROM orders ORDER BY id', true, false, '')::text",
      "SELECT jsonb_build_object('c', corp_id) ?? 'c', id FROM orders ORDER BY id"};

  @Test
  void rowLevelSecurityContainsTheLeakClasses_withTheGatesFunctionChecksOff()
      throws SQLException {
    List<String> leaks = new ArrayList<>();
    int answered = 0;
    int differentAsSuperuser = 0;
    try (Connection nl = driver(); Connection rls = rowLevelSecured();
        Connection superuser = Databases.postgres()) {
      Databases.execute(superuser, "SET search_path TO " + schema);
      for (String sql : LEAKS) {
        List<String> actual;
        try {
          actual = TenantHostileIT.rows(nl, sql);
        } catch (SQLException e) {
          continue;
        }
        answered++;
        List<String> expected;
        try {
          expected = Databases.query(rls, sql);
        } catch (SQLException e) {
          leaks.add(sql + "\n  answered through nljdbc, refused under RLS: " + e.getMessage());
          continue;
        } finally {
          Databases.execute(rls, "SELECT set_config('app.tenant', '" + TENANT + "', false)");
        }
        if (!expected.equals(actual)) {
          leaks.add(sql + "\n  expected " + expected + "\n  got " + actual);
        }
        try {
          if (!Databases.query(superuser, sql).equals(actual)) {
            differentAsSuperuser++;
          }
        } catch (SQLException e) {
          differentAsSuperuser++;
        }
      }
    }
    assertTrue(leaks.isEmpty(), "row-level security did not contain:\n" + String.join("\n", leaks));
    assertTrue(answered >= 5, "the gate still refused most statements: " + answered + " answered");
    assertTrue(differentAsSuperuser >= 4, "no teeth: only " + differentAsSuperuser
        + " statements read other tenants' rows without row-level security");
  }

  private static Connection driver() throws SQLException {
    List<String> allowed = new ArrayList<>(List.of("*"));
    allowed.addAll(SecurityPolicy.defaults().deniedFunctions());
    allowed.removeAll(List.of("set_config", "set"));
    Properties p = new Properties();
    p.setProperty("user", role);
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", TENANT);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("tenant.sharedTables", "order_totals");
    p.setProperty("security.allowFunctions", String.join(",", allowed));
    p.setProperty("clarify", "false");
    p.setProperty("pool.maxSize", "1");
    return DriverManager.getConnection("jdbc:nl:" + TestDatabases.withParameters(
        Databases.postgresIn(schema), "user", null), p);
  }

  private static Connection rowLevelSecured() throws SQLException {
    Connection c = DriverManager.getConnection(TestDatabases.withParameters(
        Databases.postgresIn(schema), "user", role));
    Databases.execute(c, "SELECT set_config('app.tenant', '" + TENANT + "', false)");
    return c;
  }
}
