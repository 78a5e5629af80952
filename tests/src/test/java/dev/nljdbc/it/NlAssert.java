package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;

/**
 * Fluent end-to-end assertions that read like the product:
 * {@code NlAssert.connect(url).ask("by region").returnsColumns("region")}. One connection, so a
 * dialog's turns build on each other.
 */
public final class NlAssert implements AutoCloseable {
  private final Connection connection;

  private NlAssert(Connection connection) {
    this.connection = connection;
  }

  /** Connects to an nljdbc URL. */
  public static NlAssert connect(String url) throws SQLException {
    return connect(url, new Properties());
  }

  /** Connects to an nljdbc URL with properties. */
  public static NlAssert connect(String url, Properties properties) throws SQLException {
    return new NlAssert(DriverManager.getConnection(url, properties));
  }

  /** Properties from alternating keys and values. */
  public static Properties props(String... keysAndValues) {
    Properties p = new Properties();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      p.setProperty(keysAndValues[i], keysAndValues[i + 1]);
    }
    return p;
  }

  /** Runs one statement (a question, SQL or a command) and keeps what came back. */
  public Answer ask(String text) {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(text)) {
      List<String> columns = new ArrayList<>();
      ResultSetMetaData md = rs.getMetaData();
      for (int i = 1; i <= md.getColumnCount(); i++) {
        columns.add(md.getColumnLabel(i));
      }
      List<Map<String, Object>> rows = new ArrayList<>();
      while (rs.next()) {
        Map<String, Object> row = new LinkedHashMap<>();
        for (int i = 1; i <= columns.size(); i++) {
          row.put(columns.get(i - 1).toLowerCase(Locale.ROOT), rs.getObject(i));
        }
        rows.add(row);
      }
      SQLWarning w = s.getWarnings();
      String sql = w != null && w.getMessage().startsWith("nljdbc ran: ")
          ? w.getMessage().substring("nljdbc ran: ".length()) : null;
      return new Answer(text, columns, rows, sql, null);
    } catch (SQLException e) {
      return new Answer(text, List.of(), List.of(), null, e);
    }
  }

  /** The underlying connection, for checks the helper does not cover. */
  public Connection connection() {
    return connection;
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }

  /** What one statement returned, or how it failed. */
  public static final class Answer {
    private final String text;
    private final List<String> columns;
    private final List<Map<String, Object>> rows;
    private final String sql;
    private final SQLException error;

    Answer(String text, List<String> columns, List<Map<String, Object>> rows, String sql,
        SQLException error) {
      this.text = text;
      this.columns = columns;
      this.rows = rows;
      this.sql = sql;
      this.error = error;
    }

    /** The SQL that ran, or null. */
    public String sql() {
      return sql;
    }

    private String context() {
      return "'" + text + "'" + (sql != null ? " ran " + sql : "")
          + (error != null ? " failed: " + error.getSQLState() + " " + error.getMessage() : "");
    }

    /** Asserts success and that these columns (case-insensitive) are among the result's. */
    public Answer returnsColumns(String... expected) {
      succeeded();
      List<String> lower = columns.stream().map(c -> c.toLowerCase(Locale.ROOT)).toList();
      for (String e : expected) {
        assertTrue(lower.contains(e.toLowerCase(Locale.ROOT)),
            "no column " + e + " in " + columns + ": " + context());
      }
      return this;
    }

    /** Asserts success with exactly this many rows. */
    public Answer hasRows(int expected) {
      succeeded();
      assertEquals(expected, rows.size(), context());
      return this;
    }

    /** Asserts success with at least one row. */
    public Answer hasSomeRows() {
      succeeded();
      assertTrue(!rows.isEmpty(), "no rows: " + context());
      return this;
    }

    /** Asserts every row satisfies the condition (rows keyed by lower-case column label). */
    public Answer everyRow(String description, Predicate<Map<String, Object>> condition) {
      succeeded();
      for (Map<String, Object> row : rows) {
        assertTrue(condition.test(row), description + " fails for " + row + ": " + context());
      }
      return this;
    }

    /** Asserts the values of a column, in order. */
    public Answer columnValues(String column, Object... expected) {
      succeeded();
      assertEquals(Arrays.asList(expected), values(column), context());
      return this;
    }

    /** Asserts the executed (generated) SQL contains the fragment, ignoring case. */
    public Answer sqlContains(String fragment) {
      succeeded();
      assertNotNull(sql, "no executed SQL reported: " + context());
      assertTrue(sql.toLowerCase(Locale.ROOT).contains(fragment.toLowerCase(Locale.ROOT)),
          context());
      return this;
    }

    /** Asserts the statement failed with this SQLState. */
    public Answer failsWith(String sqlState) {
      assertNotNull(error, "expected " + sqlState + " but it succeeded: " + context());
      assertEquals(sqlState, error.getSQLState(), context());
      return this;
    }

    /** Asserts the statement succeeded. */
    public Answer succeeded() {
      assertNull(error, context());
      return this;
    }

    /** The values of a column, in row order. */
    public List<Object> values(String column) {
      succeeded();
      String key = column.toLowerCase(Locale.ROOT);
      if (!rows.isEmpty() && !rows.get(0).containsKey(key)) {
        fail("no column " + column + " in " + columns + ": " + context());
      }
      return rows.stream().map(r -> r.get(key)).toList();
    }

    /** The rows, keyed by lower-case column label. */
    public List<Map<String, Object>> rows() {
      succeeded();
      return rows;
    }

    /** The error, if the statement failed. */
    public SQLException error() {
      return error;
    }
  }
}
