package dev.nljdbc.client;

import java.sql.SQLException;
import org.apache.calcite.avatica.AvaticaDatabaseMetaData;
import org.apache.calcite.avatica.Meta;

/** Database metadata that names the target database, so tools pick its SQL dialect. */
final class NlDatabaseMetaData extends AvaticaDatabaseMetaData {
  private final NlConnection connection;

  NlDatabaseMetaData(NlConnection connection) {
    super(connection);
    this.connection = connection;
  }

  @Override
  public String getDatabaseProductName() throws SQLException {
    return String.valueOf(property(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_NAME));
  }

  @Override
  public String getDatabaseProductVersion() throws SQLException {
    return String.valueOf(property(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_VERSION));
  }

  @Override
  public int getDatabaseMajorVersion() throws SQLException {
    return ((Number) property(Meta.DatabaseProperty.GET_DATABASE_MAJOR_VERSION)).intValue();
  }

  @Override
  public int getDatabaseMinorVersion() throws SQLException {
    return ((Number) property(Meta.DatabaseProperty.GET_DATABASE_MINOR_VERSION)).intValue();
  }

  private Object property(Meta.DatabaseProperty p) throws SQLException {
    try {
      Object value = connection.databaseProperties().get(p);
      return value != null ? value : p.defaultValue;
    } catch (RuntimeException e) {
      throw ClientErrors.toSqlException(e);
    }
  }
}
