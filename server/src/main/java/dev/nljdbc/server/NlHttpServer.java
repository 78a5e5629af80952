package dev.nljdbc.server;

import org.apache.calcite.avatica.server.AvaticaHandler;
import org.apache.calcite.avatica.server.AvaticaServerConfiguration;
import org.apache.calcite.avatica.server.HttpServer;
import org.eclipse.jetty.security.ConstraintMapping;
import org.eclipse.jetty.security.ConstraintSecurityHandler;
import org.eclipse.jetty.security.HashLoginService;
import org.eclipse.jetty.security.UserStore;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.security.Constraint;

/**
 * Avatica's Jetty server, bound to a chosen address, with Basic authentication against the users
 * file held in memory (Avatica's own reads a Jetty realm file from disk); the metrics and health
 * paths stay open.
 */
final class NlHttpServer extends HttpServer {
  private final String host;
  private final ServerUsers users;

  /**
   * @param host the address to bind, or null for every interface
   * @param config the authentication, or null for none
   * @param users the users, or null for none
   */
  NlHttpServer(String host, int port, AvaticaHandler handler, AvaticaServerConfiguration config,
      ServerUsers users) {
    super(port, handler, config);
    this.host = host;
    this.users = users;
  }

  @Override
  protected ServerConnector getServerConnector() {
    ServerConnector connector = super.getServerConnector();
    connector.setHost(host);
    connector.getServer().setErrorHandler(new ErrorPages());
    return connector;
  }

  @Override
  protected ConstraintSecurityHandler configureBasicAuthentication(Server server,
      AvaticaServerConfiguration config) {
    UserStore store = new UserStore();
    String[] roles = config.getAllowedRoles();
    for (ServerUsers.User user : users.all()) {
      store.addUser(user.name(), user.credential(), roles);
    }
    HashLoginService loginService = new HashLoginService(config.getHashLoginServiceRealm());
    loginService.setUserStore(store);
    server.addBean(loginService);
    ConstraintSecurityHandler security = configureCommonAuthentication(Constraint.__BASIC_AUTH,
        roles, new QuietBasicAuthenticator(), null, loginService);
    for (String path : OpsHandler.PATHS) {
      Constraint open = new Constraint();
      open.setName("open");
      open.setAuthenticate(false);
      ConstraintMapping mapping = new ConstraintMapping();
      mapping.setConstraint(open);
      mapping.setPathSpec(path);
      security.addConstraintMapping(mapping);
    }
    return security;
  }
}
