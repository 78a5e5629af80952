package dev.nljdbc.demo;

/**
 * A product as the order generator needs it: sellable from {@code createdDay} until the day
 * before {@code discontinuedDay}.
 */
record Product(int id, long priceCents, int createdDay, int discontinuedDay) {

  boolean sellableOn(int day) {
    return createdDay <= day && day < discontinuedDay;
  }
}
