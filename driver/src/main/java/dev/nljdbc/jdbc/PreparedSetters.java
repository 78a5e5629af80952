package dev.nljdbc.jdbc;

import dev.nljdbc.execution.StreamValues;
import dev.nljdbc.security.BindKind;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.Calendar;

/**
 * The parameter setters of a prepared statement: each goes to the target's prepared statement,
 * at the position the client's parameter has in the SQL the security gate admitted; in tenant
 * mode lobs and streams bound as lobs go as bytes or text ({@link BoundValues}).
 */
abstract class PreparedSetters extends InProcessStatement implements PreparedStatement {
  PreparedSetters(InProcessConnection connection) {
    super(connection);
  }

  /** The target's prepared statement. */
  abstract PreparedStatement target() throws SQLException;

  /**
   * Where the client's 1-based parameter sits in the admitted SQL: once, or more often where the
   * tenant fence compares a copy of it.
   */
  abstract int[] at(int clientIndex) throws SQLException;

  /**
   * Refuses a binding of this kind where the admitted SQL compares the parameter inside the
   * tenant fence and the kind would not be leakproof there.
   */
  abstract void checkBinding(int clientIndex, BindKind kind) throws SQLException;

  private int[] at(int clientIndex, BindKind kind) throws SQLException {
    checkBinding(clientIndex, kind);
    return at(clientIndex);
  }

  private static BindKind kindOf(SQLType type) {
    Integer code = type == null ? null : type.getVendorTypeNumber();
    return code == null ? BindKind.OTHER : BindKind.ofSqlType(code);
  }

  /** Whether lobs and streams are bound as values ({@link BoundValues}): in tenant mode. */
  private boolean valuesOnly() {
    return connection.tenantMode();
  }

  @Override
  public void setArray(int a0, Array a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setArray(at, a1);
    }
  }

  @Override
  public void setAsciiStream(int a0, InputStream a1, int a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setAsciiStream(at, a1, a2);
    }
  }

  @Override
  public void setAsciiStream(int a0, InputStream a1, long a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setAsciiStream(at, a1, a2);
    }
  }

  @Override
  public void setAsciiStream(int a0, InputStream a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setAsciiStream(at, a1);
    }
  }

  @Override
  public void setBigDecimal(int a0, BigDecimal a1) throws SQLException {
    for (int at : at(a0, BindKind.NUMERIC)) {
      target().setBigDecimal(at, a1);
    }
  }

  @Override
  public void setBinaryStream(int a0, InputStream a1, int a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBinaryStream(at, a1, a2);
    }
  }

  @Override
  public void setBinaryStream(int a0, InputStream a1, long a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBinaryStream(at, a1, a2);
    }
  }

  @Override
  public void setBinaryStream(int a0, InputStream a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBinaryStream(at, a1);
    }
  }

  @Override
  public void setBlob(int a0, InputStream a1, long a2) throws SQLException {
    if (valuesOnly()) {
      setBytes(a0, StreamValues.bytes(a1, a2));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBlob(at, a1, a2);
    }
  }

  @Override
  public void setBlob(int a0, InputStream a1) throws SQLException {
    if (valuesOnly()) {
      setBytes(a0, StreamValues.bytes(a1, -1));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBlob(at, a1);
    }
  }

  @Override
  public void setBlob(int a0, Blob a1) throws SQLException {
    if (valuesOnly()) {
      setBytes(a0, BoundValues.bytes(a1));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBlob(at, a1);
    }
  }

  @Override
  public void setBoolean(int a0, boolean a1) throws SQLException {
    for (int at : at(a0, BindKind.BOOLEAN)) {
      target().setBoolean(at, a1);
    }
  }

  @Override
  public void setByte(int a0, byte a1) throws SQLException {
    for (int at : at(a0, BindKind.SMALLINT)) {
      target().setByte(at, a1);
    }
  }

  @Override
  public void setBytes(int a0, byte[] a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setBytes(at, a1);
    }
  }

  @Override
  public void setCharacterStream(int a0, Reader a1, int a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setCharacterStream(at, a1, a2);
    }
  }

  @Override
  public void setCharacterStream(int a0, Reader a1, long a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setCharacterStream(at, a1, a2);
    }
  }

  @Override
  public void setCharacterStream(int a0, Reader a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setCharacterStream(at, a1);
    }
  }

  @Override
  public void setClob(int a0, Reader a1, long a2) throws SQLException {
    if (valuesOnly()) {
      setString(a0, StreamValues.text(a1, a2));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setClob(at, a1, a2);
    }
  }

  @Override
  public void setClob(int a0, Reader a1) throws SQLException {
    if (valuesOnly()) {
      setString(a0, StreamValues.text(a1, -1));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setClob(at, a1);
    }
  }

  @Override
  public void setClob(int a0, Clob a1) throws SQLException {
    if (valuesOnly()) {
      setString(a0, BoundValues.text(a1));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setClob(at, a1);
    }
  }

  @Override
  public void setDate(int a0, Date a1, Calendar a2) throws SQLException {
    for (int at : at(a0, BindKind.DATE)) {
      target().setDate(at, a1, a2);
    }
  }

  @Override
  public void setDate(int a0, Date a1) throws SQLException {
    for (int at : at(a0, BindKind.DATE)) {
      target().setDate(at, a1);
    }
  }

  @Override
  public void setDouble(int a0, double a1) throws SQLException {
    for (int at : at(a0, BindKind.DOUBLE)) {
      target().setDouble(at, a1);
    }
  }

  @Override
  public void setFloat(int a0, float a1) throws SQLException {
    for (int at : at(a0, BindKind.REAL)) {
      target().setFloat(at, a1);
    }
  }

  @Override
  public void setInt(int a0, int a1) throws SQLException {
    for (int at : at(a0, BindKind.INTEGER)) {
      target().setInt(at, a1);
    }
  }

  @Override
  public void setLong(int a0, long a1) throws SQLException {
    for (int at : at(a0, BindKind.BIGINT)) {
      target().setLong(at, a1);
    }
  }

  @Override
  public void setNCharacterStream(int a0, Reader a1, long a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setNCharacterStream(at, a1, a2);
    }
  }

  @Override
  public void setNCharacterStream(int a0, Reader a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setNCharacterStream(at, a1);
    }
  }

  @Override
  public void setNClob(int a0, Reader a1, long a2) throws SQLException {
    if (valuesOnly()) {
      setString(a0, StreamValues.text(a1, a2));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setNClob(at, a1, a2);
    }
  }

  @Override
  public void setNClob(int a0, Reader a1) throws SQLException {
    if (valuesOnly()) {
      setString(a0, StreamValues.text(a1, -1));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setNClob(at, a1);
    }
  }

  @Override
  public void setNClob(int a0, NClob a1) throws SQLException {
    if (valuesOnly()) {
      setString(a0, BoundValues.text(a1));
      return;
    }
    for (int at : at(a0, BindKind.OTHER)) {
      target().setNClob(at, a1);
    }
  }

  @Override
  public void setNString(int a0, String a1) throws SQLException {
    for (int at : at(a0, BindKind.TEXT)) {
      target().setNString(at, a1);
    }
  }

  @Override
  public void setNull(int a0, int a1, String a2) throws SQLException {
    for (int at : at(a0, BindKind.ofSqlType(a1))) {
      target().setNull(at, a1, a2);
    }
  }

  @Override
  public void setNull(int a0, int a1) throws SQLException {
    for (int at : at(a0, BindKind.ofSqlType(a1))) {
      target().setNull(at, a1);
    }
  }

  @Override
  public void setObject(int a0, Object a1, int a2, int a3) throws SQLException {
    if (valuesOnly()) {
      for (int at : at(a0, BindKind.ofSqlType(a2))) {
        target().setObject(at, BoundValues.value(a1), BoundValues.type(a2), a3);
      }
      return;
    }
    for (int at : at(a0, BindKind.ofSqlType(a2))) {
      target().setObject(at, a1, a2, a3);
    }
  }

  @Override
  public void setObject(int a0, Object a1, int a2) throws SQLException {
    if (valuesOnly()) {
      for (int at : at(a0, BindKind.ofSqlType(a2))) {
        target().setObject(at, BoundValues.value(a1), BoundValues.type(a2));
      }
      return;
    }
    for (int at : at(a0, BindKind.ofSqlType(a2))) {
      target().setObject(at, a1, a2);
    }
  }

  @Override
  public void setObject(int a0, Object a1, SQLType a2, int a3) throws SQLException {
    if (valuesOnly()) {
      setObject(a0, a1, a2 == null || a2.getVendorTypeNumber() == null ? Types.OTHER
          : a2.getVendorTypeNumber(), a3);
      return;
    }
    for (int at : at(a0, kindOf(a2))) {
      target().setObject(at, a1, a2, a3);
    }
  }

  @Override
  public void setObject(int a0, Object a1, SQLType a2) throws SQLException {
    if (valuesOnly()) {
      setObject(a0, a1, a2 == null || a2.getVendorTypeNumber() == null ? Types.OTHER
          : a2.getVendorTypeNumber());
      return;
    }
    for (int at : at(a0, kindOf(a2))) {
      target().setObject(at, a1, a2);
    }
  }

  @Override
  public void setObject(int a0, Object a1) throws SQLException {
    for (int at : at(a0, BindKind.of(a1))) {
      target().setObject(at, valuesOnly() ? BoundValues.value(a1) : a1);
    }
  }

  @Override
  public void setRef(int a0, Ref a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setRef(at, a1);
    }
  }

  @Override
  public void setRowId(int a0, RowId a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setRowId(at, a1);
    }
  }

  @Override
  public void setSQLXML(int a0, SQLXML a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setSQLXML(at, a1);
    }
  }

  @Override
  public void setShort(int a0, short a1) throws SQLException {
    for (int at : at(a0, BindKind.SMALLINT)) {
      target().setShort(at, a1);
    }
  }

  @Override
  public void setString(int a0, String a1) throws SQLException {
    for (int at : at(a0, BindKind.TEXT)) {
      target().setString(at, a1);
    }
  }

  @Override
  public void setTime(int a0, Time a1, Calendar a2) throws SQLException {
    for (int at : at(a0, BindKind.TIME)) {
      target().setTime(at, a1, a2);
    }
  }

  @Override
  public void setTime(int a0, Time a1) throws SQLException {
    for (int at : at(a0, BindKind.TIME)) {
      target().setTime(at, a1);
    }
  }

  @Override
  public void setTimestamp(int a0, Timestamp a1, Calendar a2) throws SQLException {
    for (int at : at(a0, BindKind.TIMESTAMP)) {
      target().setTimestamp(at, a1, a2);
    }
  }

  @Override
  public void setTimestamp(int a0, Timestamp a1) throws SQLException {
    for (int at : at(a0, BindKind.TIMESTAMP)) {
      target().setTimestamp(at, a1);
    }
  }

  @Override
  public void setURL(int a0, URL a1) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setURL(at, a1);
    }
  }

  @Deprecated
  @Override
  public void setUnicodeStream(int a0, InputStream a1, int a2) throws SQLException {
    for (int at : at(a0, BindKind.OTHER)) {
      target().setUnicodeStream(at, a1, a2);
    }
  }
}
