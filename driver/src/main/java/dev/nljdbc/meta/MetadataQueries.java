package dev.nljdbc.meta;

import dev.nljdbc.execution.ResultFrames;
import dev.nljdbc.pipeline.Session;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.calcite.avatica.Meta;

/** Answers the catalog calls of JDBC tools (tables, columns, keys, types) from the target. */
final class MetadataQueries {
  /** One call on the target's {@link DatabaseMetaData}. */
  @FunctionalInterface
  interface Call {
    ResultSet on(DatabaseMetaData metaData) throws SQLException;
  }

  private MetadataQueries() {
  }

  /**
   * Runs the call on the session's target and returns all its rows in one frame, as the result
   * of its own statement: a client keeps several catalog results open at once (the columns of
   * each table while the table list is read), and results of one statement would close each
   * other.
   *
   * @param statementId the id of the statement the result belongs to, unique on the server
   */
  static Meta.MetaResultSet run(Session session, int statementId, Call call)
      throws SQLException {
    Connection connection = session.targets().borrow();
    try (ResultSet rs = call.on(connection.getMetaData())) {
      ResultFrames frames = ResultFrames.ofCatalog(rs);
      Meta.Frame all = frames.next(-1);
      return Meta.MetaResultSet.create(session.id(), statementId, true,
          frames.signature(null, List.of()), all);
    } finally {
      session.targets().release(connection);
    }
  }

  /** What the target says of itself, so that tools see which database they talk to. */
  static Map<Meta.DatabaseProperty, Object> databaseProperties(Session session)
      throws SQLException {
    Connection connection = session.targets().borrow();
    try {
      return databaseProperties(connection.getMetaData());
    } finally {
      session.targets().release(connection);
    }
  }

  private static Map<Meta.DatabaseProperty, Object> databaseProperties(DatabaseMetaData md)
      throws SQLException {
    Map<Meta.DatabaseProperty, Object> map = new EnumMap<>(Meta.DatabaseProperty.class);
    map.put(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_NAME, md.getDatabaseProductName());
    map.put(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_VERSION, md.getDatabaseProductVersion());
    map.put(Meta.DatabaseProperty.GET_DATABASE_MAJOR_VERSION, md.getDatabaseMajorVersion());
    map.put(Meta.DatabaseProperty.GET_DATABASE_MINOR_VERSION, md.getDatabaseMinorVersion());
    map.put(Meta.DatabaseProperty.GET_NUMERIC_FUNCTIONS, md.getNumericFunctions());
    map.put(Meta.DatabaseProperty.GET_STRING_FUNCTIONS, md.getStringFunctions());
    map.put(Meta.DatabaseProperty.GET_SYSTEM_FUNCTIONS, md.getSystemFunctions());
    map.put(Meta.DatabaseProperty.GET_TIME_DATE_FUNCTIONS, md.getTimeDateFunctions());
    map.put(Meta.DatabaseProperty.GET_S_Q_L_KEYWORDS, md.getSQLKeywords());
    map.put(Meta.DatabaseProperty.GET_DEFAULT_TRANSACTION_ISOLATION,
        md.getDefaultTransactionIsolation());
    return map;
  }
}
