package dev.nljdbc.generation.offline.words;

import java.util.Locale;

/** Aggregate functions. */
public enum AggFunc {
  COUNT("number of"),
  SUM("total"),
  AVG("average"),
  MIN("minimum"),
  MAX("maximum"),
  /** The percentage of rows that meet conditions ({@code QuerySpec.Agg#when}). */
  SHARE("percentage"),
  /** The value below which a fraction of the values lies ({@code QuerySpec.Agg#fraction}). */
  PERCENTILE("percentile");

  public final String words;

  AggFunc(String words) {
    this.words = words;
  }

  public String alias() {
    return name().toLowerCase(Locale.ROOT);
  }
}
