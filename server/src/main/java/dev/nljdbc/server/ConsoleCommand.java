package dev.nljdbc.server;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Unmatched;
import sqlline.SqlLine;

/**
 * {@code console [URL]}: sqlline on an nljdbc URL, interactive on a terminal and a plain
 * statement runner (CSV out, no prompts, exit at end of input) when standard input is not one.
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

  @Unmatched
  List<String> sqllineOptions = new ArrayList<>();

  private final boolean terminal = System.console() != null;

  @Override
  public Integer call() throws IOException {
    if (!terminal) {
      quietOutsideTerminal();
    }
    // No input stream: sqlline then reads System.in through jline's system terminal, which is a
    // plain line reader when System.in is a pipe (a stream of ours would get an echoing ANSI one).
    SqlLine.Status status = SqlLine.start(sqllineArguments().toArray(new String[0]), null,
        terminal);
    return status == SqlLine.Status.OK ? 0 : 1;
  }

  List<String> sqllineArguments() {
    List<String> args = new ArrayList<>(List.of("-d", "dev.nljdbc.Driver", "-u", url,
        "--connectInteractionMode=notAskCredentials", "--isolation=TRANSACTION_NONE"));
    if (user != null) {
      args.addAll(List.of("-n", user));
    }
    if (password != null) {
      args.addAll(List.of("-p", password));
    }
    if (!terminal) {
      args.addAll(List.of("--silent=true", "--outputformat=csv", "--showWarnings=false"));
    }
    args.addAll(sqllineOptions);
    return args;
  }

  /** No dumb-terminal warning and no INFO logging between the answers on standard output. */
  private static void quietOutsideTerminal() {
    System.setProperty("org.jline.terminal.dumb", "true");
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
  }
}
