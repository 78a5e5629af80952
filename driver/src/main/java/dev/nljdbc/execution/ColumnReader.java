package dev.nljdbc.execution;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.Calendar;
import java.util.Locale;
import java.util.TimeZone;
import org.apache.calcite.avatica.util.DateTimeUtils;

/**
 * Reads one column of a target result set in the form Avatica's wire protocol carries, and
 * names the SQL type the client is told. Types the protocol cannot carry travel as text.
 */
enum ColumnReader {
  LONG(Types.BIGINT) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      long v = rs.getLong(i);
      return rs.wasNull() ? null : v;
    }
  },
  INT(Types.INTEGER) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      int v = rs.getInt(i);
      return rs.wasNull() ? null : v;
    }
  },
  SHORT(Types.SMALLINT) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      short v = rs.getShort(i);
      return rs.wasNull() ? null : v;
    }
  },
  BYTE(Types.TINYINT) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      byte v = rs.getByte(i);
      return rs.wasNull() ? null : v;
    }
  },
  DOUBLE(Types.DOUBLE) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      double v = rs.getDouble(i);
      return rs.wasNull() ? null : v;
    }
  },
  FLOAT(Types.REAL) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      float v = rs.getFloat(i);
      return rs.wasNull() ? null : v;
    }
  },
  DECIMAL(Types.DECIMAL) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      return rs.getBigDecimal(i);
    }
  },
  BOOLEAN(Types.BOOLEAN) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      boolean v = rs.getBoolean(i);
      return rs.wasNull() ? null : v;
    }
  },
  DATE(Types.DATE) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      java.sql.Date d = rs.getDate(i, utc());
      return d == null ? null : (int) Math.floorDiv(d.getTime(), DateTimeUtils.MILLIS_PER_DAY);
    }
  },
  TIME(Types.TIME) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      java.sql.Time t = rs.getTime(i, utc());
      return t == null ? null : (int) Math.floorMod(t.getTime(), DateTimeUtils.MILLIS_PER_DAY);
    }
  },
  TIMESTAMP(Types.TIMESTAMP) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      Timestamp t = rs.getTimestamp(i, utc());
      return t == null ? null : t.getTime();
    }
  },
  BYTES(Types.VARBINARY) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      return rs.getBytes(i);
    }
  },
  TEXT(Types.VARCHAR) {
    @Override
    Object read(ResultSet rs, int i) throws SQLException {
      return rs.getString(i);
    }
  };

  private static final ThreadLocal<Calendar> UTC =
      ThreadLocal.withInitial(() -> Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.ROOT));

  private final int sqlType;

  ColumnReader(int sqlType) {
    this.sqlType = sqlType;
  }

  /** The SQL type the client is told. */
  int sqlType() {
    return sqlType;
  }

  /** Reads the column at the 1-based index of the current row. */
  abstract Object read(ResultSet rs, int index) throws SQLException;

  /** The reader for a column of the given JDBC type. */
  static ColumnReader forType(int jdbcType) {
    switch (jdbcType) {
      case Types.BIGINT:
        return LONG;
      case Types.INTEGER:
        return INT;
      case Types.SMALLINT:
        return SHORT;
      case Types.TINYINT:
        return BYTE;
      case Types.DOUBLE:
      case Types.FLOAT:
        return DOUBLE;
      case Types.REAL:
        return FLOAT;
      case Types.DECIMAL:
      case Types.NUMERIC:
        return DECIMAL;
      case Types.BOOLEAN:
      case Types.BIT:
        return BOOLEAN;
      case Types.DATE:
        return DATE;
      case Types.TIME:
      case Types.TIME_WITH_TIMEZONE:
        return TIME;
      case Types.TIMESTAMP:
      case Types.TIMESTAMP_WITH_TIMEZONE:
        return TIMESTAMP;
      case Types.BINARY:
      case Types.VARBINARY:
      case Types.LONGVARBINARY:
      case Types.BLOB:
        return BYTES;
      default:
        return TEXT;
    }
  }

  /**
   * The reader for a column of a dynamically typed database
   * ({@link dev.nljdbc.dialect.SqlDialect#dynamicallyTyped}, SQLite): REAL holds 8-byte doubles
   * and dates and times the text written, so neither is narrowed (a REAL read as float loses
   * digits, a DATETIME read as a date loses its time).
   */
  static ColumnReader forDynamicType(int jdbcType) {
    switch (jdbcType) {
      case Types.REAL:
      case Types.FLOAT:
        return DOUBLE;
      case Types.DATE:
      case Types.TIME:
      case Types.TIMESTAMP:
        return TEXT;
      default:
        return forType(jdbcType);
    }
  }

  private static Calendar utc() {
    Calendar c = UTC.get();
    c.clear();
    return c;
  }
}
