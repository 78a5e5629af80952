package dev.nljdbc.bench;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.calcite.avatica.ConnectionConfigImpl;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.AvaticaHttpClientFactoryImpl;
import org.apache.calcite.avatica.remote.Service.RpcMetadataResponse;
import org.apache.calcite.avatica.server.AvaticaHandler;
import org.apache.calcite.avatica.server.HttpServer;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.AbstractHandler;

/**
 * One bare HTTP exchange on loopback, on the stack the remote driver and the nljdbc server use:
 * Avatica's Jetty {@link HttpServer} with a handler that reads the POST body and answers fixed
 * bytes, called with the HTTP client Avatica's remote driver makes. The sizes are those of a
 * point query's protobuf execute request and response (measured on the wire).
 */
final class LoopbackHttp implements AutoCloseable {
  /** Bytes of a prepared point query's execute request. */
  static final int REQUEST_BYTES = 207;
  /** Bytes of its response: the signature with three columns and a one-row frame. */
  static final int RESPONSE_BYTES = 542;

  private final HttpServer server;
  private final AvaticaHttpClient client;
  private final byte[] request = new byte[REQUEST_BYTES];

  private LoopbackHttp(HttpServer server, AvaticaHttpClient client) {
    this.server = server;
    this.client = client;
    Arrays.fill(request, (byte) 'q');
  }

  /** Starts the server on a free loopback port and a client for it. */
  static LoopbackHttp start() {
    HttpServer server = new HttpServer(0, new Answer());
    server.start();
    Properties p = new Properties();
    p.setProperty("url", "http://127.0.0.1:" + server.getPort());
    try {
      AvaticaHttpClient client = AvaticaHttpClientFactoryImpl.getInstance().getClient(
          new URL("http://127.0.0.1:" + server.getPort()), new ConnectionConfigImpl(p), null);
      return new LoopbackHttp(server, client);
    } catch (MalformedURLException e) {
      server.stop();
      throw new IllegalStateException(e);
    }
  }

  /** One POST and its answer; returns a piece of the answer so that it is consumed. */
  String exchange() {
    byte[] answer = client.send(request);
    if (answer.length != RESPONSE_BYTES) {
      throw new IllegalStateException("answer of " + answer.length + " bytes");
    }
    return new String(answer, 0, 4, StandardCharsets.US_ASCII);
  }

  @Override
  public void close() {
    server.stop();
  }

  /** Reads the request body and answers {@link #RESPONSE_BYTES} bytes. */
  private static final class Answer extends AbstractHandler implements AvaticaHandler {
    private final byte[] response = new byte[RESPONSE_BYTES];

    Answer() {
      Arrays.fill(response, (byte) 'r');
    }

    @Override
    public void handle(String target, Request base, HttpServletRequest request,
        HttpServletResponse response) throws IOException {
      base.setHandled(true);
      request.getInputStream().readAllBytes();
      response.setContentType("application/octet-stream;charset=utf-8");
      response.setStatus(HttpServletResponse.SC_OK);
      response.setContentLength(this.response.length);
      response.getOutputStream().write(this.response);
    }

    @Override
    public void setServerRpcMetadata(RpcMetadataResponse metadata) {
      // Nothing to report: no protocol runs here.
    }
  }
}
