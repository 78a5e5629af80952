package dev.nljdbc.schema;

import dev.nljdbc.dialect.GenericDialect;
import dev.nljdbc.dialect.SqlDialect;
import java.util.List;

/**
 * What the pipeline knows of a target's schema at one moment.
 *
 * @param version changes whenever the loaded schema differs (a cache key for generated SQL)
 * @param dialect the target's SQL dialect (generic SQL when null is given)
 * @param tables the tables and views the connection can read
 * @param notes what an operator says about the data beyond tables and columns (a semantic
 *     model's instructions and metrics), one line each, for a language model's prompt
 * @param qualified whether queries name each table with its schema: the tables live outside
 *     the schemas an unqualified name resolves through (the connection's default schema had none)
 */
public record SchemaSnapshot(String version, SqlDialect dialect, List<TableInfo> tables,
    List<String> notes, boolean qualified) {
  /** Copies the lists. */
  public SchemaSnapshot {
    dialect = dialect == null ? GenericDialect.DEFAULT : dialect;
    tables = List.copyOf(tables);
    notes = notes == null ? List.of() : List.copyOf(notes);
  }

  /** A snapshot whose tables go unqualified. */
  public SchemaSnapshot(String version, SqlDialect dialect, List<TableInfo> tables,
      List<String> notes) {
    this(version, dialect, tables, notes, false);
  }

  /** A snapshot without notes. */
  public SchemaSnapshot(String version, SqlDialect dialect, List<TableInfo> tables) {
    this(version, dialect, tables, List.of());
  }

  /** The table with this name, ignoring case, or null. */
  public TableInfo table(String name) {
    for (TableInfo t : tables) {
      if (t.name().equalsIgnoreCase(name)) {
        return t;
      }
    }
    return null;
  }
}
