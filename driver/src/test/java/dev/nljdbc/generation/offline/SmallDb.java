package dev.nljdbc.generation.offline;

import dev.nljdbc.schema.SchemaLoader;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Test helper: a small in-memory H2 database, the engine over its schema, and its answers. */
final class SmallDb implements AutoCloseable {

  private final Connection connection;
  final Engine engine;

  /** Creates the database {@code name} with the statements run in order. */
  SmallDb(String name, String... statements) throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      for (String sql : statements) {
        s.execute(sql);
      }
    }
    engine = new Engine(SchemaLoader.defaults().load(connection), null);
  }

  /** The first column of the first row, as a number. */
  int count(String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  /** The rows, each its columns joined by spaces, sorted. */
  List<String> lines(String sql) throws SQLException {
    return lines(connection, sql);
  }

  /** The rows of a query on any connection, each its columns joined by spaces, sorted. */
  static List<String> lines(Connection connection, String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          b.append(i > 1 ? " " : "").append(rs.getString(i));
        }
        out.add(b.toString());
      }
    }
    out.sort(null);
    return out;
  }

  /** How many rows the query returns. */
  int rows(String sql) throws SQLException {
    return lines(sql).size();
  }

  @Override
  public void close() throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    connection.close();
  }
}
