package dev.nljdbc.server.console;

import java.io.IOException;
import java.io.PrintWriter;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;

/**
 * Pages a long result, as psql's pager does: after each screenful it asks
 * {@code -- more --} and waits for a key (Enter or space for the next page, {@code q} to stop
 * the listing). {@code \pager} switches it off and on.
 */
final class Pager {
  static final String MORE = "-- more -- (Enter or space: next page, q: stop)";
  private static final int QUIT = 'q';
  private static final int CTRL_C = 3;

  private final Terminal terminal;
  private boolean on = true;
  private int shown;
  private boolean stopped;

  Pager(Terminal terminal) {
    this.terminal = terminal;
  }

  /** Switches paging; its new state. */
  boolean toggle() {
    on = !on;
    return on;
  }

  /** Starts a new listing: a full screen before the first question. */
  void start() {
    shown = 0;
    stopped = false;
  }

  /** Whether the reader stopped the current listing with {@code q}. */
  boolean stopped() {
    return stopped;
  }

  /**
   * Prints a line of a listing, asking first when the screen is full; nothing once the reader
   * stopped the listing.
   */
  void println(PrintWriter out, String line) {
    if (stopped) {
      return;
    }
    int page = terminal.getHeight() - 2;
    if (on && page > 2 && shown >= page) {
      int key = ask(out);
      out.print("\r" + " ".repeat(MORE.length()) + "\r");
      if (key == QUIT || key == Character.toUpperCase(QUIT) || key == CTRL_C || key < 0) {
        stopped = true;
        out.println("(listing stopped; \\pager switches paging off)");
        out.flush();
        return;
      }
      shown = 0;
    }
    out.println(line);
    shown++;
  }

  /** Shows the question in raw mode (a key typed at once is not echoed) and reads the key. */
  private int ask(PrintWriter out) {
    Attributes saved = terminal.enterRawMode();
    try {
      out.print(MORE);
      out.flush();
      return terminal.reader().read();
    } catch (IOException e) {
      return -1;
    } finally {
      terminal.setAttributes(saved);
    }
  }
}
