package dev.nljdbc.generation.llm;

import dev.nljdbc.dialect.GenericDialect;
import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/** A small multi-tenant retail schema like the demo's, for prompt tests. */
final class RetailSchema {
  private RetailSchema() {}

  /** The schema in the given dialect. */
  static SchemaSnapshot of(SqlDialect dialect) {
    return new SchemaSnapshot("v1", dialect, List.of(
        table("corporations", "Tenants", List.of(
            column("corp_id", "INTEGER", List.of("101", "105")),
            column("name", "VARCHAR", List.of("Acme Retail", "Globex Stores"))), "corp_id"),
        table("regions", "World regions", List.of(
            column("region_id", "INTEGER"),
            column("name", "VARCHAR", List.of("Africa", "Europe", "Asia"))), "region_id"),
        table("brands", "Brands", List.of(
            column("brand_id", "INTEGER"),
            column("name", "VARCHAR", List.of("Le Creuset", "Staub"))), "brand_id"),
        table("customers", "Customers of each corporation", List.of(
            column("customer_id", "INTEGER"), column("corp_id", "INTEGER"),
            column("name", "VARCHAR"), column("region_id", "INTEGER"),
            column("segment", "VARCHAR", List.of("consumer", "wholesale"))), "customer_id",
            fk("corp_id", "corporations"), fk("region_id", "regions")),
        table("products", "Products each corporation sells", List.of(
            column("product_id", "INTEGER"), column("corp_id", "INTEGER"),
            column("name", "VARCHAR"), column("brand_id", "INTEGER"),
            column("unit_price", "DECIMAL")), "product_id",
            fk("corp_id", "corporations"), fk("brand_id", "brands")),
        table("orders", "Sales orders", List.of(
            column("order_id", "INTEGER"), column("corp_id", "INTEGER"),
            column("customer_id", "INTEGER"), column("region_id", "INTEGER"),
            column("order_date", "DATE"), column("total_amount", "DECIMAL")), "order_id",
            fk("corp_id", "corporations"), fk("customer_id", "customers"),
            fk("region_id", "regions")),
        table("order_lines", "Products within each order", List.of(
            column("order_line_id", "INTEGER"), column("corp_id", "INTEGER"),
            column("order_id", "INTEGER"), column("product_id", "INTEGER"),
            column("quantity", "INTEGER"), column("line_amount", "DECIMAL")), "order_line_id",
            fk("corp_id", "corporations"), fk("order_id", "orders"),
            fk("product_id", "products")),
        table("market_quotes", "Daily stock market quotes", List.of(
            column("quote_id", "INTEGER"), column("corp_id", "INTEGER"),
            column("symbol", "VARCHAR", List.of("AAPL", "MSFT")),
            column("quote_date", "DATE"), column("bid_price", "DECIMAL"),
            column("ask_price", "DECIMAL"), column("last_price", "DECIMAL")), "quote_id",
            fk("corp_id", "corporations"))));
  }

  /** A schema of many unrelated tables named {@code t0}, {@code t1}, ... */
  static SchemaSnapshot wide(int tables) {
    List<TableInfo> list = new ArrayList<>();
    for (int i = 0; i < tables; i++) {
      list.add(table("t" + i, null, List.of(column("c" + i, "INTEGER")), "c" + i));
    }
    return new SchemaSnapshot("v1", GenericDialect.DEFAULT, list);
  }

  static TableInfo table(String name, String remarks, List<ColumnInfo> columns, String pk,
      ForeignKey... fks) {
    return new TableInfo("PUBLIC", name, remarks, columns, List.of(pk), List.of(fks));
  }

  static ColumnInfo column(String name, String type) {
    return column(name, type, List.of());
  }

  static ColumnInfo column(String name, String type, List<String> samples) {
    return new ColumnInfo(name, Types.OTHER, type, false, null, samples);
  }

  static ForeignKey fk(String column, String table) {
    return new ForeignKey(List.of(column), "PUBLIC", table, List.of(column));
  }
}
