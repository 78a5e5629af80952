package dev.nljdbc.server;

import java.util.concurrent.Callable;
import org.apache.calcite.avatica.remote.AuthenticationType;
import org.apache.calcite.avatica.server.AvaticaServerConfiguration;
import org.apache.calcite.avatica.server.HttpRequestRemoteUserExtractor;
import org.apache.calcite.avatica.server.RemoteUserExtractor;

/**
 * HTTP Basic authentication that hands the authenticated user to the Meta.
 *
 * <p>Avatica's own Basic configuration ({@code HttpServer.Builder.withBasicAuthentication})
 * reports no impersonation, so the user Jetty authenticated never reaches the Meta. This one
 * does: Avatica's protobuf handler extracts the user from the request and calls
 * {@link #doAsRemoteUser}, which serves the request as that user.
 */
final class BasicAuthConfiguration implements AvaticaServerConfiguration {
  /** The Jetty role every configured user has and every request must have. */
  static final String ROLE = "nljdbc-user";
  static final String REALM = "nljdbc";

  private final RequestUser requestUser;
  private final RemoteUserExtractor extractor = new HttpRequestRemoteUserExtractor();

  BasicAuthConfiguration(RequestUser requestUser) {
    this.requestUser = requestUser;
  }

  @Override
  public AuthenticationType getAuthenticationType() {
    return AuthenticationType.BASIC;
  }

  @Override
  public String getKerberosRealm() {
    return null;
  }

  @Override
  public String getKerberosServiceName() {
    return null;
  }

  @Override
  public String getKerberosHostName() {
    return null;
  }

  @Override
  public String getKerberosPrincipal() {
    return null;
  }

  @Override
  public String[] getAllowedRoles() {
    return new String[] {ROLE};
  }

  @Override
  public String getHashLoginServiceRealm() {
    return REALM;
  }

  /** None: the users live in memory, read from the users file (see {@link NlHttpServer}). */
  @Override
  public String getHashLoginServiceProperties() {
    return null;
  }

  @Override
  public boolean supportsImpersonation() {
    return true;
  }

  @Override
  public <T> T doAsRemoteUser(String remoteUserName, String remoteAddress, Callable<T> action)
      throws Exception {
    return requestUser.callAs(remoteUserName, action);
  }

  @Override
  public RemoteUserExtractor getRemoteUserExtractor() {
    return extractor;
  }
}
