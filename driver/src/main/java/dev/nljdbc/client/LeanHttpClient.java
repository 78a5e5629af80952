package dev.nljdbc.client;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.apache.calcite.avatica.remote.AuthenticationType;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.UsernamePasswordAuthenticateable;

/**
 * A lean HTTP/1.1 transport for Avatica's requests to an nljdbc server over plain HTTP: one POST
 * per request on kept-alive sockets, with nothing on the way but the request line, four headers
 * and the body. Avatica's own client runs Apache HttpClient's full execution chain (redirects,
 * retries, compression, cookies) on every request, which was the largest single item of a remote
 * point query's time (docs/performance.md, "Remote mode").
 *
 * <p>It answers as Avatica's client does: the body of a 200 or a 500 (a protocol error message),
 * and a {@code RuntimeException} naming {@code HTTP/<code>} for any other status, which
 * {@link RemoteHttpClients} turns into a SQLState. A 503 (the server's in-flight budget) is tried
 * again after its {@code Retry-After}, a few times. A kept-alive socket the server closed while
 * idle is replaced, and the request sent again, only when no byte of a response came back on it.
 * At most {@link #MAX_IDLE_SOCKETS} sockets stay open between requests ({@link IdleSockets}).
 */
final class LeanHttpClient implements AvaticaHttpClient, UsernamePasswordAuthenticateable {
  /** Sockets idle longer than this are closed rather than reused. */
  static final long MAX_IDLE_NANOS = TimeUnit.SECONDS.toNanos(20);
  /** The most sockets kept open between requests; more parallel requests close theirs after. */
  static final int MAX_IDLE_SOCKETS = 16;
  /** How often a 503 is tried again before it is reported. */
  static final int BUSY_RETRIES = 5;
  /** The longest wait for a 503's {@code Retry-After}. */
  static final long MAX_BUSY_WAIT_MILLIS = 1000;
  private static final int MAX_HEADER_LINE = 8192;

  private final String host;
  private final int port;
  private final String path;
  private final int connectTimeoutMillis;
  private final int responseTimeoutMillis;
  private final IdleSockets<Channel> idle =
      new IdleSockets<>(MAX_IDLE_SOCKETS, MAX_IDLE_NANOS, Channel::close);
  private volatile String authorization;

  LeanHttpClient(URL url, long connectTimeoutMillis, long responseTimeoutMillis) {
    this.host = url.getHost();
    this.port = url.getPort() < 0 ? url.getDefaultPort() : url.getPort();
    this.path = url.getFile().isEmpty() ? "/" : url.getFile();
    this.connectTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, connectTimeoutMillis);
    this.responseTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, responseTimeoutMillis);
  }

  @Override
  public void setUsernamePassword(AuthenticationType type, String user, String password) {
    String pair = user + ":" + (password == null ? "" : password);
    this.authorization = "Basic "
        + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public byte[] send(byte[] request) {
    for (int attempt = 0; ; attempt++) {
      Response r = exchange(request);
      if (r.status == 200 || r.status == 500) {
        return r.body;
      }
      if (r.status == 503 && attempt < BUSY_RETRIES) {
        pause(r.retryAfterMillis);
        continue;
      }
      throw new IllegalStateException("Failed to execute HTTP Request, got HTTP/" + r.status);
    }
  }

  private Response exchange(byte[] request) {
    while (true) {
      Channel c = idle.take(System.nanoTime());
      boolean reused = c != null;
      try {
        if (c == null) {
          c = open();
        }
        Response r = c.exchange(request);
        if (r.keepAlive) {
          idle.put(c, System.nanoTime());
        } else {
          c.close();
        }
        return r;
      } catch (IOException e) {
        boolean untouched = c != null && !c.responded;
        if (c != null) {
          c.close();
        }
        if (reused && untouched) {
          continue;
        }
        throw new UncheckedIOException(e);
      }
    }
  }

  private Channel open() throws IOException {
    Socket socket = new Socket();
    try {
      socket.setTcpNoDelay(true);
      socket.setKeepAlive(true);
      socket.connect(new InetSocketAddress(host, port), connectTimeoutMillis);
      socket.setSoTimeout(responseTimeoutMillis);
      return new Channel(socket);
    } catch (IOException e) {
      socket.close();
      throw e;
    }
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(Math.max(10, Math.min(millis, MAX_BUSY_WAIT_MILLIS)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the server was busy", e);
    }
  }

  /** One response: status, body, whether the socket may be used again. */
  private static final class Response {
    final int status;
    final byte[] body;
    final boolean keepAlive;
    final long retryAfterMillis;

    Response(int status, byte[] body, boolean keepAlive, long retryAfterMillis) {
      this.status = status;
      this.body = body;
      this.keepAlive = keepAlive;
      this.retryAfterMillis = retryAfterMillis;
    }
  }

  /** A socket to the server and its buffered streams. */
  private final class Channel {
    final Socket socket;
    final InputStream in;
    final OutputStream out;
    boolean responded;

    Channel(Socket socket) throws IOException {
      this.socket = socket;
      this.in = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
      this.out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024);
    }

    Response exchange(byte[] body) throws IOException {
      responded = false;
      StringBuilder head = new StringBuilder(160);
      head.append("POST ").append(path).append(" HTTP/1.1\r\nHost: ").append(host).append(':')
          .append(port).append("\r\nContent-Type: application/octet-stream\r\nContent-Length: ")
          .append(body.length).append("\r\n");
      String auth = authorization;
      if (auth != null) {
        head.append("Authorization: ").append(auth).append("\r\n");
      }
      head.append("\r\n");
      out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
      out.write(body);
      out.flush();
      String statusLine = line();
      responded = true;
      String[] parts = statusLine.split(" ", 3);
      if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
        throw new IOException("not an HTTP response: " + statusLine);
      }
      int status = Integer.parseInt(parts[1]);
      long length = -1;
      boolean chunked = false;
      boolean keepAlive = parts[0].equals("HTTP/1.1");
      long retryAfter = 0;
      for (String h = line(); !h.isEmpty(); h = line()) {
        int colon = h.indexOf(':');
        if (colon < 0) {
          continue;
        }
        String name = h.substring(0, colon).trim().toLowerCase(Locale.ROOT);
        String value = h.substring(colon + 1).trim();
        switch (name) {
          case "content-length" -> length = Long.parseLong(value);
          case "transfer-encoding" -> chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
          case "connection" -> keepAlive = !value.equalsIgnoreCase("close");
          case "retry-after" -> retryAfter = retryAfterMillis(value);
          default -> { }
        }
      }
      byte[] content;
      if (chunked) {
        content = chunks();
      } else if (length >= 0) {
        content = in.readNBytes((int) length);
        if (content.length != length) {
          throw new EOFException("the response ended early");
        }
      } else {
        content = in.readAllBytes();
        keepAlive = false;
      }
      return new Response(status, content, keepAlive, retryAfter);
    }

    private byte[] chunks() throws IOException {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      while (true) {
        String size = line();
        int semicolon = size.indexOf(';');
        int n = Integer.parseInt((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
        if (n == 0) {
          while (!line().isEmpty()) {
            continue;
          }
          return body.toByteArray();
        }
        byte[] chunk = in.readNBytes(n);
        if (chunk.length != n) {
          throw new EOFException("the response ended inside a chunk");
        }
        body.write(chunk);
        line();
      }
    }

    /** One CRLF-terminated line, without the terminator. */
    private String line() throws IOException {
      StringBuilder b = new StringBuilder(64);
      while (true) {
        int c = in.read();
        if (c < 0) {
          throw new EOFException("the server closed the connection");
        }
        if (c == '\n') {
          int end = b.length();
          if (end > 0 && b.charAt(end - 1) == '\r') {
            b.setLength(end - 1);
          }
          return b.toString();
        }
        if (b.length() >= MAX_HEADER_LINE) {
          throw new IOException("a response header line is too long");
        }
        b.append((char) c);
      }
    }

    void close() {
      try {
        socket.close();
      } catch (IOException ignored) {
        // the socket is given up either way
      }
    }
  }

  private static long retryAfterMillis(String value) {
    try {
      return TimeUnit.SECONDS.toMillis(Long.parseLong(value));
    } catch (NumberFormatException e) {
      return MAX_BUSY_WAIT_MILLIS;
    }
  }
}
