package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.sql.Wrapper;

/**
 * {@code unwrap} and {@code isWrapperFor} of nljdbc's wrappers. In tenant mode no target object
 * is handed out: from it the raw target connection is one call away, around the security gate.
 */
final class Unwrapping {
  private Unwrapping() {
  }

  static <T> T unwrap(Object wrapper, Wrapper target, boolean tenantMode, Class<T> iface)
      throws SQLException {
    if (iface.isInstance(wrapper)) {
      return iface.cast(wrapper);
    }
    if (tenantMode) {
      throw refused("unwrap to " + iface.getName());
    }
    return target.unwrap(iface);
  }

  static boolean isWrapperFor(Object wrapper, Wrapper target, boolean tenantMode, Class<?> iface)
      throws SQLException {
    return iface.isInstance(wrapper) || !tenantMode && target.isWrapperFor(iface);
  }

  /** {@code unwrap} of an object that wraps nothing: only to itself. */
  static <T> T unwrapSelf(Object wrapper, Class<T> iface) throws SQLException {
    if (iface.isInstance(wrapper)) {
      return iface.cast(wrapper);
    }
    throw SqlState.GENERAL_ERROR.exception("not a wrapper for " + iface.getName());
  }

  /** The refusal of a call that would reach the target connection around the gate. */
  static SQLException refused(String what) {
    return SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: " + what
        + " would reach the target connection around the tenant filter");
  }
}
