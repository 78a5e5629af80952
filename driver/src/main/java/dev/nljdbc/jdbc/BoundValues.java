package dev.nljdbc.jdbc;

import dev.nljdbc.execution.StreamValues;
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
      return StreamValues.bytes(in, -1);
    }
    if (x instanceof Reader reader) {
      return StreamValues.text(reader, -1);
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
