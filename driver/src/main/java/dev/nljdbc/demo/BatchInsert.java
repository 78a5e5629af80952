package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;

/** A batched INSERT into one table, flushed every thousand rows and on close. */
final class BatchInsert implements AutoCloseable {

  private static final int BATCH_SIZE = 1_000;

  private final PreparedStatement statement;
  private final int columnCount;
  private int pending;

  BatchInsert(Connection connection, String table, String... columns) throws SQLException {
    this.columnCount = columns.length;
    this.statement = connection.prepareStatement("INSERT INTO " + table + " ("
        + String.join(", ", columns) + ") VALUES ("
        + String.join(", ", Collections.nCopies(columns.length, "?")) + ")");
  }

  void row(Object... values) throws SQLException {
    if (values.length != columnCount) {
      throw new IllegalArgumentException(
          "expected " + columnCount + " values, got " + values.length);
    }
    for (int i = 0; i < values.length; i++) {
      statement.setObject(i + 1, values[i]);
    }
    statement.addBatch();
    if (++pending == BATCH_SIZE) {
      flush();
    }
  }

  private void flush() throws SQLException {
    if (pending > 0) {
      statement.executeBatch();
      pending = 0;
    }
  }

  @Override
  public void close() throws SQLException {
    try {
      flush();
    } finally {
      statement.close();
    }
  }
}
