package dev.nljdbc.schema;

import dev.nljdbc.config.TenantNames;
import dev.nljdbc.dialect.SqlDialect;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Types;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Samples the distinct values of text columns with plain read-only SELECTs (the dialect's
 * {@link SqlDialect#distinctSample}).
 * A column keeps a sample when it has at most {@code maxDistinct} distinct values, none longer
 * than the limit; a column with more, up to {@code maxLookup}, keeps its short values as lookup
 * values (names to recognise in questions). Sampling stops once its time budget is spent; a
 * failed sample leaves the column unsampled.
 */
final class ValueSampler {

  /** Limits of sampling. */
  record Options(int maxDistinct, int maxLookup, int maxLength, int rowCap, Duration budget,
      String tenantColumn, String tenantValue) {
  }

  /** The values read from a column: a sample, or lookup values, or neither. */
  private record Values(List<String> sample, List<String> lookup) {
    static final Values NONE = new Values(List.of(), List.of());
  }

  private static final int MAX_DECLARED_LENGTH = 4000;

  private final Connection connection;
  private final SqlDialect dialect;
  private final Options options;
  private final long deadline;

  ValueSampler(Connection connection, SqlDialect dialect, Options options) {
    this.connection = connection;
    this.dialect = dialect;
    this.options = options;
    this.deadline = System.nanoTime() + options.budget().toNanos();
  }

  /**
   * The columns of a table, with samples added to those that qualify. In tenant mode a table
   * with the tenant column is read for the tenant's rows only; so is a table whose rows are the
   * tenants themselves, through {@code tenantKeyColumn} (its key that tenant columns refer to;
   * null for any other table). A table named like the tenants that no tenant column refers to
   * ({@link TenantNames#namesTheTenants}) is not sampled: it may list every tenant.
   */
  List<ColumnInfo> sample(String schema, String table, List<ColumnInfo> columns,
      String tenantKeyColumn) {
    List<ColumnInfo> result = new ArrayList<>(columns.size());
    ColumnInfo tenant = tenantColumn(columns);
    if (tenant == null && tenantKeyColumn == null && options.tenantValue() != null
        && TenantNames.namesTheTenants(table, options.tenantColumn())) {
      return columns;
    }
    if (tenant == null && tenantKeyColumn != null && options.tenantValue() != null) {
      for (ColumnInfo column : columns) {
        if (column.name().equals(tenantKeyColumn)) {
          tenant = column;
        }
      }
    }
    for (ColumnInfo column : columns) {
      Values values = Values.NONE;
      if (qualifies(column)) {
        values = distinctValues(schema, table, column, tenant);
      }
      result.add(values == Values.NONE ? column : new ColumnInfo(column.name(),
          column.jdbcType(), column.typeName(), column.nullable(), column.remarks(),
          values.sample(), values.lookup()));
    }
    return result;
  }

  private ColumnInfo tenantColumn(List<ColumnInfo> columns) {
    if (options.tenantColumn() == null || options.tenantValue() == null) {
      return null;
    }
    for (ColumnInfo column : columns) {
      if (column.name().equalsIgnoreCase(options.tenantColumn())) {
        return column;
      }
    }
    return null;
  }

  private boolean qualifies(ColumnInfo column) {
    if (options.tenantColumn() != null && column.name().equalsIgnoreCase(options.tenantColumn())) {
      return false;
    }
    return isText(column);
  }

  private boolean isText(ColumnInfo column) {
    switch (column.jdbcType()) {
      case Types.CHAR:
      case Types.VARCHAR:
      case Types.NCHAR:
      case Types.NVARCHAR:
        return true;
      case Types.LONGVARCHAR:
      case Types.LONGNVARCHAR:
      case Types.CLOB:
      case Types.NCLOB:
        return false;
      default:
        String type = column.typeName() == null ? "" : column.typeName().toLowerCase(Locale.ROOT);
        return type.contains("char") || type.contains("text") || type.equals("enum")
            || dialect.untypedColumnsHoldText() && type.isBlank();
    }
  }

  private Values distinctValues(String schema, String table, ColumnInfo column,
      ColumnInfo tenant) {
    long remaining = deadline - System.nanoTime();
    if (remaining <= 0) {
      return Values.NONE;
    }
    String sql = sql(schema, table, column.name(), tenant);
    Savepoint savepoint = null;
    try {
      if (!connection.getAutoCommit()) {
        savepoint = connection.setSavepoint();
      }
      try (PreparedStatement statement = connection.prepareStatement(sql)) {
        statement.setQueryTimeout((int) Math.max(1, Duration.ofNanos(remaining).toSeconds()));
        statement.setMaxRows(limit() + 1);
        if (tenant != null) {
          bindTenant(statement, tenant);
        }
        return read(statement);
      } finally {
        if (savepoint != null) {
          connection.releaseSavepoint(savepoint);
        }
      }
    } catch (SQLException | RuntimeException e) {
      rollback(savepoint);
      return Values.NONE;
    }
  }

  private int limit() {
    return Math.max(options.maxDistinct(), options.maxLookup());
  }

  private Values read(PreparedStatement statement) throws SQLException {
    TreeSet<String> values = new TreeSet<>(
        Comparator.comparing((String s) -> s.toLowerCase(Locale.ROOT)).thenComparing(s -> s));
    int rows = 0;
    boolean tooLong = false;
    try (ResultSet rs = statement.executeQuery()) {
      while (rs.next()) {
        if (++rows > limit()) {
          return Values.NONE;
        }
        String value = rs.getString(1);
        if (value == null || value.isBlank()) {
          continue;
        }
        if (value.length() > options.maxLength() || value.length() > MAX_DECLARED_LENGTH) {
          tooLong = true;
          continue;
        }
        values.add(value);
      }
    }
    if (rows <= options.maxDistinct() && !tooLong) {
      return new Values(new ArrayList<>(values), List.of());
    }
    if (rows <= options.maxLookup() && values.size() * 2 >= rows) {
      return new Values(List.of(), new ArrayList<>(values));
    }
    return Values.NONE;
  }

  private void rollback(Savepoint savepoint) {
    if (savepoint == null) {
      return;
    }
    try {
      connection.rollback(savepoint);
    } catch (SQLException ignored) {
      // the connection's own state decides what happens next
    }
  }

  private void bindTenant(PreparedStatement statement, ColumnInfo tenant) throws SQLException {
    String value = options.tenantValue();
    switch (tenant.jdbcType()) {
      case Types.INTEGER:
      case Types.SMALLINT:
      case Types.TINYINT:
      case Types.BIGINT:
        statement.setLong(1, Long.parseLong(value.strip()));
        break;
      case Types.NUMERIC:
      case Types.DECIMAL:
        statement.setBigDecimal(1, new java.math.BigDecimal(value.strip()));
        break;
      default:
        statement.setString(1, value);
    }
  }

  private String sql(String schema, String table, String column, ColumnInfo tenant) {
    String c = dialect.quoteIdentifier(column);
    String where = c + " IS NOT NULL" + (tenant == null ? ""
        : " AND " + dialect.quoteIdentifier(tenant.name()) + " = ?");
    return dialect.distinctSample(c, dialect.qualifiedTable(schema, table), where,
        options.rowCap(), limit() + 1);
  }
}
