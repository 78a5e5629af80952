package dev.nljdbc.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.calcite.avatica.remote.Service.RpcMetadataResponse;
import org.apache.calcite.avatica.server.AvaticaHandler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.HandlerWrapper;

/**
 * Serves {@code GET /metrics} (Prometheus text), {@code GET /health} (liveness: the process
 * answers) and {@code GET /ready} (readiness: 200 or 503 with each check) on the server's port,
 * hands every other request to the protocol handler it wraps (which counts its own responses,
 * answered when their bodies have arrived), and counts its responses by HTTP status.
 */
final class OpsHandler extends HandlerWrapper implements AvaticaHandler {
  static final String METRICS = "/metrics";
  static final String HEALTH = "/health";
  static final String READY = "/ready";
  /** The paths this handler answers itself; they need no authentication. */
  static final List<String> PATHS = List.of(METRICS, HEALTH, READY);

  private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

  private final AvaticaHandler avatica;
  private final Supplier<String> metrics;
  private final LongSupplier openConnections;
  private final Readiness readiness;
  private final HttpCounts counts;
  private final long startedMillis = System.currentTimeMillis();

  OpsHandler(AvaticaHandler avatica, Supplier<String> metrics, LongSupplier openConnections,
      Readiness readiness, HttpCounts counts) {
    this.avatica = avatica;
    this.metrics = metrics;
    this.openConnections = openConnections;
    this.readiness = readiness;
    this.counts = counts;
    setHandler(avatica);
  }

  @Override
  public void handle(String target, Request baseRequest, HttpServletRequest request,
      HttpServletResponse response) throws IOException, ServletException {
    if (!PATHS.contains(target)) {
      super.handle(target, baseRequest, request, response);
      return;
    }
    try {
      baseRequest.setHandled(true);
      serveOps(target, request, response);
    } finally {
      counts.status(response.getStatus());
    }
  }

  private void serveOps(String target, HttpServletRequest request,
      HttpServletResponse response) throws IOException {
    String method = request.getMethod();
    if (!method.equals("GET") && !method.equals("HEAD")) {
      response.setHeader("Allow", "GET, HEAD");
      response.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED);
      return;
    }
    String body;
    int status = HttpServletResponse.SC_OK;
    if (target.equals(METRICS)) {
      response.setContentType(PROMETHEUS_TEXT);
      body = metrics.get();
    } else if (target.equals(READY)) {
      response.setContentType("application/json; charset=utf-8");
      Readiness.Report report = readiness.report();
      body = report.json();
      status = report.ready() ? HttpServletResponse.SC_OK
          : HttpServletResponse.SC_SERVICE_UNAVAILABLE;
    } else {
      response.setContentType("application/json; charset=utf-8");
      body = String.format(Locale.ROOT,
          "{\"status\":\"UP\",\"openConnections\":%d,\"uptimeSeconds\":%d}%n",
          openConnections.getAsLong(), (System.currentTimeMillis() - startedMillis) / 1000);
    }
    response.setHeader("Cache-Control", "no-store");
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    response.setContentLength(bytes.length);
    response.setStatus(status);
    if (method.equals("GET")) {
      response.getOutputStream().write(bytes);
    }
  }

  @Override
  public void setServerRpcMetadata(RpcMetadataResponse metadata) {
    avatica.setServerRpcMetadata(metadata);
  }
}
