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
 * @param lookupValues distinct values of a text column with too many values to sample but few
 *     enough to recognise in questions (a thousand at most); empty when it has none or when
 *     {@code sampleValues} already holds them. For recognising names such as a city in a
 *     question, not for showing to people
 * @param time whether the column is its table's time dimension (a period without a named date
 *     column applies to it), as a semantic model says; null when nothing says so
 */
public record ColumnInfo(String name, int jdbcType, String typeName, boolean nullable,
    String remarks, List<String> sampleValues, List<String> lookupValues, Boolean time) {
  /** Copies the value lists. */
  public ColumnInfo {
    sampleValues = sampleValues == null ? List.of() : List.copyOf(sampleValues);
    lookupValues = lookupValues == null ? List.of() : List.copyOf(lookupValues);
  }

  /** A column nothing marks as a time dimension or not. */
  public ColumnInfo(String name, int jdbcType, String typeName, boolean nullable,
      String remarks, List<String> sampleValues, List<String> lookupValues) {
    this(name, jdbcType, typeName, nullable, remarks, sampleValues, lookupValues, null);
  }

  /** A column without lookup values. */
  public ColumnInfo(String name, int jdbcType, String typeName, boolean nullable,
      String remarks, List<String> sampleValues) {
    this(name, jdbcType, typeName, nullable, remarks, sampleValues, List.of());
  }
}
