package dev.nljdbc.it.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A program running in a real terminal: a tmux session of its own, driven by keys. */
final class Tmux implements AutoCloseable {
  private final String socket;

  private Tmux(String socket) {
    this.socket = socket;
  }

  /** Whether tmux is installed. */
  static boolean available() {
    try {
      Process p = new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** Starts the command in a new 160x50 terminal with a long scroll-back. */
  static Tmux start(List<String> command) throws IOException, InterruptedException {
    String socket = "nljdbc-it-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    Path conf = Files.createTempFile("tmux", ".conf");
    conf.toFile().deleteOnExit();
    Files.writeString(conf, "set -g history-limit 200000\n", StandardCharsets.UTF_8);
    Tmux t = new Tmux(socket);
    List<String> args = new ArrayList<>(List.of("-f", conf.toString(), "new-session", "-d", "-s",
        "it", "-x", "160", "-y", "50"));
    args.add(String.join(" ", command.stream().map(Tmux::quote).toList()));
    t.tmux(args);
    return t;
  }

  /** Types the text literally and presses Enter. */
  void line(String text) throws IOException, InterruptedException {
    if (!text.isEmpty()) {
      tmux(List.of("send-keys", "-t", "it", "-l", text.endsWith(";")
          ? text.substring(0, text.length() - 1) + "\\;" : text));
    }
    key("C-m");
  }

  /** Presses a key, e.g. {@code C-c}. */
  void key(String key) throws IOException, InterruptedException {
    tmux(List.of("send-keys", "-t", "it", key));
  }

  /** Everything the terminal showed, scroll-back included; with escapes when asked. */
  String screen(boolean escapes) throws IOException, InterruptedException {
    List<String> args = new ArrayList<>(List.of("capture-pane", "-p", "-J", "-S", "-", "-t",
        "it"));
    if (escapes) {
      args.add("-e");
    }
    return tmux(args);
  }

  /** Waits until the screen shows the text {@code times} times; the screen then. */
  String await(String text, int times) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    String screen = screen(false);
    while (System.nanoTime() < deadline) {
      if (count(screen, text) >= times) {
        return screen;
      }
      Thread.sleep(200);
      screen = screen(false);
    }
    throw new AssertionError("the terminal never showed '" + text + "' " + times
        + " times:\n" + screen);
  }

  /** How often a text occurs. */
  static int count(String haystack, String needle) {
    int n = 0;
    for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1)) {
      n++;
    }
    return n;
  }

  @Override
  public void close() throws IOException, InterruptedException {
    tmux(List.of("kill-server"));
  }

  private String tmux(List<String> args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("tmux", "-L", socket));
    command.addAll(args);
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(30, TimeUnit.SECONDS);
    return out;
  }

  private static String quote(String arg) {
    return "'" + arg.replace("'", "'\\''") + "'";
  }
}
