package dev.nljdbc.server;

import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
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
 * 500 page.
 */
class QuietBasicAuthenticator extends BasicAuthenticator {
  private static final Logger LOG = LoggerFactory.getLogger(QuietBasicAuthenticator.class);

  @Override
  public Authentication validateRequest(ServletRequest req, ServletResponse res,
      boolean mandatory) throws ServerAuthException {
    try {
      return super.validateRequest(req, res, mandatory);
    } catch (RuntimeException e) {
      LOG.debug("a malformed Authorization header from {}", req.getRemoteAddr());
      return challenge((HttpServletResponse) res);
    }
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
}
