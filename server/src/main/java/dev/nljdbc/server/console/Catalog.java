package dev.nljdbc.server.console;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The console's catalog commands: {@code !tables} lists the user's tables and views (the
 * database's own catalogue schemas left out), {@code !describe T} a table's columns with their
 * lengths, precision and scale, the name matched regardless of case.
 */
final class Catalog {
  static final List<String> TABLE_LABELS = List.of("TABLE_SCHEM", "TABLE_NAME", "TABLE_TYPE",
      "REMARKS");
  static final List<String> COLUMN_LABELS = List.of("COLUMN_NAME", "TYPE", "NULLABLE",
      "REMARKS");
  private static final Set<String> SYSTEM_SCHEMAS = Set.of("information_schema", "pg_catalog",
      "performance_schema", "mysql", "sys");
  private static final Set<Integer> SIZED = Set.of(Types.CHAR, Types.VARCHAR, Types.NCHAR,
      Types.NVARCHAR, Types.BINARY, Types.VARBINARY, Types.BIT);
  private static final Set<Integer> SCALED = Set.of(Types.DECIMAL, Types.NUMERIC);

  private final DatabaseMetaData md;

  Catalog(DatabaseMetaData md) {
    this.md = md;
  }

  /** The tables and views outside the catalogue schemas: schema, name, type, remarks. */
  List<String[]> tables() throws SQLException {
    List<String[]> rows = new ArrayList<>();
    try (ResultSet rs = md.getTables(null, null, "%", new String[] {"TABLE", "VIEW"})) {
      while (rs.next()) {
        String schema = rs.getString("TABLE_SCHEM");
        String catalog = rs.getString("TABLE_CAT");
        if (system(schema) || schema == null && system(catalog)) {
          continue;
        }
        rows.add(new String[] {schema != null ? schema : catalog, rs.getString("TABLE_NAME"),
            rs.getString("TABLE_TYPE"), rs.getString("REMARKS")});
      }
    }
    return rows;
  }

  /**
   * A table's columns: name, type with length or precision and scale, nullability, remarks;
   * null when no table or view has the name (in any case).
   */
  List<String[]> columns(String name) throws SQLException {
    String[] table = find(name);
    if (table == null) {
      return null;
    }
    List<String[]> rows = new ArrayList<>();
    try (ResultSet rs = md.getColumns(table[0], table[1], table[2], "%")) {
      while (rs.next()) {
        rows.add(new String[] {rs.getString("COLUMN_NAME"), type(rs),
            rs.getString("IS_NULLABLE"), rs.getString("REMARKS")});
      }
    }
    return rows;
  }

  /** Catalog, schema and exact name of the table a name means: an exact match first. */
  private String[] find(String name) throws SQLException {
    String[] folded = null;
    try (ResultSet rs = md.getTables(null, null, "%", new String[] {"TABLE", "VIEW"})) {
      while (rs.next()) {
        String schema = rs.getString("TABLE_SCHEM");
        String catalog = rs.getString("TABLE_CAT");
        String table = rs.getString("TABLE_NAME");
        if (system(schema) || schema == null && system(catalog)) {
          continue;
        }
        if (table.equals(name)) {
          return new String[] {catalog, schema, table};
        }
        if (folded == null && table.equalsIgnoreCase(name)) {
          folded = new String[] {catalog, schema, table};
        }
      }
    }
    return folded;
  }

  private static String type(ResultSet rs) throws SQLException {
    String name = rs.getString("TYPE_NAME");
    int type = rs.getInt("DATA_TYPE");
    int size = rs.getInt("COLUMN_SIZE");
    boolean sized = !rs.wasNull() && size > 0;
    if (SCALED.contains(type) && sized) {
      int scale = rs.getInt("DECIMAL_DIGITS");
      return name + "(" + size + (rs.wasNull() ? "" : "," + scale) + ")";
    }
    if (SIZED.contains(type) && sized && size < Integer.MAX_VALUE) {
      return name + "(" + size + ")";
    }
    return name;
  }

  private static boolean system(String schema) {
    return schema != null && SYSTEM_SCHEMAS.contains(schema.toLowerCase(Locale.ROOT));
  }
}
