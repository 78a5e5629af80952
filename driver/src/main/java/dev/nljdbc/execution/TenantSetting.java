package dev.nljdbc.execution;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Tells PostgreSQL which tenant a session serves, as the session setting {@code app.tenant},
 * so that row-level-security policies on it enforce the same isolation as the security gate
 * (defence in depth; see docs/security.md). Sessions without a tenant clear it.
 */
public final class TenantSetting {
  /** The session setting row-level-security policies read. */
  public static final String NAME = "app.tenant";

  private TenantSetting() {
  }

  /** Sets (or clears, for null) the tenant on a PostgreSQL connection; other targets are left alone. */
  public static void apply(Connection connection, String tenantValue) throws SQLException {
    if (!connection.getMetaData().getDatabaseProductName().equalsIgnoreCase("PostgreSQL")) {
      return;
    }
    try (PreparedStatement ps = connection.prepareStatement(
        "SELECT set_config('" + NAME + "', ?, false)")) {
      ps.setString(1, tenantValue == null ? "" : tenantValue);
      ps.execute();
    }
    if (!connection.getAutoCommit()) {
      connection.commit();
    }
  }
}
