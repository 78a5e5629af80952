package dev.nljdbc.demo;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes each corporation's product range: a random share of the brands' items, Le Creuset
 * always among them, most already on sale before the history starts, some launched or
 * discontinued during it.
 */
final class ProductWriter {

  private final DemoTimeline timeline;
  private int nextId = 1;

  ProductWriter(DemoTimeline timeline) {
    this.timeline = timeline;
  }

  Map<Corporation, List<Product>> write(Connection connection) throws SQLException {
    Map<Corporation, List<Product>> products = new EnumMap<>(Corporation.class);
    try (BatchInsert insert = new BatchInsert(connection, "products", "product_id", "corp_id",
        "sku", "name", "brand_id", "category_id", "unit_price", "status", "created_at")) {
      for (Corporation corporation : Corporation.values()) {
        products.put(corporation, write(insert, corporation));
      }
    }
    return products;
  }

  private List<Product> write(BatchInsert insert, Corporation corporation) throws SQLException {
    Random random = DemoRandom.of("products", corporation.id());
    List<Product> products = new ArrayList<>();
    for (Brand brand : Brand.values()) {
      boolean carried = brand == Brand.LE_CREUSET || random.nextDouble() < 0.7;
      for (Category category : Category.values()) {
        for (Category.Item item : category.items()) {
          boolean listed = random.nextDouble() < 0.55;
          if (!carried || !listed || !brand.categories().contains(category)) {
            continue;
          }
          Product product = product(random, brand, item);
          products.add(product);
          insert.row(product.id(), corporation.id(),
              String.format("%d-%05d", corporation.id(), product.id()),
              brand.label() + " " + item.name(), brand.id(), category.id(),
              BigDecimal.valueOf(product.priceCents(), 2),
              product.discontinuedDay() <= timeline.lastDay() ? "discontinued" : "active",
              timeline.timestamp(product.createdDay(), random));
        }
      }
    }
    return products;
  }

  private Product product(Random random, Brand brand, Category.Item item) {
    double price = item.basePriceCents() * brand.premium() * (0.9 + 0.2 * random.nextDouble());
    long priceCents = Math.max(4_99, Math.round(price / 100) * 100 - 1);
    int lastDay = timeline.lastDay();
    int createdDay = random.nextDouble() < 0.8
        ? -1 - random.nextInt(900)
        : random.nextInt(Math.max(1, lastDay * 4 / 5));
    int discontinuedDay = Integer.MAX_VALUE;
    if (random.nextDouble() < 0.12) {
      discontinuedDay = Math.max(0, createdDay) + 180 + random.nextInt(Math.max(1, lastDay));
    }
    return new Product(nextId++, priceCents, createdDay, discontinuedDay);
  }
}
