package dev.nljdbc.server;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.config.TargetUrl;
import dev.nljdbc.error.SqlState;
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
 * driver. A key in one of nljdbc's namespaces that is not a known property is an error. nljdbc's
 * keys written in the target URL's query string are taken out of it and apply as if written in
 * the file ({@link TargetUrl}).
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
    String url = targetUrl == null ? SessionFactory.DEMO : targetUrl;
    NlConfig config;
    try {
      config = configFile == null ? NlConfig.defaults()
          : NlConfig.of(Map.of(NlProperty.CONFIG.key(), configFile.toString()));
      TargetUrl split = TargetUrl.split(url);
      url = split.url();
      config = withUrlKeys(config, NlConfig.of(split.properties()));
    } catch (SQLException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    ServerUsers users;
    try {
      users = usersFile == null ? null : ServerUsers.read(usersFile);
    } catch (IOException e) {
      throw new IllegalArgumentException("users file " + usersFile + " cannot be read: " + e, e);
    }
    return new ServerSettings(
        new SessionFactory.ServerTarget(url, config.targetProperties(), config), users);
  }

  /**
   * The configuration with nljdbc's keys from the target URL ({@link TargetUrl}) applied; a key
   * the configuration file sets to another value fails rather than one silently winning.
   */
  private static NlConfig withUrlKeys(NlConfig config, NlConfig fromUrl) throws SQLException {
    NlConfig merged = config;
    for (NlProperty p : NlProperty.values()) {
      if (!fromUrl.isSet(p) || p == NlProperty.CONFIG) {
        continue;
      }
      if (config.isSet(p) && !config.string(p).equals(fromUrl.string(p))) {
        throw SqlState.INVALID_PARAMETER_VALUE.exception(p.key() + " is set in the target URL"
            + " and in the configuration file with different values; set it once");
      }
      merged = merged.with(p, fromUrl.string(p));
    }
    return merged;
  }

  /** Whether the server serves the embedded demo. */
  public boolean servesDemo() {
    return SessionFactory.DEMO.equals(target.url());
  }
}
