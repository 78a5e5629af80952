package dev.nljdbc.demo;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes orders, their lines and their shipments, day by day. The number of orders a day
 * follows each corporation's size, growth over the years, the season (a busy November and
 * December) and the weekday; customers and products are picked with skewed weights among those
 * existing on the day, so some sell far more than others. Line prices rise slowly towards
 * today's list price.
 */
final class OrderWriter implements AutoCloseable {

  private static final String[] CHANNELS = {"online", "store", "marketplace"};
  private static final WeightedPicker CHANNEL = new WeightedPicker(new double[] {55, 30, 15});
  private static final WeightedPicker LINE_COUNT =
      new WeightedPicker(new double[] {35, 30, 20, 10, 5});
  private static final int[] DISCOUNT_PERCENTS = {5, 10, 15, 20};

  private final DemoTimeline timeline;
  private final BatchInsert orders;
  private final BatchInsert lines;
  private final BatchInsert shipments;
  private int nextOrderId = 1;
  private int nextLineId = 1;
  private int nextShipmentId = 1;

  OrderWriter(Connection connection, DemoTimeline timeline) throws SQLException {
    this.timeline = timeline;
    this.orders = new BatchInsert(connection, "orders", "order_id", "corp_id", "customer_id",
        "region_id", "order_date", "channel", "status", "discount_amount", "total_amount");
    this.lines = new BatchInsert(connection, "order_lines", "order_line_id", "corp_id",
        "order_id", "product_id", "quantity", "unit_price", "line_amount");
    this.shipments = new BatchInsert(connection, "shipments", "shipment_id", "corp_id",
        "order_id", "carrier", "shipped_date", "delivered_date", "declared_value",
        "insured_value");
  }

  void write(Map<Corporation, List<Product>> products, Map<Corporation, List<Customer>> customers)
      throws SQLException {
    for (Corporation corporation : Corporation.values()) {
      write(corporation, products.get(corporation), customers.get(corporation));
    }
  }

  private void write(Corporation corporation, List<Product> products, List<Customer> customers)
      throws SQLException {
    Random random = DemoRandom.of("orders", corporation.id());
    WeightedPicker productPicker = WeightedPicker.powerLaw(products.size(), 0.9, random);
    WeightedPicker customerPicker = WeightedPicker.powerLaw(customers.size(), 0.7, random);
    int signedUp = 0;
    for (int day = 0; day <= timeline.lastDay(); day++) {
      while (signedUp < customers.size() && customers.get(signedUp).createdDay() <= day) {
        signedUp++;
      }
      int count = DemoRandom.poisson(random, corporation.ordersPerDay() * timeline.activity(day));
      for (int i = 0; i < count && signedUp > 0; i++) {
        Customer customer = customers.get(customerPicker.pick(random, signedUp));
        List<Product> basket = basket(products, productPicker, day, random);
        if (!basket.isEmpty()) {
          writeOrder(corporation, customer, basket, day, random);
        }
      }
    }
  }

  private static List<Product> basket(List<Product> products, WeightedPicker picker, int day,
      Random random) {
    int size = 1 + LINE_COUNT.pick(random);
    List<Product> basket = new ArrayList<>(size);
    for (int attempt = 0; attempt < size * 4 && basket.size() < size; attempt++) {
      Product product = products.get(picker.pick(random));
      if (product.sellableOn(day) && !basket.contains(product)) {
        basket.add(product);
      }
    }
    return basket;
  }

  private void writeOrder(Corporation corporation, Customer customer, List<Product> basket,
      int day, Random random) throws SQLException {
    int orderId = nextOrderId++;
    double priceLevel = 0.88 + 0.12 * day / Math.max(1, timeline.lastDay());
    long subtotalCents = 0;
    List<Object[]> lineRows = new ArrayList<>(basket.size());
    for (Product product : basket) {
      int quantity = quantity(customer.segment(), random);
      long unitCents = Math.round(product.priceCents() * priceLevel);
      long lineCents = unitCents * quantity;
      subtotalCents += lineCents;
      lineRows.add(new Object[] {nextLineId++, corporation.id(), orderId, product.id(), quantity,
          money(unitCents), money(lineCents)});
    }
    int discountPercent = customer.segment().equals("wholesale") || random.nextDouble() < 0.25
        ? DISCOUNT_PERCENTS[random.nextInt(DISCOUNT_PERCENTS.length)] : 0;
    long discountCents = subtotalCents * discountPercent / 100;
    long totalCents = subtotalCents - discountCents;
    Fulfilment fulfilment =
        Fulfilment.of(day, timeline.lastDay(), customer.region(), random);
    orders.row(orderId, corporation.id(), customer.id(), customer.region().id(),
        timeline.date(day), CHANNELS[CHANNEL.pick(random)], fulfilment.status(),
        money(discountCents), money(totalCents));
    for (Object[] line : lineRows) {
      lines.row(line);
    }
    if (fulfilment.shipped()) {
      long insuredCents = (totalCents + 4_999) / 5_000 * 5_000;
      shipments.row(nextShipmentId++, corporation.id(), orderId, fulfilment.carrier(),
          timeline.date(fulfilment.shippedDay()),
          fulfilment.delivered() ? timeline.date(fulfilment.deliveredDay()) : null,
          money(totalCents), money(insuredCents));
    }
  }

  private static int quantity(String segment, Random random) {
    switch (segment) {
      case "wholesale":
        return 4 + random.nextInt(21);
      case "small business":
        return 1 + random.nextInt(6);
      default:
        int draw = random.nextInt(10);
        return draw < 7 ? 1 : draw < 9 ? 2 : 3;
    }
  }

  private static BigDecimal money(long cents) {
    return BigDecimal.valueOf(cents, 2);
  }

  @Override
  public void close() throws SQLException {
    try {
      orders.close();
    } finally {
      try {
        lines.close();
      } finally {
        shipments.close();
      }
    }
  }
}
