package dev.nljdbc.server.console;

import dev.nljdbc.config.NlProperty;
import dev.nljdbc.demo.DemoDatabase;
import java.util.Properties;

/**
 * The demo console's corporation. The demo holds several corporations' data; a console on it
 * opens as one of them (the first, unless {@code tenant.value} names another), so a question
 * answers for one business instead of mixing them. The banner says which.
 */
public final class DemoTenant {
  private static final String DEMO = "jdbc:nl:demo";

  private DemoTenant() {
  }

  /** Whether a URL opens the demo. */
  public static boolean isDemo(String url) {
    return url.equals(DEMO) || url.startsWith(DEMO + ";");
  }

  /**
   * Adds the demo's tenant column, and its first corporation unless the URL or the properties
   * name one, to the properties of a demo console.
   *
   * @return the tenant the console opens as
   */
  public static String choose(String url, Properties info) {
    String tenant = info.getProperty(NlProperty.TENANT_VALUE.key(), urlValue(url,
        NlProperty.TENANT_VALUE.key()));
    if (tenant == null) {
      tenant = DemoDatabase.defaultTenant();
      info.setProperty(NlProperty.TENANT_VALUE.key(), tenant);
    }
    if (info.getProperty(NlProperty.TENANT_COLUMN.key()) == null
        && urlValue(url, NlProperty.TENANT_COLUMN.key()) == null) {
      info.setProperty(NlProperty.TENANT_COLUMN.key(), DemoDatabase.TENANT_COLUMN);
    }
    return tenant;
  }

  /** The banner's line for a console that opened as the tenant. */
  static String bannerLine(String tenant) {
    String name = DemoDatabase.corporationName(tenant);
    String others = String.join(", ", DemoDatabase.tenants().stream()
        .filter(t -> !t.equals(tenant)).toList());
    return "Demo data of one corporation: " + (name == null ? "" : name + ", ")
        + NlProperty.TENANT_VALUE.key() + "=" + tenant + " (others: " + others
        + "; --property " + NlProperty.TENANT_VALUE.key() + "=N picks one, --all-tenants shows"
        + " all).";
  }

  /** A {@code ;key=value} of a demo URL, or null. */
  private static String urlValue(String url, String key) {
    for (String part : url.split(";")) {
      if (part.startsWith(key + "=")) {
        return part.substring(key.length() + 1);
      }
    }
    return null;
  }
}
