package dev.nljdbc.schema;

import java.util.List;

/**
 * A column as the pipeline knows it.
 *
 * @param name the column name as the database reports it
 * @param jdbcType the {@link java.sql.Types} code
 * @param typeName the database's type name
 * @param nullable whether NULLs are allowed
 * @param remarks the column comment, or null
 * @param sampleValues distinct values of a low-cardinality text column (sampled and cached);
 *     empty for other columns
 */
public record ColumnInfo(String name, int jdbcType, String typeName, boolean nullable,
    String remarks, List<String> sampleValues) {
  /** Copies the sample list. */
  public ColumnInfo {
    sampleValues = sampleValues == null ? List.of() : List.copyOf(sampleValues);
  }
}
