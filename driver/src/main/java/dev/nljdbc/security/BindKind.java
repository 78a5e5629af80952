package dev.nljdbc.security;

import java.math.BigDecimal;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;

/**
 * What kind of value a client binds to a parameter, as far as the tenant fence cares: the type
 * the target driver declares for it decides which operator the database applies to a column.
 * A parameter compared with a column inside the fence accepts only the kinds for which that
 * operator is leakproof (see {@link AdmittedStatement#checkBinding}).
 */
public enum BindKind {
  SMALLINT("int2"), INTEGER("int4"), BIGINT("int8"), NUMERIC("numeric"), REAL("float4"),
  DOUBLE("float8"), TEXT("varchar"), BOOLEAN("bool"), DATE("date"), TIME("time"),
  TIMESTAMP("timestamp"), TIMESTAMP_TZ("timestamptz"),
  /** A null whose type the driver leaves to the database: it takes the column's type. */
  NULL("unknown"),
  /** Anything else: streams, arrays, driver-specific objects. Never inside the fence. */
  OTHER(null);

  private final String postgresType;

  BindKind(String postgresType) {
    this.postgresType = postgresType;
  }

  /** The PostgreSQL type pgjdbc declares for a value of this kind, or null for none known. */
  String postgresType() {
    return postgresType;
  }

  /** The kind of a value bound with {@code setObject(i, value)}. */
  public static BindKind of(Object value) {
    if (value == null) {
      return NULL;
    }
    if (value instanceof Short || value instanceof Byte) {
      return SMALLINT;
    }
    if (value instanceof Integer) {
      return INTEGER;
    }
    if (value instanceof Long) {
      return BIGINT;
    }
    if (value instanceof BigDecimal) {
      return NUMERIC;
    }
    if (value instanceof Float) {
      return REAL;
    }
    if (value instanceof Double) {
      return DOUBLE;
    }
    if (value instanceof String) {
      return TEXT;
    }
    if (value instanceof Boolean) {
      return BOOLEAN;
    }
    if (value instanceof java.sql.Date || value instanceof LocalDate) {
      return DATE;
    }
    if (value instanceof java.sql.Time || value instanceof LocalTime) {
      return TIME;
    }
    if (value instanceof java.sql.Timestamp || value instanceof LocalDateTime) {
      return TIMESTAMP;
    }
    if (value instanceof OffsetDateTime) {
      return TIMESTAMP_TZ;
    }
    return OTHER;
  }

  /** The kind of a value bound with a {@link Types} code ({@code setNull}, typed setObject). */
  public static BindKind ofSqlType(int sqlType) {
    switch (sqlType) {
      case Types.TINYINT, Types.SMALLINT:
        return SMALLINT;
      case Types.INTEGER:
        return INTEGER;
      case Types.BIGINT:
        return BIGINT;
      case Types.NUMERIC, Types.DECIMAL:
        return NUMERIC;
      case Types.REAL:
        return REAL;
      case Types.FLOAT, Types.DOUBLE:
        return DOUBLE;
      case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR,
          Types.LONGNVARCHAR:
        return TEXT;
      case Types.BOOLEAN, Types.BIT:
        return BOOLEAN;
      case Types.DATE:
        return DATE;
      case Types.TIME:
        return TIME;
      case Types.TIMESTAMP:
        return TIMESTAMP;
      case Types.TIMESTAMP_WITH_TIMEZONE:
        return TIMESTAMP_TZ;
      default:
        return OTHER;
    }
  }
}
