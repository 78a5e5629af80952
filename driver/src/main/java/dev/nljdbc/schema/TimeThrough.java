package dev.nljdbc.schema;

import java.util.List;

/**
 * A table's time field on another table, as a semantic model declares it: payslips dated by the
 * pay date of their payroll run. The path is a chain of many-to-one foreign keys from the table
 * (each key's referenced table the next key's table); the column is the last referenced table's.
 *
 * @param path the foreign keys from the table to the one that holds the date, in order
 * @param column the date column of the last key's referenced table
 */
public record TimeThrough(List<ForeignKey> path, String column) {
  /** Copies the path; it is never empty. */
  public TimeThrough {
    path = List.copyOf(path);
    if (path.isEmpty()) {
      throw new IllegalArgumentException("a time field through no relationship");
    }
  }

  /** The table that holds the date. */
  public String table() {
    return path.get(path.size() - 1).referencedTable();
  }
}
