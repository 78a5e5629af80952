package dev.nljdbc.pipeline;

import dev.nljdbc.schema.SchemaCatalog;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Schema caches per tenant scope: value samples of tenant tables come from the tenant's own
 * rows, so sessions of different tenants never share them.
 */
final class SchemaCatalogs {
  private final Map<String, SchemaCatalog> byScope = new ConcurrentHashMap<>();

  /** The snapshot of a target as a tenant (null column and value: no tenant) sees it. */
  SchemaSnapshot snapshot(String targetId, String tenantColumn, String tenantValue,
      SchemaCatalog.ConnectionSource source) throws SQLException {
    String scope = tenantColumn == null || tenantValue == null ? ""
        : tenantColumn + "=" + tenantValue;
    SchemaCatalog catalog = byScope.computeIfAbsent(scope, s -> new SchemaCatalog(
        scope.isEmpty() ? SchemaLoader.defaults()
            : SchemaLoader.builder().tenant(tenantColumn, tenantValue).build()));
    return catalog.snapshot(targetId + "|" + scope, source);
  }
}
