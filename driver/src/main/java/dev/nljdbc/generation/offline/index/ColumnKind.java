package dev.nljdbc.generation.offline.index;

import java.sql.Types;
import java.util.Locale;

/** The broad type of a column, as far as planning cares. */
public enum ColumnKind {
  NUMBER,
  TEXT,
  DATE,
  TIMESTAMP,
  BOOLEAN,
  OTHER;

  /** The kind of a column from its JDBC type code and the database's type name. */
  static ColumnKind of(int jdbcType, String typeName) {
    String t = typeName == null ? "" : typeName.toLowerCase(Locale.ROOT);
    if (t.contains("timestamp") || t.contains("datetime")) {
      return TIMESTAMP;
    }
    if (t.equals("date")) {
      return DATE;
    }
    switch (jdbcType) {
      case Types.TINYINT:
      case Types.SMALLINT:
      case Types.INTEGER:
      case Types.BIGINT:
      case Types.DECIMAL:
      case Types.NUMERIC:
      case Types.FLOAT:
      case Types.REAL:
      case Types.DOUBLE:
        return t.equals("bool") || t.equals("boolean") ? BOOLEAN : NUMBER;
      case Types.CHAR:
      case Types.VARCHAR:
      case Types.NCHAR:
      case Types.NVARCHAR:
      case Types.LONGVARCHAR:
      case Types.LONGNVARCHAR:
      case Types.CLOB:
      case Types.NCLOB:
        return TEXT;
      case Types.DATE:
        return DATE;
      case Types.TIMESTAMP:
      case Types.TIMESTAMP_WITH_TIMEZONE:
        return TIMESTAMP;
      case Types.BOOLEAN:
      case Types.BIT:
        return BOOLEAN;
      default:
        return ofName(t);
    }
  }

  private static ColumnKind ofName(String t) {
    if (t.contains("int") || t.contains("num") || t.contains("dec") || t.contains("real")
        || t.contains("double") || t.contains("float") || t.contains("money")) {
      return NUMBER;
    }
    if (t.contains("char") || t.contains("text") || t.contains("clob") || t.isEmpty()
        || t.contains("string") || t.contains("enum")) {
      return TEXT;
    }
    if (t.contains("date")) {
      return DATE;
    }
    if (t.contains("time")) {
      return TIMESTAMP;
    }
    if (t.contains("bool") || t.equals("bit")) {
      return BOOLEAN;
    }
    return OTHER;
  }

  boolean isTemporal() {
    return this == DATE || this == TIMESTAMP;
  }
}
