package dev.nljdbc.security;

import java.util.Objects;

/**
 * The key of the gate's shared caches: a text (SQL or a shape) under one policy object, one
 * catalogue instance, one tenant policy and one tenant value.
 */
final class GateCacheKey {
  final SecurityPolicy policy;
  final TenantTables tables;
  final TenantPolicy mode;
  final String value;
  final String sql;
  final int hash;

  GateCacheKey(SecurityPolicy policy, TenantTables tables, TenantPolicy mode, String value,
      String sql) {
    this.policy = policy;
    this.tables = tables;
    this.mode = mode;
    this.value = value;
    this.sql = sql;
    this.hash = Objects.hash(System.identityHashCode(policy), System.identityHashCode(tables),
        mode, value, sql);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof GateCacheKey)) {
      return false;
    }
    GateCacheKey k = (GateCacheKey) o;
    return policy == k.policy && tables == k.tables && mode == k.mode
        && Objects.equals(value, k.value) && sql.equals(k.sql);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
