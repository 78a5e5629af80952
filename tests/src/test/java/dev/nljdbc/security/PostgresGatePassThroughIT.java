package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link GatePassThroughContract} on PostgreSQL. */
class PostgresGatePassThroughIT extends GatePassThroughContract {
  private String schema;

  @Override
  protected Connection createSchema() throws SQLException {
    schema = Databases.uniqueName("nlsec_pt");
    Connection c = Databases.postgres();
    Databases.execute(c, "CREATE SCHEMA " + schema, "SET search_path TO " + schema);
    return c;
  }

  @Override
  protected void dropSchema() throws SQLException {
    Databases.execute(connection, "DROP SCHEMA " + schema + " CASCADE");
  }

  @Override
  protected Map<String, Rule> hostile() {
    Map<String, Rule> m = new LinkedHashMap<>();
    m.put("SELECT pg_sleep(5)", Rule.DENIED_FUNCTION);
    m.put("SELECT pg_read_file('/etc/passwd')", Rule.DENIED_FUNCTION);
    m.put("SELECT * FROM pg_ls_dir('.')", Rule.DENIED_FUNCTION);
    m.put("SELECT lo_import('/etc/passwd')", Rule.DENIED_FUNCTION);
    m.put("SELECT query_to_xml('SELECT * FROM orders', true, true, '')", Rule.DENIED_FUNCTION);
    m.put("SELECT set_config('search_path', 'public', false)", Rule.DENIED_FUNCTION);
    m.put("SELECT pg_terminate_backend(pg_backend_pid())", Rule.DENIED_FUNCTION);
    m.put("SELECT rolname, rolpassword FROM pg_authid", Rule.DENIED_RELATION);
    m.put("SELECT * FROM pg_catalog.pg_shadow", Rule.DENIED_RELATION);
    m.put("SELECT query FROM pg_stat_activity", Rule.DENIED_RELATION);
    m.put("SELECT most_common_vals FROM pg_stats WHERE tablename = 'orders'",
        Rule.DENIED_RELATION);
    m.put("COPY orders TO STDOUT", Rule.COPY);
    m.put("SELECT * FROM orders FOR UPDATE", Rule.LOCKING_READ);
    m.put("SELECT * INTO stolen FROM orders", Rule.SELECT_INTO);
    m.put("WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d", Rule.READ_ONLY);
    m.put("DELETE FROM orders", Rule.READ_ONLY);
    m.put("CREATE TABLE x AS SELECT * FROM orders", Rule.READ_ONLY);
    m.put("SELECT 1; DROP TABLE orders", Rule.SINGLE_STATEMENT);
    m.put("SELECT $$ a FROM orders $$", Rule.AMBIGUOUS_LITERAL);
    m.put("SELECT * FROM orders WHERE id = $1", Rule.PARAMETERS);
    m.put("SELECT $a$, ' $a$, * FROM orders WHERE $b$ ', $b$ IS NOT NULL",
        Rule.AMBIGUOUS_LITERAL);
    m.put("SELECT $a$ FROM (SELECT id AS $a$ FROM orders) x", Rule.AMBIGUOUS_LITERAL);
    return m;
  }

  @Test
  void queryToXml_wouldReadEveryTenantsRows() throws SQLException {
    String xml = Databases.query(connection,
        "SELECT query_to_xml('SELECT corp_id FROM orders', true, true, '')").get(0);
    assertTrue(xml.contains("<corp_id>1</corp_id>") && xml.contains("<corp_id>2</corp_id>"),
        "the threat the denied-function rule closes: " + xml);
    assertTrue(List.of(hostile().keySet().toArray()).contains(
        "SELECT query_to_xml('SELECT * FROM orders', true, true, '')"));
  }

  /**
   * To PostgreSQL {@code $a$ ... $a$} is a string: names become text and the string literal
   * between them SQL. Through the tenant gate this read every tenant's orders; through the open
   * gate it read a denied catalogue.
   */
  @Test
  void dollarQuoteTags_turnAStringIntoSql_andAreRefused() throws SQLException {
    String leak = "SELECT $a$, ' $a$, * FROM orders WHERE $b$ ', $b$ IS NOT NULL";
    assertEquals(6, Databases.query(connection, leak).size(), "PostgreSQL reads every order");
    String denied = "SELECT $a$, ' $a$, (SELECT count(*) FROM pg_authid) AS n, $b$ ', $b$";
    assertEquals(1, Databases.query(connection, denied).size(), "PostgreSQL reads pg_authid");
    try (Connection nl = DriverManager.getConnection("jdbc:nl:" + Databases.PG_URL
        + "&currentSchema=" + schema); Statement st = nl.createStatement()) {
      for (String sql : List.of(leak, denied, "SELECT $a$ || ' $a$ || pg_sleep(3)::text"
          + " || $b$ ' $b$")) {
        SQLException e = assertThrows(SQLException.class, () -> st.executeQuery(sql), sql);
        assertEquals("42501", e.getSQLState(), e.getMessage());
        assertTrue(e.getMessage().contains("ambiguous-literal"), e.getMessage());
      }
      assertEquals(List.of("1"), Databases.query(nl, "SELECT a$b$c FROM (SELECT 1 AS a$b$c) t"),
          "a dollar inside a name is part of the name");
      assertEquals(List.of("x"), Databases.query(nl, "SELECT jsonb_build_object('a', 'x')"
          + " #>> '{a}'"), "# is an operator on PostgreSQL");
    }
  }
}
