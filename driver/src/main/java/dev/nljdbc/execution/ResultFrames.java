package dev.nljdbc.execution;

import java.sql.ParameterMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.apache.calcite.avatica.AvaticaParameter;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.SqlType;

/**
 * An open target result set read frame by frame: it describes its columns to Avatica and hands
 * out rows in the forms the wire protocol carries, so results stream in constant memory.
 */
public final class ResultFrames {
  /**
   * Fractional-second digits of times and timestamps: Avatica reads a temporal column's
   * precision as its fractional digits (JDBC drivers report the display width there), and the
   * protocol carries milliseconds.
   */
  private static final int MAX_FRACTION_DIGITS = 3;

  private final ResultSet resultSet;
  private final ColumnReader[] readers;
  private final List<ColumnMetaData> columns;
  private long position;
  private boolean done;
  private RowCap stop = RowCap.NONE;
  private boolean beyondStop;

  /** Reads the metadata of an open result set. */
  public ResultFrames(ResultSet resultSet) throws SQLException {
    this(resultSet, false);
  }

  /**
   * A catalog result (tables, columns, keys, indexes): whole-number DECIMAL columns become
   * BIGINT and every number is signed, as JDBC specifies those columns: MariaDB reports some as
   * unsigned DECIMAL, and Avatica's client fails on a null unsigned number.
   */
  public static ResultFrames ofCatalog(ResultSet resultSet) throws SQLException {
    return new ResultFrames(resultSet, true);
  }

  private ResultFrames(ResultSet resultSet, boolean catalog) throws SQLException {
    this.resultSet = resultSet;
    ResultSetMetaData md = resultSet.getMetaData();
    int n = md.getColumnCount();
    this.readers = new ColumnReader[n];
    this.columns = new ArrayList<>(n);
    boolean sqlite = md.getClass().getName().startsWith("org.sqlite.");
    for (int i = 1; i <= n; i++) {
      int type = md.getColumnType(i);
      if (catalog && (type == Types.DECIMAL || type == Types.NUMERIC) && md.getScale(i) <= 0) {
        type = Types.BIGINT;
      }
      readers[i - 1] = sqlite ? ColumnReader.forSqliteType(type) : ColumnReader.forType(type);
      columns.add(column(md, i, readers[i - 1], catalog));
    }
  }

  /** The columns as Avatica describes them. */
  public List<ColumnMetaData> columns() {
    return columns;
  }

  /** The signature of a query that produced this result set. */
  public Meta.Signature signature(String sql, List<AvaticaParameter> parameters) {
    return Meta.Signature.create(columns, sql, parameters, Meta.CursorFactory.LIST,
        Meta.StatementType.SELECT);
  }

  /**
   * Hands out at most the cap's rows, for a client that has no warnings channel. When a row
   * beyond exists, a cut by {@code limits.maxRows} leaves the frame that reaches the cap unfinished
   * and fails the fetch after it with {@link RowCap#cutError()}; a statement's own
   * {@code maxRows} ends the result at the cap. A result of exactly the cap's size ends normally.
   */
  public void stopAt(RowCap cap) {
    this.stop = cap;
  }

  /** How many rows have been read so far. */
  public long rowsRead() {
    return position;
  }

  /** Whether every row has been read. */
  public boolean isDone() {
    return done;
  }

  /**
   * The next frame of at most {@code maxRows} rows (all remaining rows when negative). The result
   * set is closed after its last row.
   */
  public Meta.Frame next(int maxRows) throws SQLException {
    if (beyondStop) {
      close();
      throw stop.cutError();
    }
    long offset = position;
    List<Object> rows = new ArrayList<>(maxRows < 0 ? 16 : Math.min(maxRows, 1024));
    while (!done && (maxRows < 0 || rows.size() < maxRows)) {
      if (stop.capped() && position >= stop.rows()) {
        break;
      }
      if (!resultSet.next()) {
        done = true;
        resultSet.close();
        break;
      }
      Object[] row = new Object[readers.length];
      for (int i = 0; i < readers.length; i++) {
        row[i] = readers[i].read(resultSet, i + 1);
      }
      rows.add(row);
      position++;
    }
    if (!done && stop.capped() && position >= stop.rows()) {
      beyondStop = stop.failsPastCap() && resultSet.next();
      done = !beyondStop;
      if (done) {
        resultSet.close();
      }
    }
    return new Meta.Frame(offset, done, rows);
  }

  /** Closes the result set if rows remain unread. */
  public void close() throws SQLException {
    if (!done) {
      done = true;
      resultSet.close();
    }
  }

  /**
   * Describes the client's parameters of a prepared statement.
   *
   * @param md the target's description of all parameters, the tenant's included; may be null
   * @param count how many parameters the client wrote
   * @param position where the client's 1-based parameter sits among all of them
   */
  public static List<AvaticaParameter> parameters(ParameterMetaData md, int count,
      IntUnaryOperator position) {
    List<AvaticaParameter> params = new ArrayList<>(count);
    for (int i = 1; i <= count; i++) {
      int type = Types.VARCHAR;
      String typeName = "VARCHAR";
      String className = String.class.getName();
      int precision = 0;
      int scale = 0;
      boolean signed = false;
      if (md != null) {
        int at = position.applyAsInt(i);
        try {
          type = md.getParameterType(at);
          typeName = md.getParameterTypeName(at);
          className = md.getParameterClassName(at);
          precision = md.getPrecision(at);
          scale = md.getScale(at);
          signed = md.isSigned(at);
        } catch (SQLException e) {
          type = Types.VARCHAR;
        }
      }
      params.add(new AvaticaParameter(signed, precision, scale, type, typeName, className, "?" + i));
    }
    return params;
  }

  private static ColumnMetaData column(ResultSetMetaData md, int i, ColumnReader reader,
      boolean catalog) throws SQLException {
    int type = reader.sqlType();
    boolean sameType = type == md.getColumnType(i);
    String typeName = sameType ? md.getColumnTypeName(i) : SqlType.valueOf(type).name();
    ColumnMetaData.Rep rep = ColumnMetaData.Rep.of(SqlType.valueOf(type).internal);
    ColumnMetaData.AvaticaType avaticaType = ColumnMetaData.scalar(type, typeName, rep);
    int precision = sameType ? md.getPrecision(i) : 0;
    int scale = sameType ? md.getScale(i) : 0;
    if (reader == ColumnReader.TIMESTAMP || reader == ColumnReader.TIME) {
      precision = Math.min(Math.max(scale, 0), MAX_FRACTION_DIGITS);
    }
    return new ColumnMetaData(i - 1, md.isAutoIncrement(i), md.isCaseSensitive(i),
        md.isSearchable(i), md.isCurrency(i), md.isNullable(i), catalog || md.isSigned(i),
        md.getColumnDisplaySize(i), md.getColumnLabel(i), md.getColumnName(i),
        md.getSchemaName(i), precision, scale,
        md.getTableName(i), md.getCatalogName(i), avaticaType, true, false, false,
        reader == ColumnReader.TEXT && !sameType ? String.class.getName()
            : md.getColumnClassName(i));
  }
}
