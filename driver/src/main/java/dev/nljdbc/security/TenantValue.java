package dev.nljdbc.security;

import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.error.SqlState;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/** The tenant value converted once to each tenant column type, and bound as a parameter. */
final class TenantValue {
  private final String raw;
  private final SqlDialect dialect;
  private final Map<String, Object> converted = new ConcurrentHashMap<>();

  /** Converts the value for every tenant column type of the catalogue; 22023 when one fails. */
  TenantValue(String raw, TenantTables tables) throws SQLException {
    this.raw = raw;
    this.dialect = tables.dialect();
    for (TenantTables.TenantColumn c : tables.tenantColumns()) {
      converted.put(c.typeKey(), convert(c));
    }
  }

  String raw() {
    return raw;
  }

  void bind(PreparedStatement statement, int index, TenantTables.TenantColumn column)
      throws SQLException {
    Object value = converted.get(column.typeKey());
    if (value == null) {
      value = convert(column);
      converted.put(column.typeKey(), value);
    }
    if (value instanceof Untyped) {
      statement.setObject(index, raw, Types.OTHER);
    } else {
      statement.setObject(index, value);
    }
  }

  private Object convert(TenantTables.TenantColumn c) throws SQLException {
    String v = raw.trim();
    try {
      switch (c.jdbcType) {
        case Types.TINYINT:
        case Types.SMALLINT:
        case Types.INTEGER:
          return Integer.valueOf(v);
        case Types.BIGINT:
          return Long.valueOf(v);
        case Types.NUMERIC:
        case Types.DECIMAL:
          return new BigDecimal(v);
        case Types.REAL:
        case Types.FLOAT:
        case Types.DOUBLE:
          return Double.valueOf(v);
        case Types.BIT:
        case Types.BOOLEAN:
          return parseBoolean(v);
        case Types.CHAR:
        case Types.VARCHAR:
        case Types.LONGVARCHAR:
        case Types.NCHAR:
        case Types.NVARCHAR:
        case Types.LONGNVARCHAR:
        case Types.CLOB:
          return raw;
        default:
          if ("uuid".equals(c.typeName)) {
            return UUID.fromString(v);
          }
          return dialect.bindsUntypedParameters() ? Untyped.INSTANCE : raw;
      }
    } catch (IllegalArgumentException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("tenant.value '" + raw
          + "' is not a valid " + c.typeName.toUpperCase(Locale.ROOT) + " for tenant column "
          + c.name, e);
    }
  }

  private static Boolean parseBoolean(String v) {
    switch (v.toLowerCase(Locale.ROOT)) {
      case "true":
      case "1":
        return Boolean.TRUE;
      case "false":
      case "0":
        return Boolean.FALSE;
      default:
        throw new IllegalArgumentException(v);
    }
  }

  /** Marks a value PostgreSQL should type from context (enums, domains, citext). */
  private enum Untyped { INSTANCE }
}
