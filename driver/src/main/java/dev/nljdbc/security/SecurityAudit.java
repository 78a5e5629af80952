package dev.nljdbc.security;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The audit trail (logger {@code dev.nljdbc.audit}): refused statements at WARN, rewritten ones at
 * DEBUG, with user, tenant and rule. Never result data; the statement text is shortened and
 * stripped of control characters.
 */
final class SecurityAudit {
  static final String LOGGER = "dev.nljdbc.audit";
  private static final Logger LOG = LoggerFactory.getLogger(LOGGER);
  private static final int MAX_SQL = 300;

  private final String user;
  private final String tenant;

  SecurityAudit(String user, String tenant) {
    this.user = user == null ? "-" : clean(user, 100);
    this.tenant = tenant == null ? "-" : clean(tenant, 100);
  }

  void refused(Rule rule, String detail, String sql) {
    if (LOG.isWarnEnabled()) {
      LOG.warn("refused user={} tenant={} rule={} detail=\"{}\" sql=\"{}\"", user, tenant,
          rule.id(), clean(detail, MAX_SQL), clean(sql, MAX_SQL));
    }
  }

  /**
   * A statement the gate rewrote for the tenant. Routine, so DEBUG (a busy server would
   * otherwise write a line per statement); {@code SecurityMetrics} counts every one.
   */
  void rewritten(boolean filterWasMissing, boolean hybrid, String sql) {
    if (!LOG.isDebugEnabled()) {
      return;
    }
    if (hybrid && filterWasMissing) {
      LOG.debug("rewritten user={} tenant={} rule=tenant-filter-injected detail=\"the SQL lacked"
          + " the tenant filter; injected (policy hybrid)\" sql=\"{}\"", user, tenant,
          clean(sql, MAX_SQL));
    } else {
      LOG.debug("rewritten user={} tenant={} rule=tenant-filter sql=\"{}\"", user, tenant,
          clean(sql, MAX_SQL));
    }
  }

  static String clean(String s, int max) {
    if (s == null) {
      return "";
    }
    StringBuilder b = new StringBuilder(Math.min(s.length(), max) + 1);
    for (int i = 0; i < s.length() && b.length() < max; i++) {
      char c = s.charAt(i);
      b.append(Character.isISOControl(c) ? ' ' : c == '"' ? '\'' : c);
    }
    if (s.length() > max) {
      b.append('…');
    }
    return b.toString();
  }
}
