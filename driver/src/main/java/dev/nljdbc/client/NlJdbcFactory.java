package dev.nljdbc.client;

import dev.nljdbc.error.RanWarning;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.execution.DroppedClarification;
import dev.nljdbc.execution.RowCap;
import dev.nljdbc.meta.CancelCommand;
import java.io.InputStream;
import java.io.Reader;
import java.sql.NClob;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Statement;
import java.util.Properties;
import java.util.TimeZone;
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
    return 1;
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

    NlResultSet(AvaticaStatement statement, QueryState state, Meta.Signature signature,
        ResultSetMetaData metaData, TimeZone timeZone, Meta.Frame firstFrame)
        throws SQLException {
      super(statement, state, signature, metaData, timeZone, firstFrame);
      this.cap = RowCap.marked(signature == null ? null : signature.sql)
          .withStatementMaxRows(statement.getLargeMaxRows());
    }

    /** The SQL that ran on the target, as the server reports it. */
    String executedSql() {
      return DroppedClarification.unmarked(RowCap.unmarked(signature.sql));
    }

    /** The warning that the statement dropped a pending clarification, or null. */
    synchronized SQLWarning droppedWarning() {
      if (dropped == null && signature != null) {
        String notice = DroppedClarification.marked(RowCap.unmarked(signature.sql));
        dropped = notice == null ? null : DroppedClarification.warning(notice);
      }
      return dropped;
    }

    @Override
    public boolean next() throws SQLException {
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
    }

    /** The warning that names the SQL that ran: one object per result, so tools show it once. */
    synchronized SQLWarning ranWarning(String executed) {
      if (ran == null) {
        ran = RanWarning.of(executed);
      }
      return ran;
    }

    /** The warning of a cut result, once a row beyond the cap was seen. */
    SQLWarning cutWarning() {
      return cut;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
      SQLWarning own = super.getWarnings();
      return own == null ? cut : own;
    }
  }

  /**
   * A statement whose warnings carry the SQL that ran when it differs from the text executed
   * (the SQL generated for a question) and the cut of a result at its row cap.
   */
  static final class NlStatement extends AvaticaStatement {
    private volatile String lastText;

    NlStatement(AvaticaConnection connection, Meta.StatementHandle h, int resultSetType,
        int resultSetConcurrency, int resultSetHoldability) {
      super(connection, h, resultSetType, resultSetConcurrency, resultSetHoldability);
    }

    @Override
    public boolean execute(String sql) throws SQLException {
      lastText = sql;
      try {
        boolean result = ClientQueryTimeout.run(getQueryTimeout(), this::cancel,
            () -> super.execute(sql));
        reportRan();
        return result;
      } catch (SQLException e) {
        throw ClientErrors.withShortSql(e, sql);
      }
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
      lastText = sql;
      try {
        ResultSet result = ClientQueryTimeout.run(getQueryTimeout(), this::cancel,
            () -> super.executeQuery(sql));
        reportRan();
        return result;
      } catch (SQLException e) {
        throw ClientErrors.withShortSql(e, sql);
      }
    }

    /** Reports the SQL generated for a question on the connection too ({@link RanWarning}). */
    private void reportRan() {
      AvaticaResultSet rs = openResultSet;
      if (rs instanceof NlResultSet && connection instanceof NlConnection) {
        NlResultSet nl = (NlResultSet) rs;
        String executed = nl.executedSql();
        if (executed != null && !executed.equals(lastText)) {
          ((NlConnection) connection).ranWarning().ran(nl.ranWarning(executed));
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

    @Override
    public SQLWarning getWarnings() throws SQLException {
      if (isClosed()) {
        throw SqlState.OBJECT_NOT_IN_STATE.exception("statement is closed");
      }
      AvaticaResultSet rs = openResultSet;
      if (!(rs instanceof NlResultSet)) {
        return null;
      }
      NlResultSet nl = (NlResultSet) rs;
      String executed = nl.executedSql();
      SQLWarning cut = nl.cutWarning();
      SQLWarning dropped = nl.droppedWarning();
      SQLWarning first = null;
      if (executed != null && !executed.equals(lastText)) {
        first = nl.ranWarning(executed);
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

  /** A prepared statement with the JDBC 4 setters Avatica leaves to its factories. */
  static final class NlPreparedStatement extends AvaticaPreparedStatement {
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
      return rs instanceof NlResultSet ? ((NlResultSet) rs).cutWarning() : null;
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
      return ClientQueryTimeout.run(getQueryTimeout(), this::cancel, super::executeQuery);
    }

    @Override
    public boolean execute() throws SQLException {
      return ClientQueryTimeout.run(getQueryTimeout(), this::cancel, super::execute);
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
      getSite(i).setNCharacterStream(value, length);
    }

    @Override
    public void setNClob(int i, NClob value) throws SQLException {
      getSite(i).setNClob(value);
    }

    @Override
    public void setClob(int i, Reader reader, long length) throws SQLException {
      getSite(i).setClob(reader, length);
    }

    @Override
    public void setBlob(int i, InputStream inputStream, long length) throws SQLException {
      getSite(i).setBlob(inputStream, length);
    }

    @Override
    public void setNClob(int i, Reader reader, long length) throws SQLException {
      getSite(i).setNClob(reader, length);
    }

    @Override
    public void setSQLXML(int i, SQLXML xmlObject) throws SQLException {
      getSite(i).setSQLXML(xmlObject);
    }

    @Override
    public void setAsciiStream(int i, InputStream x, long length) throws SQLException {
      getSite(i).setAsciiStream(x, length);
    }

    @Override
    public void setBinaryStream(int i, InputStream x, long length) throws SQLException {
      getSite(i).setBinaryStream(x, length);
    }

    @Override
    public void setCharacterStream(int i, Reader reader, long length) throws SQLException {
      getSite(i).setCharacterStream(reader, length);
    }

    @Override
    public void setAsciiStream(int i, InputStream x) throws SQLException {
      getSite(i).setAsciiStream(x);
    }

    @Override
    public void setBinaryStream(int i, InputStream x) throws SQLException {
      getSite(i).setBinaryStream(x);
    }

    @Override
    public void setCharacterStream(int i, Reader reader) throws SQLException {
      getSite(i).setCharacterStream(reader);
    }

    @Override
    public void setNCharacterStream(int i, Reader value) throws SQLException {
      getSite(i).setNCharacterStream(value);
    }

    @Override
    public void setClob(int i, Reader reader) throws SQLException {
      getSite(i).setClob(reader);
    }

    @Override
    public void setBlob(int i, InputStream inputStream) throws SQLException {
      getSite(i).setBlob(inputStream);
    }

    @Override
    public void setNClob(int i, Reader reader) throws SQLException {
      getSite(i).setNClob(reader);
    }
  }
}
