package dev.nljdbc.execution;

import com.zaxxer.hikari.HikariConfig;
import java.util.Locale;

/**
 * Sets the target's own statement timeout on every pooled connection, through the driver's
 * connection properties: PostgreSQL's {@code statement_timeout} (pgjdbc {@code options}) and
 * MariaDB's {@code max_statement_time} (Connector/J {@code sessionVariables}). The JDBC query
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
    if (url.startsWith("jdbc:postgresql:") && !target.properties().containsKey("options")
        && !url.contains("options=")) {
      config.addDataSourceProperty("options", "-c statement_timeout=" + millis);
    } else if (url.startsWith("jdbc:mariadb:")
        && !target.properties().containsKey("sessionVariables")
        && !url.contains("sessionVariables=")) {
      config.addDataSourceProperty("sessionVariables",
          String.format(Locale.ROOT, "max_statement_time=%.3f", millis / 1000.0));
    }
  }
}
