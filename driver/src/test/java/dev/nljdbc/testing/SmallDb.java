package dev.nljdbc.testing;

import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A small in-memory H2 database made from the statements given, its schema as the driver loads
 * it, the offline engine over that schema, and its answers to plain SQL. Closing it drops every
 * object, so each test class may build its own under a name of its own.
 */
public final class SmallDb implements AutoCloseable {

  private final Connection connection;
  private final SchemaSnapshot schema;
  private final Engine engine;

  /** Creates the database {@code name} with the statements run in order. */
  public SmallDb(String name, String... statements) throws SQLException {
    this(null, name, statements);
  }

  private SmallDb(String tenantColumn, String name, String... statements) throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      for (String sql : statements) {
        s.execute(sql);
      }
    }
    schema = tenantColumn == null ? SchemaLoader.defaults().load(connection)
        : SchemaLoader.builder().tenant(tenantColumn, "1").build().load(connection);
    engine = new Engine(schema, tenantColumn);
  }

  /**
   * Creates the database {@code name} with the statements run in order, its schema loaded and
   * its engine fenced to the rows whose {@code tenantColumn} is 1.
   */
  public static SmallDb fencedTo(String tenantColumn, String name, String... statements)
      throws SQLException {
    return new SmallDb(tenantColumn, name, statements);
  }

  /** The schema as the driver loads it, after the statements ran. */
  public SchemaSnapshot schema() {
    return schema;
  }

  /** The offline engine over the schema, without a tenant. */
  public Engine engine() {
    return engine;
  }

  /** The first column of the first row, as a number. */
  public int count(String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  /** The rows, each its columns joined by spaces, sorted. */
  public List<String> lines(String sql) throws SQLException {
    return lines(connection, sql);
  }

  /** The rows of a query on any connection, each its columns joined by spaces, sorted. */
  public static List<String> lines(Connection connection, String sql) throws SQLException {
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
  public int rows(String sql) throws SQLException {
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
