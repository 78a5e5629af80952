package dev.nljdbc.statement;

import java.util.List;

/**
 * A small result produced by nljdbc itself (a command's answer, a clarification), not read from
 * the target.
 *
 * @param columns the column labels
 * @param sqlTypes the {@link java.sql.Types} of each column
 * @param rows the rows, each with one value per column
 */
public record ResultTable(List<String> columns, List<Integer> sqlTypes, List<Object[]> rows) {
  /** Checks that every row has one value per column. */
  public ResultTable {
    if (columns.size() != sqlTypes.size()) {
      throw new IllegalArgumentException("columns and types differ in number");
    }
    for (Object[] row : rows) {
      if (row.length != columns.size()) {
        throw new IllegalArgumentException("row of " + row.length + " values for "
            + columns.size() + " columns");
      }
    }
    columns = List.copyOf(columns);
    sqlTypes = List.copyOf(sqlTypes);
    rows = List.copyOf(rows);
  }
}
