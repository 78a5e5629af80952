package dev.nljdbc.generation.offline;

import java.util.Locale;

/** Aggregate functions. */
enum AggFunc {
  COUNT("number of"),
  SUM("total"),
  AVG("average"),
  MIN("minimum"),
  MAX("maximum");

  final String words;

  AggFunc(String words) {
    this.words = words;
  }

  String alias() {
    return name().toLowerCase(Locale.ROOT);
  }
}
