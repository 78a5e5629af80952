package dev.nljdbc.pipeline;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.security.GateCaches;
import dev.nljdbc.security.SecurityGate;
import dev.nljdbc.security.SecurityMetrics;
import dev.nljdbc.security.SecurityPolicy;
import dev.nljdbc.security.TenantPolicy;
import dev.nljdbc.security.TenantScope;
import dev.nljdbc.security.TenantTables;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;

/**
 * Sets up each session's security gate: the tenant scope its configuration names and the
 * target's tenant tables, learned from metadata and cached per target and search path for a few
 * minutes (names resolve against the path in force on the session's connection). The search
 * path is learnt once per session settings (the target URL, the properties its driver receives
 * and the user), so sessions opened alike borrow no target connection once it is known, and
 * sessions opened with another schema or role learn their own. One factory
 * serves one engine: its gates share the engine's {@link GateCaches} and count into its
 * {@link SecurityMetrics}.
 */
final class GateFactory {
  private final GateCaches caches = new GateCaches();
  private final SecurityMetrics metrics;

  private final Cache<String, TenantTables> tenantTables = Caffeine.newBuilder()
      .expireAfterWrite(Duration.ofMinutes(5))
      .maximumSize(1_000)
      .build();

  /**
   * The search path a session's connection has, per session settings: what decides it (URL,
   * driver properties, user) is all in the key, so no session resolves names through another's.
   */
  private final Cache<String, String> searchPaths = Caffeine.newBuilder()
      .expireAfterWrite(Duration.ofMinutes(5))
      .maximumSize(1_000)
      .build();

  private final Cache<String, TenantTables> openCatalogues = Caffeine.newBuilder()
      .maximumSize(1_000)
      .build();

  private final Cache<String, SecurityPolicy> policies = Caffeine.newBuilder()
      .maximumSize(100)
      .build();

  /** A factory whose gates count into the engine's {@code metrics}. */
  GateFactory(SecurityMetrics metrics) {
    this.metrics = metrics;
  }

  /**
   * The gates of a session on {@code targetId}; {@code settingsKey} names everything that decides
   * the search path of the session's target connections.
   */
  SessionGates create(NlConfig config, String targetId, String settingsKey,
      SetUpConnection connection, String user) throws SQLException {
    String column = config.string(NlProperty.TENANT_COLUMN);
    String value = config.string(NlProperty.TENANT_VALUE);
    if (column == null && value == null) {
      SecurityGate open = new SecurityGate(SecurityPolicy.defaults(), null,
          openCatalogue(targetId, connection), user, caches, metrics);
      return new SessionGates(open, open);
    }
    if (column == null || value == null) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception(
          "tenant.column and tenant.value go together; only "
              + (column == null ? "tenant.value" : "tenant.column") + " is set");
    }
    String path = searchPaths.getIfPresent(settingsKey);
    if (path == null) {
      Connection c = connection.get();
      path = Dialects.of(c).searchPathKey(c);
      searchPaths.put(settingsKey, path);
    }
    String key = targetId + "|" + column + "|" + path;
    TenantTables tables = tenantTables.getIfPresent(key);
    if (tables == null) {
      tables = TenantTables.load(connection.get(), column);
      tenantTables.put(key, tables);
    }
    TenantPolicy policy = TenantPolicy.of(config.string(NlProperty.TENANT_POLICY));
    SecurityPolicy security = securityPolicy(config);
    SecurityGate written = gate(security, column, value, policy, tables, user);
    SecurityGate generated = policy == TenantPolicy.REJECT
        ? gate(security, column, value, TenantPolicy.INJECT, tables, user) : written;
    return new SessionGates(written, generated);
  }

  /**
   * The catalogue of a gate without a tenant: none but the target's dialect, which decides how
   * the gate reads the database's own spellings; learnt once per target.
   */
  private TenantTables openCatalogue(String targetId, SetUpConnection connection)
      throws SQLException {
    TenantTables open = openCatalogues.getIfPresent(targetId);
    if (open == null) {
      open = TenantTables.withoutTenant(Dialects.of(connection.get()));
      openCatalogues.put(targetId, open);
    }
    return open;
  }

  /**
   * The security policy the configuration names; one instance per distinct setting, because the
   * gate's caches are per policy instance.
   */
  private SecurityPolicy securityPolicy(NlConfig config) {
    String functions = config.string(NlProperty.SECURITY_ALLOW_FUNCTIONS);
    String shared = config.string(NlProperty.TENANT_SHARED_TABLES);
    if (functions == null && shared == null) {
      return SecurityPolicy.defaults();
    }
    return policies.get(functions + "\u0000" + shared, k -> SecurityPolicy.builder()
        .allowFunctions(list(functions))
        .sharedTables(list(shared))
        .build());
  }

  private static String[] list(String commaList) {
    if (commaList == null) {
      return new String[0];
    }
    return java.util.Arrays.stream(commaList.split(","))
        .map(String::trim).filter(s -> !s.isEmpty()).toArray(String[]::new);
  }

  private SecurityGate gate(SecurityPolicy security, String column, String value,
      TenantPolicy policy, TenantTables tables, String user) throws SQLException {
    return new SecurityGate(security, TenantScope.of(column, value, policy), tables, user, caches,
        metrics);
  }

}
