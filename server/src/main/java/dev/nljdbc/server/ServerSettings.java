package dev.nljdbc.server;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.pipeline.SessionFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;

/**
 * What a server serves: its target database, its nljdbc configuration and, optionally, its
 * users.
 *
 * <p>The configuration file is a Java properties file. Keys that are nljdbc properties
 * ({@code tenant.column}, {@code limits.maxRows}, ...) configure every session; any other key
 * ({@code user}, {@code password}, {@code sslmode}, ...) is passed on to the target database's
 * driver. A key in one of nljdbc's namespaces that is not a known property is an error.
 *
 * @param target the target URL (or {@link SessionFactory#DEMO}), its driver's properties and the
 *     server's nljdbc configuration
 * @param users the users who may connect, each with a tenant; null when anyone may connect
 */
public record ServerSettings(SessionFactory.ServerTarget target, ServerUsers users) {

  /**
   * Reads the server's settings.
   *
   * @param targetUrl the target's JDBC URL, or null for the embedded demo
   * @param configFile the configuration file, or null
   * @param usersFile the users file, or null for a server without authentication
   * @throws IllegalArgumentException when a file cannot be read or holds a bad value
   */
  public static ServerSettings load(String targetUrl, Path configFile, Path usersFile) {
    NlConfig config;
    try {
      config = configFile == null ? NlConfig.defaults()
          : NlConfig.of(Map.of(NlProperty.CONFIG.key(), configFile.toString()));
    } catch (SQLException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    ServerUsers users;
    try {
      users = usersFile == null ? null : ServerUsers.read(usersFile);
    } catch (IOException e) {
      throw new IllegalArgumentException("users file " + usersFile + " cannot be read: " + e, e);
    }
    String url = targetUrl == null ? SessionFactory.DEMO : targetUrl;
    return new ServerSettings(
        new SessionFactory.ServerTarget(url, config.targetProperties(), config), users);
  }

  /** Whether the server serves the embedded demo. */
  public boolean servesDemo() {
    return SessionFactory.DEMO.equals(target.url());
  }
}
