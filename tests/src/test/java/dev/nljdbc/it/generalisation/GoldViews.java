package dev.nljdbc.it.generalisation;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where a suite's gold SQL runs: one PostgreSQL view per table of the suite's schema, holding the
 * turn file's tenant's rows, in a schema of their own, read over a direct connection. The gold
 * answers so come from PostgreSQL alone, never from the tenant rewriter they are compared with,
 * and a gold query is planned as its author wrote it, on plain tables.
 *
 * <p>A table with the tenant column keeps the rows of the tenant; a table that a foreign key
 * from a tenant column refers to (the tenants' own table) keeps the tenant's row; any other
 * table (reference data) keeps all its rows.
 */
final class GoldViews implements AutoCloseable {
  private final TestDatabases.Scratch views;
  private final Connection connection;

  private GoldViews(TestDatabases.Scratch views) throws SQLException {
    this.views = views;
    this.connection = DriverManager.getConnection(views.url());
  }

  /** The gold views of the tenant of the file over the scratch schema's tables. */
  static GoldViews of(TestDatabases.Scratch data, TurnFile file) throws SQLException {
    Map<String, String> tenantKeys = new LinkedHashMap<>();
    List<String> tables = new ArrayList<>();
    try (Connection c = TestDatabases.direct(Kind.POSTGRESQL)) {
      DatabaseMetaData meta = c.getMetaData();
      try (ResultSet rs = meta.getTables(null, data.name(), "%", new String[] {"TABLE"})) {
        while (rs.next()) {
          tables.add(rs.getString("TABLE_NAME"));
        }
      }
      for (String table : tables) {
        String column = column(meta, data.name(), table, file.tenantColumn());
        if (column != null) {
          tenantKeys.put(table, column);
        }
      }
      for (String table : tables) {
        if (!tenantKeys.containsKey(table)) {
          referencedTenantKey(meta, data.name(), table, file.tenantColumn())
              .ifPresent(key -> tenantKeys.put(table, key));
        }
      }
    }
    List<String> ddl = new ArrayList<>();
    for (String table : tables) {
      String source = quote(data.name()) + "." + quote(table);
      String key = tenantKeys.get(table);
      ddl.add("CREATE VIEW " + quote(table) + " AS SELECT * FROM " + source
          + (key == null ? "" : " WHERE " + quote(key) + " = '" + file.tenantValue() + "'"));
    }
    return new GoldViews(TestDatabases.scratch(Kind.POSTGRESQL, ddl.toArray(String[]::new)));
  }

  /** A direct connection whose default schema holds the views. */
  Connection connection() {
    return connection;
  }

  @Override
  public void close() throws SQLException {
    try {
      connection.close();
    } finally {
      views.close();
    }
  }

  /** The table's column of that name in any case spelling, or null. */
  private static String column(DatabaseMetaData meta, String schema, String table, String name)
      throws SQLException {
    try (ResultSet rs = meta.getColumns(null, schema, table, "%")) {
      while (rs.next()) {
        String column = rs.getString("COLUMN_NAME");
        if (column.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
          return column;
        }
      }
    }
    return null;
  }

  /** The key of the table that a single-column foreign key from a tenant column refers to. */
  private static Optional<String> referencedTenantKey(DatabaseMetaData meta,
      String schema, String table, String tenantColumn) throws SQLException {
    try (ResultSet fk = meta.getExportedKeys(null, schema, table)) {
      while (fk.next()) {
        if (fk.getString("FKCOLUMN_NAME").equalsIgnoreCase(tenantColumn)) {
          return Optional.of(fk.getString("PKCOLUMN_NAME"));
        }
      }
    }
    return Optional.empty();
  }

  private static String quote(String name) {
    return "\"" + name.replace("\"", "\"\"") + "\"";
  }
}
