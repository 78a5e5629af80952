package dev.nljdbc.meta;

import dev.nljdbc.statement.ResultTable;
import java.sql.DatabaseMetaData;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.SqlType;

/** Turns a table nljdbc produced itself into an Avatica result. */
final class TableResults {
  private TableResults() {
  }

  static Meta.MetaResultSet of(String connectionId, int statementId, ResultTable table, String sql) {
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < table.columns().size(); i++) {
      int type = table.sqlTypes().get(i);
      ColumnMetaData.Rep rep = ColumnMetaData.Rep.of(SqlType.valueOf(type).internal);
      String label = table.columns().get(i);
      columns.add(new ColumnMetaData(i, false, true, false, false,
          DatabaseMetaData.columnNullable, type != Types.VARCHAR, 40, label, label, null, 0, 0,
          null, null, ColumnMetaData.scalar(type, SqlType.valueOf(type).name(), rep), true, false,
          false, null));
    }
    List<Object> rows = new ArrayList<>(table.rows().size());
    for (Object[] row : table.rows()) {
      Object[] wire = new Object[row.length];
      for (int i = 0; i < row.length; i++) {
        wire[i] = toWire(row[i]);
      }
      rows.add(wire);
    }
    Meta.Signature signature = Meta.Signature.create(columns, sql, List.of(),
        Meta.CursorFactory.LIST, Meta.StatementType.SELECT);
    return Meta.MetaResultSet.create(connectionId, statementId, false, signature,
        new Meta.Frame(0, true, rows));
  }

  private static Object toWire(Object value) {
    if (value instanceof Timestamp timestamp) {
      return timestamp.getTime();
    }
    if (value instanceof Instant instant) {
      return instant.toEpochMilli();
    }
    if (value instanceof LocalDate localDate) {
      return (int) localDate.toEpochDay();
    }
    return value;
  }
}
