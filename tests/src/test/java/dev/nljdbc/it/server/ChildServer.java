package dev.nljdbc.it.server;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An nljdbc server in a child JVM, its log in a file, for tests that look at what a server
 * prints or that need a heap of their own; and raw HTTP exchanges with it.
 */
final class ChildServer implements AutoCloseable {
  final Process process;
  final Path log;
  final String url;

  private ChildServer(Process process, Path log, String url) {
    this.process = process;
    this.log = log;
    this.url = url;
  }

  /** Starts a server with the given JVM options and command-line arguments. */
  static ChildServer start(List<String> jvmOptions, String... args) throws Exception {
    Path log = Files.createTempFile("nljdbc-server", ".log");
    log.toFile().deleteOnExit();
    List<String> command = new ArrayList<>();
    command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator
        + "java");
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
        "dev.nljdbc.server.NljdbcCommand", "--host", "127.0.0.1", "--port", "0"));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    String marker = "nljdbc server listening on ";
    while (System.nanoTime() < deadline && process.isAlive()) {
      for (String line : Files.readAllLines(log)) {
        int at = line.indexOf(marker);
        if (at >= 0) {
          return new ChildServer(process, log, line.substring(at + marker.length()).strip());
        }
      }
      Thread.sleep(200);
    }
    process.destroyForcibly();
    throw new AssertionError("the server did not start: " + Files.readString(log));
  }

  /** Everything the server printed so far. */
  String output() throws IOException {
    return Files.readString(log);
  }

  /** Sends raw bytes as one HTTP exchange and returns the whole answer (the server closes). */
  String exchange(byte[] request) throws IOException {
    URL u = new URL(url);
    try (Socket socket = new Socket(u.getHost(), u.getPort())) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write(request);
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }

  /** The head of an HTTP request to the server, with {@code Connection: close}. */
  String head(String method, String path, String... headers) throws IOException {
    URL u = new URL(url);
    StringBuilder b = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: "
        + u.getHost() + ":" + u.getPort() + "\r\nConnection: close\r\n");
    for (String h : headers) {
      b.append(h).append("\r\n");
    }
    return b.append("\r\n").toString();
  }

  @Override
  public void close() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(15, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      process.waitFor(15, TimeUnit.SECONDS);
    }
  }
}
