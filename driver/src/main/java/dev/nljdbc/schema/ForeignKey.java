package dev.nljdbc.schema;

import java.util.List;

/**
 * A declared foreign key of a table.
 *
 * @param columns the referencing columns, in key order
 * @param referencedSchema the referenced table's schema, or null
 * @param referencedTable the referenced table
 * @param referencedColumns the referenced columns, in key order
 */
public record ForeignKey(List<String> columns, String referencedSchema, String referencedTable,
    List<String> referencedColumns) {
  /** Copies the column lists. */
  public ForeignKey {
    columns = List.copyOf(columns);
    referencedColumns = List.copyOf(referencedColumns);
  }
}
