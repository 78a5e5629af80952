package dev.nljdbc.it.server;

import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** Starts nljdbc servers for tests: in-process, on loopback, on a free port. */
public final class TestServers {
  private TestServers() {
  }

  /** A server over the target without authentication. */
  public static NljdbcServer start(String targetUrl) {
    return NljdbcServer.start(ServerSettings.load(targetUrl, null, null), "127.0.0.1", 0);
  }

  /** A server over the target with the given config and users files' text (either may be null). */
  public static NljdbcServer start(String targetUrl, String configText, String usersText) {
    Path config = configText == null ? null : tempFile("nljdbc-config", configText);
    Path users = usersText == null ? null : tempFile("nljdbc-users", usersText);
    return NljdbcServer.start(ServerSettings.load(targetUrl, config, users), "127.0.0.1", 0);
  }

  /** The nljdbc remote URL of the server. */
  public static String nlUrl(NljdbcServer server) {
    return "jdbc:nl:remote:url=" + server.url();
  }

  /** The stock Avatica driver's URL of the server. */
  public static String avaticaUrl(NljdbcServer server) {
    return "jdbc:avatica:remote:url=" + server.url() + ";serialization=protobuf";
  }

  /** Connection properties with a user and password. */
  public static Properties credentials(String user, String password) {
    Properties p = new Properties();
    p.setProperty("user", user);
    p.setProperty("password", password);
    return p;
  }

  public static Path tempFile(String prefix, String text) {
    try {
      Path file = Files.createTempFile(prefix, ".properties");
      file.toFile().deleteOnExit();
      Files.writeString(file, text, StandardCharsets.UTF_8);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
