package dev.nljdbc.server.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The interactive console on a terminal: reads a statement (up to {@code ;} or an empty line),
 * runs it on one nljdbc connection and prints the outcome. Ctrl-C cancels the running
 * statement and keeps the session; at the prompt it clears the line.
 */
public final class Console {
  private static final Set<String> HELP = Set.of("help", "/help", "?", "\\?", "\\h", "!help");
  private static final Set<String> QUIT = Set.of("quit", "exit", "\\q", "!quit", "!q", "/quit");
  private static final Pattern ANSWER = Pattern.compile("\\d{1,3}");

  private final String url;
  private final Properties info;
  private final String tenant;
  private volatile Statement running;
  private volatile boolean cancelled;

  /**
   * A console on an nljdbc URL.
   *
   * @param url the nljdbc URL
   * @param info the connection properties (user, password)
   * @param demoTenant the demo corporation the console opens as ({@link DemoTenant}), or null
   */
  public Console(String url, Properties info, String demoTenant) {
    this.url = url;
    this.info = info;
    this.tenant = demoTenant;
  }

  /** Runs until the user leaves; the exit status. */
  public int run() throws IOException {
    try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
      PrintWriter out = terminal.writer();
      Pager pager = new Pager(terminal);
      ResultPrinter printer = new ResultPrinter(out, true, pager);
      Connection connection;
      try {
        connection = DriverManager.getConnection(url, info);
      } catch (SQLException e) {
        printer.error(ErrorText.of(e));
        return 1;
      }
      try (Connection c = connection) {
        printer.line(ConsoleText.banner(url, product(c)));
        if (tenant != null) {
          printer.line(DemoTenant.bannerLine(tenant) + "\n");
        }
        terminal.handle(Terminal.Signal.INT, signal -> cancelRunning());
        LineReader reader = LineReaderBuilder.builder().terminal(terminal)
            .appName("nljdbc")
            .variable(LineReader.HISTORY_FILE, ConsoleFiles.history())
            .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
            .build();
        loop(reader, c, printer, pager);
        reader.getHistory().save();
      } catch (SQLException e) {
        printer.error(ErrorText.of(e));
      }
    }
    return 0;
  }

  private void loop(LineReader reader, Connection c, ResultPrinter printer, Pager pager) {
    StringBuilder buffer = new StringBuilder();
    while (true) {
      String line;
      try {
        line = reader.readLine(buffer.length() == 0 ? "nl> " : "..> ");
      } catch (UserInterruptException e) {
        buffer.setLength(0);
        continue;
      } catch (EndOfFileException e) {
        return;
      }
      if (buffer.length() > 0) {
        buffer.append('\n');
      }
      buffer.append(line);
      String text = buffer.toString().strip();
      if (text.isEmpty()) {
        buffer.setLength(0);
        continue;
      }
      if (!complete(text, line)) {
        continue;
      }
      buffer.setLength(0);
      String statement = text.endsWith(";") ? text.substring(0, text.length() - 1).strip() : text;
      String word = statement.toLowerCase(Locale.ROOT);
      if (QUIT.contains(word)) {
        return;
      }
      if (HELP.contains(word)) {
        printer.line(ConsoleText.help());
      } else if (word.equals("\\x")) {
        printer.line("Expanded display is " + (printer.toggleExpanded() ? "on." : "off."));
      } else if (word.equals("\\pager")) {
        printer.line("Pager is " + (pager.toggle() ? "on." : "off."));
      } else if (!statement.isEmpty()) {
        run(c, statement, printer);
      }
    }
  }

  /** Whether the text so far is a whole statement. */
  static boolean complete(String text, String lastLine) {
    String first = text.toLowerCase(Locale.ROOT);
    return text.endsWith(";") || lastLine.isBlank() || text.startsWith("/")
        || text.startsWith("!") || text.startsWith("\\") || HELP.contains(first)
        || QUIT.contains(first) || ANSWER.matcher(text).matches();
  }

  private void run(Connection c, String statement, ResultPrinter printer) {
    if (statement.toLowerCase(Locale.ROOT).startsWith("!")) {
      catalog(c, statement, printer);
      return;
    }
    long started = System.nanoTime();
    cancelled = false;
    try (Statement s = c.createStatement()) {
      running = s;
      if (s.execute(statement)) {
        try (ResultSet rs = s.getResultSet()) {
          printer.print(s, rs, started);
        }
      } else {
        printer.line(s.getUpdateCount() + " rows changed");
      }
    } catch (SQLException | RuntimeException e) {
      printer.error(cancelled ? cancelledText(e) : ErrorText.of(e));
    } finally {
      running = null;
    }
  }

  private void catalog(Connection c, String command, ResultPrinter printer) {
    String[] words = command.substring(1).strip().split("\\s+");
    long started = System.nanoTime();
    try {
      Catalog catalog = new Catalog(c.getMetaData());
      switch (words[0].toLowerCase(Locale.ROOT)) {
        case "tables" -> printer.printRows(Catalog.TABLE_LABELS, catalog.tables(), started);
        case "describe", "columns" -> {
          if (words.length < 2) {
            printer.error("!" + words[0] + " needs a table name");
            return;
          }
          List<String[]> columns = catalog.columns(words[1]);
          if (columns == null) {
            printer.error("no table or view " + words[1] + "; !tables lists them (42P01)");
          } else {
            printer.printRows(Catalog.COLUMN_LABELS, columns, started);
          }
        }
        default -> printer.error("unknown command !" + words[0] + "; type help");
      }
    } catch (SQLException e) {
      printer.error(ErrorText.of(e));
    }
  }

  /** The notice of a statement cancelled with Ctrl-C, with the SQLState it failed with. */
  private static String cancelledText(Throwable e) {
    String state = e instanceof SQLException sql ? sql.getSQLState() : null;
    return "cancelled (" + (state == null || state.isEmpty() ? "57014" : state) + ")";
  }

  private void cancelRunning() {
    Statement s = running;
    if (s == null) {
      return;
    }
    cancelled = true;
    Thread canceller = new Thread(() -> {
      try {
        s.cancel();
      } catch (SQLException | RuntimeException e) {
        // The statement finished or closed meanwhile: nothing left to cancel.
        cancelled = false;
      }
    }, "nljdbc-console-cancel");
    canceller.setDaemon(true);
    canceller.start();
  }

  private static String product(Connection c) {
    try {
      return c.getMetaData().getDatabaseProductName();
    } catch (SQLException | RuntimeException e) {
      return null;
    }
  }
}
