package dev.nljdbc.security;

import java.util.Map;
import java.util.Set;

/**
 * The tenant-independent result of checking one SQL text: the final SQL and, for each of its
 * parameters, whether it is the client's (and which) or the tenant's (and of which column type).
 * Cached by SQL text; the tenant value is bound later.
 */
final class Admission {
  final String sql;
  final int clientCount;
  /** Per final parameter position: the client parameter index (0-based), or -1 for the tenant. */
  final int[] clientOf;
  /** Per final parameter position: the tenant column, or null for a client parameter. */
  final TenantTables.TenantColumn[] tenantOf;
  final boolean rewritten;
  final boolean filterPresent;
  /**
   * Per final parameter position (0-based) that the final SQL compares inside a tenant fence:
   * the kinds the client may bind there. Positions not listed take any binding.
   */
  final Map<Integer, Set<BindKind>> bindKinds;

  Admission(String sql, int clientCount, int[] clientOf, TenantTables.TenantColumn[] tenantOf,
      boolean rewritten, boolean filterPresent, Map<Integer, Set<BindKind>> bindKinds) {
    this.bindKinds = Map.copyOf(bindKinds);
    this.sql = sql;
    this.clientCount = clientCount;
    this.clientOf = clientOf;
    this.tenantOf = tenantOf;
    this.rewritten = rewritten;
    this.filterPresent = filterPresent;
  }

  /** Rough size in characters, for the cache's weigher. */
  int weight() {
    return sql.length() + 16 * clientOf.length + 64;
  }
}
