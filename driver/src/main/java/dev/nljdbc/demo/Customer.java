package dev.nljdbc.demo;

/** A customer as the order generator needs it. */
record Customer(int id, Region region, String segment, int createdDay) {}
