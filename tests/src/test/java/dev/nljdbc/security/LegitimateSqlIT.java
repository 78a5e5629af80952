package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * SQL the gate used to refuse although it is legitimate, through the driver for a tenant:
 * each returns exactly what PostgreSQL row-level security returns for that tenant.
 */
class LegitimateSqlIT {
  private static final String TENANT = "2";
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

  private static Connection driver(String tenant, String... extra) throws SQLException {
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

  /** The tenant policies of the modes, and null for a session without a tenant. */
  private static final String[] MODES = {"inject", "reject", "hybrid", null};

  /** A driver connection in one of {@link #MODES}. */
  private static Connection driverIn(String mode) throws SQLException {
    if (mode != null) {
      return driver(TENANT, "tenant.policy", mode);
    }
    Properties p = new Properties();
    p.setProperty("clarify", "false");
    return DriverManager.getConnection("jdbc:nl:" + Databases.postgresIn(fixture.schema), p);
  }

  /** What PostgreSQL itself returns: under row-level security in a tenant mode, else as is. */
  private static Connection oracle(String mode) throws SQLException {
    return mode == null ? fixture.unrestricted() : fixture.rowLevelSecured(TENANT);
  }

  /** The rows of a prepared statement with the given values bound in order. */
  private static List<String> prepared(Connection c, String sql, Object... values)
      throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        ps.setObject(i + 1, values[i]);
      }
      try (ResultSet rs = ps.executeQuery()) {
        return Databases.rows(rs);
      }
    }
  }

  private static void assertSameAsRowLevelSecurity(Connection nl, String sql) throws SQLException {
    try (Connection rls = fixture.rowLevelSecured(TENANT)) {
      assertEquals(Databases.query(rls, sql), TenantHostileIT.rows(nl, sql), sql);
    }
  }

  @Test
  void xmltable_andSqlXmlKeywords() throws SQLException {
    try (Connection nl = driver(TENANT)) {
      assertSameAsRowLevelSecurity(nl, "SELECT * FROM xmltable('/r/x' PASSING (SELECT"
          + " xmlelement(name r, xmlagg(xmlelement(name x, id))) FROM orders) COLUMNS id int"
          + " PATH '.') AS t");
      assertSameAsRowLevelSecurity(nl, "SELECT * FROM xmltable('/r/x' PASSING"
          + " xmlparse(document '<r><x>1</x><x>2</x></r>') COLUMNS id int PATH '.') AS t");
      assertSameAsRowLevelSecurity(nl, "SELECT substring(name from 1 for 2), jsonb_exists("
          + "to_jsonb(o), 'status') FROM customers o");
    }
  }

  @Test
  void jsonbKeyOperators_areNotParameters() throws SQLException {
    try (Connection nl = driver(TENANT); Connection rls = fixture.rowLevelSecured(TENANT)) {
      assertEquals(Databases.query(rls, "SELECT id, jsonb_exists(to_jsonb(o), 'status'),"
              + " jsonb_exists_any(to_jsonb(o), ARRAY['x', 'amount']),"
              + " jsonb_exists_all(to_jsonb(o), ARRAY['x', 'amount']) FROM orders o"),
          TenantHostileIT.rows(nl, "SELECT id, to_jsonb(o) ? 'status', to_jsonb(o) ?| ARRAY['x',"
              + " 'amount'], to_jsonb(o) ?& ARRAY['x', 'amount'] FROM orders o"));
    }
  }

  @Test
  void rejectPolicy_acceptsCastAndSingleValueInFilters() throws SQLException {
    try (Connection nl = driver(TENANT, "tenant.policy", "reject")) {
      assertSameAsRowLevelSecurity(nl, "SELECT * FROM orders WHERE corp_id = 2::int");
      assertSameAsRowLevelSecurity(nl, "SELECT * FROM orders o WHERE o.corp_id IN (2)");
      assertSameAsRowLevelSecurity(nl, "SELECT * FROM orders WHERE corp_id = CAST(2 AS int)"
          + " AND amount > 10");
      assertEquals("42501", TenantHostileIT.outcome(nl, "SELECT * FROM orders WHERE corp_id IN"
          + " (2, 3)"), "another tenant in the list is still no filter");
    }
  }

  @Test
  void aLongInList_isParsed() throws SQLException {
    String list = IntStream.rangeClosed(1, 8000).mapToObj(Integer::toString)
        .collect(Collectors.joining(", "));
    try (Connection nl = driver(TENANT)) {
      assertSameAsRowLevelSecurity(nl, "SELECT count(*), sum(amount) FROM orders WHERE id IN ("
          + list + ")");
      List<String> rows = TenantHostileIT.rows(nl, "SELECT id FROM orders WHERE id IN (" + list
          + ") ORDER BY id");
      assertEquals(20, rows.size());
    }
  }

  /**
   * The jsonb key operators in both spellings a pgjdbc client writes: {@code ?}, {@code ?|},
   * {@code ?&} in a Statement, and pgjdbc's escapes {@code ??}, {@code ??|}, {@code ??&}, which
   * pgjdbc sends as the operators, in a Statement and in a PreparedStatement next to bound
   * parameters. In every tenant mode and without a tenant, the driver returns what PostgreSQL
   * returns for the same text.
   */
  @Test
  void jsonbKeyOperators_inBothSpellings_inEveryMode() throws SQLException {
    String plain = "SELECT id, to_jsonb(o) ? 'status', to_jsonb(o) ?| ARRAY['x', 'amount'],"
        + " to_jsonb(o) ?& ARRAY['x', 'amount'] FROM orders o WHERE o.corp_id = 2";
    String escaped = plain.replace("?", "??");
    String withParameters = "SELECT id, to_jsonb(o) ?? ?, ? FROM orders o WHERE o.corp_id = 2"
        + " AND to_jsonb(o) ??| ARRAY[?, 'amount'] AND amount > ? AND to_jsonb(o) ??& ARRAY['id',"
        + " ?]";
    Object[] values = {"status", "a ?? b", "x", 10, "amount"};
    List<String> failures = new ArrayList<>();
    for (String mode : MODES) {
      try (Connection nl = driverIn(mode); Connection pg = oracle(mode)) {
        List<String> expected = Databases.query(pg, plain);
        check(failures, mode, plain, expected, () -> TenantHostileIT.rows(nl, plain));
        check(failures, mode, escaped, expected, () -> TenantHostileIT.rows(nl, escaped));
        check(failures, mode, "prepared " + escaped, expected,
            () -> prepared(nl, "/sql " + escaped));
        check(failures, mode, withParameters, prepared(pg, withParameters, values),
            () -> prepared(nl, "/sql " + withParameters, values));
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  /**
   * Unicode escape strings and identifiers ({@code U&'...'}, {@code U&"..."}, with and without
   * UESCAPE) read as PostgreSQL reads them, in every mode; a table named with escapes is the
   * table it names, filtered for the tenant.
   */
  @Test
  void unicodeEscapes_readAsPostgresqlReadsThem_inEveryMode() throws SQLException {
    String[] queries = {
        "SELECT U&'d\\0061t\\+000061', U&'d!0061t' UESCAPE '!', u&'a\\\\b' || name AS"
            + " U&\"n\\0061me\" FROM customers c WHERE c.corp_id = 2",
        "SELECT count(*), sum(c.id) FROM U&\"c\\0075stomers\" c WHERE c.corp_id = 2",
        "SELECT U&\"Name\" FROM U&\"Pr!006Fducts\" UESCAPE '!' WHERE corp_id = 2",
        "SELECT id FROM orders WHERE status = U&'p\\0061id' AND corp_id = 2",
        "SELECT count(*), sum(amount) FROM orders o WHERE o.U&\"corp\\005Fid\" = 2",
        "SELECT id FROM orders WHERE status = U&'p'\n  '\\0061id' AND corp_id = 2"};
    List<String> failures = new ArrayList<>();
    for (String mode : MODES) {
      try (Connection nl = driverIn(mode); Connection pg = oracle(mode)) {
        for (String sql : queries) {
          check(failures, mode, sql, Databases.query(pg, sql), () -> TenantHostileIT.rows(nl, sql));
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  /**
   * Keywords JSqlParser 5.4 reserves but PostgreSQL reads as names, as aliases and their uses,
   * in every mode: the same rows as PostgreSQL returns, under the labels PostgreSQL gives.
   */
  @Test
  void keywordsUsedAsNames_readAsPostgresqlReadsThem_inEveryMode() throws SQLException {
    String[] queries = {
        "SELECT count(*) AS returns FROM orders WHERE corp_id = 2",
        "SELECT status, count(*) AS Current FROM orders WHERE corp_id = 2 GROUP BY status"
            + " ORDER BY current DESC, status",
        "SELECT unknown.name, unknown.tier AS statement FROM customers AS unknown"
            + " WHERE unknown.corp_id = 2 ORDER BY 1",
        "SELECT x.errors FROM (SELECT sum(amount) AS errors FROM orders WHERE corp_id = 2) AS x"};
    List<String> failures = new ArrayList<>();
    for (String mode : MODES) {
      try (Connection nl = driverIn(mode); Connection pg = oracle(mode)) {
        for (String sql : queries) {
          check(failures, mode, sql, Databases.query(pg, sql), () -> TenantHostileIT.rows(nl, sql));
          labels(failures, nl, pg, sql);
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  private static void labels(List<String> failures, Connection nl, Connection pg, String sql) {
    try (java.sql.Statement a = nl.createStatement(); java.sql.Statement b = pg.createStatement();
        ResultSet x = a.executeQuery("/sql " + sql); ResultSet y = b.executeQuery(sql)) {
      for (int i = 1; i <= y.getMetaData().getColumnCount(); i++) {
        if (!y.getMetaData().getColumnLabel(i).equals(x.getMetaData().getColumnLabel(i))) {
          failures.add(sql + ": label " + x.getMetaData().getColumnLabel(i) + ", PostgreSQL "
              + y.getMetaData().getColumnLabel(i));
        }
      }
    } catch (SQLException e) {
      failures.add(sql + "\n  " + e.getSQLState() + " " + e.getMessage());
    }
  }

  private interface Rows {
    List<String> get() throws SQLException;
  }

  private static void check(List<String> failures, String mode, String sql,
      List<String> expected, Rows actual) {
    try {
      List<String> got = actual.get();
      if (!expected.equals(got)) {
        failures.add(mode + ": " + sql + "\n  expected " + expected + "\n  got " + got);
      } else if (expected.isEmpty()) {
        failures.add(mode + ": " + sql + " returns nothing, so it proves nothing");
      }
    } catch (SQLException e) {
      failures.add(mode + ": " + sql + "\n  " + e.getSQLState() + " " + e.getMessage());
    }
  }
}
