package dev.nljdbc.client;

import dev.nljdbc.error.SqlState;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.UUID;

/**
 * The JDBC 4.2 conversions Avatica's client leaves out, in terms of the values the protocol
 * carries: {@code getObject(i, Class)} for the java.time classes, UUID, BigInteger and the
 * boxed numbers, and bind values of those classes, streams and lobs turned into the strings,
 * bytes, dates and timestamps Avatica sends.
 */
final class ClientConversions {
  private static final int MILLIS_PER_NANO = 1_000_000;

  private static final Set<Class<?>> READ = Set.of(String.class, BigDecimal.class,
      BigInteger.class, Long.class, Integer.class, Short.class, Double.class, Float.class,
      Boolean.class, byte[].class, UUID.class, LocalDate.class, LocalTime.class,
      LocalDateTime.class, OffsetDateTime.class, Instant.class);

  private static final Set<Integer> NUMBERS = Set.of(Types.TINYINT, Types.SMALLINT,
      Types.INTEGER, Types.BIGINT, Types.REAL, Types.FLOAT, Types.DOUBLE, Types.NUMERIC,
      Types.DECIMAL);
  private static final Set<Integer> BINARY = Set.of(Types.BINARY, Types.VARBINARY,
      Types.LONGVARBINARY, Types.BLOB);

  private ClientConversions() {
  }

  /** Whether {@link #read} converts to the class; Avatica's client handles the others. */
  static boolean reads(Class<?> type) {
    return READ.contains(type);
  }

  /**
   * The column's value as the class asked for, from a column of a kind that converts to it (a
   * number from a numeric column, a date or time from a temporal one, any column as text);
   * null for SQL NULL whatever the class, as the target's drivers give; 22023 otherwise.
   */
  static <T> T read(ResultSet rs, int i, Class<T> type) throws SQLException {
    if (rs.getObject(i) == null) {
      return null;
    }
    Object value;
    try {
      value = value(rs, i, type);
    } catch (SQLException | RuntimeException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("cannot read column " + i + " as "
          + type.getName() + ": " + e.getMessage(), e);
    }
    return value == null || rs.wasNull() ? null : type.cast(value);
  }

  private static Object value(ResultSet rs, int i, Class<?> type) throws SQLException {
    int column = rs.getMetaData().getColumnType(i);
    if (type == String.class) {
      return rs.getString(i);
    }
    if (Number.class.isAssignableFrom(type)) {
      require(NUMBERS.contains(column), column, type);
      BigDecimal d = rs.getBigDecimal(i);
      return d == null ? null : number(d, type);
    }
    if (type == Boolean.class) {
      require(column == Types.BOOLEAN || column == Types.BIT, column, type);
      return rs.getBoolean(i);
    }
    if (type == byte[].class) {
      require(BINARY.contains(column), column, type);
      return rs.getBytes(i);
    }
    if (type == UUID.class) {
      require(column == Types.VARCHAR || column == Types.CHAR, column, type);
      String text = rs.getString(i);
      return text == null ? null : UUID.fromString(text);
    }
    return temporal(rs, i, column, type);
  }

  private static Object number(BigDecimal d, Class<?> type) {
    if (type == BigDecimal.class) {
      return d;
    }
    if (type == BigInteger.class) {
      return d.toBigIntegerExact();
    }
    if (type == Long.class) {
      return d.longValueExact();
    }
    if (type == Integer.class) {
      return d.intValueExact();
    }
    if (type == Short.class) {
      return d.shortValueExact();
    }
    return type == Double.class ? (Object) d.doubleValue() : (Object) d.floatValue();
  }

  private static Object temporal(ResultSet rs, int i, int column, Class<?> type)
      throws SQLException {
    if (type == LocalDate.class) {
      require(column == Types.DATE || column == Types.TIMESTAMP, column, type);
      Date d = rs.getDate(i);
      return d == null ? null : d.toLocalDate();
    }
    if (type == LocalTime.class) {
      require(column == Types.TIME, column, type);
      Time t = rs.getTime(i);
      return t == null ? null : t.toLocalTime()
          .withNano((int) Math.floorMod(t.getTime(), 1000L) * MILLIS_PER_NANO);
    }
    require(column == Types.TIMESTAMP, column, type);
    Timestamp t = rs.getTimestamp(i);
    if (t == null) {
      return null;
    }
    if (type == LocalDateTime.class) {
      return t.toLocalDateTime();
    }
    if (type == OffsetDateTime.class) {
      return t.toLocalDateTime().atOffset(ZoneOffset.UTC);
    }
    return t.toInstant();
  }

  private static void require(boolean converts, int column, Class<?> type) {
    if (!converts) {
      throw new IllegalArgumentException("a column of JDBC type " + column
          + " does not convert to " + type.getSimpleName());
    }
  }

  /**
   * A bind value in a class Avatica sends: java.time values become the JDBC date, time and
   * timestamp (to the millisecond), a UUID its text, a BigInteger a BigDecimal.
   */
  static Object toWire(Object x) {
    if (x instanceof LocalDate localDate) {
      return Date.valueOf(localDate);
    }
    if (x instanceof LocalDateTime localDateTime) {
      return Timestamp.valueOf(localDateTime);
    }
    if (x instanceof LocalTime t) {
      Time time = Time.valueOf(t);
      time.setTime(time.getTime() + t.getNano() / MILLIS_PER_NANO);
      return time;
    }
    if (x instanceof OffsetDateTime offsetDateTime) {
      return Timestamp.from(offsetDateTime.toInstant());
    }
    if (x instanceof Instant instant) {
      return Timestamp.from(instant);
    }
    if (x instanceof UUID) {
      return x.toString();
    }
    if (x instanceof BigInteger bigInteger) {
      return new BigDecimal(bigInteger);
    }
    return x;
  }

}
