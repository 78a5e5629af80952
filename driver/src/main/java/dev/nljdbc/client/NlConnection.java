package dev.nljdbc.client;

import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.UnregisteredDriver;

/** A connection to an nljdbc server. */
final class NlConnection extends AvaticaConnection {
  private volatile Map<Meta.DatabaseProperty, Object> databaseProperties;

  NlConnection(UnregisteredDriver driver, AvaticaFactory factory, String url, Properties info) {
    super(driver, factory, url, info);
  }

  /**
   * Sets the schema and sends it at once, so that a refusal (a tenant session may not change
   * its schema) surfaces here with its SQLState and the connection keeps its schema. Avatica
   * would otherwise hold the change back and fail every later statement with it.
   */
  @Override
  public void setSchema(String schema) throws SQLException {
    String before = getSchema();
    super.setSchema(schema);
    try {
      getSchema();
    } catch (RuntimeException e) {
      super.setSchema(before);
      throw ClientErrors.toSqlException(e);
    }
  }

  /** As {@link #setSchema}, for the catalog. */
  @Override
  public void setCatalog(String catalog) throws SQLException {
    String before = getCatalog();
    super.setCatalog(catalog);
    try {
      getCatalog();
    } catch (RuntimeException e) {
      super.setCatalog(before);
      throw ClientErrors.toSqlException(e);
    }
  }

  /** What the target database says of itself, asked once per connection. */
  Map<Meta.DatabaseProperty, Object> databaseProperties() {
    Map<Meta.DatabaseProperty, Object> props = databaseProperties;
    if (props == null) {
      props = meta.getDatabaseProperties(handle);
      databaseProperties = props;
    }
    return props;
  }
}
