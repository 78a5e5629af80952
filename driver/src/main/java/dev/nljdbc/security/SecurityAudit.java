package dev.nljdbc.security;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The audit trail (logger {@code dev.nljdbc.audit}): every refused or rewritten statement, with
 * user, tenant and rule. Never result data; the statement text is shortened and stripped of
 * control characters.
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

  void rewritten(boolean filterWasMissing, boolean hybrid, String sql) {
    if (hybrid && filterWasMissing) {
      if (LOG.isWarnEnabled()) {
        LOG.warn("rewritten user={} tenant={} rule=tenant-filter-injected detail=\"the SQL lacked"
            + " the tenant filter; injected (policy hybrid)\" sql=\"{}\"", user, tenant,
            clean(sql, MAX_SQL));
      }
    } else if (LOG.isInfoEnabled()) {
      LOG.info("rewritten user={} tenant={} rule=tenant-filter sql=\"{}\"", user, tenant,
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
