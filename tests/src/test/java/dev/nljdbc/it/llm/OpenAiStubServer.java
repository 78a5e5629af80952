package dev.nljdbc.it.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A local stand-in for an OpenAI-compatible endpoint: {@code POST /v1/chat/completions} on
 * 127.0.0.1 and a free port, answering from a script and recording every request.
 *
 * <p>Point a connection at it with {@code llm.provider=openai} and
 * {@code llm.baseUrl=}{@link #baseUrl()}. Each request takes the next scripted {@link Reply}
 * (a message content, a raw body with any status, either one delayed or with its body stalled
 * half-way); with the script used up
 * the {@linkplain #otherwise responder} answers, by default with HTTP 500. It serves at most
 * {@value #THREADS} requests at a time, keeps the last {@value #MAX_RECORDED} requests, and stops
 * by itself after {@link #MAX_LIFETIME} if a test forgets to close it.
 *
 * <pre>{@code
 * try (OpenAiStubServer stub = OpenAiStubServer.start()) {
 *   stub.reply(OpenAiStubServer.sqlAnswer("SELECT 1", "One.", 0.9));
 *   ... llm.baseUrl = stub.baseUrl() ...
 *   assertTrue(stub.lastRequest().userPrompt().contains("TABLE orders"));
 * }
 * }</pre>
 */
public final class OpenAiStubServer implements AutoCloseable {
  /** How long a stub lives at most. */
  public static final Duration MAX_LIFETIME = Duration.ofMinutes(10);
  static final int THREADS = 4;
  static final int MAX_RECORDED = 1_000;
  private static final int MAX_BODY_BYTES = 4 << 20;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpServer server;
  private final ExecutorService handlers;
  private final ScheduledExecutorService watchdog;
  private final Deque<Reply> script = new ArrayDeque<>();
  private final Deque<Received> received = new ArrayDeque<>();
  private final AtomicInteger ids = new AtomicInteger();
  private static final Function<Received, Reply> NO_SCRIPT = request -> Reply.raw(500,
      "{\"error\": {\"message\": \"the stub has no scripted reply\"}}");

  private Function<Received, Reply> otherwise = NO_SCRIPT;

  /**
   * One scripted answer.
   *
   * @param status the HTTP status
   * @param body the raw response body
   * @param delay how long to wait before answering
   * @param stall how long to wait after the headers and the first half of the body
   */
  public record Reply(int status, String body, Duration delay, Duration stall) {
    /** A successful chat completion whose assistant message is {@code content}. */
    public static Reply content(String content) {
      return new Reply(200, completion(content), Duration.ZERO, Duration.ZERO);
    }

    /** A raw body with any status: a malformed completion, a provider error. */
    public static Reply raw(int status, String body) {
      return new Reply(status, body, Duration.ZERO, Duration.ZERO);
    }

    /** The same reply, sent after a delay. */
    public Reply after(Duration wait) {
      return new Reply(status, body, wait, stall);
    }

    /** The same reply, its body stalled half-way for a while: the headers arrive in time. */
    public Reply stalledFor(Duration wait) {
      return new Reply(status, body, delay, wait);
    }
  }

  /**
   * A request as the stub received it.
   *
   * @param method the HTTP method
   * @param path the request path
   * @param headers the request headers, names lower-cased, first value each
   * @param body the request body
   */
  public record Received(String method, String path, Map<String, String> headers, String body) {
    /** The body as JSON. */
    public JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new UncheckedIOException("the request body is not JSON", e);
      }
    }

    /** The {@code model} the client asked for. */
    public String model() {
      return json().path("model").asText(null);
    }

    /** The text of the system messages. */
    public String systemPrompt() {
      return messages("system");
    }

    /** The text of the user messages. */
    public String userPrompt() {
      return messages("user");
    }

    /** The {@code response_format} object, or a missing node. */
    public JsonNode responseFormat() {
      return json().path("response_format");
    }

    private String messages(String role) {
      StringBuilder sb = new StringBuilder();
      for (JsonNode m : json().path("messages")) {
        if (role.equals(m.path("role").asText())) {
          JsonNode content = m.path("content");
          if (content.isTextual()) {
            sb.append(content.asText()).append('\n');
          } else {
            content.forEach(part -> sb.append(part.path("text").asText()).append('\n'));
          }
        }
      }
      return sb.toString();
    }
  }

  private OpenAiStubServer(HttpServer server, ExecutorService handlers,
      ScheduledExecutorService watchdog) {
    this.server = server;
    this.handlers = handlers;
    this.watchdog = watchdog;
  }

  /** Starts a stub on 127.0.0.1 and a free port. */
  public static OpenAiStubServer start() {
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    } catch (IOException e) {
      throw new UncheckedIOException("the stub cannot bind 127.0.0.1", e);
    }
    ExecutorService handlers = Executors.newFixedThreadPool(THREADS, daemon("openai-stub"));
    ScheduledExecutorService watchdog =
        Executors.newSingleThreadScheduledExecutor(daemon("openai-stub-watchdog"));
    OpenAiStubServer stub = new OpenAiStubServer(server, handlers, watchdog);
    server.createContext("/", stub::handle);
    server.setExecutor(handlers);
    server.start();
    watchdog.schedule(stub::close, MAX_LIFETIME.toMillis(), TimeUnit.MILLISECONDS);
    return stub;
  }

  /** The URL to use as {@code llm.baseUrl}, e.g. {@code http://127.0.0.1:41234/v1}. */
  public String baseUrl() {
    return "http://127.0.0.1:" + port() + "/v1";
  }

  /** The port the stub listens on. */
  public int port() {
    return server.getAddress().getPort();
  }

  /** Queues a completion whose assistant message is {@code content}. */
  public OpenAiStubServer reply(String content) {
    return reply(Reply.content(content));
  }

  /** Queues a reply. */
  public synchronized OpenAiStubServer reply(Reply reply) {
    script.add(reply);
    return this;
  }

  /** Answers requests that find the script empty, e.g. by looking at their prompt. */
  public synchronized OpenAiStubServer otherwise(Function<Received, Reply> responder) {
    this.otherwise = responder;
    return this;
  }

  /** Every request received (at most the last {@value #MAX_RECORDED}), oldest first. */
  public synchronized List<Received> requests() {
    return new ArrayList<>(received);
  }

  /** The last request received. */
  public synchronized Received lastRequest() {
    if (received.isEmpty()) {
      throw new IllegalStateException("the stub has received no request");
    }
    return received.peekLast();
  }

  /** Forgets the script, the responder and the requests received. */
  public synchronized void reset() {
    script.clear();
    received.clear();
    otherwise = NO_SCRIPT;
  }

  /** A reply content with the SQL generator's fields. */
  public static String sqlAnswer(String sql, String explanation, double confidence) {
    ObjectNode answer = JSON.createObjectNode()
        .put("sql", sql).put("explanation", explanation).put("confidence", confidence);
    return answer.toString();
  }

  @Override
  public void close() {
    server.stop(0);
    handlers.shutdownNow();
    watchdog.shutdownNow();
  }

  private void handle(HttpExchange exchange) {
    try {
      Received request = new Received(exchange.getRequestMethod(),
          exchange.getRequestURI().getPath(), headers(exchange), body(exchange.getRequestBody()));
      Reply reply;
      synchronized (this) {
        if (received.size() == MAX_RECORDED) {
          received.removeFirst();
        }
        received.addLast(request);
        reply = isChatCompletion(request) ? nextReply(request)
            : Reply.raw(404, "{\"error\": {\"message\": \"not found\"}}");
      }
      if (!pause(reply.delay())) {
        return;
      }
      byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
      try (OutputStream out = exchange.getResponseBody()) {
        int half = reply.stall().isZero() ? bytes.length : bytes.length / 2;
        out.write(bytes, 0, half);
        out.flush();
        if (pause(reply.stall())) {
          out.write(bytes, half, bytes.length - half);
        }
      }
    } catch (IOException e) {
      // The client gave up (a timeout test) and closed the connection: nothing to answer.
    } finally {
      exchange.close();
    }
  }

  private static boolean pause(Duration wait) {
    if (wait.isZero()) {
      return true;
    }
    try {
      Thread.sleep(wait.toMillis());
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private Reply nextReply(Received request) {
    Reply next = script.poll();
    return next != null ? next : otherwise.apply(request);
  }

  private static boolean isChatCompletion(Received request) {
    return request.method().equals("POST") && request.path().endsWith("/chat/completions");
  }

  private static String completion(String content) {
    ObjectNode root = JSON.createObjectNode()
        .put("id", "chatcmpl-stub")
        .put("object", "chat.completion")
        .put("created", System.currentTimeMillis() / 1000)
        .put("model", "stub");
    ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
    choice.putObject("message").put("role", "assistant").put("content", content);
    choice.put("finish_reason", "stop");
    root.putObject("usage").put("prompt_tokens", 0).put("completion_tokens", 0)
        .put("total_tokens", 0);
    return root.toString();
  }

  private static Map<String, String> headers(HttpExchange exchange) {
    Map<String, String> headers = new LinkedHashMap<>();
    exchange.getRequestHeaders().forEach((name, values) -> {
      if (!values.isEmpty()) {
        headers.put(name.toLowerCase(Locale.ROOT), values.get(0));
      }
    });
    return headers;
  }

  private static String body(InputStream in) throws IOException {
    byte[] bytes = in.readNBytes(MAX_BODY_BYTES);
    return new String(bytes, StandardCharsets.UTF_8);
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return runnable -> {
      Thread t = new Thread(runnable, name);
      t.setDaemon(true);
      return t;
    };
  }
}
