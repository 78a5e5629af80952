package dev.nljdbc.it.llm;

import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.List;

/** A part of the demo's schema, as the schema layer would describe it. */
final class RetailSnapshot {
  private RetailSnapshot() {}

  static SchemaSnapshot h2() {
    return new SchemaSnapshot("it", H2Dialect.DEFAULT, List.of(
        table("CORPORATIONS", List.of(col("CORP_ID", "INTEGER"),
            col("NAME", "CHARACTER VARYING", "Acme Retail", "Globex Stores")), "CORP_ID"),
        table("REGIONS", List.of(col("REGION_ID", "INTEGER"),
            col("NAME", "CHARACTER VARYING", "Africa", "Europe", "Asia")), "REGION_ID"),
        table("ORDERS", List.of(col("ORDER_ID", "INTEGER"), col("CORP_ID", "INTEGER"),
            col("REGION_ID", "INTEGER"), col("ORDER_DATE", "DATE"),
            col("TOTAL_AMOUNT", "DECIMAL")), "ORDER_ID",
            fk("CORP_ID", "CORPORATIONS"), fk("REGION_ID", "REGIONS")),
        table("MARKET_QUOTES", List.of(col("QUOTE_ID", "INTEGER"), col("CORP_ID", "INTEGER"),
            col("SYMBOL", "CHARACTER VARYING"), col("LAST_PRICE", "DECIMAL")), "QUOTE_ID",
            fk("CORP_ID", "CORPORATIONS"))));
  }

  private static TableInfo table(String name, List<ColumnInfo> columns, String pk,
      ForeignKey... fks) {
    return new TableInfo("PUBLIC", name, null, columns, List.of(pk), List.of(fks));
  }

  private static ColumnInfo col(String name, String type, String... samples) {
    return new ColumnInfo(name, Types.OTHER, type, false, null, List.of(samples));
  }

  private static ForeignKey fk(String column, String table) {
    return new ForeignKey(List.of(column), "PUBLIC", table, List.of(column));
  }
}
