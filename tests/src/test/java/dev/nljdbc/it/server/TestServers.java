package dev.nljdbc.it.server;

import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.calcite.avatica.ConnectionConfigImpl;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.AvaticaHttpClientFactoryImpl;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.RemoteProtobufService;
import org.apache.calcite.avatica.remote.Service;

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

  /** A raw protobuf client of the server, authenticated with Basic as the given user. */
  public static Service protobufService(NljdbcServer server, String user, String password) {
    Properties p = new Properties();
    p.setProperty("url", server.url());
    p.setProperty("serialization", "protobuf");
    p.setProperty("authentication", "BASIC");
    p.setProperty("avatica_user", user);
    p.setProperty("avatica_password", password);
    try {
      AvaticaHttpClient client = AvaticaHttpClientFactoryImpl.getInstance().getClient(
          new URL(server.url()), new ConnectionConfigImpl(p), null);
      return new RemoteProtobufService(client, new ProtobufTranslationImpl());
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A file with the given text, deleted when the JVM exits. */
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
