package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** SQL pass-through and catalog calls through the server, on PostgreSQL and MariaDB. */
class RemotePassThroughIT {
  private static final Map<Kind, TestDatabases.Scratch> SCRATCH = new EnumMap<>(Kind.class);
  private static final Map<Kind, NljdbcServer> SERVERS = new EnumMap<>(Kind.class);

  @BeforeAll
  static void startServers() throws SQLException {
    SCRATCH.put(Kind.POSTGRESQL, TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE customers (id int PRIMARY KEY, name varchar(40) NOT NULL)",
        "CREATE TABLE orders (id int PRIMARY KEY,"
            + " customer_id int NOT NULL REFERENCES customers(id), amount numeric(10,2),"
            + " placed date, placed_at timestamp, paid boolean)",
        "CREATE TABLE numbers (n int PRIMARY KEY, label varchar(20))",
        "INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace')",
        "INSERT INTO orders VALUES (10, 1, 25.50, '2024-03-15', '2024-03-15 10:30:00', true),"
            + " (11, 2, 40.00, '2023-12-31', '2023-12-31 23:59:59', false),"
            + " (12, 2, NULL, NULL, NULL, NULL)",
        "INSERT INTO numbers SELECT g, 'row ' || g FROM generate_series(1, 1000) g"));
    SCRATCH.put(Kind.MARIADB, TestDatabases.scratch(Kind.MARIADB,
        "CREATE TABLE customers (id int PRIMARY KEY, name varchar(40) NOT NULL)",
        "CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL,"
            + " amount decimal(10,2), placed date, placed_at datetime, paid boolean,"
            + " FOREIGN KEY (customer_id) REFERENCES customers(id))",
        "CREATE TABLE numbers (n int PRIMARY KEY, label varchar(20))",
        "INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace')",
        "INSERT INTO orders VALUES (10, 1, 25.50, '2024-03-15', '2024-03-15 10:30:00', true),"
            + " (11, 2, 40.00, '2023-12-31', '2023-12-31 23:59:59', false),"
            + " (12, 2, NULL, NULL, NULL, NULL)",
        "INSERT INTO numbers SELECT seq, CONCAT('row ', seq) FROM seq_1_to_1000"));
    for (Kind kind : Kind.values()) {
      SERVERS.put(kind, TestServers.start(SCRATCH.get(kind).url()));
    }
  }

  @AfterAll
  static void stopServers() throws SQLException {
    SERVERS.values().forEach(NljdbcServer::stop);
    for (TestDatabases.Scratch scratch : SCRATCH.values()) {
      scratch.close();
    }
  }

  private static Connection remote(Kind kind) throws SQLException {
    return DriverManager.getConnection(TestServers.nlUrl(SERVERS.get(kind)));
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void select_returnsTheTargetsValuesAndTypes(Kind kind) throws SQLException {
    String sql = "SELECT o.id, c.name, o.amount, o.placed, o.placed_at, o.paid"
        + " FROM orders o JOIN customers c ON c.id = o.customer_id ORDER BY o.id";
    try (Connection c = remote(kind); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      List<Integer> types = columnTypes(rs.getMetaData());
      int amount = kind == Kind.POSTGRESQL ? Types.NUMERIC : Types.DECIMAL;
      assertEquals(List.of(Types.INTEGER, Types.VARCHAR, amount, Types.DATE,
          Types.TIMESTAMP, Types.BOOLEAN), types);
      assertTrue(rs.next());
      assertEquals(10, rs.getInt(1));
      assertEquals("Ada", rs.getString("name"));
      assertEquals(new BigDecimal("25.50"), rs.getBigDecimal(3));
      assertEquals(Date.valueOf("2024-03-15"), rs.getDate(4));
      assertEquals(Timestamp.valueOf("2024-03-15 10:30:00"), rs.getTimestamp(5));
      assertTrue(rs.getBoolean(6));
      assertTrue(rs.next());
      assertEquals("Grace", rs.getString(2));
      assertEquals(new BigDecimal("40.00"), rs.getBigDecimal(3));
      assertEquals(Date.valueOf("2023-12-31"), rs.getDate(4));
      assertFalse(rs.getBoolean(6));
      assertTrue(rs.next());
      assertEquals(12, rs.getInt(1));
      assertEquals(null, rs.getBigDecimal(3));
      assertEquals(null, rs.getDate(4));
      assertEquals(null, rs.getObject(6));
      assertTrue(rs.wasNull());
      assertFalse(rs.next());
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void preparedStatement_bindsParameters(Kind kind) throws SQLException {
    try (Connection c = remote(kind); PreparedStatement ps = c.prepareStatement(
        "SELECT id, amount FROM orders WHERE customer_id = ? AND placed < ? ORDER BY id")) {
      ps.setInt(1, 2);
      ps.setDate(2, Date.valueOf("2024-01-01"));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next());
        assertEquals(11, rs.getInt("id"));
        assertEquals(new BigDecimal("40.00"), rs.getBigDecimal("amount"));
        assertFalse(rs.next());
      }
      ps.setInt(1, 1);
      ps.setDate(2, Date.valueOf("2030-01-01"));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next());
        assertEquals(10, rs.getInt("id"));
        assertFalse(rs.next());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void largeResult_isReadCompletelyAcrossFrames(Kind kind) throws SQLException {
    try (Connection c = remote(kind); Statement s = c.createStatement()) {
      s.setFetchSize(100);
      try (ResultSet rs = s.executeQuery("SELECT n, label FROM numbers ORDER BY n")) {
        int expected = 0;
        while (rs.next()) {
          expected++;
          assertEquals(expected, rs.getInt(1));
          assertEquals("row " + expected, rs.getString(2));
        }
        assertEquals(1000, expected);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void failingStatement_leavesTheConnectionUsable(Kind kind) throws SQLException {
    try (Connection c = remote(kind); Statement s = c.createStatement()) {
      SQLException missing = assertThrows(SQLException.class,
          () -> s.executeQuery("SELECT nope FROM no_such_table"));
      assertEquals(kind == Kind.POSTGRESQL ? "42P01" : "42S02", missing.getSQLState(),
          missing.getMessage());
      SQLException write = assertThrows(SQLException.class,
          () -> s.executeQuery("DELETE FROM orders"));
      assertEquals("42501", write.getSQLState(), write.getMessage());
      try (ResultSet rs = s.executeQuery("SELECT count(*) FROM orders")) {
        assertTrue(rs.next());
        assertEquals(3, rs.getInt(1));
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void preparedStatement_describesEveryResult_thoughItsColumnsTravelOnce(Kind kind)
      throws SQLException {
    String sql = "SELECT id, amount FROM orders WHERE customer_id = ? ORDER BY id";
    try (Connection nl = remote(kind); PreparedStatement ps = nl.prepareStatement(sql);
        Connection stock = DriverManager.getConnection(
            TestServers.avaticaUrl(SERVERS.get(kind)));
        PreparedStatement stockPs = stock.prepareStatement(sql)) {
      for (int customer = 1; customer <= 3; customer++) {
        for (PreparedStatement p : List.of(ps, stockPs)) {
          p.setInt(1, customer);
          try (ResultSet rs = p.executeQuery()) {
            assertEquals(2, rs.getMetaData().getColumnCount());
            assertEquals("id", rs.getMetaData().getColumnLabel(1).toLowerCase(Locale.ROOT));
            assertEquals("amount", rs.getMetaData().getColumnLabel(2).toLowerCase(Locale.ROOT));
            int amountType = rs.getMetaData().getColumnType(2);
            assertTrue(amountType == Types.DECIMAL || amountType == Types.NUMERIC,
                "type " + amountType);
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
              rows.add(rs.getInt("id") + " " + rs.getBigDecimal("amount"));
            }
            assertEquals(List.of(List.of("10 25.50"), List.of("11 40.00", "12 null"), List.of())
                .get(customer - 1), rows);
          }
        }
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void stockAvaticaDriver_queriesAndListsTables(Kind kind) throws SQLException {
    try (Connection c = DriverManager.getConnection(TestServers.avaticaUrl(SERVERS.get(kind)))) {
      try (Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT name FROM customers ORDER BY id")) {
        assertTrue(rs.next());
        assertEquals("Ada", rs.getString(1));
        assertTrue(rs.next());
        assertEquals("Grace", rs.getString(1));
        assertFalse(rs.next());
      }
      assertEquals(Set.of("customers", "numbers", "orders"), tables(kind, c.getMetaData()));
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void metadata_describesTheTargetsRealObjects(Kind kind) throws SQLException {
    String scratch = SCRATCH.get(kind).name();
    String catalog = kind == Kind.MARIADB ? scratch : null;
    String schema = kind == Kind.POSTGRESQL ? scratch : null;
    try (Connection c = remote(kind)) {
      DatabaseMetaData md = c.getMetaData();
      assertEquals(kind == Kind.POSTGRESQL ? "PostgreSQL" : "MariaDB",
          md.getDatabaseProductName());
      assertEquals(Set.of("customers", "numbers", "orders"), tables(kind, md));

      try (Connection direct = DriverManager.getConnection(SCRATCH.get(kind).url())) {
        DatabaseMetaData expected = direct.getMetaData();
        assertEquals(rows(expected.getColumns(catalog, schema, "orders", "%"),
                "COLUMN_NAME", "DATA_TYPE", "TYPE_NAME", "COLUMN_SIZE", "NULLABLE"),
            rows(md.getColumns(catalog, schema, "orders", "%"),
                "COLUMN_NAME", "DATA_TYPE", "TYPE_NAME", "COLUMN_SIZE", "NULLABLE"));
        assertEquals(rows(expected.getTypeInfo(), "TYPE_NAME", "DATA_TYPE"),
            rows(md.getTypeInfo(), "TYPE_NAME", "DATA_TYPE"));
        assertEquals(rows(expected.getSchemas(), "TABLE_SCHEM"),
            rows(md.getSchemas(), "TABLE_SCHEM"));
        assertEquals(rows(expected.getCatalogs(), "TABLE_CAT"),
            rows(md.getCatalogs(), "TABLE_CAT"));
      }
      assertEquals(List.of("[customer_id, 4]"),
          rows(md.getColumns(catalog, schema, "orders", "customer%"), "COLUMN_NAME",
              "DATA_TYPE"));
      Set<String> typeNames = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
      try (ResultSet rs = md.getTypeInfo()) {
        while (rs.next()) {
          typeNames.add(rs.getString("TYPE_NAME"));
        }
      }
      assertTrue(typeNames.contains(kind == Kind.POSTGRESQL ? "int4" : "INT"),
          typeNames::toString);
      if (kind == Kind.POSTGRESQL) {
        assertTrue(names(md.getSchemas(), "TABLE_SCHEM").contains(scratch));
        assertTrue(names(md.getCatalogs(), "TABLE_CAT").contains("test"));
      } else {
        assertTrue(names(md.getCatalogs(), "TABLE_CAT").contains(scratch));
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void metadata_keysAreTheTargets(Kind kind) throws SQLException {
    String scratch = SCRATCH.get(kind).name();
    String catalog = kind == Kind.MARIADB ? scratch : null;
    String schema = kind == Kind.POSTGRESQL ? scratch : null;
    try (Connection c = remote(kind)) {
      DatabaseMetaData md = c.getMetaData();
      try (ResultSet rs = md.getPrimaryKeys(catalog, schema, "orders")) {
        assertTrue(rs.next());
        assertEquals("id", rs.getString("COLUMN_NAME"));
        assertFalse(rs.next());
      }
      try (ResultSet rs = md.getImportedKeys(catalog, schema, "orders")) {
        assertTrue(rs.next());
        assertEquals("customers", rs.getString("PKTABLE_NAME"));
        assertEquals("id", rs.getString("PKCOLUMN_NAME"));
        assertEquals("customer_id", rs.getString("FKCOLUMN_NAME"));
        assertFalse(rs.next());
      }
    }
  }

  private static Set<String> tables(Kind kind, DatabaseMetaData md) throws SQLException {
    String scratch = SCRATCH.get(kind).name();
    try (ResultSet rs = kind == Kind.POSTGRESQL
        ? md.getTables(null, scratch, "%", new String[] {"TABLE"})
        : md.getTables(scratch, null, "%", new String[] {"TABLE", "BASE TABLE"})) {
      return names(rs, "TABLE_NAME");
    }
  }

  private static List<String> rows(ResultSet rs, String... columns) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (rs) {
      while (rs.next()) {
        List<String> row = new ArrayList<>();
        for (String column : columns) {
          row.add(rs.getString(column));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }

  private static Set<String> names(ResultSet rs, String column) throws SQLException {
    Set<String> names = new TreeSet<>();
    try (rs) {
      while (rs.next()) {
        names.add(rs.getString(column));
      }
    }
    return names;
  }

  private static List<Integer> columnTypes(ResultSetMetaData md) throws SQLException {
    List<Integer> types = new ArrayList<>();
    for (int i = 1; i <= md.getColumnCount(); i++) {
      types.add(md.getColumnType(i));
    }
    return types;
  }
}
