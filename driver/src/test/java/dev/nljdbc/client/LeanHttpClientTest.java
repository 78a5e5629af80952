package dev.nljdbc.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The lean transport against a scripted HTTP server on loopback: bodies of either framing,
 * kept-alive sockets reused, a socket the server closed while idle replaced, Basic credentials
 * sent, and any status but 200 and 500 reported with its code.
 */
class LeanHttpClientTest {

  /** One scripted reply per request, each on the connection that asked; counts connections. */
  private static final class Script implements AutoCloseable {
    final ServerSocket server = new ServerSocket(0);
    final AtomicInteger connections = new AtomicInteger();
    final List<String> heads = new ArrayList<>();
    private final Thread thread;

    Script(List<String> replies, boolean closeAfterEach) throws IOException {
      thread = new Thread(() -> serve(replies, closeAfterEach));
      thread.setDaemon(true);
      thread.start();
    }

    private void serve(List<String> replies, boolean closeAfterEach) {
      int next = 0;
      try {
        while (next < replies.size()) {
          try (Socket s = server.accept()) {
            connections.incrementAndGet();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(),
                StandardCharsets.ISO_8859_1));
            OutputStream out = s.getOutputStream();
            while (next < replies.size()) {
              StringBuilder head = new StringBuilder();
              int length = 0;
              for (String line = in.readLine(); line != null && !line.isEmpty();
                  line = in.readLine()) {
                head.append(line).append('\n');
                if (line.toLowerCase().startsWith("content-length:")) {
                  length = Integer.parseInt(line.substring(15).trim());
                }
              }
              if (head.length() == 0) {
                break;
              }
              for (int i = 0; i < length; i++) {
                in.read();
              }
              synchronized (heads) {
                heads.add(head.toString());
              }
              out.write(replies.get(next++).getBytes(StandardCharsets.ISO_8859_1));
              out.flush();
              if (closeAfterEach) {
                break;
              }
            }
          }
        }
      } catch (IOException e) {
        // the test ends the server
      }
    }

    URL url() throws IOException {
      return new URL("http://127.0.0.1:" + server.getLocalPort() + "/");
    }

    @Override
    public void close() throws IOException {
      server.close();
    }
  }

  private static String sized(int status, String body) {
    return "HTTP/1.1 " + status + " X\r\nContent-Length: " + body.length() + "\r\n\r\n" + body;
  }

  @Test
  void chunkedAndSizedBodies_onOneKeptAliveSocket() throws Exception {
    String chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;x=1\r\nde"
        + "\r\n0\r\n\r\n";
    try (Script script = new Script(List.of(chunked, sized(500, "err")), false)) {
      LeanHttpClient client = new LeanHttpClient(script.url(), 5000, 5000);
      assertArrayEquals("abcde".getBytes(StandardCharsets.UTF_8), client.send(new byte[] {1}));
      assertArrayEquals("err".getBytes(StandardCharsets.UTF_8), client.send(new byte[] {2}),
          "a 500 carries the protocol's error message");
      assertEquals(1, script.connections.get());
    }
  }

  @Test
  void aSocketTheServerClosedWhileIdle_isReplaced_andTheRequestSentAgain() throws Exception {
    try (Script script = new Script(List.of(sized(200, "one"), sized(200, "two")), true)) {
      LeanHttpClient client = new LeanHttpClient(script.url(), 5000, 5000);
      assertArrayEquals("one".getBytes(StandardCharsets.UTF_8), client.send(new byte[] {1}));
      assertArrayEquals("two".getBytes(StandardCharsets.UTF_8), client.send(new byte[] {2}));
      assertEquals(2, script.connections.get());
    }
  }

  @Test
  void basicCredentialsAreSent_andOtherStatusesNamed() throws Exception {
    try (Script script = new Script(List.of(sized(401, "")), false)) {
      LeanHttpClient client = new LeanHttpClient(script.url(), 5000, 5000);
      client.setUsernamePassword(null, "ann", "secret");
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> client.send(new byte[] {1}));
      assertTrue(e.getMessage().contains("HTTP/401"), e.getMessage());
      synchronized (script.heads) {
        assertTrue(script.heads.get(0).contains("Authorization: Basic YW5uOnNlY3JldA=="),
            script.heads.get(0));
      }
    }
  }
}
