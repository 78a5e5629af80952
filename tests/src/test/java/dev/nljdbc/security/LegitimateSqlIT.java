package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
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
    return DriverManager.getConnection("jdbc:nl:" + Databases.PG_URL + "&currentSchema="
        + fixture.schema, p);
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
}
