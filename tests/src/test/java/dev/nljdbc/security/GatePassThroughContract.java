package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The gate against a real target: hostile statements refused before they reach it, the
 * catalogue loaded from its metadata, and a tenant rewrite that runs and returns only the
 * tenant's rows. Each database gets a subclass that creates and drops its own schema.
 */
abstract class GatePassThroughContract {
  protected Connection connection;

  /** A connection whose default schema holds {@code customers} and {@code orders}, created. */
  protected abstract Connection createSchema() throws SQLException;

  protected abstract void dropSchema() throws SQLException;

  /** Statements that must be refused, with the rule. */
  protected abstract Map<String, Rule> hostile();

  @BeforeEach
  void create() throws SQLException {
    connection = createSchema();
    Databases.execute(connection,
        "CREATE TABLE customers (id int PRIMARY KEY, corp_id int NOT NULL, name varchar(20))",
        "CREATE TABLE orders (id int PRIMARY KEY, corp_id int NOT NULL, customer_id int,"
            + " amount int)",
        "CREATE TABLE regions (id int PRIMARY KEY, name varchar(20))",
        "INSERT INTO customers VALUES (1, 1, 'ann'), (2, 2, 'bob'), (3, 1, 'cid'), (4, 2, 'dan')",
        "INSERT INTO orders VALUES (10, 1, 1, 50), (11, 2, 2, 60), (12, 1, 3, 70),"
            + " (13, 2, 1, 80), (14, 1, 4, 90), (15, 2, 9, 99)",
        "INSERT INTO regions VALUES (1, 'Africa'), (2, 'Europe')");
  }

  @AfterEach
  void drop() throws SQLException {
    try {
      dropSchema();
    } finally {
      connection.close();
    }
  }

  private SecurityGate gate(String tenant, TenantPolicy policy) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(), TenantScope.of("corp_id", tenant, policy),
        TenantTables.load(connection, "corp_id"), "it");
  }

  private List<String> run(AdmittedStatement a, Object... params) throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(a.sql())) {
      a.bind(ps, List.of(params));
      try (ResultSet rs = ps.executeQuery()) {
        return Databases.rows(rs);
      }
    }
  }

  @Test
  void hostileStatements_areRefusedWith42501() throws SQLException {
    SecurityGate gate = gate("1", TenantPolicy.INJECT);
    for (Map.Entry<String, Rule> e : hostile().entrySet()) {
      StatementRefusedException x = assertThrows(StatementRefusedException.class,
          () -> gate.admit(e.getKey()), e.getKey());
      assertEquals("42501", x.getSQLState());
      assertEquals(e.getValue(), x.rule(), e.getKey() + " -> " + x.getMessage());
    }
  }

  @Test
  void catalogue_isLoadedFromTheTargetsMetadata() throws SQLException {
    TenantTables tables = TenantTables.load(connection, "corp_id");
    assertTrue(tables.isTenantTable(null, "orders"));
    assertTrue(tables.isTenantTable(null, "CUSTOMERS"));
    assertTrue(!tables.isTenantTable(null, "regions"));
  }

  @Test
  void tenantRewrite_runsAndReturnsOnlyTheTenantsRows() throws SQLException {
    String sql = "SELECT o.id, c.name FROM orders o LEFT JOIN customers c ON c.id = o.customer_id"
        + " WHERE o.amount > ? OR o.amount < ?";
    assertEquals(List.of("10|ann", "12|cid", "14|<null>"),
        run(gate("1", TenantPolicy.HYBRID).admit(sql), 55, 55));
    assertEquals(List.of("11|bob", "13|<null>", "15|<null>"),
        run(gate("2", TenantPolicy.HYBRID).admit(sql), 55, 55));
    assertEquals(List.of("1|ann|1", "3|cid|1"), run(gate("1", TenantPolicy.INJECT).admit(
        "SELECT c.id, c.name, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id)"
            + " FROM customers c")), "order 13 of customer 1 belongs to tenant 2");
  }

  @Test
  void selectStar_keepsTheTablesColumns() throws SQLException {
    AdmittedStatement a = gate("2", TenantPolicy.INJECT).admit("SELECT * FROM customers");
    try (PreparedStatement ps = connection.prepareStatement(a.sql())) {
      a.bind(ps, List.of());
      try (ResultSet rs = ps.executeQuery()) {
        assertEquals(3, rs.getMetaData().getColumnCount());
        assertEquals("corp_id", rs.getMetaData().getColumnLabel(2).toLowerCase());
      }
    }
  }

  @Test
  void reject_admitsFilteredSqlAndRefusesTheRest() throws SQLException {
    SecurityGate gate = gate("1", TenantPolicy.REJECT);
    assertEquals(List.of("10", "12", "14"),
        run(gate.admit("SELECT id FROM orders WHERE corp_id = 1")));
    assertEquals(Rule.TENANT_FILTER_MISSING, assertThrows(StatementRefusedException.class,
        () -> gate.admit("SELECT id FROM orders")).rule());
  }
}
