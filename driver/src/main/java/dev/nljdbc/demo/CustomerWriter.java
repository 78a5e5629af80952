package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes each corporation's customers, living in its regions by weight, about half already
 * customers when the history starts and the rest joining over time. Ids follow sign-up order.
 * Status is set later from order history.
 */
final class CustomerWriter {

  private static final List<String> MAIL_DOMAINS =
      List.of("example.com", "example.org", "example.net");

  private final DemoTimeline timeline;
  private int nextId = 1;

  CustomerWriter(DemoTimeline timeline) {
    this.timeline = timeline;
  }

  /** Writes the customers and returns them per corporation in sign-up order. */
  Map<Corporation, List<Customer>> write(Connection connection) throws SQLException {
    Map<Corporation, List<Customer>> customers = new EnumMap<>(Corporation.class);
    try (BatchInsert insert = new BatchInsert(connection, "customers", "customer_id", "corp_id",
        "name", "email", "region_id", "segment", "status", "created_at")) {
      for (Corporation corporation : Corporation.values()) {
        customers.put(corporation, write(insert, corporation));
      }
    }
    return customers;
  }

  private List<Customer> write(BatchInsert insert, Corporation corporation)
      throws SQLException {
    Random random = DemoRandom.of("customers", corporation.id());
    double[] weights = new double[Region.values().length];
    for (Region region : Region.values()) {
      weights[region.ordinal()] = corporation.regionWeight(region);
    }
    WeightedPicker regions = new WeightedPicker(weights);
    int[] createdDays = new int[corporation.customerCount()];
    for (int i = 0; i < createdDays.length; i++) {
      createdDays[i] = random.nextDouble() < 0.45
          ? -1 - random.nextInt(1_000)
          : random.nextInt(timeline.lastDay());
    }
    Arrays.sort(createdDays);
    List<Customer> customers = new ArrayList<>();
    for (int createdDay : createdDays) {
      Region region = Region.values()[regions.pick(random)];
      double segmentDraw = random.nextDouble();
      String segment = segmentDraw < 0.75 ? "consumer"
          : segmentDraw < 0.93 ? "small business" : "wholesale";
      String[] name = PersonNames.next(random);
      Customer customer = new Customer(nextId++, region, segment, createdDay);
      customers.add(customer);
      insert.row(customer.id(), corporation.id(), name[0] + " " + name[1],
          PersonNames.mailbox(name) + "." + customer.id() + "@"
              + MAIL_DOMAINS.get(random.nextInt(MAIL_DOMAINS.size())),
          region.id(), segment, "active", timeline.timestamp(createdDay, random));
    }
    return customers;
  }
}
