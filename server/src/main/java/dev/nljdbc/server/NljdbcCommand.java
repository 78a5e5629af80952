package dev.nljdbc.server;

import dev.nljdbc.server.eval.EvalCommand;
import dev.nljdbc.server.eval.FitCommand;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The command line of the server jar: {@code nljdbc-server [--port 8765] [--target JDBC-URL]
 * [--config FILE] [--users FILE]} serves nljdbc over HTTP; {@code nljdbc-server console [URL]}
 * opens an SQL console; {@code nljdbc-server eval FILE} measures accuracy on a test set.
 */
@Command(name = "nljdbc-server", mixinStandardHelpOptions = true,
    versionProvider = NljdbcCommand.Version.class,
    subcommands = {ConsoleCommand.class, EvalCommand.class, FitCommand.class,
        ModelCommand.class},
    description = {
        "Serves nljdbc over HTTP (Avatica protobuf) for jdbc:nl:remote:url=http://HOST:PORT "
            + "and the stock jdbc:avatica:remote driver.",
        "Without --target it serves the embedded demo database.",
        "The same port answers GET /metrics (Prometheus text) and GET /health (JSON), without "
            + "authentication."},
    footer = {"",
        "Config file: a Java properties file. nljdbc properties (tenant.column, limits.maxRows, "
            + "llm.provider, ...) configure every session; other keys (user, password, ...) go "
            + "to the target's driver.",
        "Users file: one user per line, name,tenant,password; '#' starts a comment line. With "
            + "users every request must authenticate (HTTP Basic) and each session's tenant is "
            + "its user's."})
public final class NljdbcCommand implements Callable<Integer> {
  @Option(names = "--port", paramLabel = "PORT", defaultValue = "8765",
      description = "The port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
  int port;

  @Option(names = "--host", paramLabel = "ADDRESS",
      description = "The address to bind (default: every interface).")
  String host;

  @Option(names = "--target", paramLabel = "JDBC-URL",
      description = "The target database, e.g. jdbc:postgresql://localhost:5432/shop "
          + "(default: the embedded demo).")
  String target;

  @Option(names = "--config", paramLabel = "FILE",
      description = "nljdbc properties for every session, and the target driver's properties.")
  Path config;

  @Option(names = "--users", paramLabel = "FILE",
      description = "HTTP Basic users, one 'name,tenant,password' per line.")
  Path users;

  @Option(names = "--max-request-size", paramLabel = "BYTES", defaultValue = "16MB",
      description = "The largest HTTP request body accepted, e.g. 16MB or 512KB; larger ones "
          + "get 413 (default: ${DEFAULT-VALUE}).")
  String maxRequestSize;

  @Option(names = "--shutdown-timeout", paramLabel = "SECONDS", defaultValue = "10",
      description = "On stop, how long running statements may finish before they are "
          + "cancelled (default: ${DEFAULT-VALUE}).")
  long shutdownTimeoutSeconds;

  @Option(names = "--request-timeout", paramLabel = "SECONDS", defaultValue = "30",
      description = "How long a request body may take to arrive whole; later ones get 408 "
          + "(default: ${DEFAULT-VALUE}).")
  long requestTimeoutSeconds;

  @Option(names = "--min-request-rate", paramLabel = "BYTES", defaultValue = "1KB",
      description = "The slowest a request body may arrive, in bytes a second after a "
          + "second's grace, e.g. 1KB; slower ones get 408 (default: ${DEFAULT-VALUE}).")
  String minRequestRate;

  @Option(names = "--max-in-flight", paramLabel = "BYTES",
      description = "The memory all request bodies being read and decoded may hold at once, "
          + "e.g. 256MB; past it requests get 503 (default: a quarter of the heap).")
  String maxInFlight;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The command line, for running it without exiting. */
  public static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new NljdbcCommand());
    cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof IllegalArgumentException || e instanceof IllegalStateException) {
        commandLine.getErr().println("nljdbc-server: " + e.getMessage());
        return 1;
      }
      throw e;
    });
    return cl;
  }

  @Override
  public Integer call() throws InterruptedException {
    ServerSettings settings = ServerSettings.load(target, config, users);
    ServerOptions options = new ServerOptions(ByteSize.parse("--max-request-size",
        maxRequestSize), Duration.ofSeconds(shutdownTimeoutSeconds),
        Duration.ofSeconds(requestTimeoutSeconds), minRequestRate.strip().equals("0") ? 0
            : ByteSize.parse("--min-request-rate", minRequestRate),
        maxInFlight == null ? ServerOptions.defaultInFlightBytes()
            : ByteSize.parse("--max-in-flight", maxInFlight));
    NljdbcServer server = NljdbcServer.start(settings, host, port, options);
    AsyncStderr log = AsyncStderr.install();
    try {
      Thread hook = new Thread(() -> {
        server.stop();
        log.close();
      }, "nljdbc-shutdown");
      Runtime.getRuntime().addShutdownHook(hook);
      PrintWriter out = spec.commandLine().getOut();
      out.println("nljdbc server listening on " + server.url());
      out.flush();
      server.join();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running already
      }
      return 0;
    } finally {
      log.close();
    }
  }

  /** The version of the jar, from the driver's build properties. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws IOException {
      Properties p = new Properties();
      try (InputStream in = NljdbcCommand.class.getResourceAsStream(
          "/dev/nljdbc/nljdbc-driver.properties")) {
        if (in != null) {
          p.load(in);
        }
      }
      return new String[] {"nljdbc " + p.getProperty("product.version", "unknown")};
    }
  }
}
