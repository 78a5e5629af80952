package dev.nljdbc.server;

import dev.nljdbc.config.NlProperty;
import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.meta.NlMeta;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.pipeline.SessionFactory;
import dev.nljdbc.security.SecurityMetrics;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import org.apache.calcite.avatica.metrics.noop.NoopMetricsSystem;
import org.apache.calcite.avatica.remote.LocalService;
import org.apache.calcite.avatica.server.AvaticaProtobufHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running nljdbc server: Avatica's protobuf protocol over HTTP, served by the same
 * {@link NlMeta} and session pipeline as the in-process driver.
 *
 * <pre>
 *   HTTP (Jetty) -> [Basic auth -> RequestUser] -> OpsHandler -> AvaticaProtobufHandler
 *       -> LocalService -> NlMeta -> SessionFactory (server's target, user's tenant)
 *       -> TargetPools
 * </pre>
 *
 * <p>{@code GET /metrics} (Prometheus text) and {@code GET /health} share the port and need no
 * authentication; they carry counters only, never SQL, users or tenants.
 */
public final class NljdbcServer implements AutoCloseable {
  /** How long an unused client connection keeps its session and target connection. */
  static final Duration IDLE_TIMEOUT = Duration.ofMinutes(10);

  private static final Logger LOG = LoggerFactory.getLogger(NljdbcServer.class);

  private final NlHttpServer http;
  private final NlMeta meta;
  private final TargetPools pools;
  private final ServerMetrics metrics;
  private final String host;
  private final int port;
  private final CountDownLatch stopped = new CountDownLatch(1);

  private NljdbcServer(NlHttpServer http, NlMeta meta, TargetPools pools, ServerMetrics metrics,
      String host) {
    this.http = http;
    this.meta = meta;
    this.pools = pools;
    this.metrics = metrics;
    this.host = host;
    this.port = http.getPort();
  }

  /**
   * Starts a server.
   *
   * @param settings the target, configuration and users
   * @param host the address to bind, or null for every interface
   * @param port the port, or 0 for a free one
   * @throws IllegalStateException when the server cannot start (port taken, demo not created)
   */
  public static NljdbcServer start(ServerSettings settings, String host, int port) {
    if (settings.servesDemo()) {
      DemoDatabase.url();
    }
    RequestUser requestUser = new RequestUser();
    ServerUsers users = settings.users();
    TargetPools pools = new TargetPools();
    Function<String, String> tenantOfUser = users == null ? null : users::tenantOf;
    SessionFactory sessions = SessionFactory.server(pools, settings.target(),
        requestUser::current, tenantOfUser, demo -> DemoDatabase.url());
    NlMeta meta = new NlMeta(sessions, requestUser::current, IDLE_TIMEOUT);
    BasicAuthConfiguration auth = users == null ? null : new BasicAuthConfiguration(requestUser);
    AvaticaProtobufHandler avatica = new AvaticaProtobufHandler(new LocalService(meta),
        NoopMetricsSystem.getInstance(), auth);
    ServerMetrics metrics = new ServerMetrics(meta.metrics(), SecurityMetrics.global(),
        meta::openConnections);
    OpsHandler handler = new OpsHandler(avatica, metrics::scrape, meta::openConnections);
    NlHttpServer http = new NlHttpServer(host, port, handler, auth, users);
    try {
      http.start();
    } catch (RuntimeException e) {
      stopQuietly(http);
      metrics.close();
      pools.close();
      throw new IllegalStateException("the server cannot listen on port " + port + ": "
          + rootMessage(e), e);
    }
    NljdbcServer server = new NljdbcServer(http, meta, pools, metrics, host);
    LOG.info("serving {} with {}", settings.servesDemo() ? "the embedded demo"
        : settings.target().url(), users == null ? "no authentication"
        : users.size() + " users (HTTP Basic)");
    if (users != null && !settings.target().config().isSet(NlProperty.TENANT_COLUMN)) {
      LOG.warn("users have tenants but {} is not configured: no tenant filter applies",
          NlProperty.TENANT_COLUMN.key());
    }
    return server;
  }

  /** The port the server listens on. */
  public int port() {
    return port;
  }

  /** The metrics endpoint, e.g. {@code http://127.0.0.1:8765/metrics}. */
  public String metricsUrl() {
    return url() + OpsHandler.METRICS;
  }

  /** The health endpoint, e.g. {@code http://127.0.0.1:8765/health}. */
  public String healthUrl() {
    return url() + OpsHandler.HEALTH;
  }

  /** The URL clients use: {@code jdbc:nl:remote:url=} followed by this. */
  public String url() {
    String shown = host == null || host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1"
        : host.contains(":") ? "[" + host + "]" : host;
    return "http://" + shown + ":" + port;
  }

  /** What this server's pipeline counts: statements, errors, latency, clarifications. */
  public PipelineMetrics pipelineMetrics() {
    return meta.metrics();
  }

  /** How many client connections are open. */
  public long openConnections() {
    return meta.openConnections();
  }

  /** Waits until the server has stopped. */
  public void join() throws InterruptedException {
    stopped.await();
  }

  /** Stops listening, closes every client session and the target pools. Safe to call twice. */
  public void stop() {
    synchronized (stopped) {
      if (stopped.getCount() == 0) {
        return;
      }
      try {
        http.stop();
      } catch (RuntimeException e) {
        LOG.warn("stopping the HTTP server failed", e);
      } finally {
        meta.closeAll();
        pools.close();
        metrics.close();
        stopped.countDown();
        LOG.info("nljdbc server on port {} stopped", port);
      }
    }
  }

  @Override
  public void close() {
    stop();
  }

  /** Ends the threads of a Jetty server that failed to start. */
  private static void stopQuietly(NlHttpServer http) {
    try {
      http.stop();
    } catch (RuntimeException e) {
      LOG.debug("stopping a server that failed to start failed", e);
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() != null ? root.getMessage() : root.toString();
  }
}
