package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** With a tenant, only functions of the database's allowlist run, in every spelling. */
class FunctionAllowlistTest {
  private final TenantTables postgres = TenantTables.builder("corp_id").database("PostgreSQL")
      .tenantTable(null, "orders", Types.INTEGER).searchPath("public").build();
  private final TenantTables mariadb = TenantTables.builder("corp_id").database("MariaDB")
      .tenantTable(null, "orders", Types.INTEGER).searchPath("test").build();

  private SecurityGate gate(TenantTables tables, SecurityPolicy policy) throws SQLException {
    return new SecurityGate(policy, TenantScope.of("corp_id", "7", TenantPolicy.INJECT), tables,
        "t");
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT ts_rewrite('a'::tsquery, 'SELECT 1')",
      "SELECT pg_catalog.ts_rewrite('a'::tsquery, ?)",
      "SELECT \"ts_rewrite\"('a'::tsquery, 'x')",
      "SELECT TS_REWRITE('a'::tsquery, 'x')",
      "SELECT * FROM orders WHERE id IN (SELECT length(current_setting('x')))",
      "WITH c AS (SELECT xpath_table('a', 'b', 'orders', 'c', 'd')) SELECT * FROM c",
      "SELECT * FROM orders, LATERAL (SELECT pg_stat_get_activity(NULL)) a",
      "SELECT * FROM orders ORDER BY connectby('orders', 'id', 'p', '1', 0)",
      "SELECT rank() OVER (ORDER BY crosstab('x')) FROM orders",
      "SELECT count(*) FILTER (WHERE dblink('x', 'y') IS NULL) FROM orders",
      "SELECT CAST(pgstattuple('orders') AS text)",
      "SELECT * FROM pg_stat_get_activity(NULL)",
      "SELECT public.lower('x')",
      "SELECT \"LOWER\"('x')",
      "SELECT o.lower(1) FROM orders o",
      "SELECT a.b.lower('x')"})
  void functionsOffTheList_areRefused(String sql) throws SQLException {
    SecurityGate gate = gate(postgres, SecurityPolicy.defaults());
    StatementRefusedException e = assertThrows(StatementRefusedException.class,
        () -> gate.admit(sql));
    assertEquals("42501", e.getSQLState());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SELECT count(*), sum(id), avg(id), min(id), max(id) FROM orders",
      "SELECT coalesce(a, 0), nullif(b, 1), lower(c), upper(c), substring(c from 1 for 2),"
          + " trim(c), length(c), round(d, 2), abs(d) FROM orders",
      "SELECT date_trunc('day', now()), extract(year from current_date), to_char(now(), 'YYYY')"
          + " FROM orders",
      "SELECT string_agg(c, ','), array_agg(id) FROM orders",
      "SELECT row_number() OVER (), rank() OVER (ORDER BY id), lag(id) OVER (ORDER BY id),"
          + " lead(id) OVER (ORDER BY id) FROM orders",
      "SELECT pg_catalog.lower(c), \"lower\"(c) FROM orders",
      "SELECT * FROM generate_series(1, 3) g(n) JOIN orders o ON o.id = g.n",
      "SELECT data ->> 'a', jsonb_build_object('k', id) FROM orders",
      "SELECT data ? 'a', data ?| array['a'], data ?& array['b'] FROM orders WHERE id = ?",
      "SELECT * FROM xmltable('/r/x' PASSING xmlparse(document '<r><x>1</x></r>') COLUMNS id int"
          + " PATH '.') AS t",
      "SELECT * FROM xmltable('/r/x' PASSING (SELECT xmlelement(name r, xmlagg(xmlelement(name x,"
          + " id))) FROM orders) COLUMNS id int PATH '.') AS t"})
  void functionsClientsUse_run(String sql) throws SQLException {
    gate(postgres, SecurityPolicy.defaults()).admit(sql);
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT extractvalue(1, c) FROM orders", "SELECT sleep(1)",
      "SELECT load_file('/etc/passwd')", "SELECT test.f(1)", "SELECT `lower`(c) FROM orders"})
  void mariadbHasItsOwnList(String sql) throws SQLException {
    SecurityGate gate = gate(mariadb, SecurityPolicy.defaults());
    assertThrows(StatementRefusedException.class, () -> gate.admit(sql));
    gate.admit("SELECT group_concat(c), ifnull(a, 1), date_format(d, '%Y') FROM orders");
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT current_setting('app.tenant')"})
  void anOperatorExtendsTheList(String sql) throws SQLException {
    assertThrows(StatementRefusedException.class,
        () -> gate(postgres, SecurityPolicy.defaults()).admit(sql));
    gate(postgres, SecurityPolicy.builder().allowFunctions("current_setting").build()).admit(sql);
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT pg_sleep(1)", "SELECT query_to_xml('x', true, true, '')"})
  void aStarSwitchesTheListOffButNotTheDeniedFunctions(String sql) throws SQLException {
    SecurityGate open = gate(postgres, SecurityPolicy.builder().allowFunctions("*").build());
    open.admit("SELECT ts_rewrite('a'::tsquery, 'x')");
    assertThrows(StatementRefusedException.class, () -> open.admit(sql));
  }
}
