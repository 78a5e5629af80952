package dev.nljdbc.server;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.security.ServerAuthException;
import org.eclipse.jetty.security.authentication.BasicAuthenticator;
import org.eclipse.jetty.server.Authentication;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * HTTP Basic authentication that answers a malformed {@code Authorization} header (not Base64,
 * no colon) with 401 like a wrong password, where Jetty's own would fail with an exception and a
 * 500 page; a failed login is answered after the {@link LoginThrottle}'s growing delay.
 */
class QuietBasicAuthenticator extends BasicAuthenticator {
  private static final Logger LOG = LoggerFactory.getLogger(QuietBasicAuthenticator.class);

  private final LoginThrottle throttle = new LoginThrottle();

  @Override
  public Authentication validateRequest(ServletRequest req, ServletResponse res,
      boolean mandatory) throws ServerAuthException {
    Authentication result;
    try {
      result = super.validateRequest(req, res, mandatory);
    } catch (RuntimeException e) {
      LOG.debug("a malformed Authorization header from {}", req.getRemoteAddr());
      result = challenge((HttpServletResponse) res);
    }
    String header = ((HttpServletRequest) req).getHeader(HttpHeader.AUTHORIZATION.asString());
    if (header != null && !(result instanceof Authentication.User)) {
      throttle.failed(userOf(header), req.getRemoteAddr());
    }
    return result;
  }

  /** Answers 401 with the Basic challenge. */
  Authentication challenge(HttpServletResponse response) throws ServerAuthException {
    try {
      response.setHeader(HttpHeader.WWW_AUTHENTICATE.asString(),
          "basic realm=\"" + _loginService.getName() + "\"");
      response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
      return Authentication.SEND_CONTINUE;
    } catch (java.io.IOException e) {
      throw new ServerAuthException(e);
    }
  }

  /** The user name a Basic header carries, or null when it carries none that can be read. */
  static String userOf(String header) {
    int space = header.indexOf(' ');
    if (space < 0 || !"basic".equalsIgnoreCase(header.substring(0, space))) {
      return null;
    }
    try {
      String pair = new String(Base64.getDecoder().decode(header.substring(space + 1).trim()),
          StandardCharsets.UTF_8);
      int colon = pair.indexOf(':');
      return colon < 0 ? null : pair.substring(0, colon);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
