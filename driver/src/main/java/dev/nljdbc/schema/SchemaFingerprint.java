package dev.nljdbc.schema;

import dev.nljdbc.dialect.SqlDialect;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/** The version of a schema: a digest of everything loaded, so it changes when anything does. */
final class SchemaFingerprint {

  private SchemaFingerprint() {}

  static String of(SqlDialect dialect, List<TableInfo> tables) {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
    StringBuilder text = new StringBuilder(dialect.name());
    for (TableInfo table : tables) {
      text.append("\nT|").append(table.schema()).append('|').append(table.name()).append('|')
          .append(table.remarks()).append("|pk=").append(table.primaryKey());
      for (ColumnInfo column : table.columns()) {
        text.append("\nC|").append(column.name()).append('|').append(column.jdbcType())
            .append('|').append(column.typeName()).append('|').append(column.nullable())
            .append('|').append(column.remarks()).append('|').append(column.sampleValues())
            .append('|').append(column.lookupValues().hashCode());
      }
      for (ForeignKey key : table.foreignKeys()) {
        text.append("\nF|").append(key.columns()).append("->").append(key.referencedSchema())
            .append('.').append(key.referencedTable()).append(key.referencedColumns());
      }
    }
    byte[] hash = digest.digest(text.toString().getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(hash, 0, 8);
  }
}
