package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The catalog calls DBeaver and sqlline make answer with the target's real objects. */
class MetadataIT {
  private static final String[] DDL = {
      "CREATE TABLE customers (customer_id int primary key, name varchar(40))",
      "CREATE TABLE orders (order_id int primary key, customer_id int references customers(customer_id),"
          + " total decimal(10,2))"};

  @ParameterizedTest
  @EnumSource(Kind.class)
  void catalogCalls_matchTheDirectDriver(Kind kind) throws Exception {
    try (var scratch = TestDatabases.scratch(kind, DDL);
        Connection nl = DriverManager.getConnection(scratch.nlUrl());
        Connection direct = DriverManager.getConnection(scratch.url())) {
      DatabaseMetaData a = nl.getMetaData();
      DatabaseMetaData b = direct.getMetaData();
      String catalog = kind == Kind.MARIADB ? scratch.name() : null;
      String schema = kind == Kind.POSTGRESQL ? scratch.name() : null;
      List<String> tables = column(a.getTables(catalog, schema, "%", new String[] {"TABLE"}), "TABLE_NAME");
      assertEquals(List.of("customers", "orders"), lower(tables));
      assertEquals(column(b.getTables(catalog, schema, "%", new String[] {"TABLE"}), "TABLE_NAME"), tables);
      assertEquals(column(b.getColumns(catalog, schema, "orders", "%"), "COLUMN_NAME"),
          column(a.getColumns(catalog, schema, "orders", "%"), "COLUMN_NAME"));
      assertEquals(List.of("order_id"),
          lower(column(a.getPrimaryKeys(catalog, schema, "orders"), "COLUMN_NAME")));
      assertEquals(List.of("customers"),
          lower(column(a.getImportedKeys(catalog, schema, "orders"), "PKTABLE_NAME")));
      assertEquals(column(b.getTypeInfo(), "TYPE_NAME"), column(a.getTypeInfo(), "TYPE_NAME"));
      assertEquals(column(b.getSchemas(), "TABLE_SCHEM"), column(a.getSchemas(), "TABLE_SCHEM"));
      assertEquals(column(b.getCatalogs(), "TABLE_CAT"), column(a.getCatalogs(), "TABLE_CAT"));
      assertTrue(column(a.getTableTypes(), "TABLE_TYPE").contains("TABLE"));
    }
  }

  private static List<String> column(ResultSet rs, String label) throws SQLException {
    List<String> values = new ArrayList<>();
    try (rs) {
      while (rs.next()) {
        values.add(rs.getString(label));
      }
    }
    return values;
  }

  private static List<String> lower(List<String> values) {
    return values.stream().map(v -> v.toLowerCase(Locale.ROOT)).sorted().toList();
  }
}
