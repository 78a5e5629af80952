package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.SQLException;

/** Writes the corporations and the reference tables: regions, brands and categories. */
final class ReferenceWriter {

  void write(Connection connection) throws SQLException {
    try (BatchInsert insert = new BatchInsert(connection, "corporations", "corp_id", "name")) {
      for (Corporation corporation : Corporation.values()) {
        insert.row(corporation.id(), corporation.label());
      }
    }
    try (BatchInsert insert = new BatchInsert(connection, "regions", "region_id", "name")) {
      for (Region region : Region.values()) {
        insert.row(region.id(), region.label());
      }
    }
    try (BatchInsert insert =
        new BatchInsert(connection, "brands", "brand_id", "name", "country")) {
      for (Brand brand : Brand.values()) {
        insert.row(brand.id(), brand.label(), brand.country());
      }
    }
    try (BatchInsert insert = new BatchInsert(connection, "categories", "category_id", "name")) {
      for (Category category : Category.values()) {
        insert.row(category.id(), category.label());
      }
    }
  }
}
