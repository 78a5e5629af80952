package dev.nljdbc.server;

import dev.nljdbc.server.console.Console;
import dev.nljdbc.server.console.ConsoleFiles;
import dev.nljdbc.server.console.DemoTenant;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Unmatched;
import sqlline.SqlLine;

/**
 * {@code console [URL]}: nljdbc's console on a terminal, and sqlline as a plain statement runner
 * (CSV out, no prompts, exit at end of input) when standard input is not one. Logs go to
 * {@code ~/.nljdbc/console.log}, never to the terminal.
 */
@Command(name = "console", mixinStandardHelpOptions = true,
    description = {"Opens an SQL console (sqlline) on nljdbc; type plain English or SQL.",
        "Without a terminal it runs the statements piped into it, prints CSV and exits."},
    footer = {"", "Other --options are passed to sqlline (e.g. --outputformat=json); see its "
        + "--help."})
final class ConsoleCommand implements Callable<Integer> {
  @Parameters(paramLabel = "URL", arity = "0..1", defaultValue = "jdbc:nl:demo",
      description = "An nljdbc URL (default: ${DEFAULT-VALUE}), e.g. "
          + "jdbc:nl:jdbc:postgresql://localhost/shop or jdbc:nl:remote:url=http://host:8765.")
  String url;

  @Option(names = {"-n", "--user"}, paramLabel = "USER",
      description = "The user: the target's in-process, the server's in remote mode.")
  String user;

  @Option(names = {"-p", "--password"}, paramLabel = "PASSWORD", arity = "0..1",
      interactive = true, description = "The password; asked for when given without a value.")
  String password;

  @Option(names = "--property", paramLabel = "KEY=VALUE",
      description = "A connection property (repeatable), e.g. --property limits.maxRows=50;"
          + " the demo URL takes them too: jdbc:nl:demo;limits.maxRows=50.")
  Map<String, String> properties = new LinkedHashMap<>();

  @Option(names = "--all-tenants",
      description = "On the demo, all corporations' data; by default the console opens as one.")
  boolean allTenants;

  @Option(names = "--sqlline",
      description = "Use plain sqlline on a terminal too, instead of nljdbc's console.")
  boolean sqlline;

  @Unmatched
  List<String> sqllineOptions = new ArrayList<>();

  private final boolean terminal = System.console() != null;

  @Override
  public Integer call() throws IOException {
    ConsoleFiles.logToFile();
    if (terminal && !sqlline) {
      Properties info = new Properties();
      info.putAll(properties);
      if (user != null) {
        info.setProperty("user", user);
      }
      if (password != null) {
        info.setProperty("password", password);
      }
      String tenant = DemoTenant.isDemo(url) && !allTenants ? DemoTenant.choose(url, info) : null;
      return new Console(url, info, tenant).run();
    }
    if (!terminal) {
      quietOutsideTerminal();
    }
    // No input stream: sqlline then reads System.in through jline's system terminal, which is a
    // plain line reader when System.in is a pipe (a stream of ours would get an echoing ANSI one).
    SqlLine.Status status = SqlLine.start(sqllineArguments().toArray(new String[0]), null,
        terminal);
    return status == SqlLine.Status.OK ? 0 : 1;
  }

  /**
   * The URL for sqlline, which takes no connection properties: the {@code --property} values
   * written after a demo or remote URL as {@code ;k=v} (a target's own URL has its own syntax).
   */
  private String sqllineUrl() {
    if (properties.isEmpty() || !(url.equals("jdbc:nl:demo") || url.startsWith("jdbc:nl:demo;")
        || url.startsWith("jdbc:nl:remote:"))) {
      return url;
    }
    StringBuilder b = new StringBuilder(url);
    properties.forEach((k, v) -> b.append(';').append(k).append('=').append(v));
    return b.toString();
  }

  List<String> sqllineArguments() {
    List<String> args = new ArrayList<>(List.of("-d", "dev.nljdbc.Driver", "-u", sqllineUrl(),
        "--connectInteractionMode=notAskCredentials", "--isolation=DEFAULT"));
    if (user != null) {
      args.addAll(List.of("-n", user));
    }
    if (password != null) {
      args.addAll(List.of("-p", password));
    }
    if (!terminal) {
      args.addAll(List.of("--silent=true", "--outputformat=csv", "--showWarnings=false"));
    } else {
      args.add("--historyFile=" + ConsoleFiles.home().resolve("sqlline_history"));
    }
    args.addAll(sqllineOptions);
    return args;
  }

  /** No dumb-terminal warning between the answers on standard output. */
  private static void quietOutsideTerminal() {
    System.setProperty("org.jline.terminal.dumb", "true");
  }
}
