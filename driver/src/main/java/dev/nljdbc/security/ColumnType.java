package dev.nljdbc.security;

import java.sql.Types;
import java.util.Locale;
import java.util.Map;

/**
 * The type of one column of a tenant table as the catalogue reports it: the {@link Types} code
 * and the database's own type name, lower case ({@code int4}, {@code varchar}; PostgreSQL's
 * serial pseudo-types as the integer types they are).
 */
final class ColumnType {
  private static final Map<String, String> SERIALS = Map.of(
      "serial", "int4", "bigserial", "int8", "smallserial", "int2");

  final int jdbcType;
  final String typeName;

  ColumnType(int jdbcType, String typeName) {
    String name = typeName == null ? "" : typeName.trim().toLowerCase(Locale.ROOT);
    this.jdbcType = jdbcType;
    this.typeName = SERIALS.getOrDefault(name, name);
  }

  /** Whether the values are numbers. */
  boolean numeric() {
    switch (jdbcType) {
      case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.DECIMAL,
          Types.NUMERIC, Types.REAL, Types.FLOAT, Types.DOUBLE:
        return !typeName.contains("year");
      default:
        return false;
    }
  }

  /** Whether the values are dates, times or timestamps. */
  boolean temporal() {
    switch (jdbcType) {
      case Types.DATE, Types.TIME, Types.TIMESTAMP, Types.TIME_WITH_TIMEZONE,
          Types.TIMESTAMP_WITH_TIMEZONE:
        return !typeName.contains("year");
      default:
        return false;
    }
  }

  /** Whether the values are character strings of a plain string type (no ENUM or SET). */
  boolean text() {
    switch (jdbcType) {
      case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR,
          Types.LONGNVARCHAR, Types.CLOB, Types.NCLOB:
        return !typeName.contains("enum") && !typeName.contains("set");
      default:
        return false;
    }
  }
}
