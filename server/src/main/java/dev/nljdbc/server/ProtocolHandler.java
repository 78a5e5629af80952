package dev.nljdbc.server;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.AfterReply;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.calcite.avatica.AvaticaSeverity;
import org.apache.calcite.avatica.metrics.noop.NoopMetricsSystem;
import org.apache.calcite.avatica.remote.Handler.HandlerResponse;
import org.apache.calcite.avatica.remote.ProtobufHandler;
import org.apache.calcite.avatica.remote.ProtobufTranslation;
import org.apache.calcite.avatica.remote.Service;
import org.apache.calcite.avatica.remote.Service.ErrorResponse;
import org.apache.calcite.avatica.remote.Service.RpcMetadataResponse;
import org.apache.calcite.avatica.server.AvaticaHandler;
import org.apache.calcite.avatica.server.AvaticaServerConfiguration;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.AbstractHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Avatica's protobuf protocol over HTTP, with the edges a public server needs: a request body of
 * at most {@code --max-request-size} bytes, read into a buffer no larger than that (413 beyond);
 * a body that is no protocol message answered with 400 and SQLState {@code 08P01}; and error
 * responses that carry a message and a SQLState but never a Java stack trace.
 *
 * <p>Avatica's own {@code AvaticaProtobufHandler} reads any body in full and puts every
 * exception's stack into its error responses; this handler does the same dispatch (Avatica's
 * {@link ProtobufHandler}, run as the authenticated user) and rewrites error responses without
 * their stacks, logging unexpected ones instead. Target connections a request is done with go
 * back to their pool after its reply is sent ({@link AfterReply}).
 */
final class ProtocolHandler extends AbstractHandler implements AvaticaHandler {
  private static final Logger LOG = LoggerFactory.getLogger(ProtocolHandler.class);
  private static final String PROTOCOL_VIOLATION = SqlState.PROTOCOL_VIOLATION.code();
  private static final String INTERNAL = SqlState.INTERNAL_ERROR.code();
  private static final String TOO_LARGE = SqlState.PROGRAM_LIMIT_EXCEEDED.code();

  /** The path of the cancel request, which Avatica's protocol lacks. */
  static final String CANCEL = "/cancel";

  private final Service service;
  private final Canceller canceller;
  private final AvaticaServerConfiguration auth;
  private final long maxRequestBytes;
  private final HttpCounts counts;
  private final ProtobufTranslation translation = new FetchTranslation();
  private final ProtobufHandler protobuf;
  private volatile RpcMetadataResponse metadata;

  /**
   * @param service serves the decoded requests
   * @param canceller cancels a statement for {@code POST /cancel}
   * @param auth the authentication, or null for none
   * @param maxRequestBytes the largest request body accepted
   * @param counts where rejected requests are counted
   */
  ProtocolHandler(Service service, Canceller canceller, AvaticaServerConfiguration auth,
      long maxRequestBytes, HttpCounts counts) {
    this.service = service;
    this.canceller = canceller;
    this.auth = auth;
    this.maxRequestBytes = maxRequestBytes;
    this.counts = counts;
    this.protobuf = new ProtobufHandler(service, translation, NoopMetricsSystem.getInstance());
  }

  @Override
  public void handle(String target, Request baseRequest, HttpServletRequest request,
      HttpServletResponse response) throws IOException {
    baseRequest.setHandled(true);
    if (CANCEL.equals(target) && request.getMethod().equals("POST")) {
      cancel(request, response);
      return;
    }
    if (!request.getMethod().equals("POST")) {
      response.setHeader("Allow", "POST");
      reply(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
          error("this server expects Avatica protobuf requests by POST", PROTOCOL_VIOLATION));
      return;
    }
    byte[] body;
    try {
      body = BoundedBody.read(request, maxRequestBytes);
    } catch (IOException | RuntimeException e) {
      counts.rejected("unreadable");
      LOG.debug("the body of a request from {} could not be read: {}", request.getRemoteAddr(),
          e.toString());
      response.setHeader("Connection", "close");
      reply(response, HttpServletResponse.SC_BAD_REQUEST, error("the request body could not be "
          + "read: it broke off, stalled or was malformed", PROTOCOL_VIOLATION));
      return;
    } catch (OutOfMemoryError e) {
      outOfMemory(response);
      return;
    }
    if (body == null) {
      counts.rejected("too_large");
      LOG.warn("refused a request of more than {} bytes from {} (--max-request-size)",
          maxRequestBytes, request.getRemoteAddr());
      response.setHeader("Connection", "close");
      reply(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, error("the request is "
          + "larger than the server's limit of " + maxRequestBytes + " bytes (--max-request-size)",
          TOO_LARGE));
      return;
    }
    AfterReply.open();
    try {
      serve(request, response, body);
    } catch (OutOfMemoryError e) {
      outOfMemory(response);
    } finally {
      AfterReply.run();
    }
  }

  /** Answers a request the heap had no room for: 503, to be retried. */
  private void outOfMemory(HttpServletResponse response) throws IOException {
    counts.rejected("out_of_memory");
    LOG.error("out of memory serving a request; answered 503");
    if (!response.isCommitted()) {
      response.reset();
      response.setHeader("Retry-After", "1");
      reply(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, error("the server is out of "
          + "memory for this request; retry later", SqlState.OUT_OF_MEMORY.code()));
    }
  }

  /**
   * Serves one protocol request and sends the reply; what {@link AfterReply} was handed while
   * serving runs after this returns.
   */
  private void serve(HttpServletRequest request, HttpServletResponse response, byte[] body)
      throws IOException {
    HandlerResponse<byte[]> handled;
    try {
      handled = auth != null && auth.supportsImpersonation()
          ? auth.doAsRemoteUser(request.getRemoteUser(), request.getRemoteAddr(),
              () -> protobuf.apply(body))
          : protobuf.apply(body);
    } catch (Exception e) {
      LOG.error("internal error serving a request", e);
      reply(response, HttpServletResponse.SC_INTERNAL_SERVER_ERROR,
          error("internal error; the server log has the details", INTERNAL));
      return;
    }
    if (handled.getStatusCode() == HttpServletResponse.SC_OK) {
      response.setContentType("application/octet-stream;charset=utf-8");
      response.setStatus(HttpServletResponse.SC_OK);
      response.setContentLength(handled.getResponse().length);
      response.getOutputStream().write(handled.getResponse());
      response.flushBuffer();
      return;
    }
    cleanError(request, response, handled, body);
  }

  /** Answers a failed request with its message and SQLState and without any stack trace. */
  private void cleanError(HttpServletRequest request, HttpServletResponse response,
      HandlerResponse<byte[]> handled, byte[] body) throws IOException {
    Service.Response parsed;
    try {
      parsed = translation.parseResponse(handled.getResponse());
    } catch (IOException | RuntimeException e) {
      parsed = null;
    }
    if (!(parsed instanceof ErrorResponse failed)) {
      LOG.error("the protocol handler answered HTTP {} without an error message",
          handled.getStatusCode());
      reply(response, HttpServletResponse.SC_INTERNAL_SERVER_ERROR,
          error("internal error; the server log has the details", INTERNAL));
      return;
    }
    if (failed.sqlState != null && !failed.sqlState.equals(ErrorResponse.UNKNOWN_SQL_STATE)) {
      reply(response, handled.getStatusCode(), new ErrorResponse(List.of(), failed.errorMessage,
          failed.errorCode, failed.sqlState, failed.severity, metadata));
      return;
    }
    if (!decodes(body)) {
      counts.rejected("malformed");
      LOG.debug("a request from {} is no Avatica protobuf message: {}", request.getRemoteAddr(),
          failed.errorMessage);
      reply(response, HttpServletResponse.SC_BAD_REQUEST, error(
          "the request is not an Avatica protobuf message", PROTOCOL_VIOLATION));
      return;
    }
    LOG.error("internal error: {}\n{}", failed.errorMessage, String.join("\n",
        failed.exceptions == null ? List.of() : failed.exceptions));
    reply(response, HttpServletResponse.SC_INTERNAL_SERVER_ERROR,
        error("internal error; the server log has the details", INTERNAL));
  }

  private boolean decodes(byte[] body) {
    try {
      translation.parseRequest(body);
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /**
   * {@code POST /cancel} with the text body {@code CONNECTION-ID STATEMENT-ID}: cancels the
   * statement if it belongs to that connection and the connection to the authenticated user.
   */
  private void cancel(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    byte[] body = BoundedBody.read(request, 1_024);
    String[] ids = body == null ? new String[0]
        : new String(body, StandardCharsets.UTF_8).trim().split("\\s+");
    boolean found = false;
    if (ids.length == 2 && ids[1].matches("\\d{1,9}")) {
      try {
        found = auth != null && auth.supportsImpersonation()
            ? auth.doAsRemoteUser(request.getRemoteUser(), request.getRemoteAddr(),
                () -> canceller.cancel(ids[0], Integer.parseInt(ids[1])))
            : canceller.cancel(ids[0], Integer.parseInt(ids[1]));
      } catch (Exception e) {
        LOG.debug("cancelling a statement failed", e);
      }
    }
    response.setContentType("text/plain;charset=utf-8");
    response.setStatus(found ? HttpServletResponse.SC_OK : HttpServletResponse.SC_NOT_FOUND);
    response.getOutputStream().write((found ? "cancelled\n" : "no such statement\n")
        .getBytes(StandardCharsets.UTF_8));
  }

  /** Cancels a statement of the current user. */
  @FunctionalInterface
  interface Canceller {
    /** Whether the statement was found on the connection of the current user. */
    boolean cancel(String connectionId, int statementId);
  }

  private ErrorResponse error(String message, String sqlState) {
    return new ErrorResponse(List.of(), message, ErrorResponse.UNKNOWN_ERROR_CODE, sqlState,
        AvaticaSeverity.ERROR, metadata);
  }

  private void reply(HttpServletResponse response, int status, Service.Response answer)
      throws IOException {
    byte[] bytes = translation.serializeResponse(answer);
    response.setContentType("application/octet-stream;charset=utf-8");
    response.setStatus(status);
    response.setContentLength(bytes.length);
    response.getOutputStream().write(bytes);
    // Commit now: Jetty would otherwise read an unread body to its end before answering.
    response.flushBuffer();
  }

  @Override
  public void setServerRpcMetadata(RpcMetadataResponse serverMetadata) {
    this.metadata = serverMetadata;
    service.setRpcMetadata(serverMetadata);
    protobuf.setRpcMetadata(serverMetadata);
  }

  /** Reads a request body of at most a given size. */
  static final class BoundedBody {
    private BoundedBody() {
    }

    /** The body, or null when it is larger than {@code max} (then it is not read further). */
    static byte[] read(HttpServletRequest request, long max) throws IOException {
      long declared = request.getContentLengthLong();
      if (declared > max) {
        return null;
      }
      try (InputStream in = request.getInputStream()) {
        if (declared >= 0) {
          byte[] body = in.readNBytes((int) declared);
          return in.read() < 0 ? body : null;
        }
        byte[] body = in.readNBytes((int) Math.min(max, Integer.MAX_VALUE - 8));
        return in.read() < 0 ? body : null;
      }
    }
  }
}
