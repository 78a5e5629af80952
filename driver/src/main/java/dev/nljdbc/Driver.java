package dev.nljdbc;

import dev.nljdbc.client.ClientErrors;
import dev.nljdbc.client.NlJdbcFactory;
import dev.nljdbc.client.RemoteHttpClients;
import dev.nljdbc.client.RemoteServiceFactory;
import dev.nljdbc.config.ConnectionUrl;
import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.config.ProductVersion;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.execution.TargetDrivers;
import dev.nljdbc.jdbc.InProcessDriver;
import java.sql.Connection;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.BuiltInConnectionProperty;
import org.apache.calcite.avatica.DriverVersion;
import org.apache.calcite.avatica.remote.Service;

/**
 * The nljdbc JDBC driver. {@code jdbc:nl:<target URL>} runs the whole pipeline in-process, as
 * thin wrappers around the target's own driver; {@code jdbc:nl:demo} does so over the embedded
 * demo; {@code jdbc:nl:remote:url=http://host:port} talks to an nljdbc server through Avatica.
 */
public class Driver extends org.apache.calcite.avatica.remote.Driver {
  static {
    new Driver().register();
    if (TargetDrivers.relocated(org.apache.calcite.avatica.remote.Driver.class)) {
      // The relocated Avatica driver registered itself too; jdbc:avatica: URLs belong to the
      // application's own Avatica client.
      TargetDrivers.deregister(org.apache.calcite.avatica.remote.Driver.class);
    }
  }

  /** Creates the driver; applications load it through {@code DriverManager}. */
  public Driver() {
    super();
  }

  @Override
  protected String getConnectStringPrefix() {
    return ConnectionUrl.PREFIX;
  }

  @Override
  protected String getFactoryClassName(JdbcVersion jdbcVersion) {
    return NlJdbcFactory.class.getName();
  }

  @Override
  protected DriverVersion createDriverVersion() {
    return new DriverVersion("nljdbc", ProductVersion.version(), "nljdbc",
        ProductVersion.version(), false, ProductVersion.major(), ProductVersion.minor(),
        ProductVersion.major(), ProductVersion.minor());
  }

  @Override
  public boolean acceptsURL(String url) {
    return ConnectionUrl.accepts(url);
  }

  @Override
  public Connection connect(String url, Properties info) throws SQLException {
    if (!acceptsURL(url)) {
      return null;
    }
    ConnectionUrl parsed = ConnectionUrl.parse(url);
    NlConfig config = NlConfig.of(given(parsed, info));
    if (parsed.mode() == ConnectionUrl.Mode.IN_PROCESS) {
      return InProcessDriver.connect(parsed, config, url);
    }
    Properties avatica = remoteProperties(parsed, config);
    AvaticaConnection connection = factory.newConnection(this, factory, url, avatica);
    try {
      handler.onConnectionInit(connection);
      connection.getService().apply(new Service.OpenConnectionRequest(connection.id,
          Service.OpenConnectionRequest.serializeProperties(avatica)));
      return connection;
    } catch (RuntimeException e) {
      closeQuietly(connection, e);
      throw ClientErrors.connectFailure(e, parsed.target());
    }
  }

  @Override
  public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
    Map<String, String> given = new java.util.HashMap<>();
    if (info != null) {
      info.stringPropertyNames().forEach(k -> given.put(k, info.getProperty(k)));
    }
    NlProperty[] props = NlProperty.values();
    DriverPropertyInfo[] infos = new DriverPropertyInfo[props.length];
    for (int i = 0; i < props.length; i++) {
      infos[i] = props[i].toDriverPropertyInfo(given);
    }
    return infos;
  }

  /**
   * The URL's nljdbc properties with the connection's; a key given in both with different values
   * fails with 22023 rather than one silently winning.
   */
  private static Properties given(ConnectionUrl url, Properties info) throws SQLException {
    Properties given = new Properties();
    given.putAll(url.properties());
    if (info != null) {
      for (String name : info.stringPropertyNames()) {
        String inUrl = url.properties().get(name);
        if (inUrl != null && !inUrl.equals(info.getProperty(name))) {
          throw SqlState.INVALID_PARAMETER_VALUE.exception(name + " is given in the URL and in"
              + " the connection properties with different values; give it once");
        }
      }
      given.putAll(info);
    }
    return given;
  }

  private static Properties remoteProperties(ConnectionUrl url, NlConfig config) {
    Properties p = new Properties();
    Map<String, String> all = new java.util.HashMap<>(config.asProperties());
    String password = all.remove("password");
    p.putAll(all);
    p.setProperty(BuiltInConnectionProperty.URL.camelName(), url.target());
    p.setProperty(RowCap.WARNING_CLIENT, "true");
    p.setProperty(BuiltInConnectionProperty.SERIALIZATION.camelName(), "protobuf");
    p.setProperty(BuiltInConnectionProperty.FACTORY.camelName(),
        RemoteServiceFactory.class.getName());
    p.setProperty(BuiltInConnectionProperty.HTTP_CLIENT_FACTORY.camelName(),
        RemoteHttpClients.class.getName());
    String user = all.get("user");
    if (user != null) {
      p.setProperty(BuiltInConnectionProperty.AUTHENTICATION.camelName(), "BASIC");
      p.setProperty(BuiltInConnectionProperty.AVATICA_USER.camelName(), user);
      p.setProperty(BuiltInConnectionProperty.AVATICA_PASSWORD.camelName(),
          password == null ? "" : password);
    }
    return p;
  }

  private static void closeQuietly(AvaticaConnection connection, RuntimeException failure) {
    try {
      connection.close();
    } catch (SQLException | RuntimeException e) {
      failure.addSuppressed(e);
    }
  }
}
