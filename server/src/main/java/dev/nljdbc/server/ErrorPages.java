package dev.nljdbc.server;

import dev.nljdbc.error.SqlState;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * The one error page of the server, for every error no handler answered itself: a request the
 * HTTP parser refused (a bad chunk size, a header too large), an authentication failure, an
 * exception that escaped a handler. It is one line of plain text, a SQLState and a short fixed
 * message per HTTP status; never Jetty's page, a stack trace, a class name or the reason an
 * exception gave.
 */
final class ErrorPages extends ErrorHandler {
  ErrorPages() {
    setShowStacks(false);
    setShowServlet(false);
    setShowMessageInTitle(false);
  }

  /** The line an error page of the status carries: its SQLState and a short message. */
  static String line(int status) {
    return switch (status) {
      case 400 -> SqlState.PROTOCOL_VIOLATION.code() + " the request could not be read";
      case 401 -> SqlState.INVALID_AUTHORIZATION.code() + " authentication required: HTTP Basic"
          + " with a user and password of this server";
      case 403 -> SqlState.INSUFFICIENT_PRIVILEGE.code() + " refused";
      case 404, 405 -> SqlState.PROTOCOL_VIOLATION.code() + " this server expects Avatica "
          + "protobuf requests by POST";
      case 408 -> SqlState.PROTOCOL_VIOLATION.code() + " the request body arrived too slowly";
      case 413, 414, 431 -> SqlState.PROGRAM_LIMIT_EXCEEDED.code() + " the request is too large";
      case 503 -> SqlState.TOO_MANY_CONNECTIONS.code() + " the server is busy; retry later";
      default -> status >= 500 ? SqlState.INTERNAL_ERROR.code()
          + " internal error; the server log has the details"
          : SqlState.PROTOCOL_VIOLATION.code() + " the request was refused";
    } + "\n";
  }

  @Override
  protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
      HttpServletResponse response, int code, String message) throws IOException {
    byte[] body = line(code).getBytes(StandardCharsets.UTF_8);
    baseRequest.setHandled(true);
    response.setContentType("text/plain;charset=utf-8");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields fields) {
    fields.put("Content-Type", "text/plain;charset=utf-8");
    return ByteBuffer.wrap(line(status).getBytes(StandardCharsets.UTF_8));
  }
}
