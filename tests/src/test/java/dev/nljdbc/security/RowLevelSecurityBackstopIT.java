package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The driver tells PostgreSQL its session's tenant, so row-level security on {@code app.tenant}
 * backs the gate up: a pooled connection reused by another tenant's session switches too. (The
 * test allows {@code current_setting}, which the function allowlist keeps from tenants, to read
 * the setting back.)
 */
class RowLevelSecurityBackstopIT {
  private static final String ROLE = "nlt_rls_reader_" + ProcessHandle.current().pid();
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void create() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE sales (id int primary key, corp_id int, amount int)",
        "INSERT INTO sales VALUES (1,105,10),(2,105,20),(3,207,300)");
    try (Connection c = TestDatabases.direct(Kind.POSTGRESQL); Statement s = c.createStatement()) {
      s.execute("CREATE ROLE " + ROLE + " LOGIN");
      s.execute("GRANT USAGE ON SCHEMA " + scratch.name() + " TO " + ROLE);
      s.execute("GRANT SELECT ON " + scratch.name() + ".sales TO " + ROLE);
      s.execute("ALTER TABLE " + scratch.name() + ".sales ENABLE ROW LEVEL SECURITY");
      s.execute("CREATE POLICY tenant_isolation ON " + scratch.name() + ".sales FOR SELECT TO "
          + ROLE + " USING (corp_id = current_setting('app.tenant')::int)");
    }
  }

  @AfterAll
  static void drop() throws SQLException {
    scratch.close();
    try (Connection c = TestDatabases.direct(Kind.POSTGRESQL); Statement s = c.createStatement()) {
      s.execute("DROP ROLE IF EXISTS " + ROLE);
    }
  }

  private static NlAssert as(String tenant) throws SQLException {
    String target = TestDatabases.url(Kind.POSTGRESQL)
        .replaceAll("([?&])(user|password)=[^&]*&?", "$1");
    target = target.endsWith("?") || target.endsWith("&") ? target
        : target + (target.contains("?") ? "&" : "?");
    String url = "jdbc:nl:" + target + "currentSchema=" + scratch.name();
    return NlAssert.connect(url, NlAssert.props("user", ROLE, "tenant.column", "corp_id",
        "tenant.value", tenant, "pool.maxSize", "1", "security.allowFunctions", "current_setting"));
  }

  @Test
  void sessionTenant_reachesTheDatabaseSetting() throws SQLException {
    try (NlAssert nl = as("105")) {
      nl.ask("SELECT current_setting('app.tenant') AS tenant").columnValues("tenant", "105");
      assertEquals(List.of(10, 20), nl.ask("SELECT amount FROM sales ORDER BY id").values("amount"));
    }
    try (NlAssert nl = as("207")) {
      nl.ask("SELECT current_setting('app.tenant') AS tenant").columnValues("tenant", "207");
      assertEquals(List.of(300), nl.ask("SELECT amount FROM sales ORDER BY id").values("amount"));
    }
  }
}
