package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;

/**
 * The tenant of a session: the filter column ({@code tenant.column}), the tenant's value
 * ({@code tenant.value}, as text; bound converted to each column's SQL type) and the policy.
 */
public final class TenantScope {
  private final String column;
  private final String value;
  private final TenantPolicy policy;

  private TenantScope(String column, String value, TenantPolicy policy) {
    this.column = column;
    this.value = value;
    this.policy = policy;
  }

  /** A tenant scope; the column and value must be present. */
  public static TenantScope of(String column, String value, TenantPolicy policy)
      throws SQLException {
    if (column == null || column.isBlank()) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("tenant.column must be set with a tenant");
    }
    if (value == null || value.isEmpty()) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception(
          "tenant.value must be set when tenant.column is " + column);
    }
    if (policy == null) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("tenant.policy must be set");
    }
    return new TenantScope(column.trim(), value, policy);
  }

  /** The filter column as configured, e.g. {@code tenant_id}. */
  public String column() {
    return column;
  }

  /** The tenant's value as configured, e.g. {@code 105}. */
  public String value() {
    return value;
  }

  /** What happens to SQL without the filter. */
  public TenantPolicy policy() {
    return policy;
  }

  @Override
  public String toString() {
    return column + "=" + value + " (" + policy.id() + ")";
  }
}
