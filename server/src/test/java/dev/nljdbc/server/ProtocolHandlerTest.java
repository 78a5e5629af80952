package dev.nljdbc.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.Service;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.Test;

/**
 * The protocol handler's answers when serving a request fails inside the server: out of memory
 * is 503 with {@code Retry-After} and SQLState 53200, any other failure 500 with XX000; neither
 * carries a stack trace, a class name or the failure's own message.
 */
class ProtocolHandlerTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @Test
  void outOfMemoryWhileServing_is503_withoutAStackOrClassName() throws Exception {
    HttpResponse<byte[]> answer = post(new OutOfMemoryError("Java heap space at com.example"));
    assertEquals(503, answer.statusCode());
    assertEquals("1", answer.headers().firstValue("Retry-After").orElse(null));
    String text = new String(answer.body(), StandardCharsets.ISO_8859_1);
    assertTrue(text.contains("53200"), text);
    assertClean(text);
  }

  @Test
  void anUnexpectedFailure_is500_withoutAStackOrItsMessage() throws Exception {
    HttpResponse<byte[]> answer = post(new IllegalStateException("secret detail"));
    assertEquals(500, answer.statusCode());
    String text = new String(answer.body(), StandardCharsets.ISO_8859_1);
    assertTrue(text.contains("XX000"), text);
    assertFalse(text.contains("secret detail"), text);
    assertClean(text);
  }

  /** Posts an open-connection request to a handler whose service throws the given failure. */
  private static HttpResponse<byte[]> post(Throwable failure) throws Exception {
    Service failing = (Service) Proxy.newProxyInstance(Service.class.getClassLoader(),
        new Class<?>[] {Service.class}, (proxy, method, args) -> {
          if (method.getName().equals("apply")) {
            throw failure;
          }
          return null;
        });
    Server jetty = new Server();
    ServerConnector connector = new ServerConnector(jetty);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    jetty.addConnector(connector);
    jetty.setErrorHandler(new ErrorPages());
    jetty.setHandler(new ProtocolHandler(failing, (connection, statement) -> false, null,
        ServerOptions.DEFAULTS, new HttpCounts()));
    jetty.start();
    try {
      byte[] body = new ProtobufTranslationImpl().serializeRequest(
          new Service.OpenConnectionRequest("c1", Map.of()));
      return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
          + connector.getLocalPort() + "/")).POST(HttpRequest.BodyPublishers.ofByteArray(body))
          .build(), HttpResponse.BodyHandlers.ofByteArray());
    } finally {
      jetty.stop();
    }
  }

  private static void assertClean(String text) {
    for (String shown : List.of("Exception", "Error:", "OutOfMemoryError", "java.", "\tat ",
        "eclipse", "com.example")) {
      assertFalse(text.contains(shown), shown + " in " + text);
    }
  }
}
