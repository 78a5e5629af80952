package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The demo's DDL. Tables are created with their primary keys and checks before the data goes in;
 * foreign keys, other indexes and comments are added afterwards, which loads several times
 * faster than maintaining the indexes row by row. The foreign keys are added without checking
 * the rows already loaded (the generator writes only consistent references, and the tests check
 * every key); they are enforced from then on.
 */
final class DemoSchema {

  private static final List<String> TABLES = List.of(
      "CREATE TABLE corporations ("
          + " corp_id INTEGER PRIMARY KEY,"
          + " name VARCHAR(100) NOT NULL UNIQUE)",
      "CREATE TABLE regions ("
          + " region_id INTEGER PRIMARY KEY,"
          + " name VARCHAR(50) NOT NULL UNIQUE)",
      "CREATE TABLE brands ("
          + " brand_id INTEGER PRIMARY KEY,"
          + " name VARCHAR(100) NOT NULL UNIQUE,"
          + " country VARCHAR(50) NOT NULL)",
      "CREATE TABLE categories ("
          + " category_id INTEGER PRIMARY KEY,"
          + " name VARCHAR(100) NOT NULL UNIQUE)",
      "CREATE TABLE products ("
          + " product_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " sku VARCHAR(20) NOT NULL,"
          + " name VARCHAR(200) NOT NULL,"
          + " brand_id INTEGER NOT NULL,"
          + " category_id INTEGER NOT NULL,"
          + " unit_price DECIMAL(10, 2) NOT NULL CHECK (unit_price > 0),"
          + " status VARCHAR(20) NOT NULL CHECK (status IN ('active', 'discontinued')),"
          + " created_at TIMESTAMP NOT NULL,"
          + " CONSTRAINT uq_products_sku UNIQUE (corp_id, sku))",
      "CREATE TABLE customers ("
          + " customer_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " name VARCHAR(100) NOT NULL,"
          + " email VARCHAR(150) NOT NULL,"
          + " region_id INTEGER NOT NULL,"
          + " segment VARCHAR(20) NOT NULL"
          + " CHECK (segment IN ('consumer', 'small business', 'wholesale')),"
          + " status VARCHAR(20) NOT NULL CHECK (status IN ('active', 'inactive')),"
          + " created_at TIMESTAMP NOT NULL)",
      "CREATE TABLE users ("
          + " user_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " name VARCHAR(100) NOT NULL,"
          + " email VARCHAR(150) NOT NULL UNIQUE,"
          + " role VARCHAR(20) NOT NULL CHECK (role IN ('admin', 'manager', 'analyst', 'viewer')),"
          + " status VARCHAR(20) NOT NULL CHECK (status IN ('active', 'inactive')),"
          + " created_at TIMESTAMP NOT NULL,"
          + " last_login TIMESTAMP)",
      "CREATE TABLE orders ("
          + " order_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " customer_id INTEGER NOT NULL,"
          + " region_id INTEGER NOT NULL,"
          + " order_date DATE NOT NULL,"
          + " channel VARCHAR(20) NOT NULL CHECK (channel IN ('online', 'store', 'marketplace')),"
          + " status VARCHAR(20) NOT NULL"
          + " CHECK (status IN ('pending', 'shipped', 'delivered', 'returned', 'cancelled')),"
          + " discount_amount DECIMAL(12, 2) NOT NULL CHECK (discount_amount >= 0),"
          + " total_amount DECIMAL(12, 2) NOT NULL CHECK (total_amount >= 0))",
      "CREATE TABLE order_lines ("
          + " order_line_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " order_id INTEGER NOT NULL,"
          + " product_id INTEGER NOT NULL,"
          + " quantity INTEGER NOT NULL CHECK (quantity > 0),"
          + " unit_price DECIMAL(10, 2) NOT NULL CHECK (unit_price > 0),"
          + " line_amount DECIMAL(12, 2) NOT NULL CHECK (line_amount > 0))",
      "CREATE TABLE shipments ("
          + " shipment_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " order_id INTEGER NOT NULL UNIQUE,"
          + " carrier VARCHAR(50) NOT NULL,"
          + " shipped_date DATE NOT NULL,"
          + " delivered_date DATE,"
          + " declared_value DECIMAL(12, 2) NOT NULL,"
          + " insured_value DECIMAL(12, 2) NOT NULL)",
      "CREATE TABLE market_quotes ("
          + " quote_id INTEGER PRIMARY KEY,"
          + " corp_id INTEGER NOT NULL,"
          + " symbol VARCHAR(10) NOT NULL,"
          + " region_id INTEGER NOT NULL,"
          + " quote_date DATE NOT NULL,"
          + " bid_price DECIMAL(12, 4) NOT NULL,"
          + " ask_price DECIMAL(12, 4) NOT NULL,"
          + " last_price DECIMAL(12, 4) NOT NULL,"
          + " volume BIGINT NOT NULL CHECK (volume >= 0),"
          + " CONSTRAINT ck_market_quotes_spread CHECK (bid_price <= ask_price))");

  /** Foreign keys as {table, column, referenced table}; the referenced column has the same name. */
  private static final List<String[]> FOREIGN_KEYS = List.of(
      new String[] {"products", "corp_id", "corporations"},
      new String[] {"products", "brand_id", "brands"},
      new String[] {"products", "category_id", "categories"},
      new String[] {"customers", "corp_id", "corporations"},
      new String[] {"customers", "region_id", "regions"},
      new String[] {"users", "corp_id", "corporations"},
      new String[] {"orders", "corp_id", "corporations"},
      new String[] {"orders", "customer_id", "customers"},
      new String[] {"orders", "region_id", "regions"},
      new String[] {"order_lines", "corp_id", "corporations"},
      new String[] {"order_lines", "order_id", "orders"},
      new String[] {"order_lines", "product_id", "products"},
      new String[] {"shipments", "corp_id", "corporations"},
      new String[] {"shipments", "order_id", "orders"},
      new String[] {"market_quotes", "corp_id", "corporations"},
      new String[] {"market_quotes", "region_id", "regions"});

  private static final List<String> INDEXES = List.of(
      "ALTER TABLE market_quotes ADD CONSTRAINT uq_market_quotes_symbol_day"
          + " UNIQUE (corp_id, symbol, quote_date)",
      "CREATE INDEX ix_orders_order_date ON orders (order_date)");

  private static final List<String> COMMENTS = List.of(
      "COMMENT ON TABLE corporations IS 'Tenants: the retail corporations sharing this database'",
      "COMMENT ON TABLE regions IS 'World regions where customers live and markets trade'",
      "COMMENT ON TABLE brands IS 'Cookware and home brands the corporations sell'",
      "COMMENT ON TABLE categories IS 'Product categories'",
      "COMMENT ON TABLE products IS 'Products each corporation sells, with list prices'",
      "COMMENT ON TABLE customers IS 'Customers of each corporation'",
      "COMMENT ON TABLE users IS 'Staff accounts of each corporation'",
      "COMMENT ON TABLE orders IS 'Sales orders; total_amount is after discount_amount'",
      "COMMENT ON TABLE order_lines IS 'Products and quantities within each order'",
      "COMMENT ON TABLE shipments IS 'Shipments of orders with their declared and insured values'",
      "COMMENT ON TABLE market_quotes IS 'Daily stock market quotes on each corporation watchlist'",
      "COMMENT ON COLUMN orders.total_amount IS 'Amount charged, after discount'",
      "COMMENT ON COLUMN orders.discount_amount IS 'Discount granted on the order'",
      "COMMENT ON COLUMN order_lines.line_amount IS 'quantity times unit_price'",
      "COMMENT ON COLUMN market_quotes.bid_price IS 'Closing bid price'",
      "COMMENT ON COLUMN market_quotes.ask_price IS 'Closing ask price'",
      "COMMENT ON COLUMN market_quotes.last_price IS 'Last traded price of the day'",
      "COMMENT ON COLUMN market_quotes.region_id IS 'Region of the exchange listing the symbol'");

  private DemoSchema() {}

  /** Creates every demo table with its primary key and checks. */
  static void createTables(Connection connection) throws SQLException {
    execute(connection, TABLES);
  }

  /** Adds the foreign keys, indexes and comments, once the data is in. */
  static void addKeysAndComments(Connection connection) throws SQLException {
    List<String> statements = new ArrayList<>();
    for (String[] key : FOREIGN_KEYS) {
      String column = key[1];
      statements.add("ALTER TABLE " + key[0] + " ADD CONSTRAINT fk_" + key[0] + "_"
          + column.replace("_id", "") + " FOREIGN KEY (" + column + ") REFERENCES " + key[2]
          + " (" + column + ") NOCHECK");
    }
    statements.addAll(INDEXES);
    statements.addAll(COMMENTS);
    execute(connection, statements);
  }

  private static void execute(Connection connection, List<String> statements)
      throws SQLException {
    try (Statement statement = connection.createStatement()) {
      for (String sql : statements) {
        statement.execute(sql);
      }
    }
  }
}
