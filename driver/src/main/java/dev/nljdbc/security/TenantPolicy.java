package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.util.Locale;

/** What the gate does with SQL that lacks the tenant filter (property {@code tenant.policy}). */
public enum TenantPolicy {
  /** Add the filter. */
  INJECT,
  /** Refuse SQL that lacks the filter; SQL that has it is still rewritten and re-validated. */
  REJECT,
  /** Add the filter, and log a warning and count it when the SQL lacked it. */
  HYBRID;

  /** The policy named by a property value: {@code inject}, {@code reject} or {@code hybrid}. */
  public static TenantPolicy of(String name) throws SQLException {
    if (name != null) {
      for (TenantPolicy p : values()) {
        if (p.name().equalsIgnoreCase(name.trim())) {
          return p;
        }
      }
    }
    throw SqlState.INVALID_PARAMETER_VALUE.exception(
        "tenant.policy must be one of inject, reject, hybrid, not '" + name + "'");
  }

  /** The property value spelling. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }
}
