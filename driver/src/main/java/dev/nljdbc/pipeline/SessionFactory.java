package dev.nljdbc.pipeline;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.SessionTarget;
import dev.nljdbc.execution.TargetFacts;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.SecurityMetrics;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens sessions: validates the client's properties, decides the target and the tenant, borrows
 * a target connection and sets up the security gate.
 *
 * <p>In-process, the target comes from the connection URL. A server fixes the target itself and
 * its settings, and may decide each user's tenant; a client that sends a setting the server
 * decides (a tenant, a row cap, ...) is refused with 42501, never ignored in silence.
 */
public final class SessionFactory implements SessionOpener {
  /** The property with which the in-process driver names the target JDBC URL. */
  public static final String TARGET_URL = "nl.target";
  /** The target URL that stands for the embedded demo database. */
  public static final String DEMO = "demo";

  private static final Logger LOG = LoggerFactory.getLogger(SessionFactory.class);

  /** What a remote client may set for its own session; everything else is the server's. */
  private static final Set<NlProperty> CLIENT_SETTABLE = EnumSet.of(NlProperty.CLARIFY,
      NlProperty.DIALOG_MAX_TURNS, NlProperty.EXPANSION_WINDOW);

  private final TargetPools pools;
  private final PipelineMetrics metrics = new PipelineMetrics();
  private final Map<String, TargetFacts> targetFacts = new ConcurrentHashMap<>();
  private final ConversationFactory conversations;
  private final SecurityMetrics securityMetrics = new SecurityMetrics();
  private final GateFactory gates = new GateFactory(securityMetrics);
  private final QuestionGuards guards;
  private final ServerTarget fixedTarget;
  private final Supplier<String> currentUser;
  private final Function<String, String> tenantOfUser;
  private final Function<String, String> demoUrl;

  /**
   * A server's target and settings.
   *
   * @param url the target JDBC URL, or {@code demo}
   * @param properties what the target's driver receives (user, password, ...)
   * @param config the server's nljdbc properties (tenant column, limits, language model...)
   */
  public record ServerTarget(String url, Map<String, String> properties, NlConfig config) {
  }

  private SessionFactory(TargetPools pools, ServerTarget fixedTarget,
      Supplier<String> currentUser, Function<String, String> tenantOfUser,
      Function<String, String> demoUrl) {
    this.pools = pools;
    this.conversations = new ConversationFactory(pools, metrics);
    this.guards = new QuestionGuards(pools);
    this.fixedTarget = fixedTarget;
    this.currentUser = currentUser;
    this.tenantOfUser = tenantOfUser;
    this.demoUrl = demoUrl;
  }

  /** Sessions whose target each client names in its URL. */
  public static SessionFactory inProcess(TargetPools pools, Function<String, String> demoUrl) {
    return new SessionFactory(pools, null, () -> null, null, demoUrl);
  }

  /**
   * Sessions on a server's fixed target.
   *
   * @param tenantOfUser the tenant of each authenticated user, or null when users are not
   *     configured; then the configuration must name {@code tenant.column} (the demo's is known)
   * @throws IllegalStateException when users are configured without a tenant column
   */
  public static SessionFactory server(TargetPools pools, ServerTarget target,
      Supplier<String> currentUser, Function<String, String> tenantOfUser,
      Function<String, String> demoUrl) {
    ServerTarget checked = target;
    if (tenantOfUser != null && !target.config().isSet(NlProperty.TENANT_COLUMN)) {
      if (!DEMO.equals(target.url())) {
        throw new IllegalStateException("users are configured, so the server needs "
            + "tenant.column in its configuration to keep their tenants apart");
      }
      checked = new ServerTarget(target.url(), target.properties(),
          demoWithTenantColumn(target.config()));
    }
    return new SessionFactory(pools, checked, currentUser, tenantOfUser, demoUrl);
  }

  private static NlConfig demoWithTenantColumn(NlConfig config) {
    try {
      return config.with(NlProperty.TENANT_COLUMN, DemoDatabase.TENANT_COLUMN);
    } catch (SQLException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @Override
  public PipelineMetrics metrics() {
    return metrics;
  }

  @Override
  public SecurityMetrics securityMetrics() {
    return securityMetrics;
  }

  @Override
  public Session open(String connectionId, Map<String, String> info) throws SQLException {
    Map<String, String> props = new HashMap<>(info);
    String clientTarget = props.remove(TARGET_URL);
    NlConfig config;
    String url;
    Map<String, String> targetProperties;
    if (fixedTarget != null) {
      if (props.containsKey(NlProperty.CONFIG.key())) {
        LOG.warn("refused a session: a remote client set {}", NlProperty.CONFIG.key());
        throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: a remote client cannot set "
            + NlProperty.CONFIG.key() + "; the server's own configuration applies");
      }
      config = withClientSettings(fixedTarget.config(), NlConfig.of(props));
      url = fixedTarget.url();
      targetProperties = fixedTarget.properties();
    } else if (clientTarget != null) {
      config = NlConfig.of(props);
      url = clientTarget;
      targetProperties = config.targetProperties();
    } else {
      throw SqlState.UNABLE_TO_CONNECT.exception("no target database in the connection URL");
    }
    String user = currentUser.get();
    if (tenantOfUser != null) {
      config = withUserTenant(config, user);
    }
    if (DEMO.equals(url)) {
      url = demoUrl.apply(url);
      if (!config.isSet(NlProperty.SEMANTIC_MODEL)) {
        config = config.with(NlProperty.SEMANTIC_MODEL, DemoDatabase.SEMANTIC_MODEL);
      }
    }
    TargetPools.Target target = new TargetPools.Target(url, targetProperties,
        config.integer(NlProperty.POOL_MAX_SIZE),
        config.duration(NlProperty.LIMITS_QUERY_TIMEOUT).toMillis());
    SetUpConnection setUp = new SetUpConnection(pools, target);
    try {
      String id = targetId(target);
      TargetFacts facts = targetFacts.get(id);
      if (facts == null) {
        facts = TargetFacts.of(setUp.get());
        targetFacts.put(id, facts);
      }
      SessionTarget sessionTarget = SessionTarget.of(pools, target,
          config.string(NlProperty.TENANT_VALUE), facts);
      SessionGates sessionGates = gates.create(config, id, settingsKey(target), setUp,
          user);
      SchemaSource schema = conversations.schema(config, target);
      return new Session(connectionId, user, config, sessionTarget, fixedTarget == null,
          sessionGates, metrics, conversations.create(connectionId, user, config, facts,
              sessionGates.generated(), schema), guards.create(config, target, schema));
    } finally {
      setUp.close();
    }
  }

  /**
   * Checks that a server's target answers, on a pooled connection.
   *
   * @throws SQLException with the target's 08xxx state, or 53300 when every connection is busy
   */
  public void checkTarget() throws SQLException {
    if (fixedTarget == null) {
      return;
    }
    String url = DEMO.equals(fixedTarget.url()) ? demoUrl.apply(fixedTarget.url())
        : fixedTarget.url();
    NlConfig config = fixedTarget.config();
    TargetPools.Target target = new TargetPools.Target(url, fixedTarget.properties(),
        config.integer(NlProperty.POOL_MAX_SIZE),
        config.duration(NlProperty.LIMITS_QUERY_TIMEOUT).toMillis());
    try (Connection connection = pools.connect(target)) {
      if (!connection.isValid(2)) {
        throw SqlState.CONNECTION_FAILURE.exception("the target database does not answer");
      }
      if (!connection.getAutoCommit()) {
        connection.rollback();
      }
    }
  }

  /** Identifies a target and the credentials used on it, for per-target caches. */
  static String targetId(TargetPools.Target target) {
    return target.url() + "|" + target.properties().getOrDefault("user", "");
  }

  /**
   * What decides a session's target connections' search path: the URL and every property the
   * target's driver receives (schema, options, user), the password left out.
   */
  static String settingsKey(TargetPools.Target target) {
    Map<String, String> settings = new TreeMap<>(target.properties());
    settings.remove("password");
    return target.url() + "|" + settings;
  }

  /**
   * The server's configuration with what the client may set for its own session. Any other
   * nljdbc property a client sends (tenant.*, limits.*, security.*, llm.*, ...) is refused with
   * 42501: it is the operator's, and dropping it in silence would let a client believe a tenant
   * filter or row cap applies that does not.
   */
  private static NlConfig withClientSettings(NlConfig server, NlConfig client)
      throws SQLException {
    NlConfig merged = server;
    for (NlProperty p : NlProperty.values()) {
      if (!client.isSet(p)) {
        continue;
      }
      if (!CLIENT_SETTABLE.contains(p)) {
        LOG.warn("refused a session: a remote client set {}", p.key());
        throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: a remote client cannot set "
            + p.key() + "; the nljdbc server's operator sets it in the server's --config"
            + " (tenant.*, limits.*, security.* and the other server settings; with --users the"
            + " server assigns each user's tenant). Remove it from the connection properties;"
            + " a client may set only " + clientSettable());
      }
      merged = merged.with(p, client.string(p));
    }
    return merged;
  }

  private static String clientSettable() {
    StringBuilder names = new StringBuilder();
    for (NlProperty p : CLIENT_SETTABLE) {
      names.append(names.length() == 0 ? "" : ", ").append(p.key());
    }
    return names.toString();
  }

  private NlConfig withUserTenant(NlConfig config, String user) throws SQLException {
    String tenant = user == null ? null : tenantOfUser.apply(user);
    if (tenant == null) {
      throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: user has no tenant on this server");
    }
    String asked = config.string(NlProperty.TENANT_VALUE);
    if (asked != null && !asked.equals(tenant)) {
      LOG.warn("the configured tenant {} is replaced by user {}'s tenant {}", asked, user, tenant);
    }
    return config.with(NlProperty.TENANT_VALUE, tenant);
  }
}
