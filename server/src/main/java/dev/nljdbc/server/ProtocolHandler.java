package dev.nljdbc.server;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.AfterReply;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javax.servlet.AsyncContext;
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
 * at most {@code --max-request-size} bytes (413 beyond), read as it arrives without holding a
 * thread, whole within {@code --request-timeout} and at {@code --min-request-rate} or faster
 * (408 otherwise, {@link BodyReader}); the heap all bodies being read and decoded hold bounded by
 * {@code --max-in-flight} (503 with {@code Retry-After} when full; 413 for a request whose decoded
 * values alone would not fit, counted before decoding, {@link DecodeCost}); a body that is no
 * protocol message answered with 400 and SQLState {@code 08P01}; and error responses that carry a
 * message and a SQLState but never a Java stack trace.
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
  /** The largest body of a cancel request. */
  private static final long CANCEL_MAX_BYTES = 1_024;

  private final Service service;
  private final Canceller canceller;
  private final AvaticaServerConfiguration auth;
  private final long maxRequestBytes;
  private final RequestBudget budget;
  private final BodyReader.Pace pace;
  private final ScheduledExecutorService timer;
  private final HttpCounts counts;
  private final RefusalLog refusals = new RefusalLog(LOG);
  private final ProtobufTranslation translation = new FetchTranslation();
  private final ProtobufHandler protobuf;
  private volatile RpcMetadataResponse metadata;

  /**
   * @param service serves the decoded requests
   * @param canceller cancels a statement for {@code POST /cancel}
   * @param auth the authentication, or null for none
   * @param options the request size, time, rate and in-flight limits
   * @param counts where responses and rejected requests are counted
   */
  ProtocolHandler(Service service, Canceller canceller, AvaticaServerConfiguration auth,
      ServerOptions options, HttpCounts counts) {
    this.service = service;
    this.canceller = canceller;
    this.auth = auth;
    this.maxRequestBytes = options.maxRequestBytes();
    this.budget = new RequestBudget(options.maxInFlightBytes());
    this.pace = new BodyReader.Pace(options.requestTimeout(), options.minRequestRate());
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "nljdbc-request-deadlines");
      t.setDaemon(true);
      return t;
    });
    this.counts = counts;
    counts.inFlightBytes(budget::used);
    this.protobuf = new ProtobufHandler(service, translation, NoopMetricsSystem.getInstance());
  }

  @Override
  public void handle(String target, Request baseRequest, HttpServletRequest request,
      HttpServletResponse response) throws IOException {
    baseRequest.setHandled(true);
    String user = request.getRemoteUser();
    if (CANCEL.equals(target) && request.getMethod().equals("POST")) {
      readBody(baseRequest, response, CANCEL_MAX_BYTES, body -> cancel(request, response, user,
          body));
      return;
    }
    if (!request.getMethod().equals("POST")) {
      response.setHeader("Allow", "POST");
      reply(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
          error("this server expects Avatica protobuf requests by POST", PROTOCOL_VIOLATION));
      counts.status(response.getStatus());
      return;
    }
    if (request.getContentLengthLong() > maxRequestBytes) {
      tooLarge(request, response);
      counts.status(response.getStatus());
      return;
    }
    readBody(baseRequest, response, maxRequestBytes, body -> {
      AfterReply.open();
      try {
        serve(request, response, user, body);
      } catch (OutOfMemoryError e) {
        outOfMemory(response);
      } finally {
        AfterReply.run();
      }
    });
  }

  /**
   * Reads the body without holding this thread while it arrives ({@link BodyReader}), then
   * serves it on a server thread; the request ends when it has been answered.
   */
  private void readBody(Request request, HttpServletResponse response, long max,
      BodyServer server) throws IOException {
    AsyncContext async = request.startAsync();
    async.setTimeout(0);
    BodyReader reader = new BodyReader(async, request.getInputStream(), max,
        request.getContentLengthLong(), budget, pace, new BodyReader.Outcome() {
          @Override
          public void body(byte[] body, long charged) {
            long decoding = DecodeCost.of(body);
            try {
              if (!budget.couldFit(charged + decoding)) {
                tooCostly(request, response, decoding);
              } else if (!budget.tryTake(decoding)) {
                busy(request, response);
              } else {
                try {
                  server.serve(body);
                } finally {
                  budget.give(decoding);
                }
              }
            } catch (IOException | RuntimeException e) {
              LOG.debug("answering a request from {} failed: {}", request.getRemoteAddr(),
                  e.toString());
            } catch (OutOfMemoryError e) {
              quietly(() -> outOfMemory(response));
            } finally {
              finish(async, response, charged);
            }
          }

          @Override
          public void refused(BodyReader.Refusal refusal, String detail, long charged) {
            try {
              refuse(request, response, refusal, detail, max);
            } catch (IOException | RuntimeException e) {
              LOG.debug("answering a refused request from {} failed: {}",
                  request.getRemoteAddr(), e.toString());
            } finally {
              // the rest of the body is not read: end the connection now, not on Jetty's
              // warning about a read still pending when the request completes
              request.getHttpChannel().getEndPoint().close();
              finish(async, response, charged);
            }
          }
        });
    reader.start(timer);
  }

  /** Ends a request read by a {@link BodyReader}: counts its status, gives back its bytes. */
  private void finish(AsyncContext async, HttpServletResponse response, long charged) {
    budget.give(charged);
    counts.status(response.getStatus());
    try {
      async.complete();
    } catch (IllegalStateException e) {
      LOG.debug("the request had ended already: {}", e.toString());
    }
  }

  /** Answers a body the {@link BodyReader} refused. */
  private void refuse(HttpServletRequest request, HttpServletResponse response,
      BodyReader.Refusal refusal, String detail, long max) throws IOException {
    if (response.isCommitted()) {
      return;
    }
    response.setHeader("Connection", "close");
    switch (refusal) {
      case TOO_LARGE -> {
        if (max == maxRequestBytes) {
          tooLarge(request, response);
        } else {
          reply(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
              error("the request is larger than " + max + " bytes", TOO_LARGE));
        }
      }
      case BUSY -> busy(request, response);
      case TOO_SLOW -> {
        counts.rejected("too_slow");
        LOG.debug("a request body from {} arrived too slowly: {}", request.getRemoteAddr(),
            detail);
        reply(response, HttpServletResponse.SC_REQUEST_TIMEOUT, error("the request body "
            + "arrived too slowly: it must arrive whole within " + pace.deadline().toSeconds()
            + " s (--request-timeout) and at " + pace.minBytesPerSecond()
            + " bytes a second or more (--min-request-rate)", PROTOCOL_VIOLATION));
      }
      default -> {
        counts.rejected("unreadable");
        LOG.debug("the body of a request from {} could not be read: {}",
            request.getRemoteAddr(), detail);
        reply(response, HttpServletResponse.SC_BAD_REQUEST, error("the request body could not"
            + " be read: it broke off or was malformed", PROTOCOL_VIOLATION));
      }
    }
  }

  private void tooLarge(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    counts.rejected("too_large");
    refusals.refused("too_large", "refused a request of more than {} bytes from {} "
        + "(--max-request-size)", maxRequestBytes, request.getRemoteAddr());
    response.setHeader("Connection", "close");
    reply(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, error("the request is "
        + "larger than the server's limit of " + maxRequestBytes + " bytes (--max-request-size)",
        TOO_LARGE));
  }

  /** 503: the requests in flight hold the whole budget. */
  private void busy(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    counts.rejected("busy");
    refusals.refused("busy", "refused a request from {}: the requests in flight hold {} of {} "
        + "bytes (--max-in-flight)", request.getRemoteAddr(), budget.used(), budget.capacity());
    response.setHeader("Connection", "close");
    response.setHeader("Retry-After", "1");
    reply(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, error("the server is reading "
        + "as many requests as its memory allows (--max-in-flight); retry later",
        SqlState.TOO_MANY_CONNECTIONS.code()));
  }

  /** 413: decoding the request would take more than the whole budget. */
  private void tooCostly(HttpServletRequest request, HttpServletResponse response,
      long decoding) throws IOException {
    counts.rejected("too_many_values");
    refusals.refused("too_many_values", "refused a request from {} holding {} values, about {} "
        + "bytes once decoded (--max-in-flight {})", request.getRemoteAddr(),
        decoding / DecodeCost.BYTES_PER_VALUE, decoding, budget.capacity());
    reply(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, error("the request holds "
        + decoding / DecodeCost.BYTES_PER_VALUE + " values, more than the server decodes at "
        + "once (--max-in-flight); send it in smaller batches", TOO_LARGE));
  }

  /** Serves a body that was read whole. */
  @FunctionalInterface
  private interface BodyServer {
    void serve(byte[] body) throws IOException;
  }

  /** A reply that may fail. */
  @FunctionalInterface
  private interface Reply {
    void send() throws IOException;
  }

  private static void quietly(Reply reply) {
    try {
      reply.send();
    } catch (IOException | RuntimeException e) {
      LOG.debug("a reply could not be sent: {}", e.toString());
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
  private void serve(HttpServletRequest request, HttpServletResponse response, String user,
      byte[] body) throws IOException {
    HandlerResponse<byte[]> handled;
    try {
      handled = auth != null && auth.supportsImpersonation()
          ? auth.doAsRemoteUser(user, request.getRemoteAddr(),
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
  private void cancel(HttpServletRequest request, HttpServletResponse response, String user,
      byte[] body) throws IOException {
    String[] ids = new String(body, StandardCharsets.UTF_8).trim().split("\\s+");
    boolean found = false;
    if (ids.length == 2 && ids[1].matches("\\d{1,9}")) {
      try {
        found = auth != null && auth.supportsImpersonation()
            ? auth.doAsRemoteUser(user, request.getRemoteAddr(),
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
  protected void doStop() throws Exception {
    timer.shutdownNow();
    super.doStop();
  }

  @Override
  public void setServerRpcMetadata(RpcMetadataResponse serverMetadata) {
    this.metadata = serverMetadata;
    service.setRpcMetadata(serverMetadata);
    protobuf.setRpcMetadata(serverMetadata);
  }
}
