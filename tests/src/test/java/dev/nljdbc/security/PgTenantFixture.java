package dev.nljdbc.security;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * A multi-tenant schema on PostgreSQL, created and dropped by the test: four tenant tables (one
 * with a quoted mixed-case name), a tenant table of the same name in a second schema off the
 * search path, a reference table without the tenant column, a partitioned table, an
 * inheritance parent without the tenant column over a child with it, views with and without
 * the column and a materialized view, the tenants' own table ({@code corporations}, keyed by the
 * tenant value, with no foreign key pointing at it), a tenant table {@code notes} in the second
 * schema named like a plain table of the first, data for tenants 1, 2 and 3 with
 * references across tenants, and a role under row-level security that sees one tenant:
 * {@code USING (corp_id = current_setting('app.tenant')::int)}.
 */
final class PgTenantFixture implements AutoCloseable {
  static final String[] TENANT_TABLES = {"customers", "orders", "order_lines", "\"Products\""};
  /** Partitions, a partitioned parent and an inheritance child, each with the tenant column. */
  static final String[] OTHER_TENANT_RELATIONS = {"ledger", "ledger_a", "ledger_b", "events_t"};

  final String schema;
  final String otherSchema;
  final String role;
  private final Connection admin;

  PgTenantFixture() throws SQLException {
    this.schema = Databases.uniqueName("nlsec");
    this.otherSchema = schema + "_x";
    this.role = schema + "_reader";
    this.admin = Databases.postgres();
    try {
      create();
    } catch (SQLException | RuntimeException e) {
      close();
      throw e;
    }
  }

  private void create() throws SQLException {
    String s = schema;
    String x = otherSchema;
    List<String> ddl = new ArrayList<>(List.of(
        "CREATE SCHEMA " + s,
        "CREATE SCHEMA " + x,
        "CREATE TABLE " + s + ".regions (id int PRIMARY KEY, name text NOT NULL)",
        "CREATE TABLE " + s + ".notes (id int PRIMARY KEY, body text)",
        "CREATE TABLE " + s + ".customers (id int PRIMARY KEY, corp_id int NOT NULL, name text,"
            + " region_id int, tier text)",
        "CREATE TABLE " + s + ".orders (id int PRIMARY KEY, corp_id int NOT NULL,"
            + " customer_id int, amount int, status text)",
        "CREATE TABLE " + s + ".order_lines (id int PRIMARY KEY, corp_id int NOT NULL,"
            + " order_id int, product_id int, qty int, price int)",
        "CREATE TABLE " + s + ".\"Products\" (id int PRIMARY KEY, corp_id int NOT NULL,"
            + " \"Name\" text, price int)",
        "CREATE TABLE " + x + ".customers (id int PRIMARY KEY, corp_id int NOT NULL, name text)",
        "CREATE TABLE " + x + ".notes (id int PRIMARY KEY, corp_id int NOT NULL, body text)",
        "CREATE TABLE " + s + ".corporations (id int PRIMARY KEY, name text NOT NULL)"));
    ddl.add("INSERT INTO " + x + ".notes SELECT g, 1 + g % 3, 'n' || g"
        + " FROM generate_series(1, 9) g");
    ddl.add("INSERT INTO " + s + ".corporations VALUES (1, 'Acme'), (2, 'Globex'),"
        + " (3, 'Initech')");
    String[] regions = {"Africa", "Europe", "Asia", "America", "Oceania"};
    for (int i = 0; i < regions.length; i++) {
      ddl.add("INSERT INTO " + s + ".regions VALUES (" + (i + 1) + ", '" + regions[i] + "')");
    }
    ddl.add("INSERT INTO " + s + ".notes VALUES (1, 'first'), (2, 'second'), (3, NULL)");
    String[] tiers = {"gold", "silver", "bronze"};
    for (int c = 1; c <= 24; c++) {
      ddl.add("INSERT INTO " + s + ".customers VALUES (" + c + ", " + (1 + c % 3) + ", 'c" + c
          + "', " + (c % 7 == 0 ? "NULL" : String.valueOf(1 + c % 5)) + ", '" + tiers[c % 3]
          + "')");
    }
    String[] statuses = {"open", "paid", "void"};
    for (int o = 1; o <= 60; o++) {
      ddl.add("INSERT INTO " + s + ".orders VALUES (" + o + ", " + (1 + (o * 7) % 3) + ", "
          + (1 + (o * 5) % 26) + ", " + ((o * 37) % 200) + ", '" + statuses[o % 3] + "')");
    }
    for (int l = 1; l <= 120; l++) {
      ddl.add("INSERT INTO " + s + ".order_lines VALUES (" + l + ", " + (1 + l % 3) + ", "
          + (1 + (l * 3) % 62) + ", " + (1 + l % 10) + ", " + (1 + l % 5) + ", " + (10 + l % 13)
          + ")");
    }
    for (int p = 1; p <= 9; p++) {
      ddl.add("INSERT INTO " + s + ".\"Products\" VALUES (" + p + ", " + (1 + p % 3) + ", 'p"
          + p + "', " + (5 * p) + ")");
    }
    for (int c = 100; c <= 108; c++) {
      ddl.add("INSERT INTO " + x + ".customers VALUES (" + c + ", " + (1 + c % 3) + ", 'x" + c
          + "')");
    }
    ddl.addAll(List.of(
        "CREATE TABLE " + s + ".ledger (id int, corp_id int NOT NULL, amount int) PARTITION BY LIST"
            + " (corp_id)",
        "CREATE TABLE " + s + ".ledger_a PARTITION OF " + s + ".ledger FOR VALUES IN (1)",
        "CREATE TABLE " + s + ".ledger_b PARTITION OF " + s + ".ledger FOR VALUES IN (2, 3)",
        "INSERT INTO " + s + ".ledger SELECT g, 1 + g % 3, g * 3 FROM generate_series(1, 30) g",
        "CREATE TABLE " + s + ".events (id int, payload text)",
        "CREATE TABLE " + s + ".events_t (corp_id int NOT NULL) INHERITS (" + s + ".events)",
        "INSERT INTO " + s + ".events_t SELECT g, 'e' || g, 1 + g % 3 FROM generate_series(1, 12) g",
        "CREATE VIEW " + s + ".order_view WITH (security_invoker = true) AS SELECT id, corp_id,"
            + " amount, status FROM " + s + ".orders",
        "CREATE VIEW " + s + ".order_stats WITH (security_invoker = true) AS SELECT status,"
            + " count(*) AS n, sum(amount) AS total FROM " + s + ".orders GROUP BY status",
        "CREATE MATERIALIZED VIEW " + s + ".order_snapshot AS SELECT id, amount FROM " + s
            + ".orders"));
    ddl.add("CREATE ROLE " + role + " NOLOGIN");
    ddl.add("GRANT USAGE ON SCHEMA " + s + ", " + x + " TO " + role);
    ddl.add("GRANT SELECT ON ALL TABLES IN SCHEMA " + s + ", " + x + " TO " + role);
    for (String t : TENANT_TABLES) {
      ddl.add(rowLevelSecurity(s + "." + t));
    }
    ddl.add(rowLevelSecurity(x + ".customers"));
    ddl.add(rowLevelSecurity(x + ".notes"));
    ddl.add("ALTER TABLE " + s + ".corporations ENABLE ROW LEVEL SECURITY;"
        + " CREATE POLICY tenant_isolation ON " + s + ".corporations FOR SELECT TO " + role
        + " USING (id = current_setting('app.tenant')::int)");
    for (String t : OTHER_TENANT_RELATIONS) {
      ddl.add(rowLevelSecurity(s + "." + t));
    }
    ddl.add("ANALYZE");
    Databases.execute(admin, flatten(ddl));
  }

  private String rowLevelSecurity(String table) {
    return "ALTER TABLE " + table + " ENABLE ROW LEVEL SECURITY;"
        + " CREATE POLICY tenant_isolation ON " + table + " FOR SELECT TO " + role
        + " USING (corp_id = current_setting('app.tenant')::int)";
  }

  private static String[] flatten(List<String> statements) {
    return statements.toArray(new String[0]);
  }

  /** A superuser connection with the fixture's search path: row-level security does not apply. */
  Connection unrestricted() throws SQLException {
    Connection c = Databases.postgres();
    Databases.execute(c, "SET search_path TO " + schema + ", public");
    return c;
  }

  /**
   * Text values only other tenants' rows hold (customer, product and corporation names, note
   * bodies, in both schemas): none may appear in an error the tenant sees.
   */
  List<String> otherTenantsValues(Connection unrestricted, String tenant) throws SQLException {
    int t = Integer.parseInt(tenant);
    List<String> others = new ArrayList<>();
    for (String sql : List.of("SELECT name FROM customers WHERE corp_id <> " + t,
        "SELECT \"Name\" FROM \"Products\" WHERE corp_id <> " + t,
        "SELECT name FROM corporations WHERE id <> " + t,
        "SELECT name FROM " + otherSchema + ".customers WHERE corp_id <> " + t,
        "SELECT body FROM " + otherSchema + ".notes WHERE corp_id <> " + t)) {
      others.addAll(Databases.query(unrestricted, sql));
    }
    return others;
  }

  /** A connection acting as the row-level-security role for one tenant. */
  Connection rowLevelSecured(String tenant) throws SQLException {
    Connection c = Databases.postgres();
    Databases.execute(c, "SET search_path TO " + schema + ", public", "SET ROLE " + role,
        "SELECT set_config('app.tenant', '" + Integer.parseInt(tenant) + "', false)");
    return c;
  }

  @Override
  public void close() throws SQLException {
    try (Connection c = admin) {
      Databases.execute(c, "DROP SCHEMA IF EXISTS " + schema + " CASCADE",
          "DROP SCHEMA IF EXISTS " + otherSchema + " CASCADE");
      Databases.execute(c, "DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '"
          + role + "') THEN EXECUTE 'DROP OWNED BY " + role + "; DROP ROLE " + role
          + "'; END IF; END $$");
    }
  }
}
