package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Ref;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Struct;
import java.sql.Types;

/**
 * Parameters a tenant binds, as values: a target driver stores a {@link Blob}, a {@link Clob} or
 * a stream bound as one in a large object it creates and writes on the server (PostgreSQL's
 * {@code lo_creat} and {@code lowrite}), so in tenant mode they are read here and bound as bytes
 * or text instead.
 */
final class BoundValues {
  private BoundValues() {
  }

  /** The stream's bytes, at most {@code length} of them when it is not negative. */
  static byte[] bytes(InputStream in, long length) throws SQLException {
    if (in == null) {
      return null;
    }
    try {
      return length < 0 ? in.readAllBytes() : in.readNBytes((int) Math.min(length,
          Integer.MAX_VALUE));
    } catch (IOException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("reading the bound stream failed: " + e, e);
    }
  }

  /** The reader's text, at most {@code length} characters when it is not negative. */
  static String text(Reader in, long length) throws SQLException {
    if (in == null) {
      return null;
    }
    StringBuilder b = new StringBuilder();
    char[] buffer = new char[8192];
    try {
      for (int n; (length < 0 || b.length() < length)
          && (n = in.read(buffer, 0, (int) Math.min(buffer.length,
              length < 0 ? buffer.length : length - b.length()))) > 0; ) {
        b.append(buffer, 0, n);
      }
    } catch (IOException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("reading the bound reader failed: " + e, e);
    }
    return b.toString();
  }

  /** A blob's bytes. */
  static byte[] bytes(Blob blob) throws SQLException {
    return blob == null ? null : blob.getBytes(1, (int) blob.length());
  }

  /** A clob's text. */
  static String text(Clob clob) throws SQLException {
    return clob == null ? null : clob.getSubString(1, (int) clob.length());
  }

  /**
   * An object bound with {@code setObject}, as a plain value: lobs and streams read, XML as
   * text; structs, refs and row ids refused.
   */
  static Object value(Object x) throws SQLException {
    if (x instanceof Blob blob) {
      return bytes(blob);
    }
    if (x instanceof Clob clob) {
      return text(clob);
    }
    if (x instanceof InputStream in) {
      return bytes(in, -1);
    }
    if (x instanceof Reader reader) {
      return text(reader, -1);
    }
    if (x instanceof SQLXML xml) {
      return xml.getString();
    }
    if (x instanceof Struct || x instanceof Ref || x instanceof RowId) {
      throw TargetValues.refused("binding a " + x.getClass().getSimpleName());
    }
    return x;
  }

  /** The type a large-object type code is bound as: its bytes or text. */
  static int type(int sqlType) {
    switch (sqlType) {
      case Types.BLOB:
        return Types.VARBINARY;
      case Types.CLOB:
      case Types.NCLOB:
      case Types.SQLXML:
        return Types.VARCHAR;
      default:
        return sqlType;
    }
  }
}
