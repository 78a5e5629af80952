package dev.nljdbc.jdbc;

import dev.nljdbc.statement.ResultTable;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import org.h2.tools.SimpleResultSet;

/**
 * A small result nljdbc answers itself (a clarification, {@code /history}, {@code /explain}),
 * held in memory, with the column labels and types of its table.
 */
final class LocalResultSet extends ResultSetDelegate {
  /** The precision reported for text columns. */
  private static final int TEXT_PRECISION = 4000;

  private final InProcessStatement owner;

  private LocalResultSet(ResultSet rows, InProcessStatement owner) {
    super(rows);
    this.owner = owner;
  }

  /** The table's rows as a result set of the statement. */
  static LocalResultSet of(ResultTable table, InProcessStatement owner) {
    SimpleResultSet rows = new SimpleResultSet();
    // Its metadata stays readable after the last row: sqlline 1.0 reads it after reading the rows.
    rows.setAutoClose(false);
    for (int i = 0; i < table.columns().size(); i++) {
      int type = table.sqlTypes().get(i);
      rows.addColumn(table.columns().get(i), type, precision(type), 0);
    }
    for (Object[] row : table.rows()) {
      rows.addRow(row.clone());
    }
    return new LocalResultSet(rows, owner);
  }

  @Override
  Statement statement() {
    return owner;
  }

  @Override
  public void close() throws SQLException {
    if (!delegate.isClosed()) {
      delegate.close();
      if (owner != null) {
        owner.resultClosed(this);
      }
    }
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    return Unwrapping.unwrapSelf(this, iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) {
    return iface.isInstance(this);
  }

  private static int precision(int type) {
    switch (type) {
      case Types.INTEGER:
        return 10;
      case Types.BIGINT:
        return 19;
      case Types.TIMESTAMP:
        return 26;
      default:
        return TEXT_PRECISION;
    }
  }
}
