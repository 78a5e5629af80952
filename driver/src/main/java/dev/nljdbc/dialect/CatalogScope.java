package dev.nljdbc.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where the tables of a connection live: the catalog and schema patterns to hand to
 * {@link java.sql.DatabaseMetaData}, resolved by {@link SqlDialect#catalogScope} from the
 * connection's current schema, search path or database.
 *
 * @param catalog the catalog to read, or null for any
 * @param schema the schema to read, or null for any (system schemas are then skipped)
 * @param schemas the schemas read, in the order unqualified names resolve through them (a
 *     search path of several schemas, with {@code schema} null); empty for any
 */
public record CatalogScope(String catalog, String schema, List<String> schemas) {

  private static final Set<String> SYSTEM_SCHEMAS = Set.of("information_schema", "pg_catalog",
      "pg_toast", "mysql", "performance_schema", "sys");

  /** One schema is its own search path. */
  public CatalogScope {
    schemas = schema != null && (schemas == null || schemas.isEmpty()) ? List.of(schema)
        : schemas == null ? List.of() : List.copyOf(schemas);
  }

  /** The scope of one catalog and schema (either null for any). */
  public CatalogScope(String catalog, String schema) {
    this(catalog, schema, List.of());
  }

  /** The scope of a search path: each of its schemas, the first naming a table first. */
  public static CatalogScope searchPath(List<String> path) {
    return path.size() == 1 ? new CatalogScope(null, path.get(0))
        : new CatalogScope(null, null, path);
  }

  /** Whether a table reported under this catalog and schema belongs to the scope. */
  public boolean contains(String tableCatalog, String tableSchema) {
    if (catalog != null && tableCatalog != null && !catalog.equals(tableCatalog)) {
      return false;
    }
    if (!schemas.isEmpty()) {
      return schemas.contains(tableSchema);
    }
    return tableSchema == null || !isSystem(tableSchema);
  }

  /**
   * Where a schema stands on the search path, lower first; every schema is first when the scope
   * has no path.
   */
  public int rank(String tableSchema) {
    int i = schemas.indexOf(tableSchema);
    return i < 0 ? 0 : i;
  }

  /** Whether a schema is a database's own catalogue (PostgreSQL's and MariaDB's system schemas). */
  public static boolean isSystem(String schemaName) {
    String s = schemaName.toLowerCase(Locale.ROOT);
    return SYSTEM_SCHEMAS.contains(s) || s.startsWith("pg_temp") || s.startsWith("pg_toast");
  }
}
