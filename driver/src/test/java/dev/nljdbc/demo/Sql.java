package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Small query helpers for the demo tests. */
final class Sql {

  private Sql() {}

  /** The first column of the single row {@code sql} returns. */
  static Object value(Connection connection, String sql, Object... parameters)
      throws SQLException {
    List<Object> row = rows(connection, sql, parameters).get(0);
    return row.get(0);
  }

  static long count(Connection connection, String sql, Object... parameters)
      throws SQLException {
    return ((Number) value(connection, sql, parameters)).longValue();
  }

  static List<List<Object>> rows(Connection connection, String sql, Object... parameters)
      throws SQLException {
    try (PreparedStatement statement = connection.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        statement.setObject(i + 1, parameters[i]);
      }
      try (ResultSet resultSet = statement.executeQuery()) {
        int columns = resultSet.getMetaData().getColumnCount();
        List<List<Object>> rows = new ArrayList<>();
        while (resultSet.next()) {
          List<Object> row = new ArrayList<>(columns);
          for (int i = 1; i <= columns; i++) {
            row.add(resultSet.getObject(i));
          }
          rows.add(row);
        }
        return rows;
      }
    }
  }
}
