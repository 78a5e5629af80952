package dev.nljdbc.execution;

import java.sql.Types;
import java.util.Locale;
import java.util.Map;

/**
 * The types JDBC specifies for the numeric columns of {@link java.sql.DatabaseMetaData} results.
 * A target may answer such a column with untyped nulls (MariaDB's {@code getIndexInfo} has
 * {@code PAGES} of type {@code NULL}); sent as text, a client's {@code getLong} on it would fail
 * where the target's driver gives 0, so the column travels as the type JDBC gives it.
 */
final class CatalogColumnTypes {
  private static final Map<String, Integer> NUMERIC = Map.ofEntries(
      Map.entry("PAGES", Types.BIGINT), Map.entry("CARDINALITY", Types.BIGINT),
      Map.entry("DATA_TYPE", Types.INTEGER), Map.entry("COLUMN_SIZE", Types.INTEGER),
      Map.entry("BUFFER_LENGTH", Types.INTEGER), Map.entry("DECIMAL_DIGITS", Types.INTEGER),
      Map.entry("NUM_PREC_RADIX", Types.INTEGER), Map.entry("NULLABLE", Types.INTEGER),
      Map.entry("SQL_DATA_TYPE", Types.INTEGER), Map.entry("SQL_DATETIME_SUB", Types.INTEGER),
      Map.entry("CHAR_OCTET_LENGTH", Types.INTEGER), Map.entry("ORDINAL_POSITION", Types.INTEGER),
      Map.entry("PRECISION", Types.INTEGER), Map.entry("SOURCE_DATA_TYPE", Types.SMALLINT),
      Map.entry("KEY_SEQ", Types.SMALLINT), Map.entry("UPDATE_RULE", Types.SMALLINT),
      Map.entry("DELETE_RULE", Types.SMALLINT), Map.entry("DEFERRABILITY", Types.SMALLINT),
      Map.entry("TYPE", Types.SMALLINT), Map.entry("SCOPE", Types.SMALLINT),
      Map.entry("PSEUDO_COLUMN", Types.SMALLINT), Map.entry("MINIMUM_SCALE", Types.SMALLINT),
      Map.entry("MAXIMUM_SCALE", Types.SMALLINT));

  private CatalogColumnTypes() {
  }

  /** The type an untyped catalog column travels as: JDBC's for a numeric one, else text. */
  static int ofUntyped(String label) {
    return label == null ? Types.VARCHAR
        : NUMERIC.getOrDefault(label.toUpperCase(Locale.ROOT), Types.VARCHAR);
  }
}
