package dev.nljdbc.schema;

import java.util.List;

/**
 * A table or view as the pipeline knows it.
 *
 * @param schema the schema, or null where the database has none
 * @param name the table name as the database reports it
 * @param remarks the table comment, or null
 * @param columns the columns in ordinal order
 * @param primaryKey the primary-key columns, in key order; empty when none is declared
 * @param foreignKeys the declared foreign keys
 * @param timeThrough the date of another table this table's rows are dated by (a semantic
 *     model's time field through a relationship), or null
 */
public record TableInfo(String schema, String name, String remarks, List<ColumnInfo> columns,
    List<String> primaryKey, List<ForeignKey> foreignKeys, TimeThrough timeThrough) {
  /** Copies the lists. */
  public TableInfo {
    columns = List.copyOf(columns);
    primaryKey = List.copyOf(primaryKey);
    foreignKeys = List.copyOf(foreignKeys);
  }

  /** A table dated by its own columns only. */
  public TableInfo(String schema, String name, String remarks, List<ColumnInfo> columns,
      List<String> primaryKey, List<ForeignKey> foreignKeys) {
    this(schema, name, remarks, columns, primaryKey, foreignKeys, null);
  }

  /** The column with this name, ignoring case, or null. */
  public ColumnInfo column(String columnName) {
    for (ColumnInfo c : columns) {
      if (c.name().equalsIgnoreCase(columnName)) {
        return c;
      }
    }
    return null;
  }
}
