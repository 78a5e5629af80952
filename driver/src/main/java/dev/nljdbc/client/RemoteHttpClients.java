package dev.nljdbc.client;

import dev.nljdbc.error.SqlState;
import java.net.URL;
import java.util.List;
import org.apache.calcite.avatica.AvaticaSeverity;
import org.apache.calcite.avatica.ConnectionConfig;
import org.apache.calcite.avatica.remote.AuthenticationType;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.AvaticaHttpClientFactory;
import org.apache.calcite.avatica.remote.AvaticaHttpClientFactoryImpl;
import org.apache.calcite.avatica.remote.KerberosConnection;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.Service;

/**
 * The HTTP transport of nljdbc's remote driver: over plain HTTP a lean client of its own
 * ({@link LeanHttpClient}), elsewhere Avatica's own client; with two changes.
 *
 * <p>A server that cannot be reached, or that answers with an HTTP error instead of a protocol
 * message, reaches the application as an {@code SQLException} with a SQLState: {@code 08001}
 * for a server that cannot be reached, {@code 08006} for a connection lost on the way (both
 * retriable), {@code 28000} for refused credentials,
 * {@code 54000} for a request larger than the server accepts. Avatica's client throws an
 * unchecked exception there, which its statements report with no SQLState at all.
 *
 * <p>The HTTP connection pool is sized for many sessions per server: Avatica keeps at most 25
 * connections per server ({@code avatica.pooled.connections.per.route}), so a 26th concurrent
 * statement waits for a free one. Unless the application set these system properties itself,
 * nljdbc raises them to {@value #PER_SERVER} per server and {@value #TOTAL} in total.
 */
public final class RemoteHttpClients implements AvaticaHttpClientFactory {
  /** HTTP connections per server. */
  static final int PER_SERVER = 256;
  /** HTTP connections over all servers. */
  static final int TOTAL = 512;
  private static final String PER_ROUTE_KEY = "avatica.pooled.connections.per.route";
  private static final String TOTAL_KEY = "avatica.pooled.connections.max";

  static {
    if (System.getProperty(PER_ROUTE_KEY) == null) {
      System.setProperty(PER_ROUTE_KEY, String.valueOf(PER_SERVER));
    }
    if (System.getProperty(TOTAL_KEY) == null) {
      System.setProperty(TOTAL_KEY, String.valueOf(TOTAL));
    }
  }

  @Override
  public AvaticaHttpClient getClient(URL url, ConnectionConfig config,
      KerberosConnection kerberosUtil) {
    AvaticaHttpClient http = lean(url, config) ? leanClient(url, config)
        : AvaticaHttpClientFactoryImpl.getInstance().getClient(url, config, kerberosUtil);
    return new Guarded(http, url.getHost() + ":" + url.getPort());
  }

  /**
   * Whether {@link LeanHttpClient} carries this connection's requests: plain HTTP with no
   * authentication or BASIC, and no client class chosen by the application. HTTPS, DIGEST,
   * SPNEGO and bearer tokens stay with Avatica's own client.
   */
  static boolean lean(URL url, ConnectionConfig config) {
    String auth = config.authentication();
    return "http".equalsIgnoreCase(url.getProtocol())
        && (auth == null || auth.equalsIgnoreCase("BASIC") || auth.equalsIgnoreCase("NONE"))
        && blank(config.getBearerToken()) && blank(config.getTokenFile())
        && (config.httpClientClass() == null || AvaticaHttpClientFactoryImpl
            .HTTP_CLIENT_IMPL_DEFAULT.equals(config.httpClientClass()));
  }

  private static boolean blank(String s) {
    return s == null || s.isEmpty();
  }

  private static AvaticaHttpClient leanClient(URL url, ConnectionConfig config) {
    LeanHttpClient client = new LeanHttpClient(url, config.getHttpConnectionTimeout(),
        config.getHttpResponseTimeout());
    if ("BASIC".equalsIgnoreCase(config.authentication())) {
      client.setUsernamePassword(AuthenticationType.BASIC, config.avaticaUser(),
          config.avaticaPassword());
    }
    return client;
  }

  /** Turns transport failures into protocol error responses that carry a SQLState. */
  static final class Guarded implements AvaticaHttpClient {
    private final AvaticaHttpClient http;
    private final String server;

    Guarded(AvaticaHttpClient http, String server) {
      this.http = http;
      this.server = server;
    }

    @Override
    public byte[] send(byte[] request) {
      try {
        return http.send(request);
      } catch (RuntimeException e) {
        return failure(e);
      }
    }

    private byte[] failure(RuntimeException e) {
      String message = rootMessage(e);
      String state;
      String text;
      if (message.contains("HTTP/401") || message.contains("HTTP/403")) {
        state = SqlState.INVALID_AUTHORIZATION.code();
        text = "the nljdbc server at " + server + " refused the user or password";
      } else if (message.contains("HTTP/413")) {
        state = SqlState.PROGRAM_LIMIT_EXCEEDED.code();
        text = "the request is larger than the nljdbc server at " + server + " accepts";
      } else if (neverConnected(e)) {
        state = SqlState.UNABLE_TO_CONNECT.code();
        text = "cannot reach the nljdbc server at " + server + ": " + message;
      } else {
        state = SqlState.CONNECTION_FAILURE.code();
        text = "the connection to the nljdbc server at " + server + " failed: " + message;
      }
      Service.ErrorResponse error = new Service.ErrorResponse(List.of(), text,
          Service.ErrorResponse.UNKNOWN_ERROR_CODE, state, AvaticaSeverity.ERROR, null);
      try {
        return new ProtobufTranslationImpl().serializeResponse(error);
      } catch (java.io.IOException io) {
        e.addSuppressed(io);
        throw e;
      }
    }

    /** Whether no connection to the server could be made at all (refused, unknown host). */
    private static boolean neverConnected(Throwable e) {
      for (Throwable c = e; c != null; c = c.getCause() == c ? null : c.getCause()) {
        if (c instanceof java.net.ConnectException || c instanceof java.net.UnknownHostException
            || c.getClass().getSimpleName().equals("HttpHostConnectException")) {
          return true;
        }
      }
      return false;
    }

    private static String rootMessage(Throwable e) {
      Throwable root = e;
      while (root.getCause() != null && root.getCause() != root) {
        root = root.getCause();
      }
      return root.getMessage() != null ? root.getMessage() : root.toString();
    }
  }
}
