package dev.nljdbc.client;

import dev.nljdbc.error.RanWarning;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.DroppedClarification;
import dev.nljdbc.execution.Reading;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.execution.StreamValues;
import dev.nljdbc.meta.CancelCommand;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.NClob;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Statement;
import java.sql.Types;
import java.util.Properties;
import java.util.TimeZone;
import javax.sql.rowset.serial.SerialBlob;
import javax.sql.rowset.serial.SerialClob;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.AvaticaPreparedStatement;
import org.apache.calcite.avatica.AvaticaResultSet;
import org.apache.calcite.avatica.AvaticaResultSetMetaData;
import org.apache.calcite.avatica.AvaticaSpecificDatabaseMetaData;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.UnregisteredDriver;

/** Creates nljdbc's JDBC objects: Avatica's, with database metadata that names the target. */
public final class NlJdbcFactory implements AvaticaFactory {

  @Override
  public int getJdbcMajorVersion() {
    return 4;
  }

  @Override
  public int getJdbcMinorVersion() {
    return 2;
  }

  @Override
  public AvaticaConnection newConnection(UnregisteredDriver driver, AvaticaFactory factory,
      String url, Properties info) {
    return new NlConnection(driver, factory, url, info);
  }

  @Override
  public AvaticaStatement newStatement(AvaticaConnection connection, Meta.StatementHandle h,
      int resultSetType, int resultSetConcurrency, int resultSetHoldability) {
    return new NlStatement(connection, h, resultSetType, resultSetConcurrency,
        resultSetHoldability);
  }

  @Override
  public AvaticaPreparedStatement newPreparedStatement(AvaticaConnection connection,
      Meta.StatementHandle h, Meta.Signature signature, int resultSetType,
      int resultSetConcurrency, int resultSetHoldability) throws SQLException {
    return new NlPreparedStatement(connection, h, signature, resultSetType,
        resultSetConcurrency, resultSetHoldability);
  }

  @Override
  public AvaticaResultSet newResultSet(AvaticaStatement statement, QueryState state,
      Meta.Signature signature, TimeZone timeZone, Meta.Frame firstFrame) throws SQLException {
    ResultSetMetaData metaData = newResultSetMetaData(statement, signature);
    return new NlResultSet(statement, state, signature, metaData, timeZone, firstFrame);
  }

  @Override
  public AvaticaSpecificDatabaseMetaData newDatabaseMetaData(AvaticaConnection connection) {
    return new NlDatabaseMetaData((NlConnection) connection);
  }

  @Override
  public ResultSetMetaData newResultSetMetaData(AvaticaStatement statement,
      Meta.Signature signature) {
    return new AvaticaResultSetMetaData(statement, null, signature);
  }

  /**
   * A result set that knows the SQL that produced it and stops at the row cap: the server's
   * ({@code limits.maxRows}, reported with the SQL) or the statement's own {@code maxRows},
   * adding a warning when a row beyond the cap exists.
   */
  static final class NlResultSet extends AvaticaResultSet {
    private final RowCap cap;
    private long delivered;
    private volatile SQLWarning cut;
    private SQLWarning ran;
    private SQLWarning dropped;
    private SQLWarning reading;

    NlResultSet(AvaticaStatement statement, QueryState state, Meta.Signature signature,
        ResultSetMetaData metaData, TimeZone timeZone, Meta.Frame firstFrame)
        throws SQLException {
      super(statement, state, signature, metaData, timeZone, firstFrame);
      this.cap = RowCap.marked(signature == null ? null : signature.sql)
          .withStatementMaxRows(statement.getLargeMaxRows());
    }

    /** The SQL that ran on the target, as the server reports it. */
    String executedSql() {
      return Reading.unmarked(DroppedClarification.unmarked(RowCap.unmarked(signature.sql)));
    }

    /** The warning that carries the reading of the SQL that ran, or null. */
    synchronized SQLWarning readingWarning() {
      if (reading == null && signature != null) {
        String text = Reading.marked(DroppedClarification.unmarked(
            RowCap.unmarked(signature.sql)));
        reading = text == null ? null : Reading.warning(text);
      }
      return reading;
    }

    /** The warning that the statement dropped a pending clarification, or null. */
    synchronized SQLWarning droppedWarning() {
      if (dropped == null && signature != null) {
        String notice = DroppedClarification.marked(RowCap.unmarked(signature.sql));
        dropped = notice == null ? null : DroppedClarification.warning(notice);
      }
      return dropped;
    }

    /**
     * The next row; a fetch the server refused (a result it closed after
     * {@code session.fetchIdleTimeout}, a target that failed mid-result) is a SQLException with
     * the server's SQLState, where Avatica's cursor throws an unchecked one.
     */
    @Override
    public boolean next() throws SQLException {
      try {
        if (cap.capped() && delivered >= cap.rows()) {
          if (cut == null && super.next()) {
            cut = cap.warning();
          }
          return false;
        }
        boolean more = super.next();
        if (more) {
          delivered++;
        }
        return more;
      } catch (AvaticaClientRuntimeException e) {
        throw ClientErrors.toSqlException(e);
      }
    }

    /** The warning that names the SQL that ran: one object per result, so tools show it once. */
    synchronized SQLWarning ranWarning(String executed) {
      if (ran == null) {
        ran = RanWarning.of(executed);
      }
      return ran;
    }

    /**
     * The warning of a cut result, once a row beyond the cap was seen; none for a cut at the
     * client's own {@code setMaxRows} ({@link RowCap#warns()}).
     */
    SQLWarning cutWarning() {
      return cap.warns() ? cut : null;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
      SQLWarning own = super.getWarnings();
      return own == null ? cutWarning() : own;
    }

    @Override
    public java.sql.Timestamp getTimestamp(int columnIndex) throws SQLException {
      try {
        return super.getTimestamp(columnIndex);
      } catch (SQLException e) {
        throw notConverted(e, columnIndex, "a timestamp", SqlState.INVALID_DATETIME_FORMAT);
      }
    }

    @Override
    public java.sql.Timestamp getTimestamp(int columnIndex, java.util.Calendar cal)
        throws SQLException {
      try {
        return super.getTimestamp(columnIndex, cal);
      } catch (SQLException e) {
        throw notConverted(e, columnIndex, "a timestamp", SqlState.INVALID_DATETIME_FORMAT);
      }
    }

    @Override
    public java.sql.Timestamp getTimestamp(String columnLabel) throws SQLException {
      return getTimestamp(findColumn(columnLabel));
    }

    @Override
    public java.sql.Date getDate(int columnIndex) throws SQLException {
      try {
        return super.getDate(columnIndex);
      } catch (SQLException e) {
        throw notConverted(e, columnIndex, "a date", SqlState.INVALID_DATETIME_FORMAT);
      }
    }

    @Override
    public java.sql.Date getDate(String columnLabel) throws SQLException {
      return getDate(findColumn(columnLabel));
    }

    @Override
    public java.sql.Time getTime(int columnIndex) throws SQLException {
      try {
        return super.getTime(columnIndex);
      } catch (SQLException e) {
        throw notConverted(e, columnIndex, "a time", SqlState.INVALID_DATETIME_FORMAT);
      }
    }

    @Override
    public java.sql.Time getTime(String columnLabel) throws SQLException {
      return getTime(findColumn(columnLabel));
    }

    /**
     * {@code getArray}: the Avatica protocol carries a target's arrays as text, so it fails,
     * naming the column and its type instead of Avatica's accessor class.
     */
    @Override
    public java.sql.Array getArray(int columnIndex) throws SQLException {
      try {
        return super.getArray(columnIndex);
      } catch (SQLException | RuntimeException e) {
        throw notConverted(e, columnIndex, "an array (remote mode carries arrays as text; read"
            + " it with getString)", SqlState.FEATURE_NOT_SUPPORTED);
      }
    }

    @Override
    public java.sql.Array getArray(String columnLabel) throws SQLException {
      return getArray(findColumn(columnLabel));
    }

    /**
     * A conversion Avatica's accessor refused, with a message that names the column and its
     * type and with an SQLState (Avatica's has none).
     */
    private SQLException notConverted(Exception e, int columnIndex, String what, SqlState state)
        throws SQLException {
      if (e instanceof SQLException sql && sql.getSQLState() != null) {
        return sql;
      }
      ResultSetMetaData md = getMetaData();
      return state.exception("cannot read column " + columnIndex + " ("
          + md.getColumnLabel(columnIndex) + ", " + md.getColumnTypeName(columnIndex) + ") as "
          + what, e);
    }

    /**
     * The value as the class asked for: by nljdbc's table for the classes it lists, by Avatica's
     * accessor for the others; SQL NULL is null whatever the class, and a conversion neither
     * makes fails with 22023, naming the column and its type.
     */
    @Override
    public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
      if (ClientConversions.reads(type)) {
        return ClientConversions.read(this, columnIndex, type);
      }
      if (getObject(columnIndex) == null) {
        return null;
      }
      try {
        return super.getObject(columnIndex, type);
      } catch (SQLException | RuntimeException e) {
        throw notConverted(e, columnIndex, type.getName(), SqlState.INVALID_PARAMETER_VALUE);
      }
    }

    @Override
    public <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
      return getObject(findColumn(columnLabel), type);
    }

    /** The bytes of a binary column, or the UTF-8 bytes of another column's text. */
    @Override
    public byte[] getBytes(int columnIndex) throws SQLException {
      if (binary(getMetaData().getColumnType(columnIndex))) {
        return super.getBytes(columnIndex);
      }
      String text = getString(columnIndex);
      return text == null ? null : text.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Reader getCharacterStream(int columnIndex) throws SQLException {
      String text = getString(columnIndex);
      return text == null ? null : new StringReader(text);
    }

    @Override
    public InputStream getBinaryStream(int columnIndex) throws SQLException {
      byte[] bytes = getBytes(columnIndex);
      return bytes == null ? null : new ByteArrayInputStream(bytes);
    }

    @Override
    public byte[] getBytes(String columnLabel) throws SQLException {
      return getBytes(findColumn(columnLabel));
    }

    @Override
    public Reader getCharacterStream(String columnLabel) throws SQLException {
      return getCharacterStream(findColumn(columnLabel));
    }

    @Override
    public InputStream getBinaryStream(String columnLabel) throws SQLException {
      return getBinaryStream(findColumn(columnLabel));
    }

    /** The column's text as an in-memory lob. */
    @Override
    public Clob getClob(int columnIndex) throws SQLException {
      String text = getString(columnIndex);
      return text == null ? null : new SerialClob(text.toCharArray());
    }

    @Override
    public Clob getClob(String columnLabel) throws SQLException {
      return getClob(findColumn(columnLabel));
    }

    /** The column's bytes as an in-memory lob. */
    @Override
    public Blob getBlob(int columnIndex) throws SQLException {
      byte[] bytes = getBytes(columnIndex);
      return bytes == null ? null : new SerialBlob(bytes);
    }

    @Override
    public Blob getBlob(String columnLabel) throws SQLException {
      return getBlob(findColumn(columnLabel));
    }

    private static boolean binary(int type) {
      return type == Types.BINARY || type == Types.VARBINARY || type == Types.LONGVARBINARY
          || type == Types.BLOB;
    }
  }

  /**
   * A statement whose warnings carry the SQL that ran when it differs from the text executed
   * (the SQL generated for a question) and the cut of a result at its row cap.
   */
  static final class NlStatement extends AvaticaStatement {
    private volatile String lastText;
    /** The warnings of a result {@code getMoreResults} moved past; a new execution drops them. */
    private volatile SQLWarning kept;

    NlStatement(AvaticaConnection connection, Meta.StatementHandle h, int resultSetType,
        int resultSetConcurrency, int resultSetHoldability) {
      super(connection, h, resultSetType, resultSetConcurrency, resultSetHoldability);
    }

    @Override
    public boolean execute(String sql) throws SQLException {
      lastText = sql;
      kept = null;
      try {
        boolean result = ClientQueryTimeout.run(getQueryTimeout(), this::cancel,
            () -> super.execute(sql));
        reportRan();
        return result;
      } catch (SQLException e) {
        throw ClientErrors.withShortSql(ClientErrors.fromServer(e), sql);
      }
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
      lastText = sql;
      kept = null;
      try {
        return ClientQueryTimeout.run(getQueryTimeout(), this::cancel,
            () -> super.executeLargeUpdate(sql));
      } catch (SQLException e) {
        throw ClientErrors.withShortSql(ClientErrors.fromServer(e), sql);
      }
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
      lastText = sql;
      kept = null;
      try {
        ResultSet result = ClientQueryTimeout.run(getQueryTimeout(), this::cancel,
            () -> super.executeQuery(sql));
        reportRan();
        return result;
      } catch (SQLException e) {
        throw ClientErrors.withShortSql(ClientErrors.fromServer(e), sql);
      }
    }

    /** Reports the SQL generated for a question on the connection too ({@link RanWarning}). */
    private void reportRan() {
      AvaticaResultSet rs = openResultSet;
      if (rs instanceof NlResultSet nl && connection instanceof NlConnection nlConnection) {
        String executed = nl.executedSql();
        if (executed != null && !executed.equals(lastText)) {
          nlConnection.ranWarning().ran(nl.ranWarning(executed));
        }
      }
    }

    @Override
    public int[] executeBatch() throws SQLException {
      return ClientErrors.batch(super::executeBatch);
    }

    @Override
    public void cancel() throws SQLException {
      cancelOnServer(this, connection);
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
      return ClientErrors.batch(super::executeLargeBatch);
    }

    /** Moves past the only result: it is closed, and there is no current result any more. */
    /** Moves past the only result; the statement's warnings stay, as in-process. */
    @Override
    public boolean getMoreResults(int current) throws SQLException {
      SQLWarning warnings = getWarnings();
      boolean more = super.getMoreResults(current);
      openResultSet = null;
      kept = warnings;
      return more;
    }

    @Override
    public void clearWarnings() throws SQLException {
      kept = null;
      super.clearWarnings();
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
      if (isClosed()) {
        throw SqlState.OBJECT_NOT_IN_STATE.exception("statement is closed");
      }
      AvaticaResultSet rs = openResultSet;
      if (!(rs instanceof NlResultSet nl)) {
        return kept;
      }
      String executed = nl.executedSql();
      SQLWarning cut = nl.cutWarning();
      SQLWarning dropped = nl.droppedWarning();
      SQLWarning first = null;
      if (executed != null && !executed.equals(lastText)) {
        first = nl.ranWarning(executed);
        first = chain(first, nl.readingWarning());
      }
      first = chain(first, dropped);
      return chain(first, cut);
    }

    /** Appends a warning to a chain once: the same objects are chained on every call. */
    private static SQLWarning chain(SQLWarning first, SQLWarning next) {
      if (first == null || next == null) {
        return first == null ? next : first;
      }
      SQLWarning w = first;
      while (w != next) {
        SQLWarning after = w.getNextWarning();
        if (after == null) {
          w.setNextWarning(next);
          break;
        }
        w = after;
      }
      return first;
    }
  }

  /**
   * Cancels what the statement runs on the target: the protocol has no cancel request, so it
   * travels as a statement of its own on the same connection.
   */
  static void cancelOnServer(AvaticaStatement statement, AvaticaConnection connection)
      throws SQLException {
    if (statement.isClosed()) {
      return;
    }
    try (Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery(CancelCommand.statement(statement.handle.id))) {
      rs.next();
    }
  }

  /**
   * A prepared statement with the JDBC 4 setters Avatica leaves to its factories: streams and
   * lobs are read into the string or bytes they carry, java.time values and the like become
   * the classes Avatica sends ({@link ClientConversions}).
   */
  static final class NlPreparedStatement extends AvaticaPreparedStatement {
    /** The warnings of a result {@code getMoreResults} moved past; a new execution drops them. */
    private volatile SQLWarning kept;

    NlPreparedStatement(AvaticaConnection connection, Meta.StatementHandle h,
        Meta.Signature signature, int resultSetType, int resultSetConcurrency,
        int resultSetHoldability) throws SQLException {
      super(connection, h, signature, resultSetType, resultSetConcurrency, resultSetHoldability);
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
      if (isClosed()) {
        throw SqlState.OBJECT_NOT_IN_STATE.exception("statement is closed");
      }
      AvaticaResultSet rs = openResultSet;
      return rs instanceof NlResultSet ? ((NlResultSet) rs).cutWarning() : kept;
    }

    @Override
    public void clearWarnings() throws SQLException {
      kept = null;
      super.clearWarnings();
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
      kept = null;
      try {
        return ClientQueryTimeout.run(getQueryTimeout(), this::cancel, super::executeQuery);
      } catch (SQLException e) {
        throw ClientErrors.fromServer(e);
      }
    }

    @Override
    public boolean execute() throws SQLException {
      kept = null;
      try {
        return ClientQueryTimeout.run(getQueryTimeout(), this::cancel, super::execute);
      } catch (SQLException e) {
        throw ClientErrors.fromServer(e);
      }
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
      kept = null;
      try {
        return ClientQueryTimeout.run(getQueryTimeout(), this::cancel, super::executeLargeUpdate);
      } catch (SQLException e) {
        throw ClientErrors.fromServer(e);
      }
    }

    @Override
    public int[] executeBatch() throws SQLException {
      return ClientErrors.batch(super::executeBatch);
    }

    @Override
    public void cancel() throws SQLException {
      cancelOnServer(this, connection);
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
      return ClientErrors.batch(super::executeLargeBatch);
    }

    /** Moves past the only result: it is closed, and there is no current result any more. */
    @Override
    public boolean getMoreResults(int current) throws SQLException {
      SQLWarning warnings = getWarnings();
      boolean more = super.getMoreResults(current);
      openResultSet = null;
      kept = warnings;
      return more;
    }

    @Override
    public void setObject(int i, Object x) throws SQLException {
      super.setObject(i, ClientConversions.toWire(x));
    }

    @Override
    public void setObject(int i, Object x, int targetSqlType) throws SQLException {
      super.setObject(i, ClientConversions.toWire(x), targetSqlType);
    }

    @Override
    public void setCharacterStream(int i, Reader reader, int length) throws SQLException {
      setCharacterStream(i, reader, (long) length);
    }

    @Override
    public void setBinaryStream(int i, InputStream x, int length) throws SQLException {
      setBinaryStream(i, x, (long) length);
    }

    @Override
    public void setAsciiStream(int i, InputStream x, int length) throws SQLException {
      setAsciiStream(i, x, (long) length);
    }

    @Override
    public void setClob(int i, Clob x) throws SQLException {
      setString(i, x == null ? null : x.getSubString(1, (int) x.length()));
    }

    @Override
    public void setBlob(int i, Blob x) throws SQLException {
      setBytes(i, x == null ? null : x.getBytes(1, (int) x.length()));
    }

    @Override
    public void setRowId(int i, RowId x) throws SQLException {
      getSite(i).setRowId(x);
    }

    @Override
    public void setNString(int i, String value) throws SQLException {
      getSite(i).setNString(value);
    }

    @Override
    public void setNCharacterStream(int i, Reader value, long length) throws SQLException {
      setString(i, StreamValues.text(value, length));
    }

    @Override
    public void setNClob(int i, NClob value) throws SQLException {
      getSite(i).setNClob(value);
    }

    @Override
    public void setClob(int i, Reader reader, long length) throws SQLException {
      setString(i, StreamValues.text(reader, length));
    }

    @Override
    public void setBlob(int i, InputStream inputStream, long length) throws SQLException {
      setBytes(i, StreamValues.bytes(inputStream, length));
    }

    @Override
    public void setNClob(int i, Reader reader, long length) throws SQLException {
      setString(i, StreamValues.text(reader, length));
    }

    @Override
    public void setSQLXML(int i, SQLXML xmlObject) throws SQLException {
      getSite(i).setSQLXML(xmlObject);
    }

    @Override
    public void setAsciiStream(int i, InputStream x, long length) throws SQLException {
      byte[] ascii = StreamValues.bytes(x, length);
      setString(i, ascii == null ? null : new String(ascii, StandardCharsets.US_ASCII));
    }

    @Override
    public void setBinaryStream(int i, InputStream x, long length) throws SQLException {
      setBytes(i, StreamValues.bytes(x, length));
    }

    @Override
    public void setCharacterStream(int i, Reader reader, long length) throws SQLException {
      setString(i, StreamValues.text(reader, length));
    }

    @Override
    public void setAsciiStream(int i, InputStream x) throws SQLException {
      setAsciiStream(i, x, -1L);
    }

    @Override
    public void setBinaryStream(int i, InputStream x) throws SQLException {
      setBinaryStream(i, x, -1L);
    }

    @Override
    public void setCharacterStream(int i, Reader reader) throws SQLException {
      setCharacterStream(i, reader, -1L);
    }

    @Override
    public void setNCharacterStream(int i, Reader value) throws SQLException {
      setNCharacterStream(i, value, -1L);
    }

    @Override
    public void setClob(int i, Reader reader) throws SQLException {
      setClob(i, reader, -1L);
    }

    @Override
    public void setBlob(int i, InputStream inputStream) throws SQLException {
      setBlob(i, inputStream, -1L);
    }

    @Override
    public void setNClob(int i, Reader reader) throws SQLException {
      setNClob(i, reader, -1L);
    }
  }
}
