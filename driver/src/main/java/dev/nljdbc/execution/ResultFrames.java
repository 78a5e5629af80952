package dev.nljdbc.execution;

import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.dialect.GenericDialect;
import dev.nljdbc.dialect.SqlDialect;
import java.sql.ParameterMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
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
    boolean dynamic = dialectOf(resultSet).dynamicallyTyped();
    int n = md.getColumnCount();
    this.readers = new ColumnReader[n];
    this.columns = new ArrayList<>(n);
    for (int i = 1; i <= n; i++) {
      readers[i - 1] = reader(md, i, catalog, dynamic);
      columns.add(column(md, i, readers[i - 1], catalog));
    }
  }

  /**
   * The columns a prepared query's results will have, as Avatica describes them, from the
   * target's description before it runs; none where the target has none.
   */
  public static List<ColumnMetaData> columns(ResultSetMetaData md, SqlDialect dialect)
      throws SQLException {
    if (md == null) {
      return List.of();
    }
    List<ColumnMetaData> described = new ArrayList<>(md.getColumnCount());
    for (int i = 1; i <= md.getColumnCount(); i++) {
      described.add(column(md, i, reader(md, i, false, dialect.dynamicallyTyped()), false));
    }
    return described;
  }

  /** The dialect of the database a result comes from; the generic one when it cannot tell. */
  private static SqlDialect dialectOf(ResultSet resultSet) throws SQLException {
    Statement statement = resultSet.getStatement();
    return statement == null ? GenericDialect.DEFAULT : Dialects.of(statement.getConnection());
  }

  private static ColumnReader reader(ResultSetMetaData md, int i, boolean catalog,
      boolean dynamic) throws SQLException {
    int type = md.getColumnType(i);
    if (catalog && (type == Types.DECIMAL || type == Types.NUMERIC) && md.getScale(i) <= 0) {
      type = Types.BIGINT;
    } else if (catalog && type == Types.NULL) {
      type = CatalogColumnTypes.ofUntyped(md.getColumnLabel(i));
    } else if (!catalog) {
      type = carried(md, i, type);
    }
    return dynamic ? ColumnReader.forDynamicType(type) : ColumnReader.forType(type);
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

  /**
   * The type a query column travels as where the target's own does not fit Avatica's: an
   * unsigned BIGINT exceeds a long and travels as DECIMAL, a BIT of several bits is its bytes.
   */
  private static int carried(ResultSetMetaData md, int i, int type) throws SQLException {
    if (type == Types.BIGINT && !md.isSigned(i)) {
      return Types.DECIMAL;
    }
    if (type == Types.BIT && md.getPrecision(i) > 1) {
      return Types.VARBINARY;
    }
    return type;
  }

  /** The class of a column's values where it travels as another type than the target's. */
  private static String className(ColumnReader reader, String targetClass) {
    switch (reader) {
      case TEXT:
        return String.class.getName();
      case DECIMAL:
        return java.math.BigDecimal.class.getName();
      case BYTES:
        return byte[].class.getName();
      default:
        return targetClass;
    }
  }

  /**
   * A column as Avatica describes it. The type code is one Avatica's client reads; the target's
   * type name, precision and scale stay wherever the value travels in a compatible form
   * (numbers, text, bytes), so tools still see {@code numeric(38,10)} or {@code uuid}.
   */
  private static ColumnMetaData column(ResultSetMetaData md, int i, ColumnReader reader,
      boolean catalog) throws SQLException {
    int targetType = md.getColumnType(i);
    int type = reader.sqlType();
    if (reader == ColumnReader.DECIMAL && targetType == Types.NUMERIC
        || reader == ColumnReader.BYTES && targetType == Types.BINARY) {
      type = targetType;
    }
    boolean sameType = type == targetType;
    boolean described = sameType || reader == ColumnReader.DECIMAL
        || reader == ColumnReader.TEXT || reader == ColumnReader.BYTES;
    String typeName = described ? md.getColumnTypeName(i) : SqlType.valueOf(type).name();
    ColumnMetaData.Rep rep = ColumnMetaData.Rep.of(SqlType.valueOf(type).internal);
    ColumnMetaData.AvaticaType avaticaType = ColumnMetaData.scalar(type, typeName, rep);
    int precision = described ? md.getPrecision(i) : 0;
    int scale = described ? md.getScale(i) : 0;
    if (reader == ColumnReader.TIMESTAMP || reader == ColumnReader.TIME) {
      precision = Math.min(Math.max(scale, 0), MAX_FRACTION_DIGITS);
    }
    return new ColumnMetaData(i - 1, md.isAutoIncrement(i), md.isCaseSensitive(i),
        md.isSearchable(i), md.isCurrency(i), md.isNullable(i), catalog || md.isSigned(i),
        md.getColumnDisplaySize(i), md.getColumnLabel(i), md.getColumnName(i),
        md.getSchemaName(i), precision, scale,
        md.getTableName(i), md.getCatalogName(i), avaticaType, true, false, false,
        sameType ? md.getColumnClassName(i) : className(reader, md.getColumnClassName(i)));
  }
}
