package dev.nljdbc.execution;

import com.zaxxer.hikari.HikariConfig;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UrlMask;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Enumeration;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JDBC driver nljdbc opens a target with. The application's own driver for the URL comes
 * first, as a wrapping driver should: the target's classes ({@code org.postgresql.util.PGobject},
 * {@code PGConnection}) are then the application's, for {@code instanceof} and {@code unwrap}.
 * The drivers bundled with nljdbc (each dialect names its own,
 * {@link dev.nljdbc.dialect.SqlDialect#bundledDriverClass}) serve a tool that has none, without
 * being registered with {@link DriverManager}. H2 URLs always go to the bundled H2: the demo and
 * the state store are nljdbc's own embedded databases, and an in-memory database lives inside
 * one copy of H2.
 *
 * <p>In the drop-in jar these drivers are relocated; a relocated driver still registers itself
 * when its class loads, and would then answer {@code jdbc:postgresql:} URLs in place of an
 * application's own driver. This class takes a relocated driver out of {@code DriverManager}
 * as soon as it has loaded it. In a normal build (the drivers are ordinary dependencies) it
 * leaves the registrations alone.
 */
public final class TargetDrivers {
  private static final Map<String, Driver> LOADED = new ConcurrentHashMap<>();
  private static final String H2_PREFIX = "jdbc:h2:";

  private TargetDrivers() {
  }

  /**
   * The bundled driver's class name for a URL, or null when no bundled driver serves it. The
   * class names are the dialects' and are relocated with the drivers in the drop-in jar.
   */
  public static String bundledClassName(String url) {
    return url == null ? null : Dialects.ofUrl(url).bundledDriverClass();
  }

  /**
   * Points a pool at the bundled driver for its URL when the application has no driver of its
   * own for it and a bundled one accepts it; otherwise the pool asks {@code DriverManager}. Call
   * it last: the bundled driver gets the data source properties, user and password set so far.
   */
  public static void configure(HikariConfig config) {
    String url = config.getJdbcUrl();
    Driver driver = application(url) == null ? bundled(url) : null;
    if (driver != null) {
      Properties properties = new Properties();
      properties.putAll(config.getDataSourceProperties());
      config.setDataSource(new BundledDataSource(driver, url, properties));
    }
  }

  /**
   * Opens a connection with the application's own driver for the URL, else with the bundled one
   * when there is one, else through {@code DriverManager}.
   */
  public static Connection connect(String url, Properties info) throws SQLException {
    Driver driver = application(url);
    if (driver == null) {
      driver = bundled(url);
    }
    if (driver == null) {
      return DriverManager.getConnection(url, info);
    }
    Connection c = driver.connect(url, info);
    if (c == null) {
      throw SqlState.UNABLE_TO_CONNECT.exception("no driver accepts " + UrlMask.mask(url));
    }
    return c;
  }

  /** Whether a driver class is a relocated copy inside nljdbc's drop-in jar. */
  public static boolean relocated(Class<?> driverClass) {
    return driverClass.getName().startsWith(TargetDrivers.class.getPackageName()
        .replace(".execution", ".shaded."));
  }

  /**
   * The application's own registered driver that accepts a URL: neither nljdbc nor a copy inside
   * it. Null for H2 URLs (see the class comment) and when the application has none.
   */
  static Driver application(String url) {
    if (url == null || url.startsWith(H2_PREFIX)) {
      return null;
    }
    String ours = TargetDrivers.class.getPackageName().replace(".execution", ".");
    Enumeration<Driver> drivers = DriverManager.getDrivers();
    while (drivers.hasMoreElements()) {
      Driver d = drivers.nextElement();
      if (!d.getClass().getName().startsWith(ours) && accepts(d, url)) {
        return d;
      }
    }
    return null;
  }

  private static boolean accepts(Driver driver, String url) {
    try {
      return driver.acceptsURL(url);
    } catch (SQLException e) {
      return false;
    }
  }

  /** The bundled driver that accepts a URL (MySQL URLs are MariaDB's dialect's, not its driver's). */
  private static Driver bundled(String url) {
    String name = bundledClassName(url);
    Driver driver = name == null ? null : load(name);
    return driver != null && accepts(driver, url) ? driver : null;
  }

  private static Driver load(String className) {
    return LOADED.computeIfAbsent(className, TargetDrivers::instantiate);
  }

  private static Driver instantiate(String className) {
    try {
      Class<?> type = Class.forName(className, true, TargetDrivers.class.getClassLoader());
      if (relocated(type)) {
        deregister(type);
      }
      return (Driver) type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      return null;
    }
  }

  /** Removes the registrations of a relocated driver class from {@code DriverManager}. */
  public static void deregister(Class<?> driverClass) {
    Enumeration<Driver> drivers = DriverManager.getDrivers();
    while (drivers.hasMoreElements()) {
      Driver d = drivers.nextElement();
      if (d.getClass() == driverClass) {
        try {
          DriverManager.deregisterDriver(d);
        } catch (SQLException | SecurityException e) {
          // A security manager may forbid it; the registration then stays.
          continue;
        }
      }
    }
  }
}
