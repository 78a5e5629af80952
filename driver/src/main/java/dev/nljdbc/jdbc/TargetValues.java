package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.NClob;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Struct;
import java.sql.Types;
import javax.sql.rowset.serial.SerialBlob;
import javax.sql.rowset.serial.SerialClob;

/**
 * What a tenant reads from a column is a value, never an object of the target driver.
 *
 * <p>Design note. Target drivers hand out objects bound to their connection: PostgreSQL's
 * {@code refcursor} comes back from {@code getObject} as a result set the driver opened with
 * {@code FETCH ALL}, whose statement leads to the raw connection; {@code getBlob} and
 * {@code getClob} on a number read that number as a large-object id and return a locator that
 * reads and writes any large object; XML, structs and refs hold the connection too. In tenant
 * mode each is read as a value while its row is current (bytes, text, arrays of values) or
 * refused with 0A000. A {@link Blob} or {@link Clob} the tenant gets is a value-backed
 * {@link SerialBlob} or {@link SerialClob} built from the column's bytes or text, so writing to
 * it changes only the copy. An object of the driver's own classes (a PostgreSQL
 * {@code PGobject}, an interval) becomes its text.
 */
final class TargetValues {
  private TargetValues() {
  }

  /** Whether a column of this type holds a cursor, which its driver would open as a result. */
  static boolean isCursor(int jdbcType, String typeName) {
    return jdbcType == Types.REF_CURSOR || "refcursor".equalsIgnoreCase(typeName);
  }

  /** The column's bytes as a value-backed blob; never a large-object locator. */
  static Blob blob(ResultSet target, int column) throws SQLException {
    byte[] bytes = target.getBytes(column);
    return bytes == null ? null : new SerialBlob(bytes);
  }

  /** The column's text as a value-backed clob; never a large-object locator. */
  static Clob clob(ResultSet target, int column) throws SQLException {
    String text = target.getString(column);
    return text == null ? null : new SerialClob(text.toCharArray());
  }

  /** The column's text as a value-backed national clob. */
  static NClob nclob(ResultSet target, int column) throws SQLException {
    String text = target.getString(column);
    return text == null ? null : new ValueNClob(text.toCharArray());
  }

  /**
   * A value the target returned, as a plain value: JDK values as they are, lobs as value-backed
   * copies, XML as its text, arrays of values element by element, other driver objects as text.
   *
   * @param value what the target driver returned
   * @param text reads the column's text, for an object of the driver's own classes; null for
   *     array elements, whose own text is used then
   * @throws SQLException 0A000 for a result set, a struct, a ref or a row id
   */
  static Object plain(Object value, ColumnText text) throws SQLException {
    if (value == null || value instanceof TargetArray) {
      return value;
    }
    if (value instanceof ResultSet rs) {
      rs.close();
      throw refused("a cursor");
    }
    if (value instanceof NClob c) {
      return new ValueNClob(c.getSubString(1, (int) c.length()).toCharArray());
    }
    if (value instanceof Clob c) {
      return new SerialClob(c.getSubString(1, (int) c.length()).toCharArray());
    }
    if (value instanceof Blob b) {
      return new SerialBlob(b.getBytes(1, (int) b.length()));
    }
    if (value instanceof SQLXML x) {
      return x.getString();
    }
    if (value instanceof Array) {
      throw refused("an array object inside a value");
    }
    if (value instanceof Struct || value instanceof Ref || value instanceof RowId) {
      throw refused("a " + kind(value));
    }
    if (value instanceof Object[] elements) {
      Object[] copy = elements.clone();
      for (int i = 0; i < copy.length; i++) {
        copy[i] = plain(copy[i], null);
      }
      return copy;
    }
    if (isJdkValue(value)) {
      return value;
    }
    return text != null ? text.read() : value.toString();
  }

  /** Reads a column's text on demand. */
  @FunctionalInterface
  interface ColumnText {
    /** The text. */
    String read() throws SQLException;
  }

  /** The refusal of a target object that would outlive its row or reach the target connection. */
  static SQLException refused(String what) {
    return SqlState.FEATURE_NOT_SUPPORTED.exception("refused: " + what + " is an object of the"
        + " target database's connection; with a tenant configured only values are read"
        + " (use getString or getBytes)");
  }

  private static boolean isJdkValue(Object value) {
    Class<?> c = value.getClass();
    if (c.isArray()) {
      return c.getComponentType().isPrimitive();
    }
    String name = c.getName();
    return name.startsWith("java.") || name.startsWith("javax.");
  }

  private static String kind(Object value) {
    if (value instanceof Struct) {
      return "struct";
    }
    return value instanceof Ref ? "ref" : "row id";
  }

  /** A value-backed national clob. */
  static final class ValueNClob extends SerialClob implements NClob {
    private static final long serialVersionUID = 1L;

    ValueNClob(char[] text) throws SQLException {
      super(text);
    }
  }
}
