package dev.nljdbc.server;

import dev.nljdbc.config.NlProperty;
import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.error.UrlMask;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.meta.NlMeta;
import dev.nljdbc.meta.SessionLimits;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.pipeline.SessionFactory;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import org.apache.calcite.avatica.remote.LocalService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running nljdbc server: Avatica's protobuf protocol over HTTP, served by the same
 * {@link NlMeta} and session pipeline as the in-process driver.
 *
 * <pre>
 *   HTTP (Jetty) -> [Basic auth -> RequestUser] -> OpsHandler -> ProtocolHandler
 *       -> LocalService -> NlMeta -> SessionFactory (server's target, user's tenant)
 *       -> TargetPools (a connection per running statement)
 * </pre>
 *
 * <p>{@code GET /metrics} (Prometheus text), {@code GET /health} (liveness) and
 * {@code GET /ready} (target, pool and state store) share the port and need no authentication;
 * they carry counters only, never SQL, users or tenants. {@code POST /cancel} cancels a
 * statement of the authenticated user.
 *
 * <p>{@link #stop()} is graceful: it refuses new connections, lets running statements finish
 * within the shutdown timeout, cancels the rest on the target, then closes everything.
 */
public final class NljdbcServer implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(NljdbcServer.class);

  private final NlHttpServer http;
  private final NlMeta meta;
  private final TargetPools pools;
  private final ServerMetrics metrics;
  private final ServerOptions options;
  private final String host;
  private final int port;
  private final CountDownLatch stopped = new CountDownLatch(1);

  private NljdbcServer(NlHttpServer http, NlMeta meta, TargetPools pools, ServerMetrics metrics,
      ServerOptions options, String host) {
    this.http = http;
    this.meta = meta;
    this.pools = pools;
    this.metrics = metrics;
    this.options = options;
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
    return start(settings, host, port, ServerOptions.DEFAULTS);
  }

  /**
   * Starts a server with the given HTTP and shutdown options.
   *
   * @throws IllegalStateException when the server cannot start (port taken, demo not created,
   *     contradictory configuration)
   */
  public static NljdbcServer start(ServerSettings settings, String host, int port,
      ServerOptions options) {
    StartupChecks.refuseContradictions(settings);
    if (settings.servesDemo()) {
      DemoDatabase.url();
    }
    RequestUser requestUser = new RequestUser();
    ServerUsers users = settings.users();
    TargetPools pools = new TargetPools();
    Function<String, String> tenantOfUser = users == null ? null : users::tenantOf;
    SessionFactory sessions = SessionFactory.server(pools, settings.target(),
        requestUser::current, tenantOfUser, demo -> DemoDatabase.url());
    var config = settings.target().config();
    NlMeta meta = new NlMeta(sessions, requestUser::current, new SessionLimits(
        config.duration(NlProperty.SESSION_IDLE_TIMEOUT),
        config.integer(NlProperty.SESSION_MAX_TOTAL),
        config.integer(NlProperty.SESSION_MAX_PER_USER),
        config.duration(NlProperty.SESSION_FETCH_IDLE_TIMEOUT)));
    BasicAuthConfiguration auth = users == null ? null : new BasicAuthConfiguration(requestUser);
    HttpCounts httpCounts = new HttpCounts();
    ProtocolHandler avatica = new ProtocolHandler(new LocalService(meta),
        (connection, statement) -> meta.cancel(connection, statement, requestUser.current()),
        auth, options, httpCounts);
    ServerMetrics metrics = new ServerMetrics(meta.metrics(), meta.securityMetrics(),
        meta::openConnections);
    metrics.serving(meta.counts(), pools::usage, httpCounts);
    Readiness readiness = new Readiness(sessions::checkTarget, pools::usage,
        StartupChecks::stateStoreAvailable, () -> !meta.accepting());
    OpsHandler handler = new OpsHandler(avatica, metrics::scrape, meta::openConnections,
        readiness, httpCounts);
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
    NljdbcServer server = new NljdbcServer(http, meta, pools, metrics, options, host);
    LOG.info("serving {} with {}", settings.servesDemo() ? "the embedded demo"
        : UrlMask.target(settings.target().url()), users == null ? "no authentication"
        : users.size() + " users (HTTP Basic)");
    if (users != null && !settings.target().config().isSet(NlProperty.TENANT_COLUMN)) {
      LOG.warn("users have tenants but {} is not configured: no tenant filter applies",
          NlProperty.TENANT_COLUMN.key());
    }
    if (options.maxInFlightBytes() < 2 * options.maxRequestBytes()) {
      LOG.warn("a request near --max-request-size ({} bytes) will be refused with 503: reading "
          + "it takes twice its size of --max-in-flight ({} bytes)", options.maxRequestBytes(),
          options.maxInFlightBytes());
    }
    StartupChecks.warnAboutCapacity(settings);
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

  /** The readiness endpoint, e.g. {@code http://127.0.0.1:8765/ready}. */
  public String readyUrl() {
    return url() + OpsHandler.READY;
  }

  /**
   * Stops gracefully: refuses new connections (08006), lets running statements finish within
   * the shutdown timeout, cancels what still runs on the target, then stops listening and closes
   * every session and the target pools. Safe to call twice.
   */
  public void stop() {
    synchronized (stopped) {
      if (stopped.getCount() == 0) {
        return;
      }
      try {
        drain();
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

  private void drain() {
    meta.stopAccepting();
    long deadline = System.nanoTime() + options.shutdownTimeout().toNanos();
    try {
      while (meta.busyStatements() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      int left = meta.busyStatements();
      if (left > 0) {
        LOG.warn("cancelling {} statements still running after the shutdown timeout of {}",
            left, options.shutdownTimeout());
        meta.cancelAll();
        long cancelDeadline = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        while (meta.busyStatements() > 0 && System.nanoTime() < cancelDeadline) {
          Thread.sleep(20);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      meta.cancelAll();
    }
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
