package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * SQL a hostile tenant writes, through the driver on a superuser connection (no row-level
 * security), with PostgreSQL row-level security for the same tenant as the oracle: functions
 * that run SQL text or read relations by name, in every spelling and position; expressions that
 * fail on another tenant's row and would print its value; and the functions real clients use,
 * which must keep working.
 */
class TenantHostileIT {
  private static final String TENANT = "3";
  private static final Set<String> REFUSED = Set.of("42501", "42601");

  private static PgTenantFixture fixture;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (fixture != null) {
      fixture.close();
    }
  }

  static Connection driver(String tenant, String... extra) throws SQLException {
    Properties p = new Properties();
    p.setProperty("tenant.column", "corp_id");
    p.setProperty("tenant.value", tenant);
    p.setProperty("tenant.policy", "inject");
    p.setProperty("clarify", "false");
    for (int i = 0; i + 1 < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(fixture.schema), p);
  }

  /** Functions that run SQL text, read relations or sessions by name, or read settings. */
  static final String[] FUNCTION_PROBES = {
      "SELECT ts_rewrite('a'::tsquery, 'SELECT ''a''::tsquery, name::tsquery FROM customers')",
      "SELECT query_to_xml('SELECT * FROM customers', true, false, '')",
      "SELECT pg_catalog.query_to_xml('SELECT * FROM customers', true, false, '')",
      "SELECT \"query_to_xml\"('SELECT * FROM customers', true, false, '')",
      "SELECT QUERY_TO_XML('SELECT * FROM customers', true, false, '')",
      "SELECT PG_CATALOG.TS_REWRITE('a'::tsquery, 'SELECT ''a''::tsquery, name::tsquery FROM customers')",
      "SELECT table_to_xml('customers', true, false, '')",
      "SELECT cursor_to_xml('c', 10, true, false, '')",
      "SELECT * FROM xpath_table('id', 'x', 'customers', '/x', 'true') AS t(id int, x text)",
      "SELECT * FROM connectby('customers', 'id', 'region_id', '1', 0) AS t(a int, b int, c int)",
      "SELECT * FROM crosstab('SELECT name, tier, id FROM customers') AS t(n text, a int)",
      "SELECT dblink('dbname=test', 'SELECT name FROM customers')",
      "SELECT * FROM pgstattuple('customers')",
      "SELECT get_raw_page('customers', 0)",
      "SELECT * FROM pg_stat_get_activity(NULL)",
      "SELECT pg_relation_size('customers')",
      "SELECT current_setting('app.tenant')",
      "SELECT set_config('app.tenant', '1', false)",
      "SELECT lo_import('/etc/passwd')",
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT txid_current()",
      "SELECT nextval('s')",
      "SELECT ts_stat('SELECT to_tsvector(name) FROM customers')",
      "SELECT xmlconcat(query_to_xml('SELECT * FROM customers', true, false, ''))",
      "SELECT * FROM orders WHERE id IN (SELECT length(table_to_xml('customers', true, false,"
          + " '')::text))",
      "WITH x AS (SELECT current_setting('app.tenant') AS s) SELECT * FROM x",
      "SELECT * FROM orders o, LATERAL (SELECT query_to_xml('SELECT 1', true, false, '') x) l",
      "SELECT * FROM orders ORDER BY length(query_to_xml('SELECT * FROM customers', true, false,"
          + " '')::text)",
      "SELECT sum(amount) OVER (ORDER BY current_setting('app.tenant')) FROM orders",
      "SELECT count(*) FILTER (WHERE current_setting('app.tenant') IS NULL) FROM orders",
      "SELECT CAST(current_setting('app.tenant') AS int)",
      "SELECT current_setting('app.tenant')::int + 1",
      "SELECT (SELECT pg_catalog.\"current_setting\"('app.tenant'))",
      "SELECT * FROM orders o WHERE EXISTS (SELECT 1 WHERE ts_rewrite('a'::tsquery,"
          + " 'SELECT ''a''::tsquery, ''b''::tsquery') IS NULL)",
      "SELECT * FROM ROWS FROM (pg_stat_get_activity(NULL)) AS a",
      "SELECT public.lower('x')",
      "SELECT " + "\"LOWER\"('x')",
      "SELECT 1 OPERATOR(pg_catalog.+) 1"};

  @Test
  void functionsOffTheAllowlist_areRefusedInEverySpellingAndPosition() throws SQLException {
    List<String> admitted = new ArrayList<>();
    try (Connection nl = driver(TENANT)) {
      for (String sql : FUNCTION_PROBES) {
        String state = outcome(nl, sql);
        if (!REFUSED.contains(state)) {
          admitted.add(sql + "  -> " + state);
        }
      }
    }
    assertTrue(admitted.isEmpty(), "not refused by the gate:\n" + String.join("\n", admitted));
  }

  @Test
  void sqlTextAsParameterValue_isRefusedAtPrepare() throws SQLException {
    try (Connection nl = driver(TENANT)) {
      SQLException e = expectFailure(() -> {
        try (PreparedStatement ps = nl.prepareStatement("/sql SELECT ts_rewrite('a'::tsquery, ?)")) {
          ps.setString(1, "SELECT 'a'::tsquery, name::tsquery FROM customers");
          ps.executeQuery().close();
        }
      });
      assertEquals("42501", e.getSQLState(), e.getMessage());
      assertEquals(List.of("1"), rows(nl, "SELECT 1"), "the connection keeps working");
    }
  }

  /** Statements with the functions real clients use: identical to row-level security. */
  static final String[] LEGITIMATE = {
      "SELECT count(*), sum(amount), avg(amount)::numeric(10,2), min(amount), max(amount)"
          + " FROM orders",
      "SELECT coalesce(region_id, 0), nullif(tier, 'gold'), lower(name), upper(name),"
          + " substring(name from 1 for 2), trim(name), length(name) FROM customers",
      "SELECT round(amount / 7.0, 2), abs(amount - 100), mod(amount, 7), greatest(amount, 50)"
          + " FROM orders",
      "SELECT date_trunc('day', now()) <= now(), extract(year from current_date) > 2000,"
          + " to_char(date '2026-01-02', 'YYYY-MM') FROM orders",
      "SELECT string_agg(name, ',' ORDER BY name), array_agg(id ORDER BY id) FROM customers",
      "SELECT id, row_number() OVER (ORDER BY id), rank() OVER (ORDER BY amount),"
          + " lag(id) OVER (ORDER BY id), lead(id) OVER (ORDER BY id) FROM orders",
      "SELECT to_jsonb(o) ->> 'status', jsonb_build_object('id', id) -> 'id' FROM orders o",
      "SELECT pg_catalog.lower(name) FROM customers",
      "SELECT status, count(*) FILTER (WHERE amount > 50) FROM orders GROUP BY status",
      "SELECT CAST(amount AS text) || '!', amount::numeric FROM orders",
      "SELECT concat(name, '-', tier), replace(name, 'c', 'k'), left(name, 1) FROM customers",
      "SELECT * FROM generate_series(1, 3) g(n) JOIN orders o ON o.id = g.n"};

  @Test
  void legitimateFunctions_stillRunAndEqualRowLevelSecurity() throws SQLException {
    List<String> failures = new ArrayList<>();
    try (Connection nl = driver(TENANT); Connection secured = fixture.rowLevelSecured(TENANT)) {
      for (String sql : LEGITIMATE) {
        try {
          List<String> expected = Databases.query(secured, sql);
          List<String> actual = rows(nl, sql);
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

  /**
   * Names spelled with Unicode escapes ({@code U&"..."}) are the names they spell: a tenant table
   * is filtered, functions off the allowlist and denied relations are refused, with a tenant and
   * without; a malformed escape is a clear refusal. Escaped question marks inside literals stay
   * literal text.
   */
  @Test
  void unicodeEscapedNames_areCheckedAsTheNamesTheySpell() throws SQLException {
    String escapedSchema = "U&\"" + fixture.otherSchema.replace("s", "\\0073") + "\"";
    String[] filtered = {
        "SELECT count(*), sum(id) FROM U&\"c\\0075stomers\"",
        "SELECT count(*), sum(id) FROM U&\"!0063ustomers\" UESCAPE '!' c",
        "SELECT count(*) FROM " + escapedSchema + ".customers",
        "SELECT o.id FROM orders o WHERE EXISTS (SELECT 1 FROM U&\"c\\0075stomers\" c WHERE"
            + " c.id = o.customer_id)",
        "SELECT p.id, p.U&\"N\\0061me\" FROM U&\"Pr\\006Fducts\" p",
        "SELECT 'a ?? b', id FROM orders WHERE status <> 'x ?? y'",
        "SELECT count(*) FROM orders o WHERE o.U&\"corp\\005Fid\" = 2",
        "SELECT count(*) FROM orders o WHERE U&\"corp!005Fid\" UESCAPE '!' IN (1, 2)"};
    List<String> failures = new ArrayList<>();
    try (Connection nl = driver(TENANT); Connection secured = fixture.rowLevelSecured(TENANT)) {
      for (String sql : filtered) {
        try {
          List<String> expected = Databases.query(secured, sql);
          List<String> actual = rows(nl, sql);
          if (!expected.equals(actual)) {
            failures.add(sql + "\n  expected " + expected + "\n  got " + actual);
          }
        } catch (SQLException e) {
          failures.add(sql + "\n  " + e.getSQLState() + " " + e.getMessage());
        }
      }
      for (String sql : new String[] {
          "SELECT U&\"current_s\\0065tting\"('app.tenant')",
          "SELECT U&\"pg_c!0061talog\" UESCAPE '!'.U&\"query_to_xml\"('SELECT * FROM customers',"
              + " true, false, '')",
          "SELECT * FROM U&\"pg_sh\\0061dow\"",
          "SELECT * FROM U&\"c\\0075stomers_missing\""}) {
        if (!REFUSED.contains(outcome(nl, sql))) {
          failures.add("not refused: " + sql);
        }
      }
    }
    Properties p = new Properties();
    p.setProperty("clarify", "false");
    try (Connection open = DriverManager.getConnection("jdbc:nl:" + Databases.PG_URL
        + "&currentSchema=" + fixture.schema, p)) {
      for (String sql : new String[] {"SELECT U&\"pg_sl\\0065ep\"(0)",
          "SELECT * FROM U&\"pg_sh\\0061dow\"", "SELECT * FROM pg_catalog.U&\"pg_\\0061uthid\""}) {
        if (!"42501".equals(outcome(open, sql))) {
          failures.add("not refused without a tenant: " + sql);
        }
      }
      SQLException e = expectFailure(() -> rows(open, "SELECT U&'\\zzzz'"));
      assertEquals("42601", e.getSQLState(), "PostgreSQL's state for it: " + e.getMessage());
      assertTrue(e.getMessage().contains("invalid Unicode escape at line 1, column 8"),
          e.getMessage());
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  /**
   * Keywords JSqlParser reserves, used as names ({@code AS current}), are quoted before the
   * gate checks the text again: a table under such an alias is filtered like any other, and a
   * keyword alias never carries a write, a denied relation or a second statement past the gate.
   */
  @Test
  void keywordAliases_areFilteredAndCheckedLikeAnyName() throws SQLException {
    String[] filtered = {
        "SELECT current.id, current.corp_id FROM orders AS current WHERE current.corp_id <> 2"
            + " OR current.corp_id = 2",
        "SELECT count(*) AS returns FROM orders o JOIN customers AS unknown"
            + " ON unknown.id = o.customer_id ORDER BY returns",
        "SELECT x.returns FROM (SELECT count(*) AS returns FROM customers) x",
        "SELECT statement.name FROM customers AS statement WHERE EXISTS (SELECT 1 FROM orders"
            + " AS prior WHERE prior.customer_id = statement.id)"};
    List<String> failures = new ArrayList<>();
    try (Connection nl = driver(TENANT); Connection secured = fixture.rowLevelSecured(TENANT)) {
      for (String sql : filtered) {
        try {
          List<String> expected = Databases.query(secured, sql);
          List<String> actual = rows(nl, sql);
          if (!expected.equals(actual) || expected.isEmpty()) {
            failures.add(sql + "\n  expected " + expected + "\n  got " + actual);
          }
        } catch (SQLException e) {
          failures.add(sql + "\n  " + e.getSQLState() + " " + e.getMessage());
        }
      }
      for (String sql : new String[] {
          "SELECT current.rolname FROM pg_authid AS current",
          "SELECT 1 AS returns FROM orders; DELETE FROM orders",
          "DELETE FROM orders AS current WHERE current.corp_id = 1",
          "SELECT 1 AS returns /*! , (SELECT count(*) FROM orders) */ FROM orders",
          "SELECT pg_sleep(0) AS returns FROM orders",
          "SELECT current.id FROM " + fixture.otherSchema + ".missing AS current"}) {
        if (!REFUSED.contains(outcome(nl, sql))) {
          failures.add("not refused: " + sql);
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  /**
   * Predicates that fail on a row and print its value: the tenant filter applies before any of
   * them sees a row, so another tenant's value never appears, not even in the target's own
   * message (checked through the gate, whose errors are not scrubbed); and the error the
   * client of the driver gets is scrubbed of values, with the target's SQLState.
   */
  @Test
  void failingPredicates_neverShowAnotherTenantsValue() throws SQLException {
    List<String> others = new ArrayList<>();
    try (Connection all = fixture.unrestricted()) {
      others.addAll(Databases.query(all, "SELECT name FROM customers WHERE corp_id <> " + TENANT));
      others.addAll(Databases.query(all, "SELECT \"Name\" FROM \"Products\" WHERE corp_id <> "
          + TENANT));
    }
    String[] probes = {
        "SELECT * FROM customers WHERE id = 1 AND to_date(name, 'YYYY') IS NULL",
        "SELECT * FROM customers WHERE to_date(name, 'YYYY') IS NULL AND id = 1",
        "SELECT * FROM customers c WHERE CASE WHEN c.id = 1 THEN to_date(c.name, 'YYYY') END"
            + " IS NULL",
        "SELECT * FROM customers WHERE id = 1 AND to_number(name, '9') = 0",
        "SELECT * FROM customers WHERE id = 1 AND name::int = 0",
        "SELECT * FROM customers WHERE id = 1 AND CAST(name AS date) IS NULL",
        "SELECT * FROM customers WHERE id = 1 AND to_timestamp(name, 'HH24') IS NULL",
        "SELECT * FROM customers WHERE id = 1 AND make_date(2020, length(name) * 20, 1) IS NULL",
        "SELECT * FROM customers WHERE id = 1 AND jsonb_typeof(name::jsonb) IS NULL",
        "SELECT * FROM \"Products\" p WHERE p.id = 1 AND to_date(p.\"Name\", 'YYYY') IS NULL",
        "SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id AND"
            + " to_date(c.name, 'YYYY') IS NULL WHERE c.id = 1",
        "SELECT (SELECT count(*) FROM customers c WHERE c.id = 1 AND to_date(c.name, 'YYYY')"
            + " IS NULL)",
        "SELECT name FROM customers ORDER BY to_date(name, 'YYYY')"};
    List<String> leaks = new ArrayList<>();
    try (Connection all = fixture.unrestricted()) {
      GateQueryRunner gate = new GateQueryRunner(all, TENANT);
      for (String sql : probes) {
        try {
          gate.rows(sql);
        } catch (SQLException e) {
          String message = String.valueOf(e.getMessage());
          for (String other : others) {
            if (containsWord(message, other)) {
              leaks.add("unscrubbed, through the gate: " + sql + "\n  " + message);
              break;
            }
          }
        }
      }
    }
    try (Connection nl = driver(TENANT)) {
      for (String sql : probes) {
        try {
          rows(nl, sql);
        } catch (SQLException e) {
          String message = e.getMessage() == null ? "" : e.getMessage();
          for (String other : others) {
            if (containsWord(message, other)) {
              leaks.add(sql + "\n  " + message);
              break;
            }
          }
          if (!"42501".equals(e.getSQLState())) {
            assertFalse(Pattern.compile("\"c[0-9]+\"").matcher(message).find(),
                "the target's message is not scrubbed: " + message);
          }
        }
      }
    }
    assertTrue(leaks.isEmpty(), "other tenants' values in error messages:\n"
        + String.join("\n", leaks));
  }

  @Test
  void targetErrors_keepTheirStateButNotTheirValues() throws SQLException {
    try (Connection nl = driver(TENANT)) {
      SQLException e = expectFailure(() -> rows(nl,
          "SELECT * FROM customers WHERE to_date(name, 'YYYY') IS NULL"));
      assertEquals("22007", e.getSQLState(), e.getMessage());
      Matcher m = Pattern.compile("c[0-9]+").matcher(e.getMessage());
      assertFalse(m.find(), "a value in the message: " + e.getMessage());
      assertEquals(List.of("1"), rows(nl, "SELECT 1"), "the connection keeps working");
    }
  }

  private static boolean containsWord(String text, String word) {
    return Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(word) + "(?![A-Za-z0-9_])")
        .matcher(text).find();
  }

  /** The SQLState of the statement's failure, or "ok" when it ran. */
  static String outcome(Connection nl, String sql) {
    try {
      rows(nl, sql);
      return "ok";
    } catch (SQLException e) {
      return e.getSQLState();
    }
  }

  static List<String> rows(Connection nl, String sql) throws SQLException {
    try (java.sql.Statement st = nl.createStatement();
        ResultSet rs = st.executeQuery("/sql " + sql)) {
      return Databases.rows(rs);
    }
  }

  interface Failing {
    void run() throws SQLException;
  }

  static SQLException expectFailure(Failing f) {
    try {
      f.run();
    } catch (SQLException e) {
      return e;
    }
    return fail("expected an SQLException");
  }
}
