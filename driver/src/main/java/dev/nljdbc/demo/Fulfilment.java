package dev.nljdbc.demo;

import java.util.List;
import java.util.Random;

/**
 * What happened to an order by today: a few are cancelled; the rest ship one to three days
 * after the order and arrive two to seven days later, and a few delivered ones come back.
 * Orders still in flight today are pending or shipped.
 */
record Fulfilment(String status, int shippedDay, int deliveredDay, String carrier) {

  private static final int NONE = -1;

  private static final List<List<String>> CARRIERS = List.of(
      List.of("Aramex", "DHL"),
      List.of("DHL", "DPD", "UPS"),
      List.of("SF Express", "DHL", "Yamato"),
      List.of("UPS", "FedEx", "USPS"),
      List.of("Mercado Envios", "DHL"),
      List.of("Australia Post", "DHL"));

  static Fulfilment of(int orderDay, int today, Region region, Random random) {
    boolean cancelled = random.nextDouble() < 0.04;
    int shippedDay = orderDay + 1 + random.nextInt(3);
    int deliveredDay = shippedDay + 2 + random.nextInt(6);
    boolean returned = random.nextDouble() < 0.05;
    List<String> carriers = CARRIERS.get(region.ordinal());
    String carrier = carriers.get(random.nextInt(carriers.size()));
    if (cancelled) {
      return new Fulfilment("cancelled", NONE, NONE, null);
    }
    if (shippedDay > today) {
      return new Fulfilment("pending", NONE, NONE, null);
    }
    if (deliveredDay > today) {
      return new Fulfilment("shipped", shippedDay, NONE, carrier);
    }
    return new Fulfilment(returned ? "returned" : "delivered", shippedDay, deliveredDay, carrier);
  }

  boolean shipped() {
    return shippedDay != NONE;
  }

  boolean delivered() {
    return deliveredDay != NONE;
  }
}
