package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A statement the security gate let through: the SQL to prepare on the target, and how to bind
 * the client's parameters and the tenant's value to it.
 *
 * <p>The final SQL may hold more parameters than the client wrote (one per tenant restriction)
 * and may list the client's in another order than the client's text (JSqlParser renders
 * {@code OFFSET ? LIMIT ?} as {@code LIMIT ? OFFSET ?}). {@link #bind} handles both;
 * {@link #parameterIndex} maps a client parameter to its position for callers that bind typed
 * values themselves, after {@link #bindTenant}.
 */
public final class AdmittedStatement {
  private static final String WRONG_PARAMETER_COUNT = SqlState.WRONG_PARAMETER_COUNT.code();

  private final Admission admission;
  private final TenantValue tenant;

  AdmittedStatement(Admission admission, TenantValue tenant) {
    this.admission = admission;
    this.tenant = tenant;
  }

  /**
   * Whether the statement runs for a tenant: then errors from the target reach the client with
   * their SQLState but without values (see {@code TargetErrors#scrubbed}).
   */
  public boolean tenantScoped() {
    return tenant != null;
  }

  /** The SQL to prepare on the target. */
  public String sql() {
    return admission.sql;
  }

  /** How many parameters the final SQL has, client and tenant. */
  public int parameterCount() {
    return admission.clientOf.length;
  }

  /** How many {@code ?} parameters the client wrote. */
  public int clientParameterCount() {
    return admission.clientCount;
  }

  /** The 1-based position in {@link #sql()} of the client's 1-based parameter {@code clientIndex}. */
  public int parameterIndex(int clientIndex) {
    for (int i = 0; i < admission.clientOf.length; i++) {
      if (admission.clientOf[i] == clientIndex - 1) {
        return i + 1;
      }
    }
    throw new IndexOutOfBoundsException("the statement has " + admission.clientCount
        + " client parameters, not " + clientIndex);
  }

  /**
   * Every 1-based position in {@link #sql()} of the client's 1-based parameter
   * {@code clientIndex}: more than one where the tenant fence compares a copy of it.
   */
  public int[] parameterIndexes(int clientIndex) {
    int[] found = new int[admission.clientOf.length];
    int n = 0;
    for (int i = 0; i < admission.clientOf.length; i++) {
      if (admission.clientOf[i] == clientIndex - 1) {
        found[n++] = i + 1;
      }
    }
    if (n == 0) {
      throw new IndexOutOfBoundsException("the statement has " + admission.clientCount
          + " client parameters, not " + clientIndex);
    }
    return Arrays.copyOf(found, n);
  }

  /** Whether the rewrite injected at least one tenant restriction. */
  public boolean tenantFilterAdded() {
    return admission.rewritten;
  }

  /**
   * Whether the client's SQL already filtered every tenant table reference (see
   * {@code docs/security.md}, "has the filter"); true when no tenant table is referenced.
   */
  public boolean tenantFilterPresentInSource() {
    return admission.filterPresent;
  }

  /** Binds the client's values, in the client's order, and the tenant value where it belongs. */
  public void bind(PreparedStatement statement, List<?> clientValues) throws SQLException {
    int given = clientValues == null ? 0 : clientValues.size();
    if (given != admission.clientCount) {
      throw new SQLException("the statement has " + admission.clientCount
          + " parameters but " + given + " values were given", WRONG_PARAMETER_COUNT);
    }
    for (int i = 0; i < admission.clientOf.length; i++) {
      int client = admission.clientOf[i];
      if (client >= 0) {
        checkBinding(client + 1, BindKind.of(clientValues.get(client)));
      }
    }
    for (int i = 0; i < admission.clientOf.length; i++) {
      int client = admission.clientOf[i];
      if (client >= 0) {
        statement.setObject(i + 1, clientValues.get(client));
      }
    }
    bindTenant(statement);
  }

  /**
   * Refuses, with 22023, binding the client's 1-based parameter {@code clientIndex} as a value
   * of this kind when the final SQL compares it inside a tenant fence and the database would
   * compare such a value with a column by an operator or cast that is not leakproof there (see
   * {@code docs/security.md}, "Conditions inside the fence").
   */
  public void checkBinding(int clientIndex, BindKind kind) throws SQLException {
    if (admission.bindKinds.isEmpty()) {
      return;
    }
    for (int i = 0; i < admission.clientOf.length; i++) {
      Set<BindKind> allowed = admission.bindKinds.get(i);
      if (admission.clientOf[i] == clientIndex - 1 && allowed != null
          && !allowed.contains(kind)) {
        throw SqlState.INVALID_PARAMETER_VALUE.exception("parameter " + clientIndex
            + " is compared with a column inside the tenant filter and cannot be bound as "
            + kind + " there; bind it as one of " + new TreeSet<>(allowed));
      }
    }
  }

  /** Binds only the tenant value, at every tenant position. */
  public void bindTenant(PreparedStatement statement) throws SQLException {
    for (int i = 0; i < admission.tenantOf.length; i++) {
      TenantTables.TenantColumn column = admission.tenantOf[i];
      if (column != null) {
        if (tenant == null) {
          throw SqlState.INTERNAL_ERROR.exception("a tenant restriction without a tenant value");
        }
        tenant.bind(statement, i + 1, column);
      }
    }
  }

  @Override
  public String toString() {
    return admission.sql;
  }
}
