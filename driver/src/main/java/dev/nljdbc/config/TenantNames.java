package dev.nljdbc.config;

import java.util.Locale;
import java.util.Set;

/**
 * What the tenant column says about the tenants' own table when no foreign key names it: the
 * column's stem ({@code firm_id} → {@code firm}, {@code orgId} → {@code org}) and whether a
 * table's name is a name for the tenants ({@code firms}, {@code orgs}, {@code tenants}).
 * Matching is loose on purpose: the callers treat a match as a table that may list every tenant
 * and keep it from being read unfiltered.
 */
public final class TenantNames {
  /** Parts of a column name that say "key", not what the key is of. */
  public static final Set<String> KEY_SUFFIXES = Set.of("id", "no", "nr", "key", "code", "num",
      "number", "ref", "fk", "uuid");
  private static final int SHORTEST_PREFIX_STEM = 3;

  private TenantNames() {
  }

  /** The tenant column without its key parts, lower case, without separators; may be empty. */
  public static String stem(String tenantColumn) {
    StringBuilder stem = new StringBuilder();
    String split = tenantColumn.replaceAll("(?<=[a-z0-9])(?=[A-Z])", "_");
    for (String part : split.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
      if (!part.isEmpty() && !KEY_SUFFIXES.contains(part)) {
        stem.append(part);
      }
    }
    return stem.toString();
  }

  /**
   * Whether a table of this name may hold the tenants themselves: it is called {@code tenant(s)},
   * or its name (separators removed, case ignored) starts with the tenant column's stem or that
   * stem's plural ({@code company} → {@code companies}); a stem shorter than three letters must
   * be the whole name, singular or plural.
   */
  public static boolean namesTheTenants(String table, String tenantColumn) {
    if (table == null || tenantColumn == null) {
      return false;
    }
    String t = table.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    if (t.equals("tenant") || t.equals("tenants")) {
      return true;
    }
    String stem = stem(tenantColumn);
    if (stem.isEmpty()) {
      return false;
    }
    if (stem.length() < SHORTEST_PREFIX_STEM) {
      return t.equals(stem) || t.equals(stem + "s") || t.equals(stem + "es");
    }
    return t.startsWith(stem)
        || stem.endsWith("y") && t.startsWith(stem.substring(0, stem.length() - 1) + "ies");
  }
}
