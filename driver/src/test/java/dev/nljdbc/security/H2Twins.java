package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/**
 * Two in-memory H2 databases with the same schema: one with every tenant's rows, one with
 * tenant 1's rows only. A query run through the gate for tenant 1 on the first must return what
 * the original query returns on the second.
 */
final class H2Twins implements AutoCloseable {
  static final String TENANT = "1";

  private static final String[] SCHEMA = {
      "CREATE TABLE regions (id INT PRIMARY KEY, name VARCHAR(40))",
      "CREATE TABLE customers (id INT PRIMARY KEY, corp_id INT NOT NULL, name VARCHAR(40),"
          + " region_id INT)",
      "CREATE TABLE orders (id INT PRIMARY KEY, corp_id INT NOT NULL, customer_id INT,"
          + " amount INT, status VARCHAR(10))",
      "CREATE TABLE lines (id INT PRIMARY KEY, corp_id INT NOT NULL, order_id INT,"
          + " product VARCHAR(20), qty INT)"};

  final Connection full;
  final Connection tenantOnly;
  final TenantTables tables;

  H2Twins() throws SQLException {
    String id = UUID.randomUUID().toString().replace("-", "");
    full = DriverManager.getConnection("jdbc:h2:mem:full" + id);
    tenantOnly = DriverManager.getConnection("jdbc:h2:mem:only" + id);
    for (Connection c : List.of(full, tenantOnly)) {
      try (Statement st = c.createStatement()) {
        for (String ddl : SCHEMA) {
          st.execute(ddl);
        }
      }
    }
    for (String row : rows()) {
      try (Statement st = full.createStatement()) {
        st.execute(row);
      }
      if (row.contains("/*t1*/")) {
        try (Statement st = tenantOnly.createStatement()) {
          st.execute(row);
        }
      }
    }
    tables = TenantTables.load(full, "corp_id");
  }

  private static List<String> rows() {
    List<String> rows = new ArrayList<>();
    String[] regions = {"Africa", "Europe", "Asia", "America"};
    for (int i = 0; i < regions.length; i++) {
      rows.add("INSERT INTO regions VALUES (" + (i + 1) + ", '" + regions[i] + "') /*t1*/");
    }
    for (int c = 1; c <= 12; c++) {
      int corp = 1 + c % 3;
      rows.add("INSERT INTO customers VALUES (" + c + ", " + corp + ", '"
          + (corp == 1 ? "cust" : "secret") + c + "', " + (1 + c % 4) + ")" + tag(corp));
    }
    for (int o = 1; o <= 30; o++) {
      int corp = 1 + o % 3;
      int customer = 1 + (o * 7) % 13;
      rows.add("INSERT INTO orders VALUES (" + o + ", " + corp + ", " + customer + ", "
          + (o * 37 % 200) + ", '" + (o % 4 == 0 ? "open" : "paid") + "')" + tag(corp));
    }
    for (int l = 1; l <= 60; l++) {
      int corp = 1 + l % 3;
      rows.add("INSERT INTO lines VALUES (" + l + ", " + corp + ", " + (1 + l % 31) + ", 'p"
          + (l % 5) + "', " + (1 + l % 7) + ")" + tag(corp));
    }
    return rows;
  }

  private static String tag(int corp) {
    return corp == 1 ? " /*t1*/" : "";
  }

  SecurityGate gate(TenantPolicy policy) throws SQLException {
    return new SecurityGate(SecurityPolicy.defaults(), TenantScope.of("corp_id", TENANT, policy),
        tables, "test");
  }

  /** Asserts that the gate's rewrite on all tenants' data equals the original on tenant 1's. */
  void assertSameAsTenantOnly(String sql, Object... params) throws SQLException {
    AdmittedStatement a = gate(TenantPolicy.INJECT).admit(sql);
    List<String> actual;
    try (PreparedStatement ps = full.prepareStatement(a.sql())) {
      a.bind(ps, List.of(params));
      actual = rows(ps);
    }
    List<String> expected;
    try (PreparedStatement ps = tenantOnly.prepareStatement(sql)) {
      for (int i = 0; i < params.length; i++) {
        ps.setObject(i + 1, params[i]);
      }
      expected = rows(ps);
    }
    assertEquals(expected, actual, "rewritten: " + a.sql());
  }

  static List<String> rows(PreparedStatement ps) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (ResultSet rs = ps.executeQuery()) {
      ResultSetMetaData md = rs.getMetaData();
      while (rs.next()) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= md.getColumnCount(); i++) {
          b.append(i > 1 ? "|" : "").append(rs.getString(i));
        }
        rows.add(b.toString());
      }
    }
    Collections.sort(rows);
    return rows;
  }

  @Override
  public void close() throws SQLException {
    full.close();
    tenantOnly.close();
  }
}
