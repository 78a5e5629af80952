package dev.nljdbc.config;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UrlMask;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.ConnectStringParser;

/**
 * The grammar of nljdbc URLs.
 *
 * <pre>
 *   jdbc:nl:demo[;k=v...]                         the embedded demo, in-process
 *   jdbc:nl:&lt;target JDBC URL&gt;                     in-process over the target, e.g. jdbc:nl:jdbc:postgresql://h/db
 *   jdbc:nl:remote:url=http://host:8765[;k=v...]  a remote nljdbc server
 * </pre>
 *
 * @param mode in-process or remote
 * @param target the target JDBC URL ({@code demo} for the demo), or the server's HTTP URL
 * @param properties nljdbc properties written in the URL: after {@code remote:}, or nljdbc's own
 *     keys found in the target URL ({@link TargetUrl}), which the target driver never receives
 */
public record ConnectionUrl(Mode mode, String target, Map<String, String> properties) {
  /** The prefix of every nljdbc URL. */
  public static final String PREFIX = "jdbc:nl:";
  private static final String REMOTE = "remote:";
  private static final String DEMO = "demo";

  /** Where the pipeline runs. */
  public enum Mode {
    /** Inside the caller's JVM. */
    IN_PROCESS,
    /** On an nljdbc server reached over HTTP. */
    REMOTE
  }

  /** Whether the URL is an nljdbc URL at all. */
  public static boolean accepts(String url) {
    return url != null && url.startsWith(PREFIX);
  }

  /** Parses an nljdbc URL, failing with 08001 when it names nothing usable. */
  public static ConnectionUrl parse(String url) throws SQLException {
    if (!accepts(url)) {
      throw SqlState.UNABLE_TO_CONNECT.exception("not an nljdbc URL: " + UrlMask.mask(url));
    }
    String rest = url.substring(PREFIX.length()).strip();
    if (rest.equals(DEMO)) {
      return new ConnectionUrl(Mode.IN_PROCESS, DEMO, Map.of());
    }
    if (rest.startsWith(DEMO + ";")) {
      return new ConnectionUrl(Mode.IN_PROCESS, DEMO, properties(rest.substring(DEMO.length() + 1)));
    }
    if (rest.startsWith(REMOTE)) {
      Map<String, String> props = properties(rest.substring(REMOTE.length()));
      String server = props.remove("url");
      if (server == null || !(server.startsWith("http://") || server.startsWith("https://"))) {
        throw SqlState.UNABLE_TO_CONNECT.exception(
            "a remote URL needs url=http://host:port, as in jdbc:nl:remote:url=http://localhost:8765");
      }
      return new ConnectionUrl(Mode.REMOTE, server, props);
    }
    if (rest.startsWith("jdbc:") && rest.length() > "jdbc:".length()) {
      if (rest.startsWith(PREFIX)) {
        throw SqlState.UNABLE_TO_CONNECT.exception("an nljdbc URL cannot target nljdbc itself: "
            + UrlMask.mask(url));
      }
      TargetUrl target = TargetUrl.split(rest);
      return new ConnectionUrl(Mode.IN_PROCESS, target.url(), target.properties());
    }
    throw SqlState.UNABLE_TO_CONNECT.exception("unsupported URL '" + UrlMask.mask(url) + "': expected "
        + "jdbc:nl:<target JDBC URL>, jdbc:nl:remote:url=http://host:port or jdbc:nl:demo");
  }

  /** {@code k=v} pairs separated by {@code ;}, as Avatica's connect strings write them. */
  private static Map<String, String> properties(String text) throws SQLException {
    Properties parsed = ConnectStringParser.parse(text);
    Map<String, String> props = new LinkedHashMap<>();
    for (String name : parsed.stringPropertyNames()) {
      props.put(name, parsed.getProperty(name));
    }
    return props;
  }
}
