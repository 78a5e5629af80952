package dev.nljdbc.dialect;

import java.util.Locale;
import java.util.Set;

/**
 * Where the tables of a connection live: the catalog and schema patterns to hand to
 * {@link java.sql.DatabaseMetaData}, resolved by {@link SqlDialect#catalogScope} from the
 * connection's current schema or database.
 *
 * @param catalog the catalog to read, or null for any
 * @param schema the schema to read, or null for any (system schemas are then skipped)
 */
public record CatalogScope(String catalog, String schema) {

  private static final Set<String> SYSTEM_SCHEMAS = Set.of("information_schema", "pg_catalog",
      "pg_toast", "mysql", "performance_schema", "sys");

  /** Whether a table reported under this catalog and schema belongs to the scope. */
  public boolean contains(String tableCatalog, String tableSchema) {
    if (catalog != null && tableCatalog != null && !catalog.equals(tableCatalog)) {
      return false;
    }
    if (schema != null) {
      return schema.equals(tableSchema);
    }
    return tableSchema == null || !isSystem(tableSchema);
  }

  /** Whether a schema is a database's own catalogue (PostgreSQL's and MariaDB's system schemas). */
  public static boolean isSystem(String schemaName) {
    String s = schemaName.toLowerCase(Locale.ROOT);
    return SYSTEM_SCHEMAS.contains(s) || s.startsWith("pg_temp") || s.startsWith("pg_toast");
  }
}
