package dev.nljdbc.execution;

import com.zaxxer.hikari.HikariConfig;
import dev.nljdbc.dialect.Dialects;

/**
 * Sets the target's own statement timeout on every pooled connection, through the driver's
 * connection properties its dialect names
 * ({@link dev.nljdbc.dialect.SqlDialect#statementTimeoutProperties}: PostgreSQL's
 * {@code statement_timeout}, MariaDB's {@code max_statement_time}). The JDBC query
 * timeout cancels a statement from the client side; this backstop ends it on the server even
 * when no client is left to cancel it. A driver property the operator set is kept.
 */
final class TargetTimeout {
  private TargetTimeout() {
  }

  static void addTo(HikariConfig config, TargetPools.Target target) {
    if (target.queryTimeoutMillis() <= 0) {
      return;
    }
    long millis = target.queryTimeoutMillis() + TargetPools.BACKSTOP_GRACE_MILLIS;
    String url = target.url();
    Dialects.ofUrl(url).statementTimeoutProperties(url, millis).forEach((key, value) -> {
      if (!target.properties().containsKey(key) && !url.contains(key + "=")) {
        config.addDataSourceProperty(key, value);
      }
    });
  }
}
